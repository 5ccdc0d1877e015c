// Webhook subscriptions (issue #14): signed deliveries to a real receiver, retries after a failure, nothing
// after deletion, nothing about a project walled off from the subscriber, and refused private targets.

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, test, type TestContext } from 'node:test';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, newUser, uploadDocument } from '../helpers/builders.ts';
import { startWebhookReceiver, type ReceivedRequest } from '../helpers/webhook-receiver.ts';

const DELIVERING = { CLAUSEWISE_WEBHOOK_ALLOW_PRIVATE: 'true', CLAUSEWISE_WEBHOOK_RETRY_BASE_MS: '50' };

/** The Standard Webhooks check, written out here independently of the server's code. */
function signatureIsValid(secret: string, request: ReceivedRequest): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${request.headers['webhook-id']}.${request.headers['webhook-timestamp']}.${request.body}`;
  const expected = `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  return request.headers['webhook-signature']!.split(' ').includes(expected);
}

async function deliveringServer(t: TestContext) {
  const server = await startServer(t, { workers: true, env: DELIVERING });
  const admin = await clientFor(server.url);
  return { server, admin, project: await newProject(admin) };
}

const completedFor = (documentId: string) => (received: ReceivedRequest[]) =>
  received.some((r) => r.json?.type === 'document.completed' && r.json.data.document_id === documentId);

