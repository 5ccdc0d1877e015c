// HTTP conventions stock clients and proxies rely on (issue #13): cheap polling with ETag/304 and Retry-After,
// compression, CORS only for configured origins, 405 with Allow, and proxy headers only when trusted.

import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { clientFor } from '../helpers/client.ts';
import { newProject, uploadDocument } from '../helpers/builders.ts';
import { type TestServer, startServer } from '../helpers/start-server.ts';

async function bearer(server: TestServer) {
  const admin = await clientFor(server.url);
  return { admin, headers: { authorization: `Bearer ${admin.token}` } };
}

/** A stored report of about `kilobytes` KB, as the pipeline's last stage would write it. */
async function storeLargeReport(server: TestServer, documentId: string, kilobytes: number) {
  const text = 'The Supplier shall deliver the Products in accordance with the Specifications and the delivery schedule. '.repeat(10);
  const clauses = Array.from({ length: Math.ceil((kilobytes * 1024) / text.length) }, (_, i) => ({
    type: 'Warranty' as const,
    risk_level: 'low' as const,
    text,
    analysis: `Clause ${i}.`,
    recommendation: 'Keep.',
    start: 0,
    end: text.length,
    page: 1,
    engine: 'local',
  }));
  await server.storage.reports.saveWithObligations(
    { id: randomUUID(), documentId, reportType: 'contract_analysis', overallRisk: 'low', executiveSummary: 'Large.', clauses, missingClauses: [], playbookVersion: 1, analysisMode: 'local', model: null, ourSide: null, },
    [],
  );
  await server.storage.documents.setStatus(documentId, 'complete', { completedAt: '2024-02-01T10:00:00Z' });
}

describe('cheap polling', () => {
  test('a second poll of an unchanged document answers 304 without a body', async (t) => {
    const server = await startServer(t);
    const { admin, headers } = await bearer(server);
    const document = await uploadDocument(admin, (await newProject(admin)).id);
    const first = await fetch(`${server.url}/api/v1/documents/${document.id}`, { headers });
    assert.equal(first.status, 200);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[A-Za-z0-9_-]+"$/);
    // The validator is the SHA-256 of the JSON body, base64url (the same value however it is computed).
    assert.equal(etag, `"${createHash('sha256').update(await first.text()).digest('base64url')}"`);
    assert.equal(first.headers.get('cache-control'), 'private, no-cache');
    const second = await fetch(`${server.url}/api/v1/documents/${document.id}`, { headers: { ...headers, 'if-none-match': etag! } });
    assert.equal(second.status, 304);
    assert.equal(await second.text(), '');
  });

  test('a changed document answers 200 with a new ETag', async (t) => {
    const server = await startServer(t);
    const { admin, headers } = await bearer(server);
    const document = await uploadDocument(admin, (await newProject(admin)).id);
    const etag = (await fetch(`${server.url}/api/v1/documents/${document.id}`, { headers })).headers.get('etag')!;
    await server.storage.documents.setStatus(document.id, 'extracting');
    const again = await fetch(`${server.url}/api/v1/documents/${document.id}`, { headers: { ...headers, 'if-none-match': etag } });
    assert.equal(again.status, 200);
    assert.notEqual(again.headers.get('etag'), etag);
  });

  test('the upload and reads of a document in the pipeline say to poll again in 5 seconds', async (t) => {
    const server = await startServer(t);
    const { admin, headers } = await bearer(server);
    const project = await newProject(admin);
    const form = new FormData();
    form.set('project_id', project.id);
    form.set('file', new Blob(['SERVICES AGREEMENT\n\nThe parties agree.']), 'contract.txt');
    const upload = await fetch(`${server.url}/api/v1/documents`, { method: 'POST', headers, body: form });
    assert.equal(upload.status, 202);
    assert.equal(upload.headers.get('retry-after'), '5');
    const { id } = (await upload.json()) as { id: string };
    assert.equal((await fetch(`${server.url}/api/v1/documents/${id}`, { headers })).headers.get('retry-after'), '5');
  });

  test('a finished document carries no Retry-After', async (t) => {
    const server = await startServer(t);
    const { admin, headers } = await bearer(server);
    const document = await uploadDocument(admin, (await newProject(admin)).id);
    await server.storage.documents.setStatus(document.id, 'failed', { errorMessage: 'extracting: the file is empty' });
    assert.equal((await fetch(`${server.url}/api/v1/documents/${document.id}`, { headers })).headers.get('retry-after'), null);
  });
});

