import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, newUser, uploadDocument } from '../helpers/builders.ts';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('projects', () => {
  test('POST /projects answers 201 with the project and document_count 0', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.post('/api/v1/projects', { json: { name: 'Acme MSA', description: 'Vendor contracts' } });
    assert.equal(response.status, 201);
    assert.match(response.body.id, UUID);
    assert.match(response.body.created_at, TIMESTAMP);
    assert.deepEqual({ ...response.body, id: 'x', created_at: 'x' }, {
      id: 'x',
      name: 'Acme MSA',
      description: 'Vendor contracts',
      created_at: 'x',
      document_count: 0,
      analysis_engine: 'local',
      our_side: null,
    });
  });

  test('a name of 255 characters is accepted and 256 answers 422 at body.name', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    assert.equal((await admin.post('/api/v1/projects', { json: { name: 'a'.repeat(255) } })).status, 201);
    const response = await admin.post('/api/v1/projects', { json: { name: 'b'.repeat(256) } });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, {
      detail: [{ loc: ['body', 'name'], msg: 'String should have at most 255 characters', type: 'string_too_long' }],
    });
  });

  test('a missing name answers 422 at body.name', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.post('/api/v1/projects', { json: { description: 'no name' } });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, { detail: [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }] });
  });

  test('a non-string name answers 422 at body.name', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.post('/api/v1/projects', { json: { name: { nested: true } } });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body.detail.map((d: { loc: unknown }) => d.loc), [['body', 'name']]);
  });

  test('a null description stays null and a number is not accepted as a name (bodies are not coerced)', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const created = await admin.post('/api/v1/projects', { json: { name: 'n', description: null } });
    assert.equal(created.body.description, null);
    const numeric = await admin.post('/api/v1/projects', { json: { name: 123 } });
    assert.equal(numeric.status, 422);
    assert.deepEqual(numeric.body, { detail: [{ loc: ['body', 'name'], msg: 'Input should be of type string', type: 'string_type' }] });
  });

  test('the 201 carries a Location header pointing at the project', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const created = await admin.post('/api/v1/projects', { json: { name: 'located' } });
    assert.equal(created.headers.get('location'), `/api/v1/projects/${created.body.id}`);
    assert.equal((await admin.get(created.headers.get('location')!)).status, 200);
  });

  test('a trailing slash reaches the same route', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    assert.equal((await admin.get('/api/v1/projects/')).status, 200);
  });

  test('a duplicate name answers 409', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    await newProject(admin, 'Same name');
    const response = await admin.post('/api/v1/projects', { json: { name: 'Same name' } });
    assert.equal(response.status, 409);
    assert.equal(typeof response.body.detail, 'string');
  });

  test('GET /projects/{id} returns the project with its document count', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const project = await newProject(admin);
    await uploadDocument(admin, project.id);
    const response = await admin.get(`/api/v1/projects/${project.id}`);
    assert.equal(response.status, 200);
    assert.equal(response.body.id, project.id);
    assert.equal(response.body.document_count, 1);
  });

  test('GET /projects/{id} of an unknown project answers 404', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.get('/api/v1/projects/00000000-0000-4000-8000-000000000000');
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { detail: 'Project not found' });
  });

  test('GET /projects/{id} with a malformed id answers 422 at path.id', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.get('/api/v1/projects/not-a-uuid');
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, { detail: [{ loc: ['path', 'id'], msg: 'Input should be a valid uuid', type: 'uuid_parsing' }] });
  });

  test('GET /projects lists newest first as a JSON array', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const first = await newProject(admin, 'first');
    const second = await newProject(admin, 'second');
    const response = await admin.get('/api/v1/projects');
    assert.equal(response.status, 200);
    assert.ok(Array.isArray(response.body));
    assert.deepEqual(response.body.map((p: { id: string }) => p.id), [second.id, first.id]);
    assert.equal(response.headers.get('link'), null);
  });

  test('GET /projects paginates with limit, cursor and a Link rel="next" header', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const created = [];
    for (let i = 0; i < 5; i++) created.push((await newProject(admin, `p${i}`)).id);
    const seen: string[] = [];
    let next: string | null = '/api/v1/projects?limit=2';
    let pages = 0;
    while (next) {
      const page = await admin.get(next);
      assert.equal(page.status, 200);
      assert.ok(page.body.length <= 2);
      seen.push(...page.body.map((p: { id: string }) => p.id));
      const link = page.headers.get('link');
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
      pages++;
    }
    assert.equal(pages, 3);
    assert.deepEqual(seen, created.reverse());
  });

  test('limit over 1000 answers 422 at query.limit', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.get('/api/v1/projects?limit=1001');
    assert.equal(response.status, 422);
    assert.deepEqual(response.body.detail[0].loc, ['query', 'limit']);
  });

  test('a forged cursor answers 422 at query.cursor', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.get('/api/v1/projects?cursor=garbage');
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, { detail: [{ loc: ['query', 'cursor'], msg: 'Invalid cursor', type: 'value_error' }] });
  });

  test('a viewer can list projects but POST /projects answers 403', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const viewer = await newUser(url, admin, 'viewer');
    await newProject(admin);
    assert.equal((await viewer.client.get('/api/v1/projects')).body.length, 1);
    const response = await viewer.client.post('/api/v1/projects', { json: { name: 'x' } });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, { detail: 'You do not have permission to access this resource' });
  });

  test('a member can create projects', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const member = await newUser(url, admin, 'member');
    assert.equal((await member.client.post('/api/v1/projects', { json: { name: 'mine' } })).status, 201);
  });
});