describe('webhooks', () => {
  test('delivers signed events and retries a delivery the receiver refused, under the same id', async (t) => {
    const { admin, project } = await deliveringServer(t);
    const receiver = await startWebhookReceiver(t, (_path, count) => (count === 1 ? 500 : 204));
    const created = await admin.post(`/api/v1/projects/${project.id}/webhooks`, { json: { url: `${receiver.url}/hook`, events: ['document.completed'] } });
    assert.equal(created.status, 201, created.text);
    assert.match(created.body.secret, /^whsec_[A-Za-z0-9+/]+=*$/);
    const document = await uploadDocument(admin, project.id);
    const [refused, accepted] = await receiver.until((received) => received.length >= 2);
    for (const request of [refused!, accepted!]) {
      assert.ok(signatureIsValid(created.body.secret, request), 'signature verifies');
      assert.equal(request.headers['content-type'], 'application/json');
      assert.ok(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000) < 300);
    }
    assert.equal(accepted!.headers['webhook-id'], refused!.headers['webhook-id']);
    assert.equal(accepted!.body, refused!.body);
    assert.deepEqual(
      { ...accepted!.json, created_at: undefined },
      {
        id: accepted!.headers['webhook-id'],
        type: 'document.completed',
        created_at: undefined,
        data: { document_id: document.id, project_id: project.id, filename: 'contract.txt', status: 'complete', previous_status: 'storing', error_message: null },
      },
    );
    assert.equal(signatureIsValid('whsec_' + Buffer.from('another secret').toString('base64'), accepted!), false);

    const log = await admin.get(`/api/v1/projects/${project.id}/webhooks/${created.body.id}/deliveries`);
    assert.equal(log.status, 200, log.text);
    assert.deepEqual(
      log.body.map((d: any) => [d.event_id, d.event_type, d.attempt, d.status_code, d.outcome]),
      [
        [accepted!.json.id, 'document.completed', 2, 204, 'delivered'],
        [accepted!.json.id, 'document.completed', 1, 500, 'retrying'],
      ],
    );
  });

  test('gives up once the retry window has passed, and logs attempts that got no answer', async (t) => {
    const server = await startServer(t, {
      workers: true,
      env: { ...DELIVERING, CLAUSEWISE_WEBHOOK_RETRY_WINDOW_MS: '1000', CLAUSEWISE_WEBHOOK_TIMEOUT_MS: '200' },
    });
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    const receiver = await startWebhookReceiver(t, (path) => (path === '/silent' ? 'hang' : 503));
    const subscribe = async (path: string) =>
      (await admin.post(`/api/v1/projects/${project.id}/webhooks`, { json: { url: `${receiver.url}${path}`, events: ['document.completed'] } })).body;
    const refusing = await subscribe('/refusing');
    const silent = await subscribe('/silent');
    await uploadDocument(admin, project.id);
    const logOf = async (webhook: { id: string }) => (await admin.get(`/api/v1/projects/${project.id}/webhooks/${webhook.id}/deliveries`)).body as any[];
    const settled = async (webhook: { id: string }) => {
      for (let log = await logOf(webhook); ; log = await logOf(webhook)) {
        if (log[0]?.outcome === 'failed') return log;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const refused = await settled(refusing);
    assert.ok(refused.length >= 2, 'retried before giving up');
    assert.deepEqual(refused.map((d) => d.attempt), refused.map((_, i) => refused.length - i));
    assert.ok(refused.every((d) => d.status_code === 503));
    assert.ok(refused.slice(1).every((d) => d.outcome === 'retrying'));
    const [unanswered] = await settled(silent);
    assert.deepEqual([unanswered.status_code, unanswered.error], [null, 'no answer within 200 ms']);
  });

  test('sends nothing to a deleted subscription', async (t) => {
    const { admin, project } = await deliveringServer(t);
    const receiver = await startWebhookReceiver(t);
    const subscribe = async (path: string) =>
      (await admin.post(`/api/v1/projects/${project.id}/webhooks`, { json: { url: `${receiver.url}${path}`, events: ['document.completed'] } })).body;
    const deleted = await subscribe('/deleted');
    await subscribe('/control');
    assert.equal((await admin.delete(`/api/v1/projects/${project.id}/webhooks/${deleted.id}`)).status, 204);
    assert.equal((await admin.delete(`/api/v1/projects/${project.id}/webhooks/${deleted.id}`)).status, 404);
    const document = await uploadDocument(admin, project.id);
    await receiver.until(completedFor(document.id));
    assert.deepEqual(receiver.received.map((r) => r.path), ['/control']);
    assert.deepEqual((await admin.get(`/api/v1/projects/${project.id}/webhooks`)).body.map((w: any) => w.url), [`${receiver.url}/control`]);
  });

  test('sends nothing about a project once a wall hides it from the subscriber', async (t) => {
    const { server, admin, project } = await deliveringServer(t);
    const insider = await newUser(server.url, admin, 'member');
    const outsider = await newUser(server.url, admin, 'member');
    const receiver = await startWebhookReceiver(t);
    const subscribe = async (client: typeof admin, path: string) =>
      assert.equal((await client.post(`/api/v1/projects/${project.id}/webhooks`, { json: { url: `${receiver.url}${path}` } })).status, 201);
    await subscribe(outsider.client, '/outsider');
    await subscribe(insider.client, '/insider');
    const wall = await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [insider.id] } });
    assert.equal(wall.status, 201, wall.text);
    const document = await uploadDocument(insider.client, project.id);
    await receiver.until(completedFor(document.id));
    assert.ok(receiver.received.length > 0);
    assert.ok(receiver.received.every((r) => r.path === '/insider'));
    assert.equal((await outsider.client.get(`/api/v1/projects/${project.id}/webhooks`)).status, 403);
  });

  test('lets members and admins manage subscriptions, not viewers, and never lists the secret', async (t) => {
    const server = await startServer(t, { env: DELIVERING });
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    const viewer = await newUser(server.url, admin, 'viewer');
    const member = await newUser(server.url, admin, 'member');
    const url = `/api/v1/projects/${project.id}/webhooks`;
    assert.equal((await viewer.client.post(url, { json: { url: 'https://hooks.example.com/x' } })).status, 403);
    assert.equal((await viewer.client.get(url)).status, 403);
    const created = await member.client.post(url, { json: { url: 'https://hooks.example.com/x' } });
    assert.equal(created.status, 201, created.text);
    assert.deepEqual(created.body.events, ['document.status_changed', 'document.completed', 'document.failed', 'document.deleted']);
    assert.equal(created.body.created_by, member.id);
    const listed = await admin.get(url);
    assert.deepEqual(listed.body, [{ ...created.body, secret: undefined }].map(({ secret: _, ...rest }) => rest));
    assert.equal((await admin.get(`/api/v1/projects/00000000-0000-4000-8000-000000000000/webhooks`)).status, 404);
  });

  test('refuses invalid targets, and loopback or private ones unless allowed', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    const create = (body: unknown) => admin.post(`/api/v1/projects/${project.id}/webhooks`, { json: body });
    for (const target of ['http://127.0.0.1:9/x', 'http://[::1]/x', 'http://10.1.2.3/x', 'http://169.254.169.254/latest/meta-data', 'http://localhost:8000/', 'http://[::ffff:127.0.0.1]/']) {
      const refused = await create({ url: target });
      assert.equal(refused.status, 422, `${target}: ${refused.text}`);
      assert.deepEqual(refused.body.detail[0].loc, ['body', 'url']);
    }
    assert.equal((await create({ url: 'ftp://hooks.example.com/x' })).status, 422);
    assert.equal((await create({ url: 'not a url' })).status, 422);
    assert.equal((await create({ url: 'https://hooks.example.com/x', events: ['document.exploded'] })).status, 422);
    assert.equal((await create({ url: 'https://hooks.example.com/x', events: [] })).status, 422);
  });
});
