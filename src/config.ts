// Environment → one frozen, typed Config. Nothing else in the code reads process.env (every variable is
// documented in the README). Bad values are reported all at once.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ExtractionLimits {
  /** Per-document extraction time limit. */
  timeoutMs: number;
  maxPages: number;
  maxTextBytes: number;
  /** Width × height bound for images (and rendered pages) before OCR. */
  maxImagePixels: number;
  /** Bound on the uncompressed size of a DOCX (zip-bomb guard). */
  maxUncompressedBytes: number;
  /** Memory limit of the isolated extraction process, in MB. */
  maxMemoryMb: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  bootstrapAdminEmail: string;
  bootstrapAdminPassword: string | null;
  bootstrapClientId: string | null;
  bootstrapClientSecret: string | null;
  workerConcurrency: number;
  maxUploadBytes: number;
  jwtSecret: Uint8Array;
  /** HMAC key for stored client secrets (lib/keyed-hash.ts); generated once and kept in the data dir. */
  credentialHashKey: Uint8Array;
  logLevel: string;
  extraction: ExtractionLimits;
  /** How long a worker's claim on a job lasts without a heartbeat; a crashed worker's job is retaken after it. */
  jobLeaseMs: number;
  /** Test-only: a pause before every pipeline stage, so crash-recovery tests can kill a worker mid-pipeline. */
  testStageDelayMs: number;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration; creates the data dir and, on first start, the JWT signing and credential keys inside it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      problems.push(`${name} must be an integer ≥ ${min} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const str = (name: string): string | null => {
    const raw = env[name];
    return raw === undefined || raw === '' ? null : raw;
  };

  const dataDir = resolve(str('CLAUSEWISE_DATA_DIR') ?? './data');
  const config = {
    port: int('PORT', 8000, 0),
    host: str('HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl: str('DATABASE_URL'),
    bootstrapAdminEmail: str('CLAUSEWISE_BOOTSTRAP_ADMIN_EMAIL') ?? 'admin@localhost',
    bootstrapAdminPassword: str('CLAUSEWISE_BOOTSTRAP_ADMIN_PASSWORD'),
    bootstrapClientId: str('CLAUSEWISE_BOOTSTRAP_CLIENT_ID'),
    bootstrapClientSecret: str('CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET'),
    workerConcurrency: int('CLAUSEWISE_WORKER_CONCURRENCY', 2, 0),
    maxUploadBytes: int('CLAUSEWISE_MAX_UPLOAD_BYTES', 52_428_800, 1),
    jwtSecret: new Uint8Array() as Uint8Array,
    credentialHashKey: new Uint8Array() as Uint8Array,
    logLevel: str('LOG_LEVEL') ?? 'info',
    extraction: {
      timeoutMs: int('CLAUSEWISE_EXTRACT_TIMEOUT_MS', 300_000, 1),
      maxPages: int('CLAUSEWISE_EXTRACT_MAX_PAGES', 2000, 1),
      maxTextBytes: int('CLAUSEWISE_EXTRACT_MAX_TEXT_BYTES', 20 * 1024 * 1024, 1),
      maxImagePixels: int('CLAUSEWISE_EXTRACT_MAX_IMAGE_PIXELS', 100_000_000, 1),
      maxUncompressedBytes: int('CLAUSEWISE_EXTRACT_MAX_UNCOMPRESSED_BYTES', 200 * 1024 * 1024, 1),
      maxMemoryMb: int('CLAUSEWISE_EXTRACT_MAX_MEMORY_MB', 1024, 64),
    },
    jobLeaseMs: int('CLAUSEWISE_JOB_LEASE_MS', 30_000, 1000),
    testStageDelayMs: int('CLAUSEWISE_TEST_STAGE_DELAY_MS', 0, 0),
  } satisfies Config;

  if ((config.bootstrapClientId === null) !== (config.bootstrapClientSecret === null)) {
    problems.push('CLAUSEWISE_BOOTSTRAP_CLIENT_ID and CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET must be set together');
  }
  if (config.databaseUrl !== null && !config.databaseUrl.startsWith('sqlite:')) {
    problems.push('DATABASE_URL is reserved for PostgreSQL, which is not implemented yet; leave it unset to use SQLite');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = str('CLAUSEWISE_JWT_SECRET');
  config.jwtSecret = jwtSecret !== null ? new TextEncoder().encode(jwtSecret) : readOrCreateKey(join(dataDir, 'jwt-secret.key'));
  // A key of its own (not derived from the JWT secret), so rotating the signing key keeps credentials valid.
  config.credentialHashKey = readOrCreateKey(join(dataDir, 'credential-hash.key'));
  return Object.freeze(config);
}

/** A 256-bit key generated once and kept with the data, so tokens and credentials survive restarts. */
function readOrCreateKey(keyFile: string): Uint8Array {
  if (!existsSync(keyFile)) {
    try {
      writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process (a `worker` beside `serve`) created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new TextEncoder().encode(readFileSync(keyFile, 'utf8').trim());
}
