// Starts the real HTTP app on a random port with a temporary data dir (style §5.6), torn down by `t.after`.
// Uses real SQLite storage and blob store; engines are fakes unless a test needs the pipeline.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../../src/config.ts';
import { bootstrap } from '../../src/domain/bootstrap.ts';
import type { DetectFileType } from '../../src/domain/document.service.ts';
import { detectFileType } from '../../src/engines/local/extract/detect-file-type.ts';
import { buildApp } from '../../src/http/app.ts';
import { createFsBlobStore } from '../../src/storage/blobs/fs-blob-store.ts';
import { createSqliteStorage } from '../../src/storage/sqlite/index.ts';
import type { BlobStore, Storage } from '../../src/storage/types.ts';
import { createFakeEmbedder, createFakePlaybookEngine } from './fake-engines.ts';

export const ADMIN_EMAIL = 'admin@example.test';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const ADMIN_CLIENT_ID = 'test-admin-client';
export const ADMIN_CLIENT_SECRET = 'test-admin-secret-0123456789abcdef0123456789abcdef';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  storage: Storage;
  blobs: BlobStore;
  config: Config;
  dataDir: string;
}

export interface StartServerOptions {
  env?: Record<string, string>;
  detectFileType?: DetectFileType;
  consoleDir?: string;
}

export async function startServer(t: TestContext, options: StartServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-http-'));
  const config = loadConfig({
    CLAUSEWISE_DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    CLAUSEWISE_WORKER_CONCURRENCY: '0',
    CLAUSEWISE_BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL,
    CLAUSEWISE_BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD,
    CLAUSEWISE_BOOTSTRAP_CLIENT_ID: ADMIN_CLIENT_ID,
    CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET: ADMIN_CLIENT_SECRET,
    ...options.env,
  });
  const storage = await createSqliteStorage({ dataDir });
  const blobs = createFsBlobStore(join(dataDir, 'blobs'));
  await bootstrap(storage, config);
  const app = await buildApp({
    config,
    storage,
    blobs,
    analysisEngine: createFakePlaybookEngine(),
    embedder: createFakeEmbedder(),
    detectFileType: options.detectFileType ?? detectFileType,
    consoleDir: options.consoleDir ?? join(dataDir, 'no-console'),
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.after(async () => {
    await app.close();
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { url, app, storage, blobs, config, dataDir };
}
