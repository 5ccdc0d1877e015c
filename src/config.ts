// Environment → one frozen, typed Config. Nothing else in the code reads process.env (every variable is
// documented in the README). Bad values are reported all at once.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ANALYSIS_MODES, type AnalysisMode } from './analysis/model.ts';

/** `auto`: the system's tesseract binary when one is on the PATH, else tesseract.js (always available). */
export const OCR_ENGINES = ['auto', 'tesseract.js'] as const;
export type OcrEngineChoice = (typeof OCR_ENGINES)[number];

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
  /** OCR engine: `auto` (the system's tesseract binary when installed, else tesseract.js) or `tesseract.js`. */
  ocrEngine?: OcrEngineChoice;
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
  /** HMAC key for stored client secrets (lib/keyed-hash.ts); generated once and kept in the data dir. */
  credentialHashKey: Uint8Array;
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
  /** Origins allowed to call the API from a browser (CORS); null = CORS off. */
  corsOrigins: string[] | null;
  /** Whom to believe about X-Forwarded-*: nobody (false), every hop (true), or these proxy addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** How often event streams look for new events in the outbox (issue #14). */
  eventPollMs: number;
  /** How long events (and the webhook delivery log) are kept: the window in which Last-Event-ID can resume. */
  eventRetentionHours: number;
  /** Comment lines on idle event streams, so proxies and clients see the connection alive. */
  eventHeartbeatMs: number;
  webhooks: WebhookConfig;
}

export interface WebhookConfig {
  /** Deliver to loopback, private and link-local addresses too (tests, on-premises receivers); off by default (SSRF). */
  allowPrivateTargets: boolean;
  /** Per delivery attempt. */
  timeoutMs: number;
  /** First retry delay; doubles per attempt, capped at an hour. */
  retryBaseMs: number;
  /** Retries stop once this long has passed since the first attempt (a day). */
  retryWindowMs: number;
  /** Deliveries sent at once per process. */
  concurrency: number;
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

  const list = (name: string): string[] | null => {
    const items = str(name)?.split(',').map((item) => item.trim()).filter(Boolean) ?? [];
    return items.length > 0 ? items : null;
  };

