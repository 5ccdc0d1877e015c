// npm run bench:scale — documents per minute on PostgreSQL with 1 and with 2 `clausewise worker` processes
// (issue #11), and the API's latency while they work. For each worker count: a fresh schema, one API process
// (`clausewise serve`, CLAUSEWISE_WORKER_CONCURRENCY=0), the worker processes, 30 median-size CUAD PDFs
// uploaded at once; throughput is counted from the first upload until the last document is complete.
// Meanwhile autocannon reads GET /api/v1/documents/{id} at a steady rate (not flat out: it would take the CPU
// the workers are measured on) and reports its p99.
//
// BENCH_DATABASE_URL (default CLAUSEWISE_TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test),
// BENCH_DOCUMENTS (30), BENCH_WORKERS ("1,2"), BENCH_WORKER_CONCURRENCY (1 pipeline per process),
// BENCH_READ_RATE (requests per second, 100).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startChildServer, type ChildServer } from '../test/recovery/child-server.ts';
import { BOOTSTRAP_ENV, connect, type ApiClient } from '../test/recovery/http-client.ts';
import { runAutocannon, type Measurement } from './lib/autocannon.ts';
import { CUAD_DIR, cuadAvailable } from './lib/cuad.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL || process.env.CLAUSEWISE_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 30);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const WORKER_CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY ?? '1';
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 100);
const READ_ROUND_SECONDS = 5;
const KEYS = {
  CLAUSEWISE_JWT_SECRET: randomBytes(32).toString('base64url'),
  CLAUSEWISE_CREDENTIAL_HASH_KEY: randomBytes(32).toString('base64url'),
};

/** The DOCUMENTS PDFs around the median size of the pack's training PDFs. */
function medianDocuments(count: number): string[] {
  const dir = join(CUAD_DIR, 'train', 'pdf');
  const files = readdirSync(dir)
    .map((name) => ({ path: join(dir, name), size: statSync(join(dir, name)).size }))
    .sort((a, b) => a.size - b.size);
  const start = Math.max(0, Math.floor(files.length / 2) - Math.floor(count / 2));
  return files.slice(start, start + count).map((file) => file.path);
}

async function uploadPdf(baseUrl: string, token: string, projectId: string, path: string): Promise<string> {
  const form = new FormData();
  form.set('project_id', projectId);
  form.set('file', new Blob([readFileSync(path)], { type: 'application/pdf' }), basename(path));
  const response = await fetch(`${baseUrl}/api/v1/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function token(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: BOOTSTRAP_ENV.CLAUSEWISE_BOOTSTRAP_CLIENT_ID, client_secret: BOOTSTRAP_ENV.CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

interface RunResult {
  workers: number;
  documentsPerMinute: number;
  seconds: number;
  outcomes: Record<string, number>;
  reads: Measurement;
}

async function run(workerCount: number, files: string[]): Promise<RunResult> {
  const schema = `clausewise_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const separator = DATABASE_URL.includes('?') ? '&' : '?';
  const databaseUrl = `${DATABASE_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-bench-scale-'));
  const children: ChildServer[] = [];
  let isReading = true;
  try {
    const env = { ...BOOTSTRAP_ENV, ...KEYS, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' };
    const start = async (name: string, command: 'serve' | 'worker', concurrency: string) => {
      const child = await startChildServer({ ...env, CLAUSEWISE_DATA_DIR: join(dataDir, name), CLAUSEWISE_WORKER_CONCURRENCY: concurrency }, 120_000, command);
      children.push(child);
      return child;
    };
    const server = await start('api', 'serve', '0');
    await Promise.all(Array.from({ length: workerCount }, (_, i) => start(`worker${i + 1}`, 'worker', WORKER_CONCURRENCY)));
    const api = await connect(server.url);
    const bearer = await token(server.url);
    const project = await api.json<{ id: string }>('POST', '/projects', { name: 'bench-scale' });

    const startedAt = performance.now();
    const ids: string[] = [];
    for (const file of files) ids.push(await uploadPdf(server.url, bearer, project.id, file));

    // Steady reads of one document while the pipeline works, in rounds until the batch is done.
    const readRounds: Measurement[] = [];
    const reader = (async () => {
      while (isReading) {
        readRounds.push(
          await runAutocannon(['-c', '4', '-R', String(READ_RATE), '-d', String(READ_ROUND_SECONDS), '-H', `authorization=Bearer ${bearer}`, `${server.url}/api/v1/documents/${ids[0]}`]),
        );
      }
    })();

    const outcomes: Record<string, number> = {};
    for (;;) {
      const { rows } = await admin.query<{ status: string; n: number }>(`SELECT pipeline_status AS status, COUNT(*)::int AS n FROM ${schema}.documents GROUP BY 1`);
      const done = rows.filter((row) => row.status === 'complete' || row.status === 'failed').reduce((sum, row) => sum + row.n, 0);
      if (done >= ids.length) {
        for (const row of rows) outcomes[row.status] = row.n;
        break;
      }
      await sleep(500);
    }
    const seconds = (performance.now() - startedAt) / 1000;
    isReading = false;
    await reader;
    const reads: Measurement = {
      p50: readRounds.map((m) => m.p50).sort((a, b) => a - b)[Math.floor(readRounds.length / 2)] ?? 0,
      p99: Math.max(0, ...readRounds.map((m) => m.p99)),
      requestsPerSecond: readRounds.reduce((sum, m) => sum + m.requestsPerSecond, 0) / Math.max(1, readRounds.length),
      errors: readRounds.reduce((sum, m) => sum + m.errors, 0),
      non2xx: readRounds.reduce((sum, m) => sum + m.non2xx, 0),
      requests: readRounds.reduce((sum, m) => sum + m.requests, 0),
    };
    return { workers: workerCount, documentsPerMinute: (ids.length / seconds) * 60, seconds, outcomes, reads };
  } finally {
    isReading = false;
    for (const child of children) await child.kill9();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`).catch(() => {});
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!cuadAvailable()) {
    console.error(`bench:scale needs the CUAD pack at ${CUAD_DIR} (set CLAUSEWISE_CUAD_DIR)`);
    process.exit(1);
  }
  const files = medianDocuments(DOCUMENTS);
  const sizes = files.map((file) => statSync(file).size).sort((a, b) => a - b);
  console.log(`${files.length} CUAD PDFs, ${Math.round(sizes[0]! / 1024)}–${Math.round(sizes.at(-1)! / 1024)} KiB; worker processes of ${WORKER_CONCURRENCY} pipeline(s) each; reads at ${READ_RATE} req/s`);
  const results: RunResult[] = [];
  for (const workers of WORKER_COUNTS) {
    console.log(`${workers} worker process(es)…`);
    const result = await run(workers, files);
    results.push(result);
    const outcomes = Object.entries(result.outcomes).map(([status, n]) => `${n} ${status}`).join(', ');
    console.log(
      `  ${result.documentsPerMinute.toFixed(1)} documents/min (${result.seconds.toFixed(0)} s for ${files.length}: ${outcomes}); ` +
        `GET /documents/{id} meanwhile p50 ${result.reads.p50} ms, p99 ${result.reads.p99} ms, errors ${result.reads.errors + result.reads.non2xx}`,
    );
  }
  if (results.length > 1) {
    const [first, last] = [results[0]!, results.at(-1)!];
    console.log(`speed-up from ${first.workers} to ${last.workers} worker processes: ×${(last.documentsPerMinute / first.documentsPerMinute).toFixed(2)}`);
  }
}

await main();
