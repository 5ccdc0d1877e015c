// Real SQLite storage and blob store in a temp dir, a project, and a runner over fake engines.

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { TestContext } from 'node:test';
import { pino, type Logger } from 'pino';
import type { AnalysisEngine, Engines } from '../../src/engines/types.ts';
import { createPipelineRunner, type RunnerOptions } from '../../src/pipeline/runner.ts';
import { createDbQueue } from '../../src/queue/db-queue.ts';
import type { JobQueue } from '../../src/queue/types.ts';
import { createFsBlobStore } from '../../src/storage/blobs/fs-blob-store.ts';
import { createSqliteStorage } from '../../src/storage/sqlite/index.ts';
import type { BlobStore, Storage } from '../../src/storage/types.ts';
import { createFakeAnalysisEngine, createFakeEngines, localOnly } from './fake-engines.ts';

export const SAMPLE_CONTRACT = [
  'SERVICE AGREEMENT',
  'This agreement is made on 2024-03-01 between Acme Corp and Beta LLC.',
  '1. Services. Beta provides hosting. Acme Corp shall pay the hosting fees monthly.',
  '2. Termination. Either party may terminate for material breach.',
  '3. Governing law. This agreement is governed by the laws of Delaware.',
].join('\n\n');

export interface Harness {
  dataDir: string;
  storage: Storage;
  blobs: BlobStore;
  engines: Engines;
  /** The fake analysis engine behind every mode of `engines.analysis`: mock its capabilities here. */
  analysis: AnalysisEngine;
  queue: JobQueue;
  logger: Logger;
  /** Log lines written by the runner, parsed. */
  logs: Record<string, unknown>[];
  projectId: string;
  addDocument(text?: string): Promise<{ documentId: string; jobId: string; blobKey: string }>;
  runner(options?: Partial<RunnerOptions>): ReturnType<typeof createPipelineRunner>;
}

export async function createHarness(t: TestContext, options: { leaseMs?: number } = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-pipeline-'));
  const storage = await createSqliteStorage({ dataDir });
  t.after(async () => {
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const blobs = createFsBlobStore(join(dataDir, 'blobs'));
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const project = await storage.projects.create({ id: randomUUID(), name: `p-${randomUUID()}`, description: null, createdBy: null, analysisMode: 'local', ourSide: null });
  const analysis = createFakeAnalysisEngine();
  const engines = { ...createFakeEngines(), analysis: localOnly(analysis) };
  const queue = createDbQueue(storage.jobs, { leaseMs: options.leaseMs ?? 30_000 });
  return {
    dataDir,
    storage,
    blobs,
    engines,
    analysis,
    queue,
    logger,
    logs,
    projectId: project.id,
    async addDocument(text = SAMPLE_CONTRACT) {
      const blob = await blobs.write(Readable.from([Buffer.from(text)]), 1_000_000);
      const documentId = randomUUID();
      const jobId = randomUUID();
      await storage.documents.createWithJob(
        { id: documentId, projectId: project.id, filename: 'contract.txt', fileType: 'txt', sizeBytes: blob.sizeBytes, sha256: blob.sha256, blobKey: blob.key, uploadedBy: null },
        jobId,
      );
      return { documentId, jobId, blobKey: blob.key };
    },
    runner: (overrides = {}) =>
      createPipelineRunner({ storage, blobs, engines, queue, logger, retryBaseDelayMs: 0, ...overrides }),
  };
}

/** Claims the next job as a test-controlled worker, with a lease the test can abort. */
export async function claimNext(queue: JobQueue, owner = 'test-worker') {
  const job = await queue.claim(owner);
  if (job === undefined) throw new Error('no runnable job');
  const controller = new AbortController();
  return { job, controller, lease: { owner, signal: controller.signal } };
}
