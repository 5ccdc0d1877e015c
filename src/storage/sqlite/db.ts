// One SQLite connection per process, opened with the PRAGMAs an embedded multi-worker service needs.

import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as sqliteVec from 'sqlite-vec';

export type Row = Record<string, SQLInputValue>;

export interface SqliteDb {
  raw: DatabaseSync;
  all<T>(sql: string, ...params: SQLInputValue[]): T[];
  get<T>(sql: string, ...params: SQLInputValue[]): T | undefined;
  /** Returns the number of changed rows. */
  run(sql: string, ...params: SQLInputValue[]): number;
  /** Runs `fn` in a write transaction; nested calls join the outer one. */
  tx<T>(fn: () => T): T;
  close(): void;
}

export function openSqlite(path: string): SqliteDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const raw = new DatabaseSync(path, { allowExtension: true, enableForeignKeyConstraints: true });
  // WAL lets HTTP reads proceed while a worker writes; NORMAL is durable across process crashes in WAL mode.
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  // Another process (a `clausewise worker`, the CLI) may hold the write lock briefly: wait instead of failing.
  raw.exec('PRAGMA busy_timeout = 5000');
  raw.exec('PRAGMA foreign_keys = ON');
  loadVectorFunctions(raw);

  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const prepare = (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = raw.prepare(sql);
      statements.set(sql, stmt);
    }
    return stmt;
  };
  let depth = 0;
  return {
    raw,
    all: <T>(sql: string, ...params: SQLInputValue[]) => prepare(sql).all(...params) as T[],
    get: <T>(sql: string, ...params: SQLInputValue[]) => prepare(sql).get(...params) as T | undefined,
    run: (sql: string, ...params: SQLInputValue[]) => Number(prepare(sql).run(...params).changes),
    tx<T>(fn: () => T): T {
      if (depth > 0) return fn();
      // IMMEDIATE takes the write lock up front, so busy_timeout applies instead of a mid-transaction SQLITE_BUSY.
      raw.exec('BEGIN IMMEDIATE');
      depth++;
      try {
        const result = fn();
        raw.exec('COMMIT');
        return result;
      } catch (err) {
        raw.exec('ROLLBACK');
        throw err;
      } finally {
        depth--;
      }
    },
    close: () => raw.close(),
  };
}

/**
 * sqlite-vec provides `vec_distance_cosine`; where its native build is missing for the platform, a JS
 * function of the same name keeps search working (slower, same results).
 */
function loadVectorFunctions(raw: DatabaseSync): void {
  try {
    raw.loadExtension(sqliteVec.getLoadablePath());
    return;
  } catch {
    // fall through to the portable implementation
  }
  raw.function('vec_distance_cosine', { deterministic: true }, (a, b) => {
    const x = toFloats(a as Uint8Array);
    const y = toFloats(b as Uint8Array);
    let dot = 0;
    let nx = 0;
    let ny = 0;
    for (let i = 0; i < x.length; i++) {
      dot += x[i]! * y[i]!;
      nx += x[i]! * x[i]!;
      ny += y[i]! * y[i]!;
    }
    return nx === 0 || ny === 0 ? 1 : 1 - dot / Math.sqrt(nx * ny);
  });
}

function toFloats(bytes: Uint8Array): Float32Array {
  const copy = new Uint8Array(bytes);
  return new Float32Array(copy.buffer, 0, copy.byteLength / 4);
}

/** The async query interface the PostgreSQL side offers, over this connection (for repositories shared by both). */
export function asyncQueries(db: SqliteDb) {
  return {
    all: async <T>(sql: string, ...params: unknown[]) => db.all<T>(sql, ...(params as SQLInputValue[])),
    get: async <T>(sql: string, ...params: unknown[]) => db.get<T>(sql, ...(params as SQLInputValue[])),
    run: async (sql: string, ...params: unknown[]) => db.run(sql, ...(params as SQLInputValue[])),
  };
}

export function vectorToBlob(vector: Float32Array): Uint8Array {
  return new Uint8Array(vector.buffer, vector.byteOffset, vector.byteLength);
}

export function blobToVector(blob: Uint8Array): Float32Array {
  return toFloats(blob);
}
