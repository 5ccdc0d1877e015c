// `clausewise copy-data --to postgres://…` (issue #11): moves an embedded installation (the SQLite database and
// the uploaded files in the data dir) into PostgreSQL, so a team that started on one machine can grow without
// re-uploading. Row by row, table by table in dependency order, with every id and timestamp kept; rows already
// there are skipped, so running it again (after an interrupted copy, or to pick up new documents) is safe.

import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createFsBlobStore } from './blobs/fs-blob-store.ts';
import { openPostgres, type PgDb } from './postgres/db.ts';
import { importBlob } from './postgres/blob-store.ts';
import { migrate as migratePostgres } from './postgres/migrations.ts';
import { createPgBossJobs } from './postgres/pg-boss-jobs.ts';
import { openSqlite, type SqliteDb } from './sqlite/db.ts';
import { migrate as migrateSqlite } from './sqlite/migrations.ts';

/** Parents before children, as the foreign keys need. */
const TABLES = [
  'users',
  'credentials',
  'sessions',
  'projects',
  'ethical_walls',
  'ethical_wall_members',
  'documents',
  'document_texts',
  'stage_outputs',
  'reports',
  'obligations',
  'playbooks',
  'clause_vectors',
  // Subscriptions and feeds move; the event log and its deliveries do not (they are transient, and event ids
  // are each database's own sequence).
  'webhooks',
  'calendar_feeds',
] as const;

export interface CopyReport {
  /** Rows written per table (rows that were already there are not counted). */
  copied: Record<string, number>;
  /** Uploaded files written. */
  files: number;
}

export async function copyEmbeddedToPostgres(options: { dataDir: string; databaseUrl: string; poolSize?: number }): Promise<CopyReport> {
  const sqlite = openSqlite(join(options.dataDir, 'clausewise.db'));
  const pg = openPostgres({ url: options.databaseUrl, poolSize: options.poolSize ?? 4 });
  try {
    migrateSqlite(sqlite);
    await migratePostgres(pg);
    const copied: Record<string, number> = {};
    for (const table of TABLES) copied[table] = await copyTable(sqlite, pg, table);
    copied.jobs = await copyPendingJobs(sqlite, pg);
    await continueEventIds(sqlite, pg);
    const files = await copyFiles(sqlite, pg, join(options.dataDir, 'blobs'));
    return { copied, files };
  } finally {
    sqlite.close();
    await pg.close();
  }
}

/** Documents still in the pipeline get their job on PostgreSQL's queue (pg-boss), under the same job id. */
async function copyPendingJobs(sqlite: SqliteDb, pg: PgDb): Promise<number> {
  const queue = createPgBossJobs(pg, { leaseMs: 30_000, migrate: true });
  try {
    let queued = 0;
    for (const job of sqlite.all<{ id: string; document_id: string }>('SELECT id, document_id FROM jobs WHERE finished_at IS NULL ORDER BY seq')) {
      if (await queue.enqueueIn(pg, { id: job.id, documentId: job.document_id })) queued++;
    }
    return queued;
  } finally {
    await queue.stop();
  }
}

/**
 * Event ids go on from where the embedded installation stopped, so a client resuming its event stream with a
 * Last-Event-ID it got before the move misses nothing that happens after it.
 */
async function continueEventIds(sqlite: SqliteDb, pg: PgDb): Promise<void> {
  const { last } = sqlite.get<{ last: number }>('SELECT COALESCE(MAX(seq), 0) AS last FROM document_events')!;
  if (last === 0) return;
  await pg.run(
    `SELECT setval(pg_get_serial_sequence('document_events', 'seq'), GREATEST(?::bigint, (SELECT COALESCE(MAX(seq), 0) FROM document_events), 1))`,
    last,
  );
}

/** The blob key a document's file has in PostgreSQL: the filesystem's key without its shard directory. */
export function postgresBlobKey(fsKey: string): string {
  return fsKey.includes('/') ? fsKey.slice(fsKey.indexOf('/') + 1) : fsKey;
}

async function copyTable(sqlite: SqliteDb, pg: PgDb, table: string): Promise<number> {
  const sourceColumns = sqlite.all<{ name: string }>(`PRAGMA table_info(${table})`).map((c) => c.name);
  const targetTypes = new Map(
    (await pg.all<{ column_name: string; data_type: string }>('SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?', table)).map(
      (c) => [c.column_name, c.data_type],
    ),
  );
  // `seq` is each database's own arrival order: inserting in the source's order lets PostgreSQL number anew.
  const columns = sourceColumns.filter((c) => c !== 'seq' && targetTypes.has(c));
  const withNorm = table === 'clause_vectors' && targetTypes.has('norm');
  const names = [...columns, ...(withNorm ? ['norm'] : [])];
  const sql = `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) ON CONFLICT DO NOTHING`;
  let written = 0;
  for (const row of sqlite.all<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY rowid`)) {
    const values = columns.map((column) => toPostgres(table, column, targetTypes.get(column)!, row[column]));
    if (withNorm) values.push(Math.hypot(...(values[columns.indexOf('vector')] as number[])));
    written += await pg.run(sql, ...values);
  }
  return written;
}

function toPostgres(table: string, column: string, type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value === 1 || value === true;
  if (type === 'ARRAY' && value instanceof Uint8Array) {
    // SQLite keeps a clause vector as its float32 bytes.
    return Array.from(new Float32Array(value.buffer, value.byteOffset, value.byteLength / 4));
  }
  if (table === 'documents' && column === 'blob_key') return postgresBlobKey(String(value));
  if (typeof value === 'bigint') return Number(value);
  return value;
}

async function copyFiles(sqlite: SqliteDb, pg: PgDb, blobDir: string): Promise<number> {
  const fsBlobs = createFsBlobStore(blobDir);
  let files = 0;
  for (const { blob_key: key } of sqlite.all<{ blob_key: string }>('SELECT blob_key FROM documents ORDER BY rowid')) {
    const target = postgresBlobKey(key);
    if ((await pg.get('SELECT 1 FROM blobs WHERE key = ?', target)) !== undefined) continue;
    if (!(await fsBlobs.exists(key))) continue; // a document deleted since the rows were read
    await fsBlobs.withLocalFile(key, (path) => importBlob(pg, target, createReadStream(path)));
    files++;
  }
  return files;
}