describe('the side a project acts for', () => {
  test('is set at creation or with PATCH and returned with the project', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const created = await admin.post('/api/v1/projects', { json: { name: 'Licence review', our_side: 'Licensee' } });
    assert.equal(created.body.our_side, 'Licensee');
    const patched = await admin.patch(`/api/v1/projects/${created.body.id}`, { json: { our_side: 'Acme Corp.' } });
    assert.equal(patched.status, 200);
    assert.equal((await admin.get(`/api/v1/projects/${created.body.id}`)).body.our_side, 'Acme Corp.');
    const cleared = await admin.patch(`/api/v1/projects/${created.body.id}`, { json: { our_side: ' ' } });
    assert.equal(cleared.body.our_side, null);
  });
});

describe('renaming a project', () => {
  test('PATCH /projects/{id} with a name and description renames it, keeping its documents', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const project = await newProject(admin, 'Old name');
    await uploadDocument(admin, project.id);
    const patched = await admin.patch(`/api/v1/projects/${project.id}`, { json: { name: 'New name', description: 'Renewal 2027' } });
    assert.equal(patched.status, 200);
    assert.deepEqual([patched.body.name, patched.body.description, patched.body.document_count], ['New name', 'Renewal 2027', 1]);
    assert.equal((await admin.get(`/api/v1/projects/${project.id}`)).body.name, 'New name');
  });

  test("renaming to another project's name answers 409 and keeps the old name", async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    await newProject(admin, 'Taken');
    const project = await newProject(admin, 'Mine');
    const response = await admin.patch(`/api/v1/projects/${project.id}`, { json: { name: 'Taken' } });
    assert.equal(response.status, 409);
    assert.equal(typeof response.body.detail, 'string');
    assert.equal((await admin.get(`/api/v1/projects/${project.id}`)).body.name, 'Mine');
  });

  test('an empty name answers 422 at body.name, and a viewer cannot rename (403)', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const viewer = await newUser(url, admin, 'viewer');
    const project = await newProject(admin);
    const empty = await admin.patch(`/api/v1/projects/${project.id}`, { json: { name: '' } });
    assert.equal(empty.status, 422);
    assert.deepEqual(empty.body.detail[0].loc, ['body', 'name']);
    assert.equal((await viewer.client.patch(`/api/v1/projects/${project.id}`, { json: { name: 'x' } })).status, 403);
  });
});
