import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET, startServer } from '../helpers/start-server.ts';
import { bearerClient, clientFor, exchangeToken, request } from '../helpers/client.ts';
import { newUser } from '../helpers/builders.ts';

const TOKEN_PATH = '/api/v1/auth/token';

/** Signs a token with the server's own key (from its temp data dir), as if issued an hour before it expired. */
async function signExpired(secret: Uint8Array, claims: { sub: string; cid: string; typ: string }): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ cid: claims.cid, typ: claims.typ })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(secret);
}

describe('POST /auth/token', () => {
  test('client credentials give an access token, a refresh token and token_type bearer', async (t) => {
    const { url } = await startServer(t);
    const response = await exchangeToken(url, ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET);
    assert.equal(response.status, 200);
    assert.equal(response.body.token_type, 'bearer');
    assert.equal(response.body.expires_in, 86400);
    assert.match(response.body.access_token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.match(response.body.refresh_token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
  });

  test('access token lives 24 hours and refresh token 30 days', async (t) => {
    const { url } = await startServer(t);
    const { body } = await exchangeToken(url, ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET);
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const access = claims(body.access_token);
    const refresh = claims(body.refresh_token);
    assert.equal(access.exp - access.iat, 24 * 3600);
    assert.equal(refresh.exp - refresh.iat, 30 * 24 * 3600);
    assert.notEqual(access.typ, refresh.typ);
  });

  test('a wrong secret answers 401 Invalid credentials with WWW-Authenticate', async (t) => {
    const { url } = await startServer(t);
    const response = await exchangeToken(url, ADMIN_CLIENT_ID, 'wrong');
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials', error: 'invalid_client', error_description: 'Client authentication failed' });
    assert.match(response.headers.get('www-authenticate') ?? '', /^Bearer/);
  });

  test('an unknown client id answers 401 Invalid credentials', async (t) => {
    const { url } = await startServer(t);
    const response = await exchangeToken(url, 'nobody', ADMIN_CLIENT_SECRET);
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials', error: 'invalid_client', error_description: 'Client authentication failed' });
  });

  test('empty client_id and client_secret answer 401 Invalid credentials', async (t) => {
    const { url } = await startServer(t);
    const response = await exchangeToken(url, '', '');
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials', error: 'invalid_client', error_description: 'Client authentication failed' });
  });

  test('missing client_id and client_secret answer 422 with both locations', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'POST', TOKEN_PATH, { json: {} });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, {
      detail: [
        { loc: ['body', 'client_id'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'client_secret'], msg: 'Field required', type: 'missing' },
      ],
      error: 'invalid_request',
      error_description: 'A required parameter is missing',
    });
  });

  test('a refresh token renews the pair', async (t) => {
    const { url } = await startServer(t);
    const first = await exchangeToken(url, ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET);
    const renewed = await request(url, 'POST', TOKEN_PATH, { json: { refresh_token: first.body.refresh_token } });
    assert.equal(renewed.status, 200);
    assert.equal(renewed.body.token_type, 'bearer');
    const me = await bearerClient(url, renewed.body.access_token).get('/api/v1/me');
    assert.equal(me.status, 200);
  });

  test('grant_type refresh_token works form-encoded (RFC 6749)', async (t) => {
    const { url } = await startServer(t);
    const first = await exchangeToken(url, ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET);
    const response = await request(url, 'POST', TOKEN_PATH, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token }).toString(),
    });
    assert.equal(response.status, 200);
  });

  test('client_credentials form-encoded with HTTP Basic client authentication works', async (t) => {
    const { url } = await startServer(t);
    const basic = Buffer.from(`${encodeURIComponent(ADMIN_CLIENT_ID)}:${encodeURIComponent(ADMIN_CLIENT_SECRET)}`).toString('base64');
    const response = await request(url, 'POST', TOKEN_PATH, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
    });
    assert.equal(response.status, 200);
    assert.equal(response.body.token_type, 'bearer');
  });

  test('client_credentials form-encoded with the client in the body works', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'POST', TOKEN_PATH, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: ADMIN_CLIENT_ID, client_secret: ADMIN_CLIENT_SECRET }).toString(),
    });
    assert.equal(response.status, 200);
  });

  test('an unknown grant_type answers 400 unsupported_grant_type', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'POST', TOKEN_PATH, { json: { grant_type: 'password' } });
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'unsupported_grant_type');
    assert.match(response.body.detail, /Unsupported grant_type "password"/);
  });

  test('a form request without grant_type answers 400 invalid_request', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'POST', TOKEN_PATH, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: ADMIN_CLIENT_ID, client_secret: ADMIN_CLIENT_SECRET }).toString(),
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'invalid_request');
  });

  test('a wrong secret sent with HTTP Basic gets a Basic challenge', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'POST', TOKEN_PATH, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${ADMIN_CLIENT_ID}:wrong`).toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    assert.equal(response.status, 401);
    assert.equal(response.body.error, 'invalid_client');
    assert.match(response.headers.get('www-authenticate') ?? '', /^Basic /);
  });

  test('a bad refresh token in a form request answers 400 invalid_grant', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'POST', TOKEN_PATH, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'not-a-token' }).toString(),
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'invalid_grant');
  });

  test('an access token is never accepted for renewal', async (t) => {
    const { url } = await startServer(t);
    const first = await exchangeToken(url, ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET);
    const response = await request(url, 'POST', TOKEN_PATH, { json: { refresh_token: first.body.access_token } });
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials', error: 'invalid_grant', error_description: 'The refresh token is invalid or revoked' });
  });

  test('an expired refresh token answers 401 Token has expired', async (t) => {
    const { url, config, storage } = await startServer(t);
    const credential = (await storage.credentials.getByClientId(ADMIN_CLIENT_ID))!;
    const expired = await signExpired(config.jwtSecret, { sub: credential.userId, cid: credential.id, typ: 'refresh' });
    const response = await request(url, 'POST', TOKEN_PATH, { json: { refresh_token: expired } });
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Token has expired', error: 'invalid_grant', error_description: 'The refresh token has expired' });
  });

  test('a refresh token of a deleted credential answers 401', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'member');
    assert.equal((await admin.delete(`/api/v1/admin/credentials/${user.credentialId}`)).status, 204);
    const response = await request(url, 'POST', TOKEN_PATH, { json: { refresh_token: user.client.refreshToken } });
    assert.equal(response.status, 401);
  });
});

describe('bearer authentication', () => {
  test('a request without a token answers 401 with WWW-Authenticate: Bearer', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'GET', '/api/v1/projects');
    assert.equal(response.status, 401);
    assert.equal(typeof response.body.detail, 'string');
    assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="clausewise"');
  });

  test('an expired access token answers 401 Token has expired', async (t) => {
    const { url, config, storage } = await startServer(t);
    const credential = (await storage.credentials.getByClientId(ADMIN_CLIENT_ID))!;
    const expired = await signExpired(config.jwtSecret, { sub: credential.userId, cid: credential.id, typ: 'access' });
    const response = await bearerClient(url, expired).get('/api/v1/projects');
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Token has expired' });
    assert.equal(response.headers.get('www-authenticate'), 'Bearer realm="clausewise", error="invalid_token", error_description="Token has expired"');
  });

  test('a refresh token is never accepted as a bearer token', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const response = await bearerClient(url, admin.refreshToken).get('/api/v1/projects');
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials' });
  });

  test('a token signed with another key answers 401 Invalid credentials', async (t) => {
    const { url, storage } = await startServer(t);
    const credential = (await storage.credentials.getByClientId(ADMIN_CLIENT_ID))!;
    const forged = await new SignJWT({ cid: credential.id, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(credential.userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server key, but long enough'));
    const response = await bearerClient(url, forged).get('/api/v1/projects');
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials' });
  });

  test('a malformed Authorization header answers 401', async (t) => {
    const { url } = await startServer(t);
    const response = await request(url, 'GET', '/api/v1/projects', { headers: { authorization: 'Token abc' } });
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials' });
  });

  test('deleting a credential revokes its access token on the next request', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'member');
    assert.equal((await user.client.get('/api/v1/projects')).status, 200);
    assert.equal((await admin.delete(`/api/v1/admin/credentials/${user.credentialId}`)).status, 204);
    const response = await user.client.get('/api/v1/projects');
    assert.equal(response.status, 401);
    assert.deepEqual(response.body, { detail: 'Invalid credentials' });
  });

  test("deactivating a user revokes their credentials' tokens at once", async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const user = await newUser(url, admin, 'member');
    assert.equal((await admin.patch(`/api/v1/admin/users/${user.id}`, { json: { is_active: false } })).status, 200);
    assert.equal((await user.client.get('/api/v1/projects')).status, 401);
    assert.equal((await exchangeToken(url, user.clientId, user.clientSecret)).status, 401);
  });

  test('a credential acts as its owner: a viewer credential cannot write', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const viewer = await newUser(url, admin, 'viewer');
    const response = await viewer.client.post('/api/v1/projects', { json: { name: 'nope' } });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, { detail: 'You do not have permission to access this resource' });
  });

  test('after ten failed requests for one client id, the next answers 429 with Retry-After, even with the right secret', async (t) => {
    const { url } = await startServer(t);
    for (let attempt = 0; attempt < 10; attempt++) assert.equal((await exchangeToken(url, ADMIN_CLIENT_ID, 'wrong')).status, 401);
    const response = await exchangeToken(url, ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET);
    assert.equal(response.status, 429);
    assert.match(response.body.detail, /^Too many failed token requests; retry in \d+ seconds$/);
    const retryAfter = Number(response.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
  });

  test('failed requests for one client id do not throttle another client from the same address', async (t) => {
    const { url } = await startServer(t);
    for (let attempt = 0; attempt < 10; attempt++) await exchangeToken(url, 'someone-else', 'wrong');
    assert.equal((await exchangeToken(url, ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET)).status, 200);
  });
});
