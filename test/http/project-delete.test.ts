// DELETE /api/v1/projects/{id} (issue #15): admins only, walls apply, everything in the project goes in one
// transaction (documents with their files, text, report, obligations, vectors; walls, playbooks, webhooks,
// feeds, events), and an upload racing the delete answers 404 without leaving a file behind.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { listBlobFiles } from '../helpers/blobs.ts';
import { newProject, newUser, uploadDocument, uploadForm, waitUntilProcessed } from '../helpers/builders.ts';

describe('deleting a project', () => {
  test('an admin deletes a project with everything in it; its name is free again and a second DELETE answers 404', async (t) => {
    const server = await startServer(t, { workers: true });
    const admin = await clientFor(server.url);
    const project = await newProject(admin, 'Matter to close');
    const kept = await newProject(admin, 'Matter to keep');
    const documents = [await uploadDocument(admin, project.id), await uploadDocument(admin, project.id)];
    const other = await uploadDocument(admin, kept.id);
    for (const document of [...documents, other]) assert.equal((await waitUntilProcessed(admin, document.id)).pipeline_status, 'complete');
    const member = await newUser(server.url, admin, 'member');
    const wall = (await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [member.id, (await admin.get('/api/v1/me')).body.id] } })).body;
    assert.equal((await admin.put(`/api/v1/projects/${project.id}/playbook`, { json: (await admin.get(`/api/v1/projects/${project.id}/playbook`)).body.playbook })).status, 200);
    assert.equal((await admin.post(`/api/v1/projects/${project.id}/calendar-feeds`)).status, 201);
    assert.equal((await listBlobFiles(server)).length, 3);

    const response = await admin.delete(`/api/v1/projects/${project.id}`);
    assert.equal(response.status, 204);
    assert.equal(response.text, '');

    assert.equal((await admin.get(`/api/v1/projects/${project.id}`)).status, 404);
    assert.equal((await admin.get(`/api/v1/projects/${project.id}/playbook`)).status, 404);
    assert.equal((await admin.delete(`/api/v1/projects/${project.id}`)).status, 404);
    for (const document of documents) {
      for (const path of ['', '/text', '/report', '/obligations']) {
        assert.equal((await admin.get(`/api/v1/documents/${document.id}${path}`)).status, 404, path);
      }
    }
    assert.deepEqual((await admin.get('/api/v1/projects')).body.map((p: { id: string }) => p.id), [kept.id]);
    assert.deepEqual((await admin.get('/api/v1/documents')).body.map((d: { id: string }) => d.id), [other.id]);
    const hits = (await admin.get('/api/v1/search?q=governing%20law%20delaware')).body as { project_id: string }[];
    assert.ok(hits.every((hit) => hit.project_id === kept.id));
    assert.equal((await admin.get('/api/v1/admin/ethical-walls')).body.some((w: { id: string }) => w.id === wall.id), false);
    assert.equal((await listBlobFiles(server)).length, 1);
    const { storage } = server;
    for (const document of documents) {
      assert.equal(await storage.texts.get(document.id), undefined);
      assert.equal(await storage.reports.getByDocument(document.id), undefined);
      assert.deepEqual(await storage.obligations.listByDocument(document.id), []);
    }
    assert.equal((await storage.playbooks.listVersions(project.id)).length, 0);
    // The event history of the matter leaves with it (its wall did too: it would otherwise become readable by all).
    const events = await storage.events.listVisibleAfter({ userId: randomUUID() }, { projectId: project.id }, 0, 100);
    assert.deepEqual(events, []);
    // The name can be used again; the other project is untouched.
    assert.equal((await admin.post('/api/v1/projects', { json: { name: 'Matter to close' } })).status, 201);
    assert.equal((await admin.get(`/api/v1/documents/${other.id}/report`)).status, 200);
  });

  test('only admins delete projects: members and viewers get 403 and nothing is deleted', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const project = await newProject(admin);
    for (const role of ['member', 'viewer'] as const) {
      const user = await newUser(url, admin, role);
      const response = await user.client.delete(`/api/v1/projects/${project.id}`);
      assert.equal(response.status, 403, role);
      assert.deepEqual(response.body, { detail: 'You do not have permission to access this resource' });
    }
    assert.equal((await admin.get(`/api/v1/projects/${project.id}`)).status, 200);
  });

  test('a wall applies to admins: one it keeps out gets the wall answer and deletes nothing; one behind it deletes', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const outsider = await newUser(url, admin, 'admin');
    const insider = await newUser(url, admin, 'admin');
    const project = await newProject(admin);
    await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [insider.id] } });
    const refused = await outsider.client.delete(`/api/v1/projects/${project.id}`);
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { detail: 'Access denied by ethical wall policy' });
    assert.equal((await insider.client.get(`/api/v1/projects/${project.id}`)).status, 200);
    assert.equal((await insider.client.delete(`/api/v1/projects/${project.id}`)).status, 204);
    assert.equal((await insider.client.get(`/api/v1/projects/${project.id}`)).status, 404);
  });

  test('an unknown project answers 404 and a malformed id 422', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    assert.equal((await admin.delete(`/api/v1/projects/${randomUUID()}`)).status, 404);
    assert.equal((await admin.delete('/api/v1/projects/not-a-uuid')).status, 422);
  });

  test('an upload racing the delete either lands before it (and is deleted with it) or answers 404; no file is left', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const statuses = new Set<number>();
    for (let round = 0; round < 16; round++) {
      const project = await newProject(admin);
      const upload = admin.post('/api/v1/documents', { form: uploadForm(project.id, 'x'.repeat(round * 8_000 + 100)) });
      // Delays from none to a few tens of milliseconds, so the delete lands before, during and after the upload.
      const deletion = sleep(round * 4).then(() => admin.delete(`/api/v1/projects/${project.id}`));
      const [uploaded, deleted] = await Promise.all([upload, deletion]);
      assert.equal(deleted.status, 204);
      assert.ok([202, 404].includes(uploaded.status), `upload answered ${uploaded.status}: ${uploaded.text}`);
      if (uploaded.status === 404) assert.deepEqual(uploaded.body, { detail: 'Project not found' });
      else assert.equal((await admin.get(`/api/v1/documents/${uploaded.body.id}`)).status, 404);
      statuses.add(uploaded.status);
    }
    assert.deepEqual(await listBlobFiles(server), []);
    assert.deepEqual((await admin.get('/api/v1/documents')).body, []);
    t.diagnostic(`upload outcomes seen: ${[...statuses].join(', ')}`);
  });
});
