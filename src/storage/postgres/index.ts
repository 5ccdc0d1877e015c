// PostgreSQL storage (DATABASE_URL=postgres://…): the same repositories as SQLite, for several API and worker
// processes on several machines sharing one database, uploaded files included.

import type { BlobStore, Storage } from '../types.ts';
import { openPostgres } from './db.ts';
import { migrate } from './migrations.ts';
import { createCredentialRepository, createFailureCounterRepository, createSessionRepository, createUserRepository } from './identity.repository.ts';
import { createEthicalWallRepository, createPlaybookRepository, createProjectRepository } from './matter.repository.ts';
import {
  createDocumentRepository,
  createDocumentTextRepository,
  createObligationRepository,
  createReportRepository,
  createStageOutputRepository,
  createVectorRepository,
} from './document.repository.ts';
import { createPgBossJobs } from './pg-boss-jobs.ts';
import { createCalendarFeedRepository, createEventRepository, createWebhookRepository } from '../integration.repository.ts';
import { createPgBlobStore } from './blob-store.ts';

export interface PostgresStorageOptions {
  url: string;
  /** Connections per process. */
  poolSize: number;
  /** Apply pending migrations on open (default true; `clausewise migrate` opens with false and calls migrate()). */
  migrate?: boolean;
  /** A pipeline job without a heartbeat for this long belongs to a dead worker (config.jobLeaseMs). */
  jobLeaseMs?: number;
  /** Errors of the queue's background work (pg-boss maintenance while the database is away). */
  onQueueError?: (error: unknown) => void;
}

/** The storage and the blob store on one connection pool; `storage.close()` closes both. */
export async function createPostgresStorage(options: PostgresStorageOptions): Promise<{ storage: Storage; blobs: BlobStore }> {
  const db = openPostgres({ url: options.url, poolSize: options.poolSize });
  try {
    if (options.migrate !== false) await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  const queue = createPgBossJobs(db, { leaseMs: options.jobLeaseMs ?? 30_000, migrate: options.migrate !== false, onError: options.onQueueError });
  // Started now rather than on the first upload or claim; a failure (database away) is retried on first use.
  if (options.migrate !== false) queue.ready().catch(() => {});
  const storage: Storage = {
    users: createUserRepository(db),
    credentials: createCredentialRepository(db),
    sessions: createSessionRepository(db),
    projects: createProjectRepository(db),
    walls: createEthicalWallRepository(db),
    documents: createDocumentRepository(db, queue.enqueueIn),
    texts: createDocumentTextRepository(db),
    stageOutputs: createStageOutputRepository(db),
    reports: createReportRepository(db),
    obligations: createObligationRepository(db),
    playbooks: createPlaybookRepository(db),
    vectors: createVectorRepository(db),
    jobs: queue.repository,
    failureCounters: createFailureCounterRepository(db),
    events: createEventRepository(db),
    webhooks: createWebhookRepository(db, { skipLocked: true }),
    calendarFeeds: createCalendarFeedRepository(db),
    async ping() {
      await db.get('SELECT 1');
      await queue.ready();
    },
    async migrate() {
      const applied = await migrate(db);
      await queue.migrate();
      return applied;
    },
    async close() {
      await queue.stop();
      await db.close();
    },
  };
  return { storage, blobs: createPgBlobStore(db) };
}
