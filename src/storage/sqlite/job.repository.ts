// The durable pipeline queue: one job per document, claimed with a lease so a job whose worker died is
// taken over once the lease expires. Job times are stored with millisecond precision (lease arithmetic).

import type { JobQueueRepository } from '../types.ts';
import { preciseTimestamp as precise, timestampPlus as plus, toJob, type JobRow } from '../rows.ts';
import type { SqliteDb } from './db.ts';

export function createJobQueueRepository(db: SqliteDb): JobQueueRepository {
  return {
    async claim(owner, leaseMs, nowIso) {
      const now = precise(nowIso);
      return db.tx(() => {
        const row = db.get<JobRow>(
          `SELECT * FROM jobs
            WHERE finished_at IS NULL AND run_after <= ?
              AND (lease_owner IS NULL OR lease_expires_at < ?)
            ORDER BY seq LIMIT 1`,
          now, now,
        );
        if (!row) return undefined;
        db.run(
          'UPDATE jobs SET lease_owner = ?, lease_expires_at = ?, started_at = COALESCE(started_at, ?), claims = claims + 1 WHERE id = ?',
          owner, plus(now, leaseMs), now, row.id,
        );
        return toJob(db.get<JobRow>('SELECT * FROM jobs WHERE id = ?', row.id)!);
      });
    },
    async heartbeat(jobId, owner, leaseMs, nowIso) {
      return db.run('UPDATE jobs SET lease_expires_at = ? WHERE id = ? AND lease_owner = ?', plus(precise(nowIso), leaseMs), jobId, owner) > 0;
    },
    async release(jobId, owner) {
      db.run(
        'UPDATE jobs SET lease_owner = NULL, lease_expires_at = NULL, claims = MAX(claims - 1, 0) WHERE id = ? AND lease_owner = ?',
        jobId, owner,
      );
    },
    async retryLater(jobId, owner, runAfter) {
      db.run(
        'UPDATE jobs SET attempts = attempts + 1, run_after = ?, lease_owner = NULL, lease_expires_at = NULL WHERE id = ? AND lease_owner = ?',
        precise(runAfter), jobId, owner,
      );
    },
    async finish(jobId) {
      db.run('DELETE FROM jobs WHERE id = ?', jobId);
    },
    async countPending() {
      return Number(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM jobs WHERE finished_at IS NULL')!.n);
    },
  };
}
