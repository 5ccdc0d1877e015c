import type { JobRecord } from '../storage/types.ts';

/** A worker's hold on a claimed job. `signal` aborts when the lease is lost or the pool stops. */
export interface JobLease {
  owner: string;
  signal: AbortSignal;
}

/** The durable pipeline queue: one job per document, payload `{documentId}` only. */
export interface JobQueue {
  readonly leaseMs: number;
  /** The oldest runnable job, now leased to `owner`; undefined when none is runnable. */
  claim(owner: string): Promise<JobRecord | undefined>;
  /** Extends the lease; false when the job is gone (document deleted) or another worker took it over. */
  heartbeat(job: JobRecord, owner: string): Promise<boolean>;
  /** Releases the job to run again after `delayMs` (transient failure), counting the failed attempt; pg-boss
   * applies its own exponential backoff instead of `delayMs`. */
  retryLater(job: JobRecord, owner: string, delayMs: number): Promise<void>;
  /** Hands the job back at once (graceful stop): it resumes in the next worker without waiting for the lease
   * (after pg-boss's first retry delay on PostgreSQL, where the run counts). */
  release(job: JobRecord, owner: string): Promise<void>;
  /** Removes the job once its document is complete, failed or deleted. */
  finish(job: JobRecord): Promise<void>;
}