  function readTrustProxy(): boolean | string[] {
    const raw = str('CLAUSEWISE_TRUST_PROXY');
    if (raw === null || raw === 'false') return false;
    if (raw === 'true') return true;
    return list('CLAUSEWISE_TRUST_PROXY')!;
  }

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
    credentialHashKey: new Uint8Array() as Uint8Array,
    logLevel: str('LOG_LEVEL') ?? 'info',
    extraction: {
      timeoutMs: int('CLAUSEWISE_EXTRACT_TIMEOUT_MS', 300_000, 1),
      maxPages: int('CLAUSEWISE_EXTRACT_MAX_PAGES', 2000, 1),
      maxTextBytes: int('CLAUSEWISE_EXTRACT_MAX_TEXT_BYTES', 20 * 1024 * 1024, 1),
      maxImagePixels: int('CLAUSEWISE_EXTRACT_MAX_IMAGE_PIXELS', 100_000_000, 1),
      maxUncompressedBytes: int('CLAUSEWISE_EXTRACT_MAX_UNCOMPRESSED_BYTES', 200 * 1024 * 1024, 1),
      maxMemoryMb: int('CLAUSEWISE_EXTRACT_MAX_MEMORY_MB', 1024, 64),
      ocrEngine: (str('CLAUSEWISE_OCR_ENGINE') ?? 'auto') as OcrEngineChoice,
    },
    jobLeaseMs: int('CLAUSEWISE_JOB_LEASE_MS', 30_000, 1000),
    testStageDelayMs: int('CLAUSEWISE_TEST_STAGE_DELAY_MS', 0, 0),
    analysisEngine: (str('CLAUSEWISE_ANALYSIS_ENGINE') ?? 'local') as AnalysisMode,
    llm: readLlmConfig(),
    corsOrigins: list('CLAUSEWISE_CORS_ORIGINS'),
    trustProxy: readTrustProxy(),
    eventPollMs: int('CLAUSEWISE_EVENT_POLL_MS', 500, 10),
    eventRetentionHours: int('CLAUSEWISE_EVENT_RETENTION_HOURS', 168, 24),
    eventHeartbeatMs: int('CLAUSEWISE_EVENT_HEARTBEAT_MS', 15_000, 100),
    webhooks: {
      allowPrivateTargets: str('CLAUSEWISE_WEBHOOK_ALLOW_PRIVATE') === 'true',
      timeoutMs: int('CLAUSEWISE_WEBHOOK_TIMEOUT_MS', 10_000, 100),
      retryBaseMs: int('CLAUSEWISE_WEBHOOK_RETRY_BASE_MS', 30_000, 10),
      retryWindowMs: int('CLAUSEWISE_WEBHOOK_RETRY_WINDOW_MS', 86_400_000, 1000),
      concurrency: int('CLAUSEWISE_WEBHOOK_CONCURRENCY', 4, 1),
    },
  } satisfies Config;

  if ((config.bootstrapClientId === null) !== (config.bootstrapClientSecret === null)) {
    problems.push('CLAUSEWISE_BOOTSTRAP_CLIENT_ID and CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET must be set together');
  }
  if (config.databaseUrl !== null && !/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    problems.push('DATABASE_URL must be a PostgreSQL URL (postgres://user@host:5432/database); leave it unset to use SQLite in the data dir');
  }
  if (!(OCR_ENGINES as readonly string[]).includes(config.extraction.ocrEngine!)) {
    problems.push(`CLAUSEWISE_OCR_ENGINE must be one of ${OCR_ENGINES.join(', ')} (got "${config.extraction.ocrEngine}")`);
  }
  if (!(ANALYSIS_MODES as readonly string[]).includes(config.analysisEngine)) {
    problems.push(`CLAUSEWISE_ANALYSIS_ENGINE must be one of ${ANALYSIS_MODES.join(', ')} (got "${config.analysisEngine}")`);
  } else if (config.analysisEngine !== 'local' && config.llm === null) {
    problems.push(`CLAUSEWISE_ANALYSIS_ENGINE=${config.analysisEngine} needs a model: set CLAUSEWISE_LLM_BASE_URL and CLAUSEWISE_LLM_MODEL`);
  }
  const jwtSecret = str('CLAUSEWISE_JWT_SECRET');
  const credentialHashKey = str('CLAUSEWISE_CREDENTIAL_HASH_KEY');
  // On PostgreSQL, processes on several machines share one database but not one data dir: keys generated in a
  // data dir would differ between them, and tokens and credentials would work on one process only.
  if (config.databaseUrl !== null && (jwtSecret === null || credentialHashKey === null)) {
    problems.push('with DATABASE_URL (PostgreSQL), set CLAUSEWISE_JWT_SECRET and CLAUSEWISE_CREDENTIAL_HASH_KEY (each at least 32 random characters), the same on every process');
  }
  for (const [name, value] of [['CLAUSEWISE_JWT_SECRET', jwtSecret], ['CLAUSEWISE_CREDENTIAL_HASH_KEY', credentialHashKey]] as const) {
    if (value !== null && value.length < 32) problems.push(`${name} must be at least 32 characters`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  mkdirSync(dataDir, { recursive: true });
  config.jwtSecret = jwtSecret !== null ? new TextEncoder().encode(jwtSecret) : readOrCreateKey(join(dataDir, 'jwt-secret.key'));
  // A key of its own (not derived from the JWT secret), so rotating the signing key keeps credentials valid.
  config.credentialHashKey =
    credentialHashKey !== null ? new TextEncoder().encode(credentialHashKey) : readOrCreateKey(join(dataDir, 'credential-hash.key'));
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

/** Where the command-line client finds a server and a credential (`clausewise login`, or the environment). */
export interface ClientSettings {
  url: string | null;
  clientId: string | null;
  clientSecret: string | null;
  /** The file `clausewise login` writes (readable by its owner only). */
  file: string;
}

export function loadClientSettings(env: NodeJS.ProcessEnv = process.env): ClientSettings {
  const file = env.CLAUSEWISE_CLIENT_CONFIG || join(env.XDG_CONFIG_HOME || join(env.HOME || '.', '.config'), 'clausewise', 'client.json');
  let saved: Partial<Record<'url' | 'client_id' | 'client_secret', string>> = {};
  if (existsSync(file)) saved = JSON.parse(readFileSync(file, 'utf8')) as typeof saved;
  const pick = (name: string, stored: string | undefined) => (env[name] ? env[name]! : (stored ?? null));
  return { url: pick('CLAUSEWISE_URL', saved.url), clientId: pick('CLAUSEWISE_CLIENT_ID', saved.client_id), clientSecret: pick('CLAUSEWISE_CLIENT_SECRET', saved.client_secret), file };
}
