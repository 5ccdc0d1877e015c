// A node-postgres pool behind the small query interface the PostgreSQL repositories share. SQL is written
// with `?` placeholders, as on the SQLite side (so SQL fragments can be shared); they are numbered `$1…$n` here.

import pg from 'pg';
import { StorageUnavailableError } from '../types.ts';

export interface PgQueries {
  all<T>(sql: string, ...params: unknown[]): Promise<T[]>;
  get<T>(sql: string, ...params: unknown[]): Promise<T | undefined>;
  /** Returns the number of changed rows. */
  run(sql: string, ...params: unknown[]): Promise<number>;
  /** SQL written by others (pg-boss) with its own `$n` placeholders, run as it is on this connection or pool. */
  raw(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface PgDb extends PgQueries {
  pool: pg.Pool;
  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  tx<T>(work: (q: PgQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgOptions {
  url: string;
  poolSize: number;
}

// node-postgres returns bigint (int8: bigserial, COUNT(*), file sizes) as strings to be safe beyond 2^53; ours
// stay far below, so this pool reads them as numbers. Per pool, not pg.types.setTypeParser: nothing global.
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openPostgres({ url, poolSize }: PgOptions): PgDb {
  // A bounded connect time: while the database is away, requests fail fast (503) instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: typeParsers, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const query = (client: pg.Pool | pg.PoolClient, sql: string, params: unknown[]) => client.query(numberPlaceholders(sql), params).catch(asUnavailable);
  const queriesOn = (client: pg.Pool | pg.PoolClient): PgQueries => ({
    async all<T>(sql: string, ...params: unknown[]) {
      return (await query(client, sql, params)).rows as T[];
    },
    async get<T>(sql: string, ...params: unknown[]) {
      return (await query(client, sql, params)).rows[0] as T | undefined;
    },
    async run(sql: string, ...params: unknown[]) {
      return (await query(client, sql, params)).rowCount ?? 0;
    },
    raw: (sql: string, params: unknown[] = []) => client.query(sql, params).catch(asUnavailable),
  });
  return {
    pool,
    ...queriesOn(pool),
    async tx<T>(work: (q: PgQueries) => Promise<T>): Promise<T> {
      const client = await pool.connect().catch(asUnavailable);
      // A connection lost while checked out is emitted on the client as well as failing its query: without a
      // listener that event would crash the process. The query's rejection is what the caller handles.
      let lost: Error | undefined;
      const onLost = (error: Error) => void (lost = error);
      client.on('error', onLost);
      try {
        await query(client, 'BEGIN', []);
        const result = await work(queriesOn(client));
        await query(client, 'COMMIT', []);
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.off('error', onLost);
        // A broken connection is closed, not handed back to the pool.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

const CONNECT_TIMEOUT_MS = 5000;
/** SQLSTATE classes and codes of a lost or refused connection (08: connection exception; 57P0x: shutdown). */
const UNAVAILABLE_SQLSTATE = /^(?:08|57P0[1-3])/;
const UNAVAILABLE_NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);

/** Errors that mean "the database is not there right now" become StorageUnavailableError; others pass through. */
function asUnavailable(error: unknown): never {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const lost =
    (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NETWORK.has(code))) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message ?? '');
  throw lost ? new StorageUnavailableError(error) : error;
}

const numbered = new Map<string, string>();

/** `?` → `$1, $2, …` (cached per statement). Our SQL has no `?` inside literals or jsonb operators. */
function numberPlaceholders(sql: string): string {
  let result = numbered.get(sql);
  if (result === undefined) {
    let n = 0;
    result = sql.replace(/\?/g, () => `$${++n}`);
    numbered.set(sql, result);
  }
  return result;
}

/** SQLSTATE 23505: unique_violation. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}

export function isForeignKeyViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23503';
}
