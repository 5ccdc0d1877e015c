// The durable pipeline queue on PostgreSQL: the same lease contract as SQLite's, safe with many worker
// processes on many machines. A claim is one UPDATE whose target row is picked with FOR UPDATE SKIP LOCKED,
// so concurrent claimers never wait on each other and never get the same job.

import type { JobQueueRepository } from '../types.ts';
import { preciseTimestamp as precise, timestampPlus as plus, toJob, type JobRow } from '../rows.ts';
import type { PgDb } from './db.ts';

export function createJobQueueRepository(db: PgDb): JobQueueRepository {
  return {
    async claim(owner, leaseMs, nowIso) {
      const now = precise(nowIso);
      const row = await db.get<JobRow>(
        `UPDATE jobs SET lease_owner = ?, lease_expires_at = ?, started_at = COALESCE(started_at, ?), claims = claims + 1
          WHERE id = (
            SELECT id FROM jobs
             WHERE finished_at IS NULL AND run_after <= ?
               AND (lease_owner IS NULL OR lease_expires_at < ?)
             ORDER BY seq LIMIT 1
             FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        owner, plus(now, leaseMs), now, now, now,
      );
      return row && toJob(row);
    },
    async heartbeat(jobId, owner, leaseMs, nowIso) {
      return (await db.run('UPDATE jobs SET lease_expires_at = ? WHERE id = ? AND lease_owner = ?', plus(precise(nowIso), leaseMs), jobId, owner)) > 0;
    },
    async release(jobId, owner) {
      await db.run(
        'UPDATE jobs SET lease_owner = NULL, lease_expires_at = NULL, claims = GREATEST(claims - 1, 0) WHERE id = ? AND lease_owner = ?',
        jobId, owner,
      );
    },
    async retryLater(jobId, owner, runAfter) {
      await db.run(
        'UPDATE jobs SET attempts = attempts + 1, run_after = ?, lease_owner = NULL, lease_expires_at = NULL WHERE id = ? AND lease_owner = ?',
        precise(runAfter), jobId, owner,
      );
    },
    async finish(jobId) {
      await db.run('DELETE FROM jobs WHERE id = ?', jobId);
    },
    async countPending() {
      return Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM jobs WHERE finished_at IS NULL'))!.n);
    },
  };
}
