// The embedded default storage: one SQLite file in the data dir.

import { join } from 'node:path';
import type { Storage } from '../types.ts';
import { openSqlite } from './db.ts';
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
import { createJobQueueRepository } from './job.repository.ts';
import { createCalendarFeedRepository, createEventRepository, createWebhookRepository } from '../integration.repository.ts';
import { asyncQueries } from './db.ts';

export interface SqliteStorageOptions {
  dataDir: string;
  /** Apply pending migrations on open (default true; `clausewise migrate` opens with false and calls migrate()). */
  migrate?: boolean;
}

export async function createSqliteStorage(options: SqliteStorageOptions): Promise<Storage> {
  const db = openSqlite(join(options.dataDir, 'clausewise.db'));
  if (options.migrate !== false) migrate(db);
  return {
    users: createUserRepository(db),
    credentials: createCredentialRepository(db),
    sessions: createSessionRepository(db),
    projects: createProjectRepository(db),
    walls: createEthicalWallRepository(db),
    documents: createDocumentRepository(db),
    texts: createDocumentTextRepository(db),
    stageOutputs: createStageOutputRepository(db),
    reports: createReportRepository(db),
    obligations: createObligationRepository(db),
    playbooks: createPlaybookRepository(db),
    vectors: createVectorRepository(db),
    jobs: createJobQueueRepository(db),
    failureCounters: createFailureCounterRepository(db),
    events: createEventRepository(asyncQueries(db)),
    webhooks: createWebhookRepository(asyncQueries(db), { skipLocked: false }),
    calendarFeeds: createCalendarFeedRepository(asyncQueries(db)),
    async ping() {
      db.get('SELECT 1');
    },
    async migrate() {
      return migrate(db);
    },
    async close() {
      db.close();
    },
  };
}
