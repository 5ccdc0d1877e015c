import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test, type TestContext } from 'node:test';
import { randomBytes } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { createCredentialService } from '../../src/domain/credential.service.ts';
import { isAppError } from '../../src/domain/errors.ts';
import { ACCESS_TOKEN_SECONDS, OWNER_RECHECK_MS, createTokenService } from '../../src/domain/token.service.ts';
import { createTokenThrottle } from '../../src/domain/token-throttle.ts';
import { createUserService } from '../../src/domain/user.service.ts';

const ADDRESS = '192.0.2.1';
import { createSqliteStorage } from '../../src/storage/sqlite/index.ts';

async function setUp(t: TestContext) {
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-token-'));
  const storage = await createSqliteStorage({ dataDir });
  t.after(async () => {
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  // Wired as src/domain/services.ts wires them: changes made through these services end remembered checks.
  const users = createUserService({ storage, onUserChanged: () => tokens.forgetOwners() });
  const credentials = createCredentialService({ storage, secretHashKey: randomBytes(32), onCredentialRemoved: () => tokens.forgetOwners() });
  const secret = randomBytes(32);
  const tokens = createTokenService({ storage, credentials, secret, throttle: createTokenThrottle({ counters: storage.failureCounters }) });
  const user = await users.create({ email: 'svc@example.test', role: 'member' });
  const { record, clientSecret } = await credentials.create({ name: 'svc', userId: user.id });
  return { storage, users, credentials, tokens, secret, user, credential: record, clientSecret };
}

async function rejection(promise: Promise<unknown>): Promise<{ kind: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    assert.ok(isAppError(error), String(error));
    return { kind: error.kind, message: error.message };
  }
  assert.fail('expected a rejection');
}

describe('token service', () => {
  test('an access token authenticates as the credential owner', async (t) => {
    const { tokens, user, credential, clientSecret } = await setUp(t);
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    const principal = await tokens.authenticate(pair.accessToken);
    assert.deepEqual(principal, { userId: user.id, email: user.email, name: null, role: 'member', credentialId: credential.id, mustChangePassword: false });
  });

  test('a remembered (already verified) token still expires after 24 hours', async (t) => {
    const { tokens, credential, clientSecret } = await setUp(t);
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    await tokens.authenticate(pair.accessToken);
    t.mock.timers.tick((ACCESS_TOKEN_SECONDS + 1) * 1000);
    assert.deepEqual(await rejection(tokens.authenticate(pair.accessToken)), { kind: 'token_expired', message: 'Token has expired' });
  });

  test('a remembered token stops working as soon as its credential is deleted in this process', async (t) => {
    const { credentials, tokens, credential, clientSecret } = await setUp(t);
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    await tokens.authenticate(pair.accessToken);
    await credentials.remove(credential.id);
    assert.deepEqual(await rejection(tokens.authenticate(pair.accessToken)), { kind: 'unauthorized', message: 'Invalid credentials' });
  });

  test('the owner check of a bearer token is reused for OWNER_RECHECK_MS, not read on every request', async (t) => {
    const { storage, tokens, credential, clientSecret } = await setUp(t);
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    const lookups = t.mock.method(storage.credentials, 'getWithOwner');
    for (let i = 0; i < 20; i++) await tokens.authenticate(pair.accessToken);
    assert.equal(lookups.mock.callCount(), 0, 'the exchange had just checked the owner');
    t.mock.timers.tick(OWNER_RECHECK_MS);
    for (let i = 0; i < 20; i++) await tokens.authenticate(pair.accessToken);
    assert.equal(lookups.mock.callCount(), 1);
  });

  test('a credential deleted by another process (straight in the database) is refused after OWNER_RECHECK_MS', async (t) => {
    const { storage, tokens, credential, clientSecret } = await setUp(t);
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    await tokens.authenticate(pair.accessToken);
    await storage.credentials.delete(credential.id);
    t.mock.timers.tick(OWNER_RECHECK_MS);
    assert.deepEqual(await rejection(tokens.authenticate(pair.accessToken)), { kind: 'unauthorized', message: 'Invalid credentials' });
  });

  test('a user deactivated or given another role in this process applies to the very next request', async (t) => {
    const { users, tokens, user, credential, clientSecret } = await setUp(t);
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    assert.equal((await tokens.authenticate(pair.accessToken)).role, 'member');
    await users.update(user.id, { role: 'viewer' });
    assert.equal((await tokens.authenticate(pair.accessToken)).role, 'viewer');
    await users.update(user.id, { isActive: false });
    assert.equal((await rejection(tokens.authenticate(pair.accessToken))).kind, 'unauthorized');
  });

  test('an owner check that was reading while the owner changed is not remembered', async (t) => {
    const { storage, users, tokens, user, credential, clientSecret } = await setUp(t);
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    await users.update(user.id, { role: 'member' }); // forget the exchange's check
    const read = storage.credentials.getWithOwner.bind(storage.credentials);
    let release!: () => void;
    let hasRead!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const readDone = new Promise<void>((resolve) => (hasRead = resolve));
    t.mock.method(storage.credentials, 'getWithOwner', async (id: string) => {
      const found = await read(id); // the answer from before the change…
      hasRead();
      await gate; // …arrives after it
      return found;
    });
    const pending = tokens.authenticate(pair.accessToken);
    await readDone;
    await users.update(user.id, { isActive: false });
    release();
    assert.equal((await pending).userId, user.id);
    t.mock.restoreAll();
    assert.equal((await rejection(tokens.authenticate(pair.accessToken))).kind, 'unauthorized');
  });

  test('tokens are signed synchronously (no WebCrypto round trip per token)', async (t) => {
    const { tokens, user, credential } = await setUp(t);
    const token = tokens.sign({ sub: user.id, cid: credential.id, typ: 'access' }, ACCESS_TOKEN_SECONDS);
    assert.equal(typeof token, 'string');
  });

  test('a token signed here verifies with jose, with the claims and header jose would write', async (t) => {
    const { tokens, secret, user, credential, clientSecret } = await setUp(t);
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    const { payload, protectedHeader } = await jwtVerify(pair.accessToken, secret, { algorithms: ['HS256'], subject: user.id });
    assert.deepEqual(protectedHeader, { alg: 'HS256', typ: 'JWT' });
    assert.equal(payload.cid, credential.id);
    assert.equal(payload.typ, 'access');
    assert.equal(payload.exp! - payload.iat!, ACCESS_TOKEN_SECONDS);
    assert.match(payload.jti ?? '', /^[0-9a-f-]{36}$/);
    assert.ok(Math.abs(payload.iat! - Date.now() / 1000) < 5);
    const refresh = await jwtVerify(pair.refreshToken, secret, { algorithms: ['HS256'] });
    assert.equal(refresh.payload.typ, 'refresh');
    assert.notEqual(refresh.payload.jti, payload.jti);
    assert.deepEqual(decodeProtectedHeader(pair.refreshToken), { alg: 'HS256', typ: 'JWT' });
    // …and a wrong key does not verify it.
    await assert.rejects(jwtVerify(pair.accessToken, randomBytes(32), { algorithms: ['HS256'] }));
  });

  test('a token signed by jose with the server key is accepted; with another key or alg none it is not', async (t) => {
    const { tokens, secret, user, credential } = await setUp(t);
    const mint = (key: Uint8Array) =>
      new SignJWT({ cid: credential.id, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    assert.equal((await tokens.authenticate(await mint(secret))).userId, user.id);
    assert.equal((await rejection(tokens.authenticate(await mint(randomBytes(32))))).kind, 'unauthorized');
    const [, payload] = (await mint(secret)).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    assert.equal((await rejection(tokens.authenticate(unsigned))).kind, 'unauthorized');
  });

  test('access and refresh tokens cannot stand in for each other', async (t) => {
    const { tokens, credential, clientSecret } = await setUp(t);
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    assert.equal((await rejection(tokens.authenticate(pair.refreshToken))).kind, 'unauthorized');
    assert.equal((await rejection(tokens.refresh(pair.accessToken, ADDRESS))).kind, 'unauthorized');
  });

  test('an inactive owner cannot exchange or renew', async (t) => {
    const { users, tokens, user, credential, clientSecret } = await setUp(t);
    const pair = await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    await users.update(user.id, { isActive: false });
    assert.equal((await rejection(tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS))).kind, 'unauthorized');
    assert.equal((await rejection(tokens.refresh(pair.refreshToken, ADDRESS))).kind, 'unauthorized');
  });

  test('garbage is Invalid credentials, never an exception of another kind', async (t) => {
    const { tokens } = await setUp(t);
    for (const token of ['', 'abc', 'a.b.c', `${'x'.repeat(20)}.${'y'.repeat(20)}.${'z'.repeat(20)}`]) {
      assert.deepEqual(await rejection(tokens.authenticate(token)), { kind: 'unauthorized', message: 'Invalid credentials' });
    }
  });

  test('records when a credential was last used', async (t) => {
    const { storage, tokens, credential, clientSecret } = await setUp(t);
    await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    assert.match((await storage.credentials.getById(credential.id))!.lastUsedAt ?? '', /^\d{4}-\d{2}-\d{2}T/);
  });

  test('rewrites last_used_at at most once a minute, so a burst of token requests does not queue on writes', async (t) => {
    const { storage, tokens, credential, clientSecret } = await setUp(t);
    const touch = t.mock.method(storage.credentials, 'touchLastUsed');
    for (let i = 0; i < 5; i++) await tokens.exchangeClientCredentials(credential.clientId, clientSecret, ADDRESS);
    assert.equal(touch.mock.callCount(), 1);
  });
});
