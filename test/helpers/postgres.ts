// PostgreSQL for tests: CLAUSEWISE_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Each
// user gets a fresh schema, dropped afterwards, so runs never see each other's rows. Where no server answers,
// `postgresSkipReason()` says so and the PostgreSQL tests skip, so `npm test` passes on a bare machine.

import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.CLAUSEWISE_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function probe(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (err) {
    return `PostgreSQL tests skipped: no server answers at ${redact(TEST_DATABASE_URL)} (${(err as Error).message || (err as { code?: string }).code}); set CLAUSEWISE_TEST_DATABASE_URL`;
  } finally {
    await client.end().catch(() => {});
  }
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

let probed: Promise<string | undefined> | undefined;

/** Undefined when PostgreSQL answers; otherwise the message to skip with (printed once per test file). */
export function postgresSkipReason(): Promise<string | undefined> {
  probed ??= probe().then((reason) => {
    if (reason !== undefined) console.log(`# ${reason}`);
    return reason;
  });
  return probed;
}

export interface TestSchema {
  /** The test database URL with this schema as the search path: what DATABASE_URL would be. */
  url: string;
  /** A query on this schema, outside the storage under test (to inspect what it stored). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** Creates an empty schema for one test file or server; `drop` removes it with everything in it. */
export async function createTestSchema(): Promise<TestSchema> {
  const schema = `clausewise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const separator = TEST_DATABASE_URL.includes('?') ? '&' : '?';
  const url = `${TEST_DATABASE_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    url,
    async query<T>(sql: string, params: unknown[] = []) {
      await admin.query(`SET search_path TO ${schema}`);
      return (await admin.query(sql, params)).rows as T[];
    },
    async drop() {
      try {
        // The job queue (pg-boss) keeps its tables in a schema beside ours (src/storage/postgres/pg-boss-jobs.ts).
        await admin.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** The keys every process sharing a PostgreSQL database must have in common (src/config.ts requires them). */
export const SHARED_KEYS = {
  CLAUSEWISE_JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789abcdef',
  CLAUSEWISE_CREDENTIAL_HASH_KEY: 'test-credential-hash-key-0123456789abcdef012345',
} as const;
