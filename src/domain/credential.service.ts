// API credentials (spec §5): a client id plus a secret shown once and stored only as a keyed hash
// (lib/keyed-hash.ts, issue #12). A credential acts as its owner user.

import { randomUUID } from 'node:crypto';
import type { CredentialRecord, Storage } from '../storage/types.ts';
import { createKeyedHasher } from '../lib/keyed-hash.ts';
import { randomSecret, verifySecret } from '../lib/secret-hash.ts';
import { invalid, notFound } from './errors.ts';

export interface CreatedCredential {
  record: CredentialRecord;
  /** The only time the secret exists in clear. */
  clientSecret: string;
}

export interface CredentialServiceDeps {
  storage: Pick<Storage, 'credentials' | 'users'>;
  /** The server's key for hashing client secrets (config.credentialHashKey). */
  secretHashKey: Uint8Array;
  /** Called once a credential is deleted, so remembered token checks (TokenService.forgetOwners) end at once. */
  onCredentialRemoved?: () => void;
}

export function createCredentialService(deps: CredentialServiceDeps) {
  const { credentials, users } = deps.storage;
  const hasher = createKeyedHasher(deps.secretHashKey);
  const credentialRemoved = deps.onCredentialRemoved ?? (() => {});

  /** Checks a secret against a stored credential; a pre-#12 scrypt hash is verified once and then replaced. */
  async function matchesSecret(credential: CredentialRecord, clientSecret: string): Promise<boolean> {
    if (hasher.isKeyedHash(credential.secretHash)) return hasher.verify(clientSecret, credential.secretHash);
    if (!(await verifySecret(clientSecret, credential.secretHash))) return false;
    await credentials.updateSecretHash(credential.id, hasher.hash(clientSecret));
    return true;
  }

  async function create(input: { name: string; userId: string }): Promise<CreatedCredential> {
    if (!(await users.getById(input.userId))) {
      throw invalid([{ loc: ['body', 'user_id'], msg: 'No user with this id', type: 'value_error' }]);
    }
    // 256 bits of randomness (issue #2); the client id is random too so it reveals nothing.
    const clientSecret = randomSecret(32);
    const record = await credentials.create({
      id: randomUUID(),
      name: input.name,
      clientId: `cw_${randomSecret(16)}`,
      secretHash: hasher.hash(clientSecret),
      userId: input.userId,
    });
    return { record, clientSecret };
  }

  /** Bootstrap: make sure a credential with exactly these values exists for this user (automation and CI). */
  async function ensure(input: { clientId: string; clientSecret: string; userId: string; name?: string }): Promise<CredentialRecord> {
    const existing = await credentials.getByClientId(input.clientId);
    if (existing && existing.userId === input.userId && (await matchesSecret(existing, input.clientSecret))) {
      return existing;
    }
    if (existing) {
      await credentials.delete(existing.id);
      credentialRemoved();
    }
    return credentials.create({
      id: randomUUID(),
      name: input.name ?? 'bootstrap',
      clientId: input.clientId,
      secretHash: hasher.hash(input.clientSecret),
      userId: input.userId,
    });
  }

  /** The credential these client credentials identify, or undefined (unknown id or wrong secret). */
  async function verify(clientId: string, clientSecret: string): Promise<CredentialRecord | undefined> {
    const credential = await credentials.getByClientId(clientId);
    if (!credential) return undefined;
    return (await matchesSecret(credential, clientSecret)) ? credential : undefined;
  }

  async function remove(id: string): Promise<void> {
    const isDeleted = await credentials.delete(id);
    credentialRemoved();
    if (!isDeleted) throw notFound('Credential');
  }

  return {
    create,
    ensure,
    verify,
    remove,
    list: () => credentials.list(),
    getById: (id: string) => credentials.getById(id),
  };
}

export type CredentialService = ReturnType<typeof createCredentialService>;
