// Several API and worker processes on one PostgreSQL database (issue #11): two `clausewise serve` processes
// with no workers (CLAUSEWISE_WORKER_CONCURRENCY=0) take uploads, two `clausewise worker` processes run the
// pipeline through pg-boss. A worker killed with SIGKILL mid-batch, or every database connection cut
// mid-batch, loses no document and leaves none stuck.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { SHARED_KEYS, TEST_DATABASE_URL, createTestSchema, postgresSkipReason, type TestSchema } from '../helpers/postgres.ts';
import { startChildServer, type ChildServer } from '../recovery/child-server.ts';
import { BOOTSTRAP_ENV, CONTRACT_TEXT, connect, type ApiClient } from '../recovery/http-client.ts';

const BATCH = 6;
const MID_PIPELINE = new Set(['extracting', 'classifying', 'playbook', 'analyzing', 'embedding']);
/** Time for a batch including one dead worker's job: heartbeat expiry (10 s, pg-boss's minimum), the
 * supervisor's pass and the retry's backoff, on a loaded 2-core machine. */
const BATCH_TIMEOUT_MS = 180_000;

describe('API and worker processes on one PostgreSQL database', { skip: await postgresSkipReason() }, () => {
  let schema: TestSchema;
  let dataDir: string;
  const processes: ChildServer[] = [];
  let apis: ApiClient[];
  let workers: ChildServer[];
  let projectId: string;
  /** Every process's connections carry this name, so the test cuts only its own. */
  const applicationName = `clausewise_scale_${randomBytes(4).toString('hex')}`;

  before(async () => {
    schema = await createTestSchema();
    dataDir = await mkdtemp(join(tmpdir(), 'clausewise-scale-'));
    const env = {
      ...BOOTSTRAP_ENV,
      ...SHARED_KEYS,
      DATABASE_URL: `${schema.url}&application_name=${applicationName}`,
      CLAUSEWISE_JOB_LEASE_MS: '1000',
      // Slow stages, so the kill and the cut land while documents are mid-pipeline.
      CLAUSEWISE_TEST_STAGE_DELAY_MS: '300',
    };
    const start = (name: string, command: 'serve' | 'worker', concurrency: string) =>
      startChildServer({ ...env, CLAUSEWISE_DATA_DIR: join(dataDir, name), CLAUSEWISE_WORKER_CONCURRENCY: concurrency }, 60_000, command).then((child) => {
        processes.push(child);
        return child;
      });
    // The first API process migrates and bootstraps; the others start on the ready database.
    const api1 = await start('api1', 'serve', '0');
    const [api2, worker1, worker2] = await Promise.all([start('api2', 'serve', '0'), start('worker1', 'worker', '1'), start('worker2', 'worker', '1')]);
    workers = [worker1, worker2];
    apis = [await connect(api1.url), await connect(api2.url)];
    projectId = (await apis[0]!.json<{ id: string }>('POST', '/projects', { name: 'scale-out' })).id;
  });
  after(async () => {
    for (const child of processes) await child.kill9();
    await schema?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Uploads BATCH documents, alternating between the two API processes. */
  async function uploadBatch(): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < BATCH; i++) ids.push((await apis[i % 2]!.upload(projectId, CONTRACT_TEXT)).id);
    return ids;
  }

  /** Each document's status as the API processes answer it (either one; 503s while the database is cut are skipped). */
  async function statuses(ids: string[]): Promise<Map<string, string>> {
    const seen = new Map<string, string>();
    for (const [i, id] of ids.entries()) {
      const response = await apis[i % 2]!.request('GET', `/documents/${id}`);
      if (response.ok) seen.set(id, ((await response.json()) as { pipeline_status: string }).pipeline_status);
      else await response.body?.cancel();
    }
    return seen;
  }

  /** Polls until every document satisfies `done` (`every`) or one does (`some`); returns the last statuses seen. */
  async function waitUntil(ids: string[], done: (status: string) => boolean, timeoutMs: number, how: 'every' | 'some' = 'every'): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = await statuses(ids);
      const list = ids.map((id) => seen.get(id) ?? 'unknown');
      if (list[how](done) || Date.now() > deadline) return list;
      await sleep(300);
    }
  }

  it('completes every document of a batch when a worker is killed with SIGKILL mid-batch', async () => {
    const ids = await uploadBatch();
    const first = await waitUntil(ids, (status) => MID_PIPELINE.has(status), 60_000, 'some');
    assert.ok(first.some((status) => MID_PIPELINE.has(status)), `a document is mid-pipeline at the kill (${first.join(', ')})`);
    await workers[0]!.kill9();
    const final = await waitUntil(ids, (status) => status === 'complete', BATCH_TIMEOUT_MS);
    assert.deepEqual(final, ids.map(() => 'complete'));
  });

  it('completes every document of a batch when every database connection is cut mid-batch', async () => {
    const ids = await uploadBatch();
    await waitUntil(ids, (status) => MID_PIPELINE.has(status), 60_000, 'some');
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [applicationName]);
      assert.ok((rowCount ?? 0) > 0, 'connections were cut');
    } finally {
      await admin.end();
    }
    const final = await waitUntil(ids, (status) => status === 'complete', BATCH_TIMEOUT_MS);
    assert.deepEqual(final, ids.map(() => 'complete'));
  });
});
