// Events come from the database, not from the process that made the change (issue #14): an API process that
// runs no pipeline streams what a separate worker runtime does, and webhook deliveries queued while no worker
// ran are sent once one starts.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pino } from 'pino';
import { startRuntime } from '../../src/runtime.ts';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, uploadDocument } from '../helpers/builders.ts';
import { createFakeHttpEngines } from '../helpers/fake-engines.ts';
import { openEventStream } from '../helpers/event-stream.ts';
import { startWebhookReceiver } from '../helpers/webhook-receiver.ts';

describe('events across processes', () => {
  test('an API without workers streams the statuses a separate worker runtime sets, and its queued webhooks get sent', async (t) => {
    const api = await startServer(t, { workers: false, env: { CLAUSEWISE_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    const admin = await clientFor(api.url);
    const project = await newProject(admin);
    const receiver = await startWebhookReceiver(t);
    const created = await admin.post(`/api/v1/projects/${project.id}/webhooks`, { json: { url: `${receiver.url}/hook`, events: ['document.completed'] } });
    assert.equal(created.status, 201, created.text);
    const document = await uploadDocument(admin, project.id);
    const stream = await openEventStream(api.url, admin.token, `?document_id=${document.id}`);
    t.after(() => stream.close());
    assert.equal((await stream.take(1))[0]!.data.status, 'queued');

    // The pipeline and the webhook dispatcher run elsewhere, on the same database.
    const worker = await startRuntime(api.config, { listen: false, workers: true, logger: pino({ level: 'silent' }), engines: createFakeHttpEngines() });
    t.after(() => worker.close());
    const rest = await stream.take(8);
    assert.deepEqual(rest.map((e) => e.type).slice(-2), ['document.status_changed', 'document.completed']);
    assert.equal(rest.at(-1)!.data.status, 'complete');
    const [delivery] = await receiver.until((received) => received.length >= 1);
    assert.equal(delivery!.json.data.document_id, document.id);
    assert.equal(delivery!.headers['webhook-id'], rest.at(-1)!.id);
  });
});
