// GET /api/v1/events (issue #14): document events as Server-Sent Events, resumable, walls applied.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, newUser, uploadDocument } from '../helpers/builders.ts';
import { openEventStream } from '../helpers/event-stream.ts';

const STAGES = ['queued', 'extracting', 'classifying', 'playbook', 'analyzing', 'embedding', 'storing', 'complete'];

describe('event stream', () => {
  test("streams a document's status changes from its upload to its completion, in order", async (t) => {
    const server = await startServer(t, { workers: true });
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    const document = await uploadDocument(admin, project.id);
    const stream = await openEventStream(server.url, admin.token, `?document_id=${document.id}`);
    t.after(() => stream.close());
    assert.equal(stream.status, 200);
    assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
    const events = await stream.take(STAGES.length + 1);
    assert.deepEqual(
      events.map((e) => [e.type, e.data.status]),
      [...STAGES.map((status) => ['document.status_changed', status]), ['document.completed', 'complete']],
    );
    assert.deepEqual(events[1]!.data, { document_id: document.id, project_id: project.id, filename: 'contract.txt', status: 'extracting', previous_status: 'queued', error_message: null });
    for (const event of events) assert.deepEqual([event.sseId, event.sseEvent], [event.id, event.type]);
  });

  test('resumes after Last-Event-ID (or `after`) with exactly the events that followed', async (t) => {
    const server = await startServer(t, { workers: true });
    const admin = await clientFor(server.url);
    const document = await uploadDocument(admin, (await newProject(admin)).id);
    const first = await openEventStream(server.url, admin.token, `?document_id=${document.id}`);
    const all = await first.take(STAGES.length + 1);
    first.close();
    const resumed = await openEventStream(server.url, admin.token, `?document_id=${document.id}`, { 'last-event-id': all[5]!.id });
    t.after(() => resumed.close());
    assert.deepEqual((await resumed.take(3)).map((e) => e.id), all.slice(6).map((e) => e.id));
    const byQuery = await openEventStream(server.url, admin.token, `?document_id=${document.id}&after=${all.at(-2)!.id}`);
    t.after(() => byQuery.close());
    assert.deepEqual((await byQuery.take(1)).map((e) => e.id), [all.at(-1)!.id]);
  });

  test('never sends events about a project walled off from the caller', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const insider = await newUser(server.url, admin, 'member');
    const outsider = await newUser(server.url, admin, 'member');
    const walled = await newProject(admin);
    const open = await newProject(admin);
    const wall = await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: walled.id, allowed_user_ids: [insider.id] } });
    assert.equal(wall.status, 201, wall.text);
    const stream = await openEventStream(server.url, outsider.client.token);
    t.after(() => stream.close());
    // The walled upload comes first: had it leaked, it would arrive before the open one.
    await uploadDocument(insider.client, walled.id);
    const openDocument = await uploadDocument(admin, open.id);
    const [event] = await stream.take(1);
    assert.equal(event!.data.document_id, openDocument.id);
    assert.equal((await openEventStream(server.url, outsider.client.token, `?project_id=${walled.id}`)).status, 403);
  });

  test('answers 404 for a project that does not exist and 422 for a malformed Last-Event-ID', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const missing = await openEventStream(server.url, admin.token, '?project_id=00000000-0000-4000-8000-000000000000');
    assert.equal(missing.status, 404);
    const malformed = await openEventStream(server.url, admin.token, '', { 'last-event-id': 'yesterday' });
    assert.equal(malformed.status, 422);
  });

  test('sends heartbeat comments on an idle stream', async (t) => {
    const server = await startServer(t, { env: { CLAUSEWISE_EVENT_HEARTBEAT_MS: '100' } });
    const admin = await clientFor(server.url);
    const controller = new AbortController();
    t.after(() => controller.abort());
    const response = await fetch(`${server.url}/api/v1/events`, { headers: { authorization: `Bearer ${admin.token}` }, signal: controller.signal });
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      if (text.includes('\n: keep-alive\n\n')) break;
    }
    assert.match(text, /^retry: \d+\n\n: keep-alive\n\n/);
  });

  test('ends the stream of a credential revoked while it was open', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const member = await newUser(server.url, admin, 'member');
    const project = await newProject(admin);
    const stream = await openEventStream(server.url, member.client.token, `?project_id=${project.id}`);
    t.after(() => stream.close());
    assert.equal((await admin.delete(`/api/v1/admin/credentials/${member.credentialId}`)).status, 204);
    await uploadDocument(admin, project.id);
    await assert.rejects(stream.take(1), /ended/);
  });

  test('ends open streams when the server closes', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const stream = await openEventStream(server.url, admin.token);
    await server.close();
    await assert.rejects(stream.take(1), /ended|terminated/);
  });
});
