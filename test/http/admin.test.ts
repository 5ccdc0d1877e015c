import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { ADMIN_EMAIL, startServer } from '../helpers/start-server.ts';
import { clientFor, exchangeToken } from '../helpers/client.ts';
import { newCredential, newUser } from '../helpers/builders.ts';

const FORBIDDEN = { detail: 'You do not have permission to access this resource' };

describe('admin users', () => {
  test('POST /admin/users answers 201 with the user, never a password', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.post('/api/v1/admin/users', { json: { email: 'Jane@Example.test', role: 'member', name: 'Jane', password: 'long enough pw' } });
    assert.equal(response.status, 201);
    assert.deepEqual(Object.keys(response.body).sort(), ['created_at', 'email', 'id', 'is_active', 'must_change_password', 'name', 'role']);
    assert.equal(response.body.email, 'jane@example.test');
    assert.equal(response.body.is_active, true);
  });

  test('a duplicate email answers 409', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    assert.equal((await admin.post('/api/v1/admin/users', { json: { email: 'dup@example.test', role: 'viewer' } })).status, 201);
    const response = await admin.post('/api/v1/admin/users', { json: { email: 'DUP@example.test', role: 'member' } });
    assert.equal(response.status, 409);
  });

  test('an unknown role answers 422 at body.role', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.post('/api/v1/admin/users', { json: { email: 'x@example.test', role: 'owner' } });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, { detail: [{ loc: ['body', 'role'], msg: "Input should be 'admin', 'member', 'viewer'", type: 'enum' }] });
  });

  test('GET /admin/users lists the bootstrap admin and new users', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'viewer');
    const emails = (await admin.get('/api/v1/admin/users')).body.map((u: { email: string }) => u.email);
    assert.ok(emails.includes(ADMIN_EMAIL));
    assert.ok(emails.includes(user.email));
  });

  test('PATCH /admin/users/{id} changes the role, which applies to the next request', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'viewer');
    assert.equal((await user.client.post('/api/v1/projects', { json: { name: 'p' } })).status, 403);
    const response = await admin.patch(`/api/v1/admin/users/${user.id}`, { json: { role: 'member' } });
    assert.equal(response.status, 200);
    assert.equal(response.body.role, 'member');
    assert.equal((await user.client.post('/api/v1/projects', { json: { name: 'p' } })).status, 201);
  });

  test('PATCH of an unknown user answers 404', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    assert.equal((await admin.patch(`/api/v1/admin/users/${randomUUID()}`, { json: { name: 'x' } })).status, 404);
  });

  test('members and viewers get 403 on every admin route', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    for (const role of ['member', 'viewer'] as const) {
      const { client } = await newUser(url, admin, role);
      const calls = [
        client.get('/api/v1/admin/users'),
        client.post('/api/v1/admin/users', { json: { email: 'a@b.c', role: 'admin' } }),
        client.patch(`/api/v1/admin/users/${randomUUID()}`, { json: {} }),
        client.get('/api/v1/admin/credentials'),
        client.post('/api/v1/admin/credentials', { json: { name: 'x' } }),
        client.delete(`/api/v1/admin/credentials/${randomUUID()}`),
        client.get('/api/v1/admin/ethical-walls'),
        client.delete(`/api/v1/admin/ethical-walls/${randomUUID()}`),
      ];
      for (const response of await Promise.all(calls)) {
        assert.equal(response.status, 403, `${role}`);
        assert.deepEqual(response.body, FORBIDDEN);
      }
    }
  });
});

describe('admin credentials', () => {
  test('POST /admin/credentials shows a secret of at least 256 bits once, owned by the caller by default', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const me = (await admin.get('/api/v1/me')).body;
    const created = await newCredential(admin, undefined, 'CI');
    assert.deepEqual(Object.keys(created).sort(), ['client_id', 'client_secret', 'created_at', 'id', 'name', 'user_id']);
    assert.equal(created.user_id, me.id);
    assert.ok(Buffer.from(created.client_secret, 'base64url').length >= 32);
    assert.equal((await exchangeToken(url, created.client_id, created.client_secret)).status, 200);
  });

  test('GET /admin/credentials never shows secrets and names the owner', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'member');
    const response = await admin.get('/api/v1/admin/credentials');
    assert.equal(response.status, 200);
    assert.ok(!response.text.includes(user.clientSecret));
    const listed = response.body.find((c: { id: string }) => c.id === user.credentialId);
    assert.deepEqual(Object.keys(listed).sort(), ['client_id', 'created_at', 'id', 'last_used_at', 'name', 'user_email', 'user_id']);
    assert.equal(listed.user_email, user.email);
    assert.match(listed.last_used_at, /Z$/);
  });

  test('a credential for an unknown user answers 422 at body.user_id', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await admin.post('/api/v1/admin/credentials', { json: { name: 'x', user_id: randomUUID() } });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body.detail[0].loc, ['body', 'user_id']);
  });

  test('DELETE /admin/credentials/{id} answers 204, then 404', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const created = await newCredential(admin);
    assert.equal((await admin.delete(`/api/v1/admin/credentials/${created.id}`)).status, 204);
    assert.equal((await admin.delete(`/api/v1/admin/credentials/${created.id}`)).status, 404);
    assert.equal((await exchangeToken(url, created.client_id, created.client_secret)).status, 401);
  });
});
