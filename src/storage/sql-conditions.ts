// SQL fragments both databases understand, written with `?` placeholders (the PostgreSQL layer numbers them).

import type { Page } from './types.ts';

/**
 * SQL condition: the project `projectIdExpr` is visible to the user bound at the `?` it contains. A project is
 * hidden when it carries a wall that does not list the user (every wall on it must list the user).
 */
export function visibleProjectCondition(projectIdExpr: string): string {
  return `NOT EXISTS (
    SELECT 1 FROM ethical_walls w WHERE w.project_id = ${projectIdExpr}
      AND NOT EXISTS (SELECT 1 FROM ethical_wall_members m WHERE m.wall_id = w.id AND m.user_id = ?))`;
}

/** Keyset condition for newest-first lists ordered by `seq` DESC; the cursor names the last row seen. */
export function afterCursorCondition(alias: string, table: string, page: Page): { sql: string; params: string[] } {
  if (!page.after) return { sql: '1 = 1', params: [] };
  // When the cursor's row was deleted meanwhile, fall back to its timestamp.
  return {
    sql: `${alias}.seq < COALESCE(
      (SELECT seq FROM ${table} WHERE id = ?),
      (SELECT MIN(seq) FROM ${table} WHERE created_at >= ?),
      (SELECT MAX(seq) + 1 FROM ${table}))`,
    params: [page.after.id, page.after.createdAt],
  };
}

/** Columns of a partial update: the record field → its column, and how to encode the value where it differs. */
export type UpdatableColumns = Record<string, string | { column: string; encode: (value: never) => unknown }>;

/** The SET clause of a partial update: only the fields present (not undefined) in `patch`, in a fixed order. */
export function assignments(patch: object, columns: UpdatableColumns): { sets: string[]; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [field, target] of Object.entries(columns)) {
    const value = (patch as Record<string, unknown>)[field];
    if (value === undefined) continue;
    const { column, encode } = typeof target === 'string' ? { column: target, encode: undefined } : target;
    sets.push(`${column} = ?`);
    params.push(encode ? (encode as (value: unknown) => unknown)(value) : value);
  }
  return { sets, params };
}
