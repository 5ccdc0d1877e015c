// Starts the real runtime (src/runtime.ts) on a random port with a temporary data dir (style §5.6), torn down
// by `t.after`. Real SQLite and blob store; by default fake engines and no workers, so documents stay `queued`
// unless a test stores results itself. Pipeline tests pass `workers: true` and `engines: 'real'`.
//
// CLAUSEWISE_TEST_STORAGE=postgres runs the same servers on PostgreSQL instead (CLAUSEWISE_TEST_DATABASE_URL,
// a fresh schema per server, dropped at teardown): `CLAUSEWISE_TEST_STORAGE=postgres npm test` runs every
// HTTP test against PostgreSQL. It fails rather than skips when no server answers: it was asked for.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { pino, type Logger } from 'pino';
import { type Config, loadConfig } from '../../src/config.ts';
import type { EngineOverrides } from '../../src/runtime.ts';
import { type Runtime, startRuntime } from '../../src/runtime.ts';
import { createFakeHttpEngines } from './fake-engines.ts';
import { SHARED_KEYS, createTestSchema, postgresSkipReason, type TestSchema } from './postgres.ts';

/** Whether servers started here use PostgreSQL (CLAUSEWISE_TEST_STORAGE=postgres) rather than SQLite. */
export const TEST_STORAGE = process.env.CLAUSEWISE_TEST_STORAGE === 'postgres' ? 'postgres' : 'sqlite';

export const ADMIN_EMAIL = 'admin@example.test';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const ADMIN_CLIENT_ID = 'test-admin-client';
export const ADMIN_CLIENT_SECRET = 'test-admin-secret-0123456789abcdef0123456789abcdef';

export interface TestServer extends Runtime {
  config: Config;
  dataDir: string;
  /** The server's own PostgreSQL schema when TEST_STORAGE is postgres. */
  testSchema: TestSchema | null;
}

export interface StartServerOptions {
  env?: Record<string, string>;
  /** Run pipeline workers (default false). */
  workers?: boolean;
  /** 'real' = the local engines (models, worker threads); default: deterministic fakes. */
  engines?: 'real' | EngineOverrides;
  /** The server's logger (default: silent), for tests of what it logs. */
  logger?: Logger;
}

export async function startServer(t: TestContext, options: StartServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-http-'));
  let testSchema: TestSchema | null = null;
  if (TEST_STORAGE === 'postgres') {
    const unavailable = await postgresSkipReason();
    if (unavailable !== undefined) throw new Error(`CLAUSEWISE_TEST_STORAGE=postgres, but ${unavailable}`);
    testSchema = await createTestSchema();
  }
  const config = loadConfig({
    CLAUSEWISE_DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    CLAUSEWISE_WORKER_CONCURRENCY: '1',
    CLAUSEWISE_BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL,
    CLAUSEWISE_BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD,
    CLAUSEWISE_BOOTSTRAP_CLIENT_ID: ADMIN_CLIENT_ID,
    CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET: ADMIN_CLIENT_SECRET,
    ...(testSchema && { DATABASE_URL: testSchema.url, CLAUSEWISE_DATABASE_POOL_SIZE: '4' }),
    ...(testSchema || options.env?.DATABASE_URL ? SHARED_KEYS : {}),
    ...options.env,
  });
  const runtime = await startRuntime(config, {
    workers: options.workers ?? false,
    logger: options.logger ?? pino({ level: 'silent' }),
    engines: options.engines === 'real' ? {} : (options.engines ?? createFakeHttpEngines()),
  });
  t.after(async () => {
    await runtime.close();
    await testSchema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { ...runtime, config, dataDir, testSchema };
}
