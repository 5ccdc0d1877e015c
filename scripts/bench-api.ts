// npm run bench:api — read latency while documents are being processed (issue #2), a burst of token
// requests (issue #12) and the data dir's growth per document (issue #12).
// Starts the runtime on a temp data dir (the pipeline in its own thread, as `npm start` runs it), keeps two real
// CUAD PDFs in the pipeline at all times, and measures GET /api/v1/documents/{id} against a bare node:http
// server answering the same bytes in a process of its own (scripts/lib/bare-server.ts), plus, for reference,
// a bare Fastify route on the service (registered only here). autocannon runs in its own process so the load
// generator does not share the server's event loop. Every row also gives the serving thread's CPU time per
// request (process.threadCpuUsage), which a shared machine's load moves far less than latency or throughput;
// the token bursts are repeated on a bare Fastify POST route, to show what the machine allows at that moment.
// Targets (issue #11): p99 < 20 ms and at least 70 % of the bare node:http server's throughput; POST
// /auth/token p99 < 50 ms with 50 concurrent clients.

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { startRuntime } from '../src/runtime.ts';
import { CUAD_DIR, cuadAvailable } from './lib/cuad.ts';
import { runAutocannon, type Measurement } from './lib/autocannon.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
/** Alternating rounds (document route, then bare route) so background load on the machine hits both alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Fifty clients asking for tokens at the same instant (issue #12), in repeated bursts. */
const TOKEN_CLIENTS = 50;
const TOKEN_BURSTS = Number(process.env.BENCH_TOKEN_BURSTS ?? 20);
/** Bursts sent first and not measured: a server in service has long compiled its token route. */
const TOKEN_WARM_UP_BURSTS = Number(process.env.BENCH_TOKEN_WARM_UP_BURSTS ?? 40);
const TOKEN_BURST_SCRIPT = join(import.meta.dirname, 'lib', 'token-burst.ts');
/** BENCH_DOCUMENTS_IN_FLIGHT=0 measures the same routes with the pipeline idle (the route's own ceiling). */
const DOCUMENTS_IN_FLIGHT = Number(process.env.BENCH_DOCUMENTS_IN_FLIGHT ?? 2);
/** BENCH_PIPELINE=event-loop runs the pipeline beside HTTP, as before issue #11, for comparison. */
const PIPELINE = process.env.BENCH_PIPELINE === 'event-loop' ? 'event-loop' : 'thread';
const CLIENT = { client_id: 'bench-client', client_secret: 'bench-secret-0123456789abcdef0123456789abcdef' };
const BARE_SERVER_SCRIPT = join(import.meta.dirname, 'lib', 'bare-server.ts');
const TARGET_P99_MS = 20;
const TARGET_RATIO = 0.7;


