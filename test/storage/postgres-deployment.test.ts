// The service on PostgreSQL as it is deployed: DATABASE_URL chosen by the configuration, `clausewise migrate`
// before the processes start, and API and worker processes sharing one database (uploaded files included).

import assert from 'node:assert/strict';
import { LATEST_SCHEMA_VERSION } from '../../src/storage/postgres/migrations.ts';
import { execFile } from 'node:child_process';
import { type AddressInfo, type Server, type Socket, connect as connectTcp, createServer } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { startRuntime } from '../../src/runtime.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, uploadDocument } from '../helpers/builders.ts';
import { createFakeHttpEngines } from '../helpers/fake-engines.ts';
import { SHARED_KEYS, createTestSchema, postgresSkipReason, type TestSchema } from '../helpers/postgres.ts';
import { TEST_STORAGE, startServer } from '../helpers/start-server.ts';
import { startChildServer } from '../recovery/child-server.ts';
import { BOOTSTRAP_ENV, CONTRACT_TEXT, connect } from '../recovery/http-client.ts';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'clausewise.js');

async function tempDir(t: TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'clausewise-pg-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A TCP proxy in front of the database that a test can take down and bring back on the same port. */
async function startTcpProxy(host: string, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let listenPort = 0;
  const proxy = {
    get port() {
      return listenPort;
    },
    async start() {
      server = createServer((client) => {
        const upstream = connectTcp(port, host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(listenPort, '127.0.0.1', resolve));
      listenPort = (server.address() as AddressInfo).port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      const closing = server;
      server = null;
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
  await proxy.start();
  return proxy;
}

async function testSchema(t: TestContext): Promise<TestSchema> {
  const schema = await createTestSchema();
  t.after(() => schema.drop());
  return schema;
}

describe('DATABASE_URL', () => {
  it('accepts postgres:// and postgresql:// URLs and refuses anything else with a readable message', async (t) => {
    const dataDir = await tempDir(t);
    for (const url of ['postgres://app@db:5432/clausewise', 'postgresql://app:secret@db/clausewise?sslmode=require']) {
      assert.equal(loadConfig({ CLAUSEWISE_DATA_DIR: dataDir, DATABASE_URL: url, ...SHARED_KEYS }).databaseUrl, url);
    }
    assert.equal(loadConfig({ CLAUSEWISE_DATA_DIR: dataDir }).databaseUrl, null);
    assert.throws(() => loadConfig({ CLAUSEWISE_DATA_DIR: dataDir, DATABASE_URL: 'mysql://db/x' }), (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.match(err.message, /DATABASE_URL must be a PostgreSQL URL/);
      return true;
    });
  });
});

describe('clausewise on PostgreSQL', { skip: await postgresSkipReason() }, () => {
  it('answers 503 in the spec shape while the database is away, and recovers by itself', async (t) => {
    const schema = await testSchema(t);
    const target = new URL(schema.url.replace(/^postgres(ql)?:/, 'http:'));
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    t.after(() => proxy.stop());
    const server = await startServer(t, { env: { DATABASE_URL: schema.url.replace(`@${target.host}`, `@127.0.0.1:${proxy.port}`) } });
    const admin = await clientFor(server.url);
    assert.equal((await admin.get('/api/v1/projects')).status, 200);

    await proxy.stop();
    const started = Date.now();
    const down = await admin.get('/api/v1/projects');
    assert.equal(down.status, 503);
    assert.deepEqual(down.body, { detail: 'Database unavailable' });
    assert.equal(down.headers.get('retry-after'), '5');
    assert.ok(Date.now() - started < 10_000, 'the request did not hang');
    assert.equal((await fetch(`${server.url}/readyz`)).status, 503);

    await proxy.start();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await admin.get('/api/v1/projects')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(status, 200, 'the API recovered once the database was back');
  });

  it('loses nothing when the database goes away in the middle of a batch', async (t) => {
    const schema = await testSchema(t);
    const target = new URL(schema.url.replace(/^postgres(ql)?:/, 'http:'));
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    t.after(() => proxy.stop());
    const server = await startServer(t, {
      workers: true,
      env: { DATABASE_URL: schema.url.replace(`@${target.host}`, `@127.0.0.1:${proxy.port}`), CLAUSEWISE_JOB_LEASE_MS: '1000', CLAUSEWISE_TEST_STAGE_DELAY_MS: '150' },
    });
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    const uploads = [];
    for (let i = 0; i < 4; i++) uploads.push(await uploadDocument(admin, project.id));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await proxy.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await proxy.start();
    const deadline = Date.now() + 60_000;
    const statuses = new Map<string, string>();
    while (Date.now() < deadline) {
      for (const { id } of uploads) {
        const response = await admin.get(`/api/v1/documents/${id}`);
        if (response.status === 200) statuses.set(id, response.body.pipeline_status);
      }
      if (uploads.every(({ id }) => statuses.get(id) === 'complete')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.deepEqual(uploads.map(({ id }) => statuses.get(id)), ['complete', 'complete', 'complete', 'complete']);
  });

  it('copy-data moves a populated embedded installation, which then serves from PostgreSQL, and can run again', { skip: TEST_STORAGE === 'postgres' ? 'needs the embedded (SQLite) test servers' : false }, async (t) => {
    const embedded = await startServer(t, { workers: true });
    const admin = await clientFor(embedded.url);
    const project = await newProject(admin);
    const uploaded = await uploadDocument(admin, project.id);
    let document = (await admin.get(`/api/v1/documents/${uploaded.id}`)).body;
    for (let i = 0; i < 200 && document.pipeline_status !== 'complete'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      document = (await admin.get(`/api/v1/documents/${uploaded.id}`)).body;
    }
    assert.equal(document.pipeline_status, 'complete');
    const report = (await admin.get(`/api/v1/documents/${uploaded.id}/report`)).body;
    const text = (await admin.get(`/api/v1/documents/${uploaded.id}/text`)).text;

    const schema = await testSchema(t);
    const env = { ...process.env, CLAUSEWISE_DATA_DIR: embedded.dataDir, LOG_LEVEL: 'silent' };
    const copy = async () => (await promisify(execFile)(process.execPath, [BIN, 'copy-data', '--to', schema.url], { env })).stdout;
    assert.match(await copy(), /copied rows: users 1, credentials 1, .*documents 1, .*reports 1.*; files: 1/);
    assert.match(await copy(), /copied rows: users 0, credentials 0, .*documents 0, .*; files: 0/);

    // The keys the embedded installation generated keep its credentials and tokens valid.
    const keys = {
      CLAUSEWISE_JWT_SECRET: (await readFile(join(embedded.dataDir, 'jwt-secret.key'), 'utf8')).trim(),
      CLAUSEWISE_CREDENTIAL_HASH_KEY: (await readFile(join(embedded.dataDir, 'credential-hash.key'), 'utf8')).trim(),
    };
    const grown = await startServer(t, { env: { DATABASE_URL: schema.url, ...keys } });
    const sameAdmin = await clientFor(grown.url);
    assert.equal((await sameAdmin.get(`/api/v1/documents/${uploaded.id}`)).body.pipeline_status, 'complete');
    assert.deepEqual((await sameAdmin.get(`/api/v1/documents/${uploaded.id}/report`)).body, report);
    assert.equal((await sameAdmin.get(`/api/v1/documents/${uploaded.id}/text`)).text, text);
    assert.equal((await admin.get('/api/v1/projects')).body.length, (await sameAdmin.get('/api/v1/projects')).body.length);
    const record = (await grown.storage.documents.getById(uploaded.id))!;
    assert.ok(await grown.blobs.exists(record.blobKey));
    // Event ids go on from the embedded ones: a stream resumed with an id from before the move misses nothing.
    const lastEmbeddedEvent = await embedded.storage.events.latestSeq();
    await uploadDocument(sameAdmin, project.id);
    assert.ok((await grown.storage.events.latestSeq()) > lastEmbeddedEvent);
  });

  it('a credential revoked through one API process is refused by another within a second', async (t) => {
    const schema = await testSchema(t);
    const first = await startServer(t, { env: { DATABASE_URL: schema.url } });
    const second = await startServer(t, { env: { DATABASE_URL: schema.url } });
    const admin = await clientFor(first.url);
    const created = await admin.post('/api/v1/admin/credentials', { json: { name: 'revoked-elsewhere' } });
    const user = await clientFor(second.url, created.body.client_id, created.body.client_secret);
    assert.equal((await user.get('/api/v1/projects')).status, 200);
    assert.equal((await admin.delete(`/api/v1/admin/credentials/${created.body.id}`)).status, 204);
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < 1000) status = (await user.get('/api/v1/projects')).status;
    assert.equal(status, 401, 'the other process still accepted the token a second after revocation');
  });

  it('`clausewise migrate` creates the schema once, and the admin commands use the same database', async (t) => {
    const schema = await testSchema(t);
    const env = { ...process.env, CLAUSEWISE_DATA_DIR: await tempDir(t), DATABASE_URL: schema.url, ...SHARED_KEYS, LOG_LEVEL: 'silent' };
    const clausewise = async (...args: string[]) => (await promisify(execFile)(process.execPath, [BIN, ...args], { env })).stdout.trim();
    assert.equal(await clausewise('migrate'), `applied ${LATEST_SCHEMA_VERSION} migration(s)`);
    assert.equal(await clausewise('migrate'), 'database is up to date');
    await clausewise('users', 'create', '--email', 'pat@example.com', '--role', 'member');
    const users = await schema.query<{ email: string; role: string }>("SELECT email, role FROM users WHERE email = 'pat@example.com'");
    assert.deepEqual(users, [{ email: 'pat@example.com', role: 'member' }]);
  });

  it('processes an upload taken by an API process in a separate worker process sharing the database', async (t) => {
    const schema = await testSchema(t);
    // The API process runs no workers; its upload must be picked up by the worker process through the database.
    const api = await startServer(t, { workers: false, env: { DATABASE_URL: schema.url } });
    const workerConfig = loadConfig({ ...process.env, CLAUSEWISE_DATA_DIR: await tempDir(t), DATABASE_URL: schema.url, ...SHARED_KEYS, CLAUSEWISE_WORKER_CONCURRENCY: '2', LOG_LEVEL: 'silent' });
    const worker = await startRuntime(workerConfig, { listen: false, workers: true, logger: pino({ level: 'silent' }), engines: createFakeHttpEngines() });
    t.after(() => worker.close());

    const admin = await clientFor(api.url);
    const project = await newProject(admin);
    const uploaded = await uploadDocument(admin, project.id);
    let status = uploaded.pipeline_status;
    for (const deadline = Date.now() + 30_000; status !== 'complete' && status !== 'failed' && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await admin.get(`/api/v1/documents/${uploaded.id}`)).body.pipeline_status;
    }
    assert.equal(status, 'complete');
    assert.equal((await admin.get(`/api/v1/documents/${uploaded.id}/report`)).status, 200);
    const [{ n }] = await schema.query<{ n: string }>('SELECT COUNT(*) AS n FROM blobs');
    assert.equal(Number(n), 1);
  });

  it('resumes a document on another server, with its own data dir, after the first was killed with SIGKILL mid-pipeline', async (t) => {
    const schema = await testSchema(t);
    const env = {
      ...BOOTSTRAP_ENV,
      DATABASE_URL: schema.url,
      // Shared by both servers: nothing else of the first server's data dir is needed by the second.
      ...SHARED_KEYS,
      CLAUSEWISE_WORKER_CONCURRENCY: '1',
      CLAUSEWISE_JOB_LEASE_MS: '1500',
    };
    const first = await startChildServer({ ...env, CLAUSEWISE_DATA_DIR: await tempDir(t), CLAUSEWISE_TEST_STAGE_DELAY_MS: '700' });
    t.after(() => first.kill9());
    const api = await connect(first.url);
    const project = await api.json<{ id: string }>('POST', '/projects', { name: 'recovery' });
    const { id } = await api.upload(project.id, CONTRACT_TEXT);
    const midPipeline = new Set(['classifying', 'playbook', 'analyzing', 'embedding']);
    const statusAtKill = await api.waitForStatus(id, (status) => midPipeline.has(status) || status === 'complete' || status === 'failed');
    await first.kill9();
    assert.ok(midPipeline.has(statusAtKill), `killed mid-pipeline (was ${statusAtKill})`);

    const second = await startChildServer({ ...env, CLAUSEWISE_DATA_DIR: await tempDir(t), LOG_LEVEL: 'debug' });
    t.after(() => second.kill9());
    const restarted = await connect(second.url);
    assert.equal(await restarted.waitForStatus(id, (status) => status === 'complete' || status === 'failed'), 'complete');
    const stagesRerun = second.logs.filter((line) => line.msg === 'stage done').map((line) => line.stage);
    assert.ok(!stagesRerun.includes('extracting'), `resumed after extraction, re-ran only ${stagesRerun.join(', ')}`);
    const hits = await restarted.json<unknown[]>('GET', `/search?q=${encodeURIComponent('governing law')}&project_id=${project.id}`);
    assert.ok(hits.length > 0, 'the resumed document is searchable');
  });
});

describe('keys shared by every process on one database', () => {
  it('refuses to start on PostgreSQL without the JWT and credential keys in the environment', async (t) => {
    const dataDir = await tempDir(t);
    assert.throws(() => loadConfig({ CLAUSEWISE_DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/x' }), /set CLAUSEWISE_JWT_SECRET and CLAUSEWISE_CREDENTIAL_HASH_KEY/);
  });
});
