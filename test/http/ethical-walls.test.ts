import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, newUser, uploadDocument, uploadForm } from '../helpers/builders.ts';
import { listBlobFiles } from '../helpers/blobs.ts';

const WALL_DETAIL = { detail: 'Access denied by ethical wall policy' };

/** A walled project with one document, an insider allowed through the wall and an outsider kept out. */
async function walledProject(t: Parameters<typeof startServer>[0]) {
  const server = await startServer(t);
  const admin = await clientFor(server.url);
  const insider = await newUser(server.url, admin, 'member');
  const outsider = await newUser(server.url, admin, 'member');
  const project = await newProject(admin, 'Matter A');
  const open = await newProject(admin, 'Matter B');
  const document = await uploadDocument(admin, project.id);
  const openDocument = await uploadDocument(admin, open.id);
  const wall = await admin.post('/api/v1/admin/ethical-walls', {
    json: { project_id: project.id, allowed_user_ids: [insider.id], name: 'Matter A team' },
  });
  assert.equal(wall.status, 201, wall.text);
  return { server, admin, insider, outsider, project, open, document, openDocument, wall: wall.body };
}

describe('ethical walls', () => {
  test('POST /admin/ethical-walls answers 201 with the wall', async (t) => {
    const { insider, project, wall } = await walledProject(t);
    assert.deepEqual({ ...wall, id: 'x', created_at: 'x' }, {
      id: 'x',
      project_id: project.id,
      project_name: 'Matter A',
      allowed_user_ids: [insider.id],
      name: 'Matter A team',
      created_at: 'x',
    });
  });

  test('an outsider gets 403 wall detail on GET /projects/{id}', async (t) => {
    const { outsider, project } = await walledProject(t);
    const response = await outsider.client.get(`/api/v1/projects/${project.id}`);
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, WALL_DETAIL);
  });

  test('an outsider gets 403 wall detail when uploading into the project, and no file is kept', async (t) => {
    const { server, outsider, project } = await walledProject(t);
    const before = await listBlobFiles(server);
    const response = await outsider.client.post('/api/v1/documents', { form: uploadForm(project.id) });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, WALL_DETAIL);
    assert.deepEqual(await listBlobFiles(server), before);
  });

  test('an outsider gets 403 wall detail on every route about a walled document', async (t) => {
    const { outsider, document } = await walledProject(t);
    const id = document.id;
    const calls = [
      () => outsider.client.get(`/api/v1/documents/${id}`),
      () => outsider.client.get(`/api/v1/documents/${id}/report`),
      () => outsider.client.get(`/api/v1/documents/${id}/obligations`),
      () => outsider.client.get(`/api/v1/documents/${id}/obligations.ics`),
      () => outsider.client.get(`/api/v1/documents/${id}/text`),
      () => outsider.client.delete(`/api/v1/documents/${id}`),
    ];
    for (const call of calls) {
      const response = await call();
      assert.equal(response.status, 403);
      assert.deepEqual(response.body, WALL_DETAIL);
    }
  });

  test('an outsider gets 403 wall detail on the project playbook and a project-scoped document list', async (t) => {
    const { outsider, project } = await walledProject(t);
    for (const path of [`/api/v1/projects/${project.id}/playbook`, `/api/v1/documents?project_id=${project.id}`]) {
      const response = await outsider.client.get(path);
      assert.equal(response.status, 403, path);
      assert.deepEqual(response.body, WALL_DETAIL);
    }
  });

  test('the walled project and its documents are absent from an outsider’s lists', async (t) => {
    const { outsider, open, openDocument } = await walledProject(t);
    const projects = await outsider.client.get('/api/v1/projects');
    assert.deepEqual(projects.body.map((p: { id: string }) => p.id), [open.id]);
    const documents = await outsider.client.get('/api/v1/documents');
    assert.deepEqual(documents.body.map((d: { id: string }) => d.id), [openDocument.id]);
  });

  test('admins obey walls too', async (t) => {
    const { admin, project } = await walledProject(t);
    assert.equal((await admin.get(`/api/v1/projects/${project.id}`)).status, 403);
    assert.ok(!(await admin.get('/api/v1/projects')).body.some((p: { id: string }) => p.id === project.id));
  });

  test('an allowed user sees the project and its documents', async (t) => {
    const { insider, project, document } = await walledProject(t);
    assert.equal((await insider.client.get(`/api/v1/projects/${project.id}`)).status, 200);
    assert.equal((await insider.client.get(`/api/v1/documents/${document.id}`)).status, 200);
    assert.ok((await insider.client.get('/api/v1/projects')).body.some((p: { id: string }) => p.id === project.id));
    assert.equal((await insider.client.post('/api/v1/documents', { form: uploadForm(project.id) })).status, 202);
  });

  test('deleting the wall opens the project again, and a second DELETE answers 404', async (t) => {
    const { admin, outsider, project, wall } = await walledProject(t);
    assert.equal((await admin.delete(`/api/v1/admin/ethical-walls/${wall.id}`)).status, 204);
    assert.equal((await outsider.client.get(`/api/v1/projects/${project.id}`)).status, 200);
    assert.equal((await admin.delete(`/api/v1/admin/ethical-walls/${wall.id}`)).status, 404);
  });

  test('GET /admin/ethical-walls lists walls', async (t) => {
    const { admin, wall } = await walledProject(t);
    const response = await admin.get('/api/v1/admin/ethical-walls');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, [wall]);
  });

  test('a wall on an unknown project or with unknown users answers 422', async (t) => {
    const { admin, project } = await walledProject(t);
    const noProject = await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: randomUUID(), allowed_user_ids: [] } });
    assert.equal(noProject.status, 422);
    assert.deepEqual(noProject.body.detail[0].loc, ['body', 'project_id']);
    const noUser = await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [randomUUID()] } });
    assert.equal(noUser.status, 422);
    assert.deepEqual(noUser.body.detail[0].loc, ['body', 'allowed_user_ids', 0]);
  });

  test('a member cannot manage walls (403)', async (t) => {
    const { insider, project } = await walledProject(t);
    const response = await insider.client.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [] } });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, { detail: 'You do not have permission to access this resource' });
  });

  test('PATCH /admin/ethical-walls/{id} adds and removes people in one step, the project walled throughout', async (t) => {
    const { server, admin, insider, outsider, project, wall } = await walledProject(t);
    const newcomer = await newUser(server.url, admin, 'member');
    const me = (await admin.get('/api/v1/me')).body;
    const response = await admin.patch(`/api/v1/admin/ethical-walls/${wall.id}`, {
      json: { add_user_ids: [newcomer.id, me.id], remove_user_ids: [insider.id], name: 'Matter A core team' },
    });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(response.body.allowed_user_ids, [newcomer.id, me.id].sort());
    assert.equal(response.body.name, 'Matter A core team');
    assert.equal((await newcomer.client.get(`/api/v1/projects/${project.id}`)).status, 200);
    assert.equal((await insider.client.get(`/api/v1/projects/${project.id}`)).status, 403);
    assert.equal((await outsider.client.get(`/api/v1/projects/${project.id}`)).status, 403);
  });

  test('PATCH that leaves no active administrator behind the wall answers 409 unless confirmed', async (t) => {
    const { server, admin, project, wall } = await walledProject(t);
    const newcomer = await newUser(server.url, admin, 'member');
    const refused = await admin.patch(`/api/v1/admin/ethical-walls/${wall.id}`, { json: { add_user_ids: [newcomer.id] } });
    assert.equal(refused.status, 409);
    assert.match(refused.body.detail, /no administrator could see the project/);
    assert.equal((await newcomer.client.get(`/api/v1/projects/${project.id}`)).status, 403);
    const confirmed = await admin.patch(`/api/v1/admin/ethical-walls/${wall.id}`, { json: { add_user_ids: [newcomer.id], confirm_no_admin: true } });
    assert.equal(confirmed.status, 200);
    assert.equal((await newcomer.client.get(`/api/v1/projects/${project.id}`)).status, 200);
  });

  test('PATCH on an unknown wall answers 404 and with unknown users 422', async (t) => {
    const { admin, wall } = await walledProject(t);
    assert.equal((await admin.patch(`/api/v1/admin/ethical-walls/${randomUUID()}`, { json: { confirm_no_admin: true } })).status, 404);
    const unknown = await admin.patch(`/api/v1/admin/ethical-walls/${wall.id}`, { json: { add_user_ids: [randomUUID()], confirm_no_admin: true } });
    assert.equal(unknown.status, 422);
    assert.deepEqual(unknown.body.detail[0].loc, ['body', 'add_user_ids', 0]);
  });

  test('the wall list names the project even for an admin the wall keeps out', async (t) => {
    const { admin, wall } = await walledProject(t);
    const listed = (await admin.get('/api/v1/admin/ethical-walls')).body.find((w: { id: string }) => w.id === wall.id);
    assert.equal(listed.project_name, 'Matter A');
  });
});
