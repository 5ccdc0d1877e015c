// The queue on `storage.jobs`: jobs live in the database beside their documents, so an accepted upload is
// never lost, and a job whose worker died is claimed again once its lease expires (issue #2). On SQLite that
// is the `jobs` table; on PostgreSQL it is pg-boss (storage/postgres/pg-boss-jobs.ts), which keeps leases and
// backoff on the database's clock (issue #11).

import type { JobQueueRepository } from '../storage/types.ts';
import type { JobQueue } from './types.ts';

export interface DbQueueOptions {
  leaseMs: number;
  now?: () => Date;
}

export function createDbQueue(jobs: JobQueueRepository, { leaseMs, now = () => new Date() }: DbQueueOptions): JobQueue {
  // Millisecond precision: leases and backoff are shorter than the API's whole-second timestamps.
  const timestamp = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  return {
    leaseMs,
    claim: (owner) => jobs.claim(owner, leaseMs, timestamp()),
    heartbeat: (job, owner) => jobs.heartbeat(job.id, owner, leaseMs, timestamp()),
    retryLater: (job, owner, delayMs) => jobs.retryLater(job.id, owner, timestamp(delayMs)),
    release: (job, owner) => jobs.release(job.id, owner),
    finish: (job) => jobs.finish(job.id),
  };
}
