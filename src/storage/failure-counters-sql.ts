// The failure-counter SQL both databases share (`?` placeholders; storage/postgres numbers them).

/** Rows untouched this long are removed: far beyond every throttle window. */
export const FAILURE_COUNTER_RETENTION_MS = 24 * 60 * 60 * 1000;

export const ADD_FAILURE_SQL = `
INSERT INTO failure_counters (key, count, first_at, last_at) VALUES (?, 1, ?, ?)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN failure_counters.first_at < ? OR failure_counters.last_at < ? THEN 1 ELSE failure_counters.count + 1 END,
  first_at = CASE WHEN failure_counters.first_at < ? OR failure_counters.last_at < ? THEN excluded.first_at ELSE failure_counters.first_at END,
  last_at = excluded.last_at`;

export const PRUNE_FAILURES_SQL = 'DELETE FROM failure_counters WHERE last_at < ?';

/** Parameters of ADD_FAILURE_SQL for one key. */
export function addFailureParams(key: string, now: number, restartIf: { firstBefore?: number; lastBefore?: number }): (string | number)[] {
  const firstBefore = restartIf.firstBefore ?? 0;
  const lastBefore = restartIf.lastBefore ?? 0;
  return [key, now, now, firstBefore, lastBefore, firstBefore, lastBefore];
}

export function keyList(keys: string[]): string {
  return keys.map(() => '?').join(', ');
}

export interface FailureCounterRow {
  key: string;
  count: number;
  first_at: number;
  last_at: number;
}
