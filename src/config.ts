// Environment → one frozen, typed Config. Nothing else in the code reads process.env (every variable is
// documented in the README). Bad values are reported all at once.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ANALYSIS_MODES, type AnalysisMode } from './analysis/model.ts';

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

/** An OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, vLLM, Ollama, llama.cpp server, LM Studio). */
export interface LlmConfig {
  baseUrl: string;
  /** Optional: local servers usually need none. */
  apiKey: string | null;
  model: string;
  /** Per request; the client retries 429 and 5xx (honouring Retry-After) within `maxRetries`. */
  timeoutMs: number;
  maxRetries: number;
  maxConcurrency: number;
  /** Bound on the tokens sent and asked for per document, across all capabilities. */
  maxTokensPerDocument: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL (`postgres://…`) when set; null keeps the embedded SQLite database in the data dir. */
  databaseUrl: string | null;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  bootstrapAdminEmail: string;
  bootstrapAdminPassword: string | null;
  bootstrapClientId: string | null;
  bootstrapClientSecret: string | null;
  workerConcurrency: number;
  maxUploadBytes: number;
  jwtSecret: Uint8Array;
  logLevel: string;
  extraction: ExtractionLimits;
  /** How long a worker's claim on a job lasts without a heartbeat; a crashed worker's job is retaken after it. */
  jobLeaseMs: number;
  /** Test-only: a pause before every pipeline stage, so crash-recovery tests can kill a worker mid-pipeline. */
  testStageDelayMs: number;
  /** The analysis mode new projects get (`local` unless a model is configured and chosen). */
  analysisEngine: AnalysisMode;
  /** Null unless CLAUSEWISE_LLM_BASE_URL and CLAUSEWISE_LLM_MODEL are set. */
  llm: LlmConfig | null;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration; creates the data dir and, on first start, the JWT signing key inside it. */
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

  function readLlmConfig(): LlmConfig | null {
    const baseUrl = str('CLAUSEWISE_LLM_BASE_URL');
    const model = str('CLAUSEWISE_LLM_MODEL');
    if (baseUrl === null && model === null) return null;
    if (baseUrl === null || model === null) {
      problems.push('CLAUSEWISE_LLM_BASE_URL and CLAUSEWISE_LLM_MODEL must be set together');
      return null;
    }
    if (!URL.canParse(baseUrl)) problems.push(`CLAUSEWISE_LLM_BASE_URL must be a URL (got "${baseUrl}")`);
    return {
      baseUrl,
      apiKey: str('CLAUSEWISE_LLM_API_KEY'),
      model,
      timeoutMs: int('CLAUSEWISE_LLM_TIMEOUT_MS', 120_000, 100),
      maxRetries: int('CLAUSEWISE_LLM_MAX_RETRIES', 2, 0),
      maxConcurrency: int('CLAUSEWISE_LLM_MAX_CONCURRENCY', 4, 1),
      maxTokensPerDocument: int('CLAUSEWISE_LLM_MAX_TOKENS_PER_DOCUMENT', 200_000, 1000),
    };
  }

  const dataDir = resolve(str('CLAUSEWISE_DATA_DIR') ?? './data');
  const config = {
    port: int('PORT', 8000, 0),
    host: str('HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl: str('DATABASE_URL'),
    databasePoolSize: int('CLAUSEWISE_DATABASE_POOL_SIZE', 10, 1),
    bootstrapAdminEmail: str('CLAUSEWISE_BOOTSTRAP_ADMIN_EMAIL') ?? 'admin@localhost',
    bootstrapAdminPassword: str('CLAUSEWISE_BOOTSTRAP_ADMIN_PASSWORD'),
    bootstrapClientId: str('CLAUSEWISE_BOOTSTRAP_CLIENT_ID'),
    bootstrapClientSecret: str('CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET'),
    workerConcurrency: int('CLAUSEWISE_WORKER_CONCURRENCY', 2, 0),
    maxUploadBytes: int('CLAUSEWISE_MAX_UPLOAD_BYTES', 52_428_800, 1),
    jwtSecret: new Uint8Array() as Uint8Array,
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
    analysisEngine: (str('CLAUSEWISE_ANALYSIS_ENGINE') ?? 'local') as AnalysisMode,
    llm: readLlmConfig(),
  } satisfies Config;

  if ((config.bootstrapClientId === null) !== (config.bootstrapClientSecret === null)) {
    problems.push('CLAUSEWISE_BOOTSTRAP_CLIENT_ID and CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET must be set together');
  }
  if (config.databaseUrl !== null && !/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    problems.push('DATABASE_URL must be a PostgreSQL URL (postgres://user@host:5432/database); leave it unset to use SQLite in the data dir');
  }
  if (!(ANALYSIS_MODES as readonly string[]).includes(config.analysisEngine)) {
    problems.push(`CLAUSEWISE_ANALYSIS_ENGINE must be one of ${ANALYSIS_MODES.join(', ')} (got "${config.analysisEngine}")`);
  } else if (config.analysisEngine !== 'local' && config.llm === null) {
    problems.push(`CLAUSEWISE_ANALYSIS_ENGINE=${config.analysisEngine} needs a model: set CLAUSEWISE_LLM_BASE_URL and CLAUSEWISE_LLM_MODEL`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  mkdirSync(dataDir, { recursive: true });
  config.jwtSecret = resolveJwtSecret(str('CLAUSEWISE_JWT_SECRET'), dataDir);
  return Object.freeze(config);
}

function resolveJwtSecret(fromEnv: string | null, dataDir: string): Uint8Array {
  if (fromEnv !== null) return new TextEncoder().encode(fromEnv);
  const keyFile = join(dataDir, 'jwt-secret.key');
  if (!existsSync(keyFile)) {
    // 256-bit HS256 key, generated once and kept with the data so tokens survive restarts.
    writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(keyFile, 'utf8').trim());
}
