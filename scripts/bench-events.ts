// npm run bench:events — how soon pushed events arrive (issue #14), and what the outbox costs a status change.
// Starts the runtime on a temp data dir (SQLite; PostgreSQL too when BENCH_DATABASE_URL is set), opens an
// event stream and a webhook receiver, uploads small contracts one after another and measures, per upload,
// the time from the 202 to its `queued` event on the stream and at the webhook receiver. Then times
// status changes (each one writes its events and webhook deliveries in the same transaction).

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { loadConfig } from '../src/config.ts';
import { startRuntime } from '../src/runtime.ts';
import { openStorage } from '../src/storage/open.ts';
import { createClausewiseClient } from '../packages/client/src/index.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 30);
const STATUS_CHANGES = Number(process.env.BENCH_STATUS_CHANGES ?? 2000);
const CLIENT = { client_id: 'bench-client', client_secret: 'bench-secret-0123456789abcdef0123456789abcdef' };
const CONTRACT = 'SERVICES AGREEMENT\n\nThis Agreement is made on 2024-01-15 between Acme Corp. and Globex LLC.\n';

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const summary = (values: number[]) => `median ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

async function pushLatency(dataDir: string): Promise<void> {
  const config = loadConfig({
    CLAUSEWISE_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', CLAUSEWISE_WORKER_CONCURRENCY: '1',
    CLAUSEWISE_BOOTSTRAP_CLIENT_ID: CLIENT.client_id, CLAUSEWISE_BOOTSTRAP_CLIENT_SECRET: CLIENT.client_secret,
    CLAUSEWISE_WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  const runtime = await startRuntime(config, { logger: pino({ level: 'silent' }) });
  const webhookArrivals = new Map<string, number>();
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const event = JSON.parse(body) as { data: { document_id: string; status: string } };
      if (event.data.status === 'queued') webhookArrivals.set(event.data.document_id, performance.now());
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const client = createClausewiseClient({ baseUrl: runtime.url, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret });
    const project = await client.createProject(`bench ${randomUUID()}`);
    client.dataOf(await client.api.POST('/api/v1/projects/{id}/webhooks', {
      params: { path: { id: project.id } },
      body: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, events: ['document.status_changed'] },
    }));
    const stop = new AbortController();
    const streamArrivals = new Map<string, number>();
    const stream = (async () => {
      for await (const event of client.events({ projectId: project.id, after: '0', signal: stop.signal })) {
        if (event.data.status === 'queued') streamArrivals.set(event.data.document_id, performance.now());
      }
    })().catch(() => {});
    const accepted = new Map<string, number>();
    for (let i = 0; i < UPLOADS; i++) {
      const uploaded = await client.upload(project.id, Buffer.from(CONTRACT), `contract-${i}.txt`);
      accepted.set(uploaded.id, performance.now());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    while (streamArrivals.size < UPLOADS || webhookArrivals.size < UPLOADS) await new Promise((resolve) => setTimeout(resolve, 100));
    stop.abort();
    await stream;
    const delays = (arrivals: Map<string, number>) => [...accepted].map(([id, at]) => Math.max(0, arrivals.get(id)! - at));
    console.log(`upload → event on the stream (poll ${config.eventPollMs} ms): ${summary(delays(streamArrivals))}  (${UPLOADS} uploads)`);
    console.log(`upload → webhook delivered (dispatcher idle poll 500 ms): ${summary(delays(webhookArrivals))}`);
  } finally {
    receiver.close();
    await runtime.close();
  }
}

async function statusChangeCost(name: string, config: { dataDir: string; databaseUrl: string | null; databasePoolSize: number }): Promise<void> {
  const { storage } = await openStorage(config);
  try {
    const project = await storage.projects.create({ id: randomUUID(), name: `bench ${randomUUID()}`, description: null, createdBy: null, analysisMode: 'local', ourSide: null });
    await storage.webhooks.create({ id: randomUUID(), projectId: project.id, url: 'https://hooks.example.com/', eventTypes: ['document.status_changed'], secret: 'whsec_YmVuY2g=', createdBy: randomUUID() });
    const doc = await storage.documents.createWithJob({ id: randomUUID(), projectId: project.id, filename: 'a.txt', fileType: 'txt', sizeBytes: 1, sha256: 'x', blobKey: 'k', uploadedBy: null }, randomUUID());
    const states = ['extracting', 'classifying'] as const;
    const started = performance.now();
    for (let i = 0; i < STATUS_CHANGES; i++) await storage.documents.setStatus(doc.id, states[i % 2]!);
    const perChange = (performance.now() - started) / STATUS_CHANGES;
    console.log(`${name}: ${perChange.toFixed(3)} ms per status change (event + webhook delivery written in its transaction), ${Math.round(1000 / perChange)}/s sequential`);
  } finally {
    await storage.close();
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-bench-events-'));
try {
  await pushLatency(join(dataDir, 'push'));
  await statusChangeCost('SQLite', { dataDir: join(dataDir, 'cost'), databaseUrl: null, databasePoolSize: 1 });
  if (process.env.BENCH_DATABASE_URL) await statusChangeCost('PostgreSQL', { dataDir, databaseUrl: process.env.BENCH_DATABASE_URL, databasePoolSize: 4 });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
