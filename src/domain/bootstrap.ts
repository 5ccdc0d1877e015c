// First-start setup (issue #2): make sure the bootstrap admin exists (and has the configured password), and,
// when CLAUSEWISE_BOOTSTRAP_CLIENT_ID/SECRET are both set, a credential with exactly those values owned by it.
// Idempotent: safe on every start.

import type { Config } from '../config.ts';
import type { Storage, UserRecord } from '../storage/types.ts';
import { verifySecret } from '../lib/secret-hash.ts';
import { createCredentialService } from './credential.service.ts';
import { createUserService } from './user.service.ts';

export type BootstrapConfig = Pick<
  Config,
  'bootstrapAdminEmail' | 'bootstrapAdminPassword' | 'bootstrapClientId' | 'bootstrapClientSecret' | 'credentialHashKey'
>;

export async function bootstrap(storage: Storage, config: BootstrapConfig): Promise<{ admin: UserRecord }> {
  const users = createUserService({ storage });
  const credentials = createCredentialService({ storage, secretHashKey: config.credentialHashKey });
  const admin = await ensureAdmin(users, config);
  if (config.bootstrapClientId !== null && config.bootstrapClientSecret !== null) {
    await credentials.ensure({ clientId: config.bootstrapClientId, clientSecret: config.bootstrapClientSecret, userId: admin.id });
  }
  return { admin };
}

async function ensureAdmin(users: ReturnType<typeof createUserService>, config: BootstrapConfig): Promise<UserRecord> {
  const password = config.bootstrapAdminPassword;
  const existing = await users.getByEmail(config.bootstrapAdminEmail);
  if (!existing) return users.create({ email: config.bootstrapAdminEmail, role: 'admin', name: 'Administrator', password });
  const passwordChanged = password !== null && !(existing.passwordHash && (await verifySecret(password, existing.passwordHash)));
  // The operator configured this account as the admin: restore its role and activity if someone changed them.
  if (passwordChanged || existing.role !== 'admin' || !existing.isActive) {
    return users.update(existing.id, {
      role: 'admin',
      isActive: true,
      ...(passwordChanged ? { password } : {}),
    });
  }
  return existing;
}
