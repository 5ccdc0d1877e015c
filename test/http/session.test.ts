import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../helpers/start-server.ts';
import { type ApiResponse, clientFor, request } from '../helpers/client.ts';
import { newUser } from '../helpers/builders.ts';

function sessionCookie(response: ApiResponse): string {
  const setCookie = response.headers.get('set-cookie') ?? '';
  return /clausewise_session=([^;]*)/.exec(setCookie)![1]!;
}

async function signIn(url: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const response = await request(url, 'POST', '/api/v1/session', { json: { email, password } });
  assert.equal(response.status, 200, response.text);
  return { response, cookie: `clausewise_session=${sessionCookie(response)}`, csrf: response.body.csrf_token as string };
}

describe('console sessions', () => {
  test('POST /session signs in: user, csrf_token and an httpOnly SameSite=Strict cookie', async (t) => {
    const { url } = await startServer(t);
    const { response } = await signIn(url);
    assert.equal(response.body.user.email, ADMIN_EMAIL);
    assert.equal(response.body.user.role, 'admin');
    assert.equal(typeof response.body.csrf_token, 'string');
    const setCookie = response.headers.get('set-cookie')!;
    assert.match(setCookie, /HttpOnly/i);
    assert.match(setCookie, /SameSite=Strict/i);
    assert.match(setCookie, /Path=\//);
    assert.doesNotMatch(setCookie, /Secure/i);
  });

  test('a wrong password answers 401 Invalid credentials', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'POST', '/api/v1/session', { json: { email: ADMIN_EMAIL, password: 'wrong' } });
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials' });
  });

  test('an unknown email answers 401 Invalid credentials', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'POST', '/api/v1/session', { json: { email: 'nobody@example.test', password: 'whatever' } });
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials' });
  });

  test('GET /session and GET /me work with the cookie', async (t) => {
    const { url } = await startServer(t);
    const { cookie, csrf } = await signIn(url);
    const session = await request(url, 'GET', '/api/v1/session', { headers: { cookie } });
    assert.equal(session.status, 200);
    assert.equal(session.body.csrf_token, csrf);
    const me = await request(url, 'GET', '/api/v1/me', { headers: { cookie } });
    assert.deepEqual(Object.keys(me.body).sort(), ['email', 'id', 'name', 'role']);
  });

  test('GET /session without a session answers 401', async (t) => {
    const { url } = await startServer(t);
    assert.equal((await request(url, 'GET', '/api/v1/session')).status, 401);
  });

  test('a cookie-authenticated write without X-CSRF-Token answers 403', async (t) => {
    const { url } = await startServer(t);
    const { cookie } = await signIn(url);
    const response = await request(url, 'POST', '/api/v1/projects', { headers: { cookie }, json: { name: 'p' } });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, { detail: 'CSRF token missing or invalid' });
  });

  test('a cookie-authenticated write with the CSRF token succeeds', async (t) => {
    const { url } = await startServer(t);
    const { cookie, csrf } = await signIn(url);
    const response = await request(url, 'POST', '/api/v1/projects', { headers: { cookie, 'x-csrf-token': csrf }, json: { name: 'p' } });
    assert.equal(response.status, 201);
  });

  test('DELETE /session signs out: the cookie stops working', async (t) => {
    const { url } = await startServer(t);
    const { cookie, csrf } = await signIn(url);
    const response = await request(url, 'DELETE', '/api/v1/session', { headers: { cookie, 'x-csrf-token': csrf } });
    assert.equal(response.status, 204);
    assert.match(response.headers.get('set-cookie') ?? '', /clausewise_session=;/);
    assert.equal((await request(url, 'GET', '/api/v1/me', { headers: { cookie } })).status, 401);
  });

  test('deactivating a user ends their session at once', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'member', { password: 'member password' });
    const { cookie } = await signIn(url, user.email, 'member password');
    assert.equal((await request(url, 'GET', '/api/v1/me', { headers: { cookie } })).status, 200);
    await admin.patch(`/api/v1/admin/users/${user.id}`, { json: { is_active: false } });
    assert.equal((await request(url, 'GET', '/api/v1/me', { headers: { cookie } })).status, 401);
    const again = await request(url, 'POST', '/api/v1/session', { json: { email: user.email, password: 'member password' } });
    assert.equal(again.status, 401);
  });

  test('an admin password reset returns a new password once: it signs in, the old one and old sessions stop working', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'member', { password: 'member password' });
    const { cookie } = await signIn(url, user.email, 'member password');
    const reset = await admin.post(`/api/v1/admin/users/${user.id}/password-reset`);
    assert.equal(reset.status, 200);
    assert.equal(reset.body.user.id, user.id);
    assert.ok(reset.body.password.length >= 24);
    assert.equal((await request(url, 'GET', '/api/v1/me', { headers: { cookie } })).status, 401);
    const old = await request(url, 'POST', '/api/v1/session', { json: { email: user.email, password: 'member password' } });
    assert.equal(old.status, 401);
    await signIn(url, user.email, reset.body.password);
    const listed = (await admin.get('/api/v1/admin/users')).body.find((u: { id: string }) => u.id === user.id);
    assert.equal(JSON.stringify(listed).includes(reset.body.password), false);
  });

  test('a password reset for an unknown user answers 404, and non-admins get 403', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const member = await newUser(url, admin, 'member');
    assert.equal((await admin.post(`/api/v1/admin/users/${randomUUID()}/password-reset`)).status, 404);
    assert.equal((await member.client.post(`/api/v1/admin/users/${member.id}/password-reset`)).status, 403);
  });

  test('a viewer session follows the same role rules as a token', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const viewer = await newUser(url, admin, 'viewer', { password: 'viewer password' });
    const { cookie, csrf } = await signIn(url, viewer.email, 'viewer password');
    const response = await request(url, 'POST', '/api/v1/projects', { headers: { cookie, 'x-csrf-token': csrf }, json: { name: 'p' } });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, { detail: 'You do not have permission to access this resource' });
  });

  test('a forged session cookie answers 401', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'GET', '/api/v1/me', { headers: { cookie: 'clausewise_session=forged' } });
    assert.equal(response.status, 401);
    assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="clausewise"');
  });
});
