// The typed client of packages/client (issue #14): its types are what the running server's /openapi.json
// generates (drift check), and it runs the typical flow: token, project, upload, wait, report, obligations.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import { ClausewiseError, createClausewiseClient } from '../../packages/client/src/index.ts';
import { CLIENT_TYPES_FILE, generateClientTypes } from '../../scripts/lib/client-types.ts';
import { SAMPLE_CONTRACT } from '../helpers/builders.ts';
import { ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET, startServer } from '../helpers/start-server.ts';

describe('packages/client', () => {
  test('its committed types are what the server’s /openapi.json generates (run npm run generate:client when this fails)', async (t) => {
    const server = await startServer(t);
    const spec = (await fetch(`${server.url}/openapi.json`).then((r) => r.json())) as object;
    assert.equal(await readFile(CLIENT_TYPES_FILE, 'utf8'), await generateClientTypes(spec));
  });

  test('runs the typical flow: upload from a stream, wait for the pipeline, read the report and obligations', async (t) => {
    const server = await startServer(t, { workers: true });
    const client = createClausewiseClient({ baseUrl: server.url, clientId: ADMIN_CLIENT_ID, clientSecret: ADMIN_CLIENT_SECRET });
    const project = await client.createProject('Typed client matter');
    const uploaded = await client.upload(project.id, Readable.from([Buffer.from(SAMPLE_CONTRACT)]), 'contract.txt');
    const seen: string[] = [];
    const document = await client.waitForDocument(uploaded.id, { onStatus: (status) => seen.push(status) });
    assert.equal(document.pipeline_status, 'complete');
    // Every stage, as only the event stream reports them (polling every 5 s would skip most).
    assert.deepEqual(seen, ['queued', 'extracting', 'classifying', 'playbook', 'analyzing', 'embedding', 'storing', 'complete']);
    assert.equal((await client.report(uploaded.id)).document_id, uploaded.id);
    assert.ok(Array.isArray(await client.obligations(uploaded.id)));
  });

  test('waits by polling where the server has no event stream', async (t) => {
    const server = await startServer(t, { workers: true });
    const withoutEvents: typeof fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/api/v1/events')
        ? Response.json({ detail: 'Not Found' }, { status: 404 })
        : fetch(input, init);
    const client = createClausewiseClient({ baseUrl: server.url, clientId: ADMIN_CLIENT_ID, clientSecret: ADMIN_CLIENT_SECRET, fetch: withoutEvents });
    const project = await client.createProject('Polling matter');
    const uploaded = await client.upload(project.id, Buffer.from(SAMPLE_CONTRACT), 'contract.txt');
    const seen: string[] = [];
    const document = await client.waitForDocument(uploaded.id, { intervalMs: 50, onStatus: (status) => seen.push(status) });
    assert.equal(document.pipeline_status, 'complete');
    assert.equal(seen.at(-1), 'complete');
  });

  test("follows a project's events as they happen", async (t) => {
    const server = await startServer(t);
    const client = createClausewiseClient({ baseUrl: server.url, clientId: ADMIN_CLIENT_ID, clientSecret: ADMIN_CLIENT_SECRET });
    const project = await client.createProject('Event matter');
    const stop = new AbortController();
    // From the start of the log (the project is new): no race between connecting and uploading.
    const events = client.events({ projectId: project.id, after: '0', signal: stop.signal });
    const first = events.next();
    const uploaded = await client.upload(project.id, Buffer.from(SAMPLE_CONTRACT), 'contract.txt');
    const { value } = await first;
    stop.abort();
    assert.deepEqual([value?.type, value?.data.document_id, value?.data.status], ['document.status_changed', uploaded.id, 'queued']);
  });

  test('errors carry the API’s status and detail', async (t) => {
    const server = await startServer(t);
    const client = createClausewiseClient({ baseUrl: server.url, clientId: ADMIN_CLIENT_ID, clientSecret: ADMIN_CLIENT_SECRET });
    await assert.rejects(client.report('00000000-0000-4000-8000-000000000000'), (error: unknown) => {
      assert.ok(error instanceof ClausewiseError);
      assert.equal(error.status, 404);
      assert.equal(error.detail, 'Document not found');
      return true;
    });
  });

  test('renews its token when the server refuses it, and the call goes through', async (t) => {
    const server = await startServer(t);
    let tokenRequests = 0;
    let spoilNextCall = false;
    // A transport that spoils one call's token, as an expired or rotated token would be refused.
    const transport: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/auth/token')) tokenRequests++;
      else if (spoilNextCall) {
        spoilNextCall = false;
        const headers = new Headers(init?.headers);
        headers.set('authorization', 'Bearer not-a-valid-token');
        return fetch(input, { ...init, headers });
      }
      return fetch(input, init);
    };
    const client = createClausewiseClient({ baseUrl: server.url, clientId: ADMIN_CLIENT_ID, clientSecret: ADMIN_CLIENT_SECRET, fetch: transport });
    await client.createProject('First');
    spoilNextCall = true;
    assert.equal((await client.createProject('Second')).name, 'Second');
    assert.equal(tokenRequests, 2, 'one token, then one renewal');
  });
});
