// The one place that decides which database runs: PostgreSQL when DATABASE_URL is set, otherwise the embedded
// SQLite file in the data dir. Everything else sees only the Storage and BlobStore contracts.

import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createFsBlobStore } from './blobs/fs-blob-store.ts';
import { createPostgresStorage } from './postgres/index.ts';
import { createSqliteStorage } from './sqlite/index.ts';
import type { BlobStore, Storage } from './types.ts';

export interface OpenStorageOptions {
  /** Apply pending migrations on open (default true; `clausewise migrate` opens with false and calls migrate()). */
  migrate?: boolean;
  /** Errors of the queue's background work on PostgreSQL (pg-boss maintenance while the database is away). */
  onQueueError?: (error: unknown) => void;
}

export interface OpenedStorage {
  storage: Storage;
  /** Where uploaded files live: files in the data dir beside SQLite, rows in the database with PostgreSQL. */
  blobs: BlobStore;
}

export async function openStorage(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databasePoolSize'> & Partial<Pick<Config, 'jobLeaseMs'>>,
  options: OpenStorageOptions = {},
): Promise<OpenedStorage> {
  if (config.databaseUrl !== null) {
    return createPostgresStorage({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      migrate: options.migrate,
      jobLeaseMs: config.jobLeaseMs,
      onQueueError: options.onQueueError,
    });
  }
  const storage = await createSqliteStorage({ dataDir: config.dataDir, migrate: options.migrate });
  return { storage, blobs: createFsBlobStore(join(config.dataDir, 'blobs')) };
}
