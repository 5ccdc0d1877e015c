// The pipeline queue on PostgreSQL (pg-boss, src/storage/postgres/pg-boss-jobs.ts), in real time on the
// database's clock: the behaviours the shared contract tests check with a moved clock on SQLite.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { openStorage } from '../../src/storage/open.ts';
import type { JobRecord, Storage } from '../../src/storage/types.ts';
import { createTestSchema, postgresSkipReason, type TestSchema } from '../helpers/postgres.ts';

const postgresUnavailable = await postgresSkipReason();
/** pg-boss's shortest heartbeat: a job not touched for this long belongs to a dead worker. */
const LEASE_MS = 10_000;

describe('job queue on PostgreSQL (pg-boss)', { skip: postgresUnavailable }, () => {
  let schema: TestSchema;
  let storage: Storage;
  let other: Storage;
  const open = () => openStorage({ dataDir: tmpdir(), databaseUrl: schema.url, databasePoolSize: 4, jobLeaseMs: LEASE_MS });
  before(async () => {
    schema = await createTestSchema();
    storage = (await open()).storage;
    other = (await open()).storage;
  });
  after(async () => {
    await other?.close();
    await storage?.close();
    await schema?.drop();
  });

  const newDocument = async (projectId?: string) => {
    projectId ??= (await storage.projects.create({ id: randomUUID(), name: `p-${randomUUID()}`, description: null, createdBy: null, analysisMode: 'local', ourSide: null })).id;
    return storage.documents.createWithJob(
      { id: randomUUID(), projectId, filename: 'a.txt', fileType: 'txt', sizeBytes: 3, sha256: 'x', blobKey: 'k', uploadedBy: null },
      randomUUID(),
    );
  };
  const drain = async () => {
    for (let job; (job = await storage.jobs.claim('drain', LEASE_MS, new Date().toISOString())); ) await storage.jobs.finish(job.id);
  };
  /** Claims until a job comes, as a polling worker does. */
  const claimWithin = async (queue: Storage, owner: string, ms: number): Promise<JobRecord | undefined> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const job = await queue.jobs.claim(owner, LEASE_MS, new Date().toISOString());
      if (job !== undefined || Date.now() > deadline) return job;
      await sleep(250);
    }
  };

  it('queues the job in the transaction that creates the document, in arrival order', async () => {
    await drain();
    const first = await newDocument();
    const second = await newDocument();
    assert.equal(await storage.jobs.countPending(), 2);
    const claimed = [await storage.jobs.claim('w1', LEASE_MS, ''), await other.jobs.claim('w2', LEASE_MS, '')];
    assert.deepEqual(claimed.map((job) => job?.documentId), [first.id, second.id]);
    assert.equal(await storage.jobs.claim('w3', LEASE_MS, ''), undefined);
    await storage.jobs.finish(claimed[0]!.id);
    await other.jobs.finish(claimed[1]!.id);
  });

  it('queues no job when the document cannot be created', async () => {
    await drain();
    const pending = await storage.jobs.countPending();
    await assert.rejects(newDocument(randomUUID()));
    assert.equal(await storage.jobs.countPending(), pending);
  });

  it('gives the job of a worker that stopped heartbeating to another worker, counting the run', async () => {
    await drain();
    const doc = await newDocument();
    const dead = (await storage.jobs.claim('dead', LEASE_MS, ''))!;
    assert.equal(dead.documentId, doc.id);
    assert.equal(dead.claims, 1);
    const retaken = await claimWithin(other, 'alive', LEASE_MS * 4);
    assert.equal(retaken?.id, dead.id);
    assert.equal(retaken.claims, 2);
    // The first worker's hold is gone: its heartbeat is refused and aborts its run.
    assert.equal(await storage.jobs.heartbeat(dead.id, 'dead', LEASE_MS, ''), false);
    assert.equal(await other.jobs.heartbeat(retaken.id, 'alive', LEASE_MS, ''), true);
    await other.jobs.finish(retaken.id);
  });

  it('runs a job retried later again after a backoff, counting the attempt; a finished job is gone', async () => {
    await drain();
    await newDocument();
    const job = (await storage.jobs.claim('w1', LEASE_MS, ''))!;
    await storage.jobs.retryLater(job.id, 'w1', '');
    assert.equal(await other.jobs.claim('w2', LEASE_MS, ''), undefined);
    const retried = await claimWithin(other, 'w2', 10_000);
    assert.equal(retried?.id, job.id);
    assert.equal(retried.attempts, 1);
    await other.jobs.finish(retried.id);
    assert.equal(await other.jobs.heartbeat(retried.id, 'w2', LEASE_MS, ''), false);
    assert.equal(await storage.jobs.countPending(), 0);
  });

  it('never starts again once stopped, even for a claim made while the stop is under way', async () => {
    const closing = (await open()).storage;
    await closing.jobs.countPending();
    const stopped = closing.close();
    await assert.rejects(closing.jobs.claim('late', LEASE_MS, ''), /the job queue is stopped/);
    await stopped;
  });
});
