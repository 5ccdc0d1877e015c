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
    assert.deepEqual(Object.keys(me.body).sort(), ['email', 'id', 'must_change_password', 'name', 'role']);
    assert.equal(me.body.must_change_password, false);
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

  test('a reset password is temporary: the session may only change it, read /me and sign out, until the user picks their own', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'member', { password: 'member password' });
    const reset = await admin.post(`/api/v1/admin/users/${user.id}/password-reset`);
    assert.equal(reset.body.user.must_change_password, true);
    const temporary = reset.body.password as string;

    const { cookie, csrf, response } = await signIn(url, user.email, temporary);
    assert.equal(response.body.user.must_change_password, true);
    const other = await signIn(url, user.email, temporary); // the same person in a second browser
    const as = (method: string, path: string, json?: unknown, session = { cookie, csrf }) =>
      request(url, method, path, { headers: { cookie: session.cookie, 'x-csrf-token': session.csrf }, ...(json === undefined ? {} : { json }) });

    assert.equal((await as('GET', '/api/v1/me')).body.must_change_password, true);
    assert.equal((await as('GET', '/api/v1/session')).status, 200);
    for (const [method, path, json] of [
      ['GET', '/api/v1/projects'],
      ['GET', '/api/v1/documents'],
      ['POST', '/api/v1/projects', { name: 'not yet' }],
      ['GET', `/api/v1/search?q=governing`],
      ['PATCH', `/api/v1/admin/users/${user.id}`, { name: 'x' }],
    ] as const) {
      const refused = await as(method, path, json);
      assert.equal(refused.status, 403, `${method} ${path}`);
      assert.deepEqual(refused.body, { detail: 'Password change required: choose a new password (POST /api/v1/me/password) before doing anything else' });
    }
    // API credentials never used the password: they keep working.
    assert.equal((await user.client.get('/api/v1/projects')).status, 200);
    assert.equal((await user.client.get('/api/v1/me')).body.must_change_password, true);

    const wrong = await as('POST', '/api/v1/me/password', { current_password: 'not it', new_password: 'my own password' });
    assert.equal(wrong.status, 422);
    assert.deepEqual(wrong.body.detail.map((issue: { loc: unknown }) => issue.loc), [['body', 'current_password']]);
    const same = await as('POST', '/api/v1/me/password', { current_password: temporary, new_password: temporary });
    assert.equal(same.status, 422);
    assert.deepEqual(same.body.detail.map((issue: { loc: unknown }) => issue.loc), [['body', 'new_password']]);
    const short = await as('POST', '/api/v1/me/password', { current_password: temporary, new_password: 'short' });
    assert.equal(short.status, 422);
    assert.equal((await as('POST', '/api/v1/me/password', { current_password: temporary, new_password: 'my own password' })).status, 204);

    // The session that changed it goes on, unrestricted; the other one has ended.
    assert.equal((await as('GET', '/api/v1/me')).body.must_change_password, false);
    assert.equal((await as('GET', '/api/v1/projects')).status, 200);
    assert.equal((await as('GET', '/api/v1/me', undefined, other)).status, 401);
    assert.equal((await request(url, 'POST', '/api/v1/session', { json: { email: user.email, password: temporary } })).status, 401);
    const fresh = await signIn(url, user.email, 'my own password');
    assert.equal(fresh.response.body.user.must_change_password, false);
    const listed = (await admin.get('/api/v1/admin/users')).body.find((u: { id: string }) => u.id === user.id);
    assert.equal(listed.must_change_password, false);
  });

  test('signing out works while a password change is required', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'viewer');
    const { password } = (await admin.post(`/api/v1/admin/users/${user.id}/password-reset`)).body;
    const { cookie, csrf } = await signIn(url, user.email, password);
    assert.equal((await request(url, 'DELETE', '/api/v1/session', { headers: { cookie, 'x-csrf-token': csrf } })).status, 204);
    assert.equal((await request(url, 'GET', '/api/v1/me', { headers: { cookie } })).status, 401);
  });

  test("a password an admin sets for someone else must be changed, unless the admin says it need not", async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'member', { password: 'member password' });
    assert.equal((await admin.get('/api/v1/admin/users')).body.find((u: { id: string }) => u.id === user.id).must_change_password, false);
    const patched = await admin.patch(`/api/v1/admin/users/${user.id}`, { json: { password: 'set by the admin' } });
    assert.equal(patched.body.must_change_password, true);
    const { cookie } = await signIn(url, user.email, 'set by the admin');
    assert.equal((await request(url, 'GET', '/api/v1/projects', { headers: { cookie } })).status, 403);
    const trusted = await admin.patch(`/api/v1/admin/users/${user.id}`, { json: { password: 'a service password', must_change_password: false } });
    assert.equal(trusted.body.must_change_password, false);
    const session = await signIn(url, user.email, 'a service password');
    assert.equal((await request(url, 'GET', '/api/v1/projects', { headers: { cookie: session.cookie } })).status, 200);
  });

  test('changing your own password needs the current one, and any signed-in user may do it', async (t) => {
    const { url } = await startServer(t);
    const { cookie, csrf } = await signIn(url);
    const headers = { cookie, 'x-csrf-token': csrf };
    const missing = await request(url, 'POST', '/api/v1/me/password', { headers, json: { new_password: 'another long password' } });
    assert.equal(missing.status, 422);
    assert.equal((await request(url, 'POST', '/api/v1/me/password', { json: { current_password: ADMIN_PASSWORD, new_password: 'another long password' } })).status, 401);
    const changed = await request(url, 'POST', '/api/v1/me/password', { headers, json: { current_password: ADMIN_PASSWORD, new_password: 'another long password' } });
    assert.equal(changed.status, 204);
    assert.equal((await request(url, 'GET', '/api/v1/me', { headers: { cookie } })).status, 200);
    await signIn(url, ADMIN_EMAIL, 'another long password');
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
