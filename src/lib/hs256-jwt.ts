// HS256 JWT signing without a promise (issue #12): a compact JWS is base64url(header).base64url(payload) and
// the HMAC-SHA-256 of those two, so node:crypto's synchronous HMAC signs it in microseconds. jose's SignJWT
// goes through WebCrypto (a key import and a thread-pool round trip per token), which made a burst of token
// requests queue behind two of those each. Verification stays with jose (src/domain/token.service.ts), and
// tests check that each accepts the other's tokens.

import { createHmac, createSecretKey } from 'node:crypto';

/** The protected header every token carries; encoded once. */
const ENCODED_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export type Hs256Signer = (payload: Record<string, unknown>) => string;

/** A signer for `secret` (imported once as a key object). */
export function createHs256Signer(secret: Uint8Array): Hs256Signer {
  const key = createSecretKey(secret);
  return (payload) => {
    const signingInput = `${ENCODED_HEADER}.${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}`;
    return `${signingInput}.${createHmac('sha256', key).update(signingInput, 'ascii').digest('base64url')}`;
  };
}