/** The largest PDFs of the pack: the longest to process, so the pipeline stays busy during the run. */
function pickDocuments(count: number): string[] {
  const dir = join(CUAD_DIR, 'train', 'pdf');
  return readdirSync(dir)
    .map((name) => ({ path: join(dir, name), size: statSync(join(dir, name)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map((file) => file.path);
}

/** Bytes of the files under `dir` (database, blobs, keys); the WAL is left out, closing folds it into the database. */
async function directoryBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !/-(wal|shm)$/.test(entry.name));
  const sizes = await Promise.all(files.map(async (entry) => (await stat(join(entry.parentPath, entry.name))).size));
  return sizes.reduce((total, size) => total + size, 0);
}

async function waitUntilProcessed(runtime: Awaited<ReturnType<typeof startRuntime>>, ids: string[]): Promise<void> {
  for (;;) {
    const statuses = await Promise.all(ids.map(async (id) => (await runtime.storage.documents.getById(id))?.pipelineStatus));
    if (statuses.every((status) => status === undefined || status === 'complete' || status === 'failed')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function api<T>(baseUrl: string, path: string, init: RequestInit, token?: string): Promise<T> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function upload(baseUrl: string, token: string, projectId: string, path: string): Promise<string> {
  const form = new FormData();
  form.set('project_id', projectId);
  form.set('file', new Blob([readFileSync(path)], { type: 'application/pdf' }), basename(path));
  return (await api<{ id: string }>(baseUrl, '/documents', { method: 'POST', body: form }, token)).id;
}

interface CpuUsage {
  user: number;
  system: number;
}

/** CPU time (µs) of the thread serving `url`: this process's main thread, or the bare server's own thread. */
type ThreadCpu = () => Promise<CpuUsage>;
const serviceThreadCpu: ThreadCpu = async () => process.threadCpuUsage();

/**
 * One autocannon run against `url`, with the serving thread's CPU time per request: on a shared machine the
 * throughput moves with everyone else's load, the CPU a request costs far less (issue #11's numbers).
 */
async function measure(url: string, token: string, threadCpu: ThreadCpu): Promise<Measurement> {
  const before = await threadCpu();
  const measurement = await runAutocannon(['-c', String(CONNECTIONS), '-d', String(DURATION_SECONDS), '-H', `authorization=Bearer ${token}`, url]);
  const after = await threadCpu();
  const cpuMicros = after.user - before.user + (after.system - before.system);
  return { ...measurement, cpuMicrosPerRequest: cpuMicros / Math.max(1, measurement.requests) };
}

/** Waits (at most a minute) until this process, all its threads together, uses under a tenth of a core. */
async function untilProcessIsQuiet(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const used = process.cpuUsage(before);
    if ((used.user + used.system) / 1000 < 50) return;
  }
}

/** TOKEN_BURSTS bursts of TOKEN_CLIENTS simultaneous client-credential exchanges (scripts/lib/token-burst.ts). */
async function measureTokenBursts(url: string, warmUpBursts = TOKEN_WARM_UP_BURSTS): Promise<Measurement> {
  const args = [TOKEN_BURST_SCRIPT, url, JSON.stringify(CLIENT), String(TOKEN_CLIENTS), String(TOKEN_BURSTS), String(warmUpBursts)];
  const startedAt = performance.now();
  const cpuBefore = process.threadCpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const cpuAfter = process.threadCpuUsage();
  const latencies = (JSON.parse(stdout) as number[]).sort((a, b) => a - b);
  // The warm-up bursts are not in `latencies` but their CPU is in the delta: count their requests too.
  const served = latencies.length + warmUpBursts * TOKEN_CLIENTS;
  const cpuMicros = cpuAfter.user - cpuBefore.user + (cpuAfter.system - cpuBefore.system);
  const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!);
  return {
    p50: percentile(0.5),
    p99: percentile(0.99),
    requestsPerSecond: (latencies.length / (performance.now() - startedAt)) * 1000,
    errors: 0,
    non2xx: 0,
    requests: latencies.length,
    cpuMicrosPerRequest: cpuMicros / served,
  };
}

/** Starts scripts/lib/bare-server.ts answering `body`; resolves with its URL and process. */
async function startBareServer(body: string, contentType: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [BARE_SERVER_SCRIPT, contentType], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.end(body);
  const [url] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { url, process: child };
}


/** Mean throughput and median p50 over the rounds; p99 is the worst round's, so the target is not flattered. */
function combine(rounds: Measurement[]): Measurement {
  const sum = (pick: (m: Measurement) => number) => rounds.reduce((total, m) => total + pick(m), 0);
  const medianP50 = rounds.map((m) => m.p50).sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
  return {
    p50: medianP50,
    p99: Math.max(...rounds.map((m) => m.p99)),
    requestsPerSecond: sum((m) => m.requestsPerSecond) / rounds.length,
    errors: sum((m) => m.errors),
    non2xx: sum((m) => m.non2xx),
    requests: sum((m) => m.requests),
    cpuMicrosPerRequest: sum((m) => (m.cpuMicrosPerRequest ?? 0) * m.requests) / Math.max(1, sum((m) => m.requests)),
  };
}

/** The serving thread's CPU per request, which a loaded machine moves far less than throughput or latency. */
function cpuPerRequest(m: Measurement): string {
  return m.cpuMicrosPerRequest === undefined ? '' : `CPU ${m.cpuMicrosPerRequest.toFixed(0)} µs/req`;
}

async function main(): Promise<void> {
  if (!cuadAvailable()) {
    console.error(`bench:api needs the CUAD pack at ${CUAD_DIR} (set CLAUSEWISE_CUAD_DIR)`);
    process.exit(1);
  }
  console.log(`load average at start ${loadavg().map((load) => load.toFixed(2)).join(' ')} (${availableParallelism()} cores)`);
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-bench-'));
  const config = loadConfig({
    CLAUSEWISE_DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    CLAUSEWISE_WORKER_CONCURRENCY: '2',
    CLAUSEWISE_BOOTSTRAP_CLIENT_ID: CLIENT.client_id,
    CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET: CLIENT.client_secret,
  });
  const runtime = await startRuntime(config, { listen: false, pipeline: PIPELINE, pipelineInBackground: true });
  let bareBody: unknown = null;
  let bareTokenBody: unknown = null;
  // For reference: same JSON, the same Fastify stack without auth, the domain and the database.
  runtime.app.get('/bench/bare', async () => bareBody);
  // Likewise for the token bursts: a POST with the same JSON body answered with a token response's bytes.
  runtime.app.post('/bench/bare-token', async () => bareTokenBody);
  let bareServer: ChildProcess | undefined;
  const baseUrl = await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  let isFeeding = true;
  let growth: { bytesBefore: number; documents: number; uploadedBytes: number } | undefined;
  try {
    bareTokenBody = await api<{ access_token: string }>(baseUrl, '/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CLIENT),
    });
    const { access_token: token } = bareTokenBody as { access_token: string };
    const project = await api<{ id: string }>(baseUrl, '/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench' }),
    }, token);
    // Token bursts first, with the pipeline idle: the endpoint's own cost (on a shared 2-core machine the
    // pipeline's CPU would otherwise dominate every latency, as it does for the reads below).
    // The pipeline and engine threads load their models at start: measured before they finish, the bursts
    // would share the cores with that one-off work.
    await untilProcessIsQuiet();
    console.log(`${TOKEN_BURSTS} bursts of ${TOKEN_CLIENTS} simultaneous token requests, after ${TOKEN_WARM_UP_BURSTS} not measured…`);
    // First on a server just started (its token route not yet compiled by the JIT), then in service.
    const coldTokenBurst = await measureTokenBursts(`${baseUrl}/api/v1/auth/token`, 1);
    const tokenBurst = await measureTokenBursts(`${baseUrl}/api/v1/auth/token`);
    // The same bursts on a bare Fastify POST route: what the machine and the HTTP stack alone allow right now.
    const bareTokenBurst = await measureTokenBursts(`${baseUrl}/bench/bare-token`);

    const files = pickDocuments(Math.max(1, DOCUMENTS_IN_FLIGHT));
    const bytesBefore = await directoryBytes(dataDir);
    const uploadedIds: string[] = [];
    for (const file of files) uploadedIds.push(await upload(baseUrl, token, project.id, file));
    if (DOCUMENTS_IN_FLIGHT === 0) await waitUntilProcessed(runtime, uploadedIds);
    const measuredId = uploadedIds[0]!;
    const documentResponse = await fetch(`${baseUrl}/api/v1/documents/${measuredId}`, { headers: { authorization: `Bearer ${token}` } });
    const documentBytes = await documentResponse.text();
    bareBody = JSON.parse(documentBytes);
    const bare = await startBareServer(documentBytes, documentResponse.headers.get('content-type') ?? 'application/json');
    bareServer = bare.process;
    const bareThreadCpu: ThreadCpu = async () => (await fetch(new URL('/__thread-cpu', bare.url))).json() as Promise<CpuUsage>;

    // Keep two documents in the pipeline for the whole run: re-upload as soon as one finishes.
    const feeder = (async () => {
      while (isFeeding) {
        const pending = await runtime.storage.jobs.countPending();
        for (let i = pending; i < DOCUMENTS_IN_FLIGHT && isFeeding; i++) {
          uploadedIds.push(await upload(baseUrl, token, project.id, files[uploadedIds.length % files.length]!));
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();

    console.log(`${ROUNDS} rounds of ${DURATION_SECONDS}s per route, ${CONNECTIONS} connections, ${DOCUMENTS_IN_FLIGHT} documents in the pipeline (${PIPELINE === 'thread' ? 'its own thread' : 'on the HTTP event loop'})…`);
    const documentRounds: Measurement[] = [];
    const fastifyRounds: Measurement[] = [];
    const bareRounds: Measurement[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      documentRounds.push(await measure(`${baseUrl}/api/v1/documents/${measuredId}`, token, serviceThreadCpu));
      bareRounds.push(await measure(bare.url, token, bareThreadCpu));
      fastifyRounds.push(await measure(`${baseUrl}/bench/bare`, token, serviceThreadCpu));
      const last = (rounds: Measurement[]) =>
        `${rounds.at(-1)!.requestsPerSecond.toFixed(0)} req/s p99 ${rounds.at(-1)!.p99} ms ${cpuPerRequest(rounds.at(-1)!)}`;
      console.log(`  round ${round + 1}: document route ${last(documentRounds)}; bare node:http ${last(bareRounds)}; bare Fastify route ${last(fastifyRounds)}`);
    }
    const documentRoute = combine(documentRounds);
    const bareRoute = combine(bareRounds);
    const fastifyRoute = combine(fastifyRounds);
    isFeeding = false;
    await feeder;
    await waitUntilProcessed(runtime, uploadedIds);
    const uploadedBytes = uploadedIds.reduce((total, _, i) => total + statSync(files[i % files.length]!).size, 0);
    growth = { bytesBefore, documents: uploadedIds.length, uploadedBytes };

    const row = (name: string, m: Measurement) =>
      `${name.padEnd(28)} p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   ${m.requestsPerSecond.toFixed(0).padStart(6)} req/s   ` +
      `${cpuPerRequest(m).padStart(15)}   errors ${m.errors + m.non2xx}`;
    const ratio = documentRoute.requestsPerSecond / bareRoute.requestsPerSecond;
    console.log(row('GET /documents/{id}', documentRoute));
    console.log(row('bare node:http (same bytes)', bareRoute));
    console.log(row('bare Fastify route (info)', fastifyRoute));
    const roundRatios = documentRounds.map((m, i) => m.requestsPerSecond / bareRounds[i]!.requestsPerSecond);
    const range = `rounds ${(Math.min(...roundRatios) * 100).toFixed(0)}–${(Math.max(...roundRatios) * 100).toFixed(0)} %`;
    console.log(
      `throughput ratio ${(ratio * 100).toFixed(1)} % (${range}; target ≥ ${TARGET_RATIO * 100} %), ` +
        `p99 ${documentRoute.p99} ms (worst round; target < ${TARGET_P99_MS} ms)`,
    );
    const cpuRatio = (bareRoute.cpuMicrosPerRequest ?? 0) / (documentRoute.cpuMicrosPerRequest ?? 1);
    console.log(
      `serving thread's ${cpuPerRequest(documentRoute)} on the document route, ${cpuPerRequest(bareRoute)} on bare node:http, ` +
        `${cpuPerRequest(fastifyRoute)} on the bare Fastify route; by CPU alone the route would get ${(cpuRatio * 100).toFixed(0)} % of the bare server's throughput ` +
        `(load average ${loadavg().map((load) => load.toFixed(2)).join(' ')})`,
    );
    console.log(row(`POST /auth/token, ${TOKEN_CLIENTS} at once`, tokenBurst) + `   (pipeline idle, after ${TOKEN_WARM_UP_BURSTS} bursts not measured; target p99 < 50 ms)`);
    console.log(row('  the same, just started (info)', coldTokenBurst) + '   (the first bursts after start, one not measured)');
    console.log(row('bare Fastify POST (info)', bareTokenBurst) + '   (same bursts, same bytes, no auth, domain or database)');
    const statuses = await Promise.all(uploadedIds.map(async (id) => (await runtime.storage.documents.getById(id))?.pipelineStatus));
    const tally = Object.entries(Object.groupBy(statuses, (status) => status ?? 'gone')).map(([status, list]) => `${list!.length} ${status}`);
    console.log(`documents uploaded: ${uploadedIds.length} (${tally.join(', ')})`);
    const isTokenBurstMet = tokenBurst.p99 < 50 && tokenBurst.errors + tokenBurst.non2xx === 0;
    const isMet = ratio >= TARGET_RATIO && documentRoute.p99 < TARGET_P99_MS && documentRoute.errors + documentRoute.non2xx === 0 && isTokenBurstMet;
    console.log(isMet ? 'targets met' : 'TARGETS MISSED');
    process.exitCode = isMet ? 0 : 1;
  } finally {
    isFeeding = false;
    bareServer?.kill('SIGTERM');
    await runtime.close();
    // Measured once the database is closed (its WAL checkpointed): what the data dir gained per processed document.
    if (growth) {
      const perDocument = (bytes: number) => `${Math.round(bytes / growth!.documents / 1024)} KiB`;
      const gained = (await directoryBytes(dataDir)) - growth.bytesBefore;
      console.log(
        `data dir growth per document: ${perDocument(gained)} (the uploaded file ${perDocument(growth.uploadedBytes)}, ` +
          `the database ${perDocument(gained - growth.uploadedBytes)})`,
      );
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
