import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test, type TestContext } from 'node:test';
import { bootstrap, type BootstrapConfig } from '../../src/domain/bootstrap.ts';
import { createCredentialService } from '../../src/domain/credential.service.ts';
import { createUserService } from '../../src/domain/user.service.ts';
import { createSqliteStorage } from '../../src/storage/sqlite/index.ts';
import { randomBytes } from 'node:crypto';

const BASE: BootstrapConfig = {
  bootstrapAdminEmail: 'Admin@Example.test',
  bootstrapAdminPassword: null,
  bootstrapClientId: null,
  bootstrapClientSecret: null,
  credentialHashKey: randomBytes(32),
};
const credentialService = (storage: Parameters<typeof createCredentialService>[0]['storage']) =>
  createCredentialService({ storage, secretHashKey: BASE.credentialHashKey });

async function openStorage(t: TestContext) {
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-domain-'));
  const storage = await createSqliteStorage({ dataDir });
  t.after(async () => {
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return storage;
}

describe('bootstrap', () => {
  test('creates the admin once; a second run changes nothing', async (t) => {
    const storage = await openStorage(t);
    const first = await bootstrap(storage, BASE);
    const second = await bootstrap(storage, BASE);
    assert.equal(first.admin.id, second.admin.id);
    assert.equal(first.admin.email, 'admin@example.test');
    assert.equal(first.admin.role, 'admin');
    assert.equal(first.admin.passwordHash, null);
    assert.equal((await storage.users.list()).length, 1);
  });

  test('sets the admin password and updates it when the configured one changes', async (t) => {
    const storage = await openStorage(t);
    await bootstrap(storage, { ...BASE, bootstrapAdminPassword: 'first password' });
    const users = createUserService({ storage });
    assert.ok(await users.verifyPassword('admin@example.test', 'first password'));
    await bootstrap(storage, { ...BASE, bootstrapAdminPassword: 'second password' });
    assert.equal(await users.verifyPassword('admin@example.test', 'first password'), undefined);
    assert.ok(await users.verifyPassword('admin@example.test', 'second password'));
  });

  test('restores the admin role and activity of the configured account', async (t) => {
    const storage = await openStorage(t);
    const { admin } = await bootstrap(storage, BASE);
    await storage.users.update(admin.id, { role: 'viewer', isActive: false });
    const { admin: restored } = await bootstrap(storage, BASE);
    assert.equal(restored.role, 'admin');
    assert.equal(restored.isActive, true);
  });

  test('ensures a credential with exactly the configured client id and secret, owned by the admin', async (t) => {
    const storage = await openStorage(t);
    const config = { ...BASE, bootstrapClientId: 'ci-client', bootstrapClientSecret: 'ci-secret' };
    const { admin } = await bootstrap(storage, config);
    await bootstrap(storage, config);
    const credentials = await storage.credentials.list();
    assert.equal(credentials.length, 1);
    assert.equal(credentials[0]!.clientId, 'ci-client');
    assert.equal(credentials[0]!.userId, admin.id);
    assert.ok(await credentialService(storage).verify('ci-client', 'ci-secret'));
  });

  test('replaces the bootstrap credential when its configured secret changes', async (t) => {
    const storage = await openStorage(t);
    await bootstrap(storage, { ...BASE, bootstrapClientId: 'ci-client', bootstrapClientSecret: 'old' });
    await bootstrap(storage, { ...BASE, bootstrapClientId: 'ci-client', bootstrapClientSecret: 'new' });
    const credentials = credentialService(storage);
    assert.equal(await credentials.verify('ci-client', 'old'), undefined);
    assert.ok(await credentials.verify('ci-client', 'new'));
    assert.equal((await storage.credentials.list()).length, 1);
  });
});
