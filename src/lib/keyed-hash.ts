// Stored client secrets (issue #12). A client secret is a 256-bit random value: there is no dictionary to slow
// down, so a keyed fast hash protects it as well as scrypt does, in microseconds instead of tens of
// milliseconds of CPU per token request (a burst of clients queued behind scrypt). The server key means a copy
// of the database alone does not even allow checking a guessed secret. Human passwords keep scrypt
// (lib/secret-hash.ts). Format: `hmac-sha256$<digest b64url>`.

import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

const SCHEME = 'hmac-sha256';
const PREFIX = `${SCHEME}$`;

export interface KeyedHasher {
  hash(secret: string): string;
  /** Constant-time comparison; false for a wrong secret or a hash of another scheme. */
  verify(secret: string, stored: string): boolean;
  isKeyedHash(stored: string): boolean;
}

export function createKeyedHasher(key: Uint8Array): KeyedHasher {
  const keyObject = createSecretKey(key); // imported once, not on every token request
  const digest = (secret: string): Buffer => createHmac('sha256', keyObject).update(secret, 'utf8').digest();
  return {
    hash: (secret) => PREFIX + digest(secret).toString('base64url'),
    verify(secret, stored) {
      if (!stored.startsWith(PREFIX)) return false;
      const expected = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const actual = digest(secret);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    isKeyedHash: (stored) => stored.startsWith(PREFIX),
  };
}
