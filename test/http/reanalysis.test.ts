// Playbook history and re-analysis (issue #15): versions listed, compared and reverted; documents analysed
// under an older playbook version run the analysis stages again through the job queue.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, newUser, uploadDocument, waitUntilProcessed } from '../helpers/builders.ts';

async function projectWithCompleteDocument(t: Parameters<typeof startServer>[0]) {
  const server = await startServer(t, { workers: true });
  const admin = await clientFor(server.url);
  const project = await newProject(admin);
  const uploaded = await uploadDocument(admin, project.id);
  const document = await waitUntilProcessed(admin, uploaded.id);
  assert.equal(document.pipeline_status, 'complete', document.error_message);
  return { server, admin, project, document };
}

async function saveNewVersion(admin: Awaited<ReturnType<typeof clientFor>>, projectId: string, name: string) {
  const current = (await admin.get(`/api/v1/projects/${projectId}/playbook`)).body;
  const saved = await admin.put(`/api/v1/projects/${projectId}/playbook`, { json: { ...current.playbook, name } });
  assert.equal(saved.status, 200, saved.text);
  return saved.body;
}

describe('playbook versions', () => {
  test('GET /projects/{id}/playbook/versions lists every version newest first, the default last', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    await saveNewVersion(admin, project.id, 'Second');
    await saveNewVersion(admin, project.id, 'Third');
    const response = await admin.get(`/api/v1/projects/${project.id}/playbook/versions`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body.map((v: { version: number }) => v.version), [3, 2, 1]);
    assert.equal(response.body[0].playbook.name, 'Third');
  });

  test('GET /projects/{id}/playbook/versions/{version} answers one version, 404 for one never saved', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    await saveNewVersion(admin, project.id, 'Second');
    assert.equal((await admin.get(`/api/v1/projects/${project.id}/playbook/versions/2`)).body.playbook.name, 'Second');
    assert.equal((await admin.get(`/api/v1/projects/${project.id}/playbook/versions/1`)).body.version, 1);
    assert.equal((await admin.get(`/api/v1/projects/${project.id}/playbook/versions/7`)).status, 404);
  });

  test('reverting saves the earlier rules as the next version', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    await saveNewVersion(admin, project.id, 'Second');
    await saveNewVersion(admin, project.id, 'Third');
    const reverted = await admin.post(`/api/v1/projects/${project.id}/playbook/versions/2/revert`);
    assert.equal(reverted.status, 200, reverted.text);
    assert.equal(reverted.body.version, 4);
    assert.equal(reverted.body.playbook.name, 'Second');
    assert.equal((await admin.get(`/api/v1/projects/${project.id}/playbook`)).body.version, 4);
  });

  test('a viewer cannot revert (403)', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const viewer = await newUser(server.url, admin, 'viewer');
    const project = await newProject(admin);
    await saveNewVersion(admin, project.id, 'Second');
    assert.equal((await viewer.client.post(`/api/v1/projects/${project.id}/playbook/versions/1/revert`)).status, 403);
  });
});

describe('re-analysis', () => {
  test('POST /documents/{id}/reanalyze answers 202 queued and the new report uses the current playbook version', async (t) => {
    const { admin, project, document } = await projectWithCompleteDocument(t);
    assert.equal((await admin.get(`/api/v1/documents/${document.id}/report`)).body.playbook_version, 1);
    await saveNewVersion(admin, project.id, 'Stricter');
    const response = await admin.post(`/api/v1/documents/${document.id}/reanalyze`);
    assert.equal(response.status, 202, response.text);
    assert.equal(response.body.pipeline_status, 'queued');
    assert.equal(response.headers.get('location'), `/api/v1/documents/${document.id}`);
    const after = await waitUntilProcessed(admin, document.id);
    assert.equal(after.pipeline_status, 'complete', after.error_message);
    assert.equal((await admin.get(`/api/v1/documents/${document.id}/report`)).body.playbook_version, 2);
  });

  test('re-analysis keeps the extracted text', async (t) => {
    const { admin, document } = await projectWithCompleteDocument(t);
    const before = (await admin.get(`/api/v1/documents/${document.id}/text`)).text;
    await admin.post(`/api/v1/documents/${document.id}/reanalyze`);
    await waitUntilProcessed(admin, document.id);
    assert.equal((await admin.get(`/api/v1/documents/${document.id}/text`)).text, before);
  });

  test('a document still in the pipeline cannot be re-analysed (409)', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const uploaded = await uploadDocument(admin, (await newProject(admin)).id);
    const response = await admin.post(`/api/v1/documents/${uploaded.id}/reanalyze`);
    assert.equal(response.status, 409);
    assert.match(response.body.detail, /still being processed/);
  });

  test('re-analysis of an unknown document answers 404, and a viewer gets 403', async (t) => {
    const { server, admin, document } = await projectWithCompleteDocument(t);
    assert.equal((await admin.post(`/api/v1/documents/${randomUUID()}/reanalyze`)).status, 404);
    const viewer = await newUser(server.url, admin, 'viewer');
    assert.equal((await viewer.client.post(`/api/v1/documents/${document.id}/reanalyze`)).status, 403);
  });

  test('GET /projects/{id}/stale-documents lists documents analysed under an older version', async (t) => {
    const { admin, project, document } = await projectWithCompleteDocument(t);
    assert.deepEqual((await admin.get(`/api/v1/projects/${project.id}/stale-documents`)).body, { current_playbook_version: 1, documents: [] });
    await saveNewVersion(admin, project.id, 'Stricter');
    const stale = await admin.get(`/api/v1/projects/${project.id}/stale-documents`);
    assert.deepEqual(stale.body, {
      current_playbook_version: 2,
      documents: [{ id: document.id, filename: document.filename, playbook_version: 1 }],
    });
  });

  test('POST /projects/{id}/reanalyze queues the stale documents, after which none is stale', async (t) => {
    const { admin, project, document } = await projectWithCompleteDocument(t);
    await saveNewVersion(admin, project.id, 'Stricter');
    const response = await admin.post(`/api/v1/projects/${project.id}/reanalyze`);
    assert.equal(response.status, 202, response.text);
    assert.deepEqual(response.body.queued, [{ id: document.id, filename: document.filename }]);
    await waitUntilProcessed(admin, document.id);
    assert.deepEqual((await admin.get(`/api/v1/projects/${project.id}/stale-documents`)).body.documents, []);
  });

  test('an outsider of a walled project gets the wall’s 403 on its stale documents', async (t) => {
    const { server, admin, project } = await projectWithCompleteDocument(t);
    const outsider = await newUser(server.url, admin, 'member');
    const me = (await admin.get('/api/v1/me')).body;
    await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [me.id] } });
    assert.equal((await outsider.client.get(`/api/v1/projects/${project.id}/stale-documents`)).status, 403);
    assert.equal((await outsider.client.post(`/api/v1/projects/${project.id}/reanalyze`)).status, 403);
  });
});