describe('compression', () => {
  test('a 40 KB report arrives compressed when the client accepts gzip', async (t) => {
    const server = await startServer(t);
    const { admin, headers } = await bearer(server);
    const document = await uploadDocument(admin, (await newProject(admin)).id);
    await storeLargeReport(server, document.id, 40);
    const response = await fetch(`${server.url}/api/v1/documents/${document.id}/report`, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.ok(((await response.json()) as { clauses: unknown[] }).clauses.length > 0);
  });

  test('a small body is sent as it is', async (t) => {
    const server = await startServer(t);
    const response = await fetch(`${server.url}/healthz`, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(response.headers.get('content-encoding'), null);
  });
});

describe('CORS', () => {
  const ORIGIN = 'https://contracts.example.com';
  const preflight = (server: TestServer, origin: string) =>
    fetch(`${server.url}/api/v1/projects`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  test('a preflight from an allowed origin succeeds', async (t) => {
    const server = await startServer(t, { env: { CLAUSEWISE_CORS_ORIGINS: `${ORIGIN}, https://other.example.com` } });
    const response = await preflight(server, ORIGIN);
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), ORIGIN);
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /Authorization/i);
  });

  test('a preflight from another origin gets no permission', async (t) => {
    const server = await startServer(t, { env: { CLAUSEWISE_CORS_ORIGINS: ORIGIN } });
    const response = await preflight(server, 'https://evil.example.net');
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });

  test('CORS is off by default', async (t) => {
    const server = await startServer(t);
    const response = await fetch(`${server.url}/healthz`, { headers: { origin: ORIGIN } });
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });
});

describe('methods', () => {
  test('a known path with the wrong method answers 405 with Allow', async (t) => {
    const server = await startServer(t);
    const { headers } = await bearer(server);
    const response = await fetch(`${server.url}/api/v1/documents/${randomUUID()}`, { method: 'POST', headers });
    assert.equal(response.status, 405);
    assert.deepEqual(response.headers.get('allow')?.split(', ').sort(), ['DELETE', 'GET', 'HEAD']);
    assert.deepEqual(await response.json(), { detail: 'Method not allowed' });
  });

  test('an unknown path still answers 404', async (t) => {
    const server = await startServer(t);
    const response = await fetch(`${server.url}/api/v1/nowhere`, { method: 'POST' });
    assert.equal(response.status, 404);
  });
});

describe('proxies', () => {
  async function nextLink(server: TestServer) {
    const { admin, headers } = await bearer(server);
    await newProject(admin);
    await newProject(admin);
    const response = await fetch(`${server.url}/api/v1/projects?limit=1`, {
      headers: { ...headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'clausewise.example.com' },
    });
    return response.headers.get('link') ?? '';
  }

  test('Link URLs use the forwarded scheme and host when the proxy is trusted', async (t) => {
    const server = await startServer(t, { env: { CLAUSEWISE_TRUST_PROXY: 'true' } });
    assert.match(await nextLink(server), /^<https:\/\/clausewise\.example\.com\/api\/v1\/projects\?/);
  });

  test('forwarded headers are ignored when no proxy is trusted', async (t) => {
    const server = await startServer(t);
    assert.match(await nextLink(server), /^<http:\/\/127\.0\.0\.1:\d+\/api\/v1\/projects\?/);
  });
});

describe('media types', () => {
  test('a text/plain body to a JSON route answers 415 in the spec shape', async (t) => {
    const server = await startServer(t);
    const { headers } = await bearer(server);
    const response = await fetch(`${server.url}/api/v1/projects`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: 'name=x' });
    assert.equal(response.status, 415);
    assert.equal(typeof ((await response.json()) as { detail: unknown }).detail, 'string');
  });
});
