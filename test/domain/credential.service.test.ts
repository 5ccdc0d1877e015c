// Client secrets under a keyed fast hash (issue #12), and the one-time move of older scrypt hashes.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test, type TestContext } from 'node:test';
import { createCredentialService } from '../../src/domain/credential.service.ts';
import { createUserService } from '../../src/domain/user.service.ts';
import { hashSecret } from '../../src/lib/secret-hash.ts';
import { createSqliteStorage } from '../../src/storage/sqlite/index.ts';

async function setUp(t: TestContext) {
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-credential-'));
  const storage = await createSqliteStorage({ dataDir });
  t.after(async () => {
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const user = await createUserService({ storage }).create({ email: 'svc@example.test', role: 'member' });
  const credentials = createCredentialService({ storage, secretHashKey: randomBytes(32) });
  return { storage, user, credentials };
}

/** A credential as stored before issue #12: its secret under scrypt. */
async function legacyCredential(storage: Awaited<ReturnType<typeof setUp>>['storage'], userId: string) {
  return storage.credentials.create({ id: crypto.randomUUID(), name: 'old', clientId: 'cw_old', secretHash: await hashSecret('old-secret'), userId });
}

describe('credential service', () => {
  test('stores a new secret as an HMAC-SHA-256 under the server key, never in clear', async (t) => {
    const { storage, user, credentials } = await setUp(t);
    const { record, clientSecret } = await credentials.create({ name: 'svc', userId: user.id });
    const stored = (await storage.credentials.getById(record.id))!.secretHash;
    assert.match(stored, /^hmac-sha256\$[\w-]{43}$/);
    assert.ok(!stored.includes(clientSecret));
  });

  test('verifies the right secret and refuses a wrong one', async (t) => {
    const { user, credentials } = await setUp(t);
    const { record, clientSecret } = await credentials.create({ name: 'svc', userId: user.id });
    assert.equal((await credentials.verify(record.clientId, clientSecret))?.id, record.id);
    assert.equal(await credentials.verify(record.clientId, `${clientSecret}x`), undefined);
  });

  test('a secret hashed under another server key does not verify', async (t) => {
    const { storage, user, credentials } = await setUp(t);
    const { record, clientSecret } = await credentials.create({ name: 'svc', userId: user.id });
    const otherServer = createCredentialService({ storage, secretHashKey: randomBytes(32) });
    assert.equal(await otherServer.verify(record.clientId, clientSecret), undefined);
  });

  test('an older scrypt-hashed credential still verifies, and its hash is rewritten to the keyed hash', async (t) => {
    const { storage, user, credentials } = await setUp(t);
    const legacy = await legacyCredential(storage, user.id);
    assert.equal((await credentials.verify('cw_old', 'old-secret'))?.id, legacy.id);
    assert.match((await storage.credentials.getById(legacy.id))!.secretHash, /^hmac-sha256\$/);
    assert.equal((await credentials.verify('cw_old', 'old-secret'))?.id, legacy.id);
  });

  test('a wrong secret against an older scrypt hash leaves the hash as it was', async (t) => {
    const { storage, user, credentials } = await setUp(t);
    const legacy = await legacyCredential(storage, user.id);
    assert.equal(await credentials.verify('cw_old', 'guess'), undefined);
    assert.equal((await storage.credentials.getById(legacy.id))!.secretHash, legacy.secretHash);
  });
});
