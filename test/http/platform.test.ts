// Cross-cutting HTTP behaviour: request ids, error shapes, health, OpenAPI, interactive docs, console hosting.

import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { startServer } from '../helpers/start-server.ts';
import { buildApp } from '../../src/http/app.ts';
import { clientFor, request } from '../helpers/client.ts';

describe('request ids', () => {
  test('echoes the client X-Request-ID', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'GET', '/healthz', { headers: { 'x-request-id': 'client-abc-123' } });
    assert.equal(response.headers.get('x-request-id'), 'client-abc-123');
  });

  test('generates an X-Request-ID when the client sent none, also on errors', async (t) => {
    const { url } = await startServer(t);
    const ok = await request(url, 'GET', '/healthz');
    const unauthorized = await request(url, 'GET', '/api/v1/projects');
    const notFound = await request(url, 'GET', '/nope/at/all');
    for (const response of [ok, unauthorized, notFound]) {
      assert.match(response.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    }
  });

  test('replaces a request id carrying control characters', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'GET', '/healthz', { headers: { 'x-request-id': 'a b' } });
    assert.notEqual(response.headers.get('x-request-id'), 'a b');
  });
});

describe('error shapes', () => {
  test('unknown API routes answer 404 JSON with detail', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    for (const response of [await admin.get('/api/v1/nothing-here'), await request(url, 'GET', '/api/v2/x'), await request(url, 'POST', '/nope')]) {
      assert.equal(response.status, 404);
      assert.deepEqual(response.body, { detail: 'Not found' });
    }
  });

  test('a URL with a broken percent-escape answers 400 with detail and a request id', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.get('/api/v1/documents/%zz');
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { detail: 'Bad request' });
    assert.ok(response.headers.get('x-request-id'));
  });

  test('malformed JSON answers 400 with detail, never 500', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.post('/api/v1/projects', { headers: { 'content-type': 'application/json' }, body: '{"name": ' });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { detail: 'Malformed JSON body' });
  });

  test('malformed JSON on the token endpoint answers 400', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'POST', '/api/v1/auth/token', { headers: { 'content-type': 'application/json' }, body: 'not json' });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { detail: 'Malformed JSON body' });
  });

  test('a JSON body that is not an object answers 422 at body', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.post('/api/v1/projects', { json: ['name'] });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body.detail[0].loc, ['body']);
  });

  test('an unexpected failure answers 500 Internal server error without internals', async (t) => {
    const { url, storage } = await startServer(t);
    const admin = await clientFor(url);
    t.mock.method(storage.projects, 'listVisible', async () => {
      throw new Error('SQLITE_CORRUPT: secret internals at /srv/db');
    });
    const response = await admin.get('/api/v1/projects');
    assert.equal(response.status, 500);
    assert.deepEqual(response.body, { detail: 'Internal server error' });
    assert.doesNotMatch(response.text, /SQLITE|srv|at /);
  });
});

describe('health', () => {
  test('GET /healthz answers 200 without authentication', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'GET', '/healthz');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { status: 'ok' });
  });

  test('GET /readyz answers 200 when the database answers and 503 when it does not', async (t) => {
    const { url, storage } = await startServer(t);
    assert.equal((await request(url, 'GET', '/readyz')).status, 200);
    t.mock.method(storage, 'ping', async () => {
      throw new Error('database is locked');
    });
    const down = await request(url, 'GET', '/readyz');
    assert.equal(down.status, 503);
    assert.deepEqual(down.body, { detail: 'Database unavailable' });
  });
});

describe('OpenAPI and docs', () => {
  test('GET /openapi.json is OpenAPI 3.1 and lists the ten spec endpoints', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'GET', '/openapi.json');
    assert.equal(response.status, 200);
    const spec = response.body;
    assert.equal(spec.openapi, '3.1.0');
    assert.equal(typeof spec.info.title, 'string');
    const endpoints = [
      ['post', '/api/v1/auth/token'],
      ['get', '/api/v1/projects'],
      ['post', '/api/v1/projects'],
      ['get', '/api/v1/projects/{id}'],
      ['post', '/api/v1/documents'],
      ['get', '/api/v1/documents'],
      ['get', '/api/v1/documents/{id}'],
      ['get', '/api/v1/documents/{id}/report'],
      ['get', '/api/v1/documents/{id}/obligations'],
      ['delete', '/api/v1/documents/{id}'],
    ];
    for (const [method, path] of endpoints) assert.ok(spec.paths[path]?.[method], `${method.toUpperCase()} ${path}`);
    const upload = spec.paths['/api/v1/documents'].post;
    assert.ok(upload.requestBody.content['multipart/form-data']);
    assert.ok(upload.responses['202']);
    assert.ok(spec.paths['/api/v1/projects'].post.responses['422']);
  });

  test('every $ref in /openapi.json resolves', async (t) => {
    const { url } = await startServer(t);
    const spec = (await request(url, 'GET', '/openapi.json')).body;
    const refs = [...JSON.stringify(spec).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of refs) {
      const target = ref.split('/').reduce<any>((node, key) => node?.[key.replace(/~1/g, '/')], spec);
      assert.ok(target, ref);
    }
  });

  test('GET /api/docs serves HTML whose assets are all local', async (t) => {
    const { url } = await startServer(t);
    const page = await fetch(new URL('/api/docs', url));
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const html = await page.text();
    assert.doesNotMatch(html, /(src|href)="https?:\/\//);
    const initializer = await request(url, 'GET', '/api/docs/static/swagger-initializer.js');
    assert.equal(initializer.status, 200);
    assert.doesNotMatch(initializer.text, /url: "https?:|validatorUrl: "https?:/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(assets.length > 0);
    for (const asset of assets) {
      const response = await fetch(new URL(asset, new URL('/api/docs/', url)));
      await response.arrayBuffer(); // an unread body would hold the connection open past the test
      assert.equal(response.status, 200, asset);
    }
  });
});

describe('console hosting', () => {
  test('serves web/dist at / with an SPA fallback for client routes, and JSON 404s under /api', async (t) => {
    const consoleDir = await mkdtemp(join(tmpdir(), 'clausewise-console-'));
    t.after(() => rm(consoleDir, { recursive: true, force: true }));
    await mkdir(join(consoleDir, 'assets'));
    await writeFile(join(consoleDir, 'index.html'), '<!doctype html><title>Clausewise</title>');
    await writeFile(join(consoleDir, 'assets', 'app.js'), 'console.log(1)');
    const server = await startServer(t);
    // A second app over the same storage, pointed at this console build.
    const app = await buildApp({
      config: server.config,
      storage: server.storage,
      blobs: server.blobs,
      analysisModes: server.engines.analysis,
      embedder: server.engines.embedder,
      detectFileType: () => ({ fileType: 'txt' }),
      logger: server.logger,
      consoleDir,
    });
    t.after(() => app.close());
    const root = await app.inject({ method: 'GET', url: '/' });
    assert.equal(root.statusCode, 200);
    assert.match(root.body, /<title>Clausewise/);
    assert.equal((await app.inject({ method: 'GET', url: '/assets/app.js' })).body, 'console.log(1)');
    const clientRoute = await app.inject({ method: 'GET', url: '/projects/123/documents' });
    assert.equal(clientRoute.statusCode, 200);
    assert.match(String(clientRoute.headers['content-type']), /text\/html/);
    const api = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    assert.equal(api.statusCode, 404);
    assert.deepEqual(api.json(), { detail: 'Not found' });
  });
});
