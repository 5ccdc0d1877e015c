// OAuth2 client-credentials tokens (spec §5): HS256 JWTs via jose. Access tokens live 24 h, refresh tokens
// 30 d; the `typ` claim tells them apart so neither can stand in for the other. Every use re-checks that the
// credential still exists and its user is active, so deleting either revokes at once.

import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { CredentialRecord, Storage } from '../storage/types.ts';
import type { Principal } from './access.ts';
import type { CredentialService } from './credential.service.ts';
import { AppError, MESSAGES, isAppError, rateLimited, unauthorized } from './errors.ts';
import type { TokenRequester, TokenThrottle } from './token-throttle.ts';
import { nowTimestamp } from '../lib/time.ts';
import { createBoundedCache } from '../lib/bounded-cache.ts';

export const ACCESS_TOKEN_SECONDS = 24 * 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
/**
 * `last_used_at` is rewritten at most this often: a write per token request would make a burst of clients
 * queue on the database (issue #12), and a credential list needs the minute, not the millisecond.
 */
export const LAST_USED_PRECISION_MS = 60_000;

export type TokenType = 'access' | 'refresh';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

interface TokenClaims {
  sub: string;
  cid: string;
  typ: TokenType;
}

interface CredentialOwner {
  credential: CredentialRecord;
  principal: Principal;
}

export interface TokenServiceDeps {
  storage: Pick<Storage, 'credentials' | 'users'>;
  credentials: CredentialService;
  secret: Uint8Array;
  throttle: TokenThrottle;
}

export function createTokenService(deps: TokenServiceDeps) {
  const { storage, credentials, secret, throttle } = deps;

  /** Signs one token; `issuedAt` is injectable so tests can mint expired tokens. */
  function sign(claims: TokenClaims, lifetimeSeconds: number, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ cid: claims.cid, typ: claims.typ })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetimeSeconds)
      .sign(secret);
  }

  async function issuePair({ credential, principal }: CredentialOwner): Promise<TokenPair> {
    const claims = { sub: principal.userId, cid: credential.id };
    const [accessToken, refreshToken] = await Promise.all([
      sign({ ...claims, typ: 'access' }, ACCESS_TOKEN_SECONDS),
      sign({ ...claims, typ: 'refresh' }, REFRESH_TOKEN_SECONDS),
    ]);
    const lastUsedAt = credential.lastUsedAt === null ? 0 : Date.parse(credential.lastUsedAt);
    if (Date.now() - lastUsedAt >= LAST_USED_PRECISION_MS) await storage.credentials.touchLastUsed(credential.id, nowTimestamp());
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  // A token's signature and claims never change, so a verified token is remembered until it expires: bearer
  // requests skip the signature check (the costliest step of a read). Revocation is unaffected: the
  // credential and user are still looked up on every request (credentialOwner).
  const verified = createBoundedCache<string, TokenClaims & { exp: number }>(VERIFIED_TOKEN_CACHE_SIZE);

  /** Verifies signature, expiry and type; `Token has expired` only for a genuine token past its lifetime. */
  async function readToken(token: string, expected: TokenType): Promise<TokenClaims> {
    const claims = verified.get(token) ?? (await verifySignature(token));
    if (claims.exp * 1000 <= Date.now()) {
      verified.delete(token);
      throw new AppError('token_expired', MESSAGES.tokenExpired);
    }
    if (claims.typ !== expected) throw unauthorized();
    return claims;
  }

  async function verifySignature(token: string): Promise<TokenClaims & { exp: number }> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('token_expired', MESSAGES.tokenExpired);
      throw unauthorized();
    }
    const { sub, cid, typ, exp } = payload;
    if ((typ !== 'access' && typ !== 'refresh') || typeof sub !== 'string' || typeof cid !== 'string' || typeof exp !== 'number') {
      throw unauthorized();
    }
    const claims = { sub, cid, typ: typ as TokenType, exp };
    verified.set(token, claims);
    return claims;
  }

  /** The credential and the principal it acts as, if the credential still exists and its user is active. */
  async function credentialOwner(claims: TokenClaims): Promise<CredentialOwner> {
    const found = await storage.credentials.getWithOwner(claims.cid);
    if (!found || found.credential.userId !== claims.sub || !found.owner.isActive) throw unauthorized();
    const { credential, owner: user } = found;
    return { credential, principal: { userId: user.id, email: user.email, name: user.name, role: user.role, credentialId: credential.id, mustChangePassword: user.mustChangePassword } };
  }

  /** Runs one token request under the failure throttle: refused while throttled, failures (401) counted. */
  async function throttled(requester: TokenRequester, issue: () => Promise<TokenPair>): Promise<TokenPair> {
    const retryAfterSeconds = await throttle.retryAfterSeconds(requester);
    if (retryAfterSeconds > 0) throw rateLimited(retryAfterSeconds);
    try {
      return await issue();
    } catch (error) {
      if (isAppError(error) && (error.kind === 'unauthorized' || error.kind === 'token_expired')) await throttle.recordFailure(requester);
      throw error;
    }
  }

  async function exchangeClientCredentials(clientId: string, clientSecret: string, address: string): Promise<TokenPair> {
    return throttled({ clientId, address }, async () => {
      const credential = await credentials.verify(clientId, clientSecret);
      if (!credential) throw unauthorized();
      return issuePair(await credentialOwner({ sub: credential.userId, cid: credential.id, typ: 'access' }));
    });
  }

  async function refresh(refreshToken: string, address: string): Promise<TokenPair> {
    return throttled({ address }, async () => {
      const claims = await readToken(refreshToken, 'refresh');
      return issuePair(await credentialOwner(claims));
    });
  }

  /** Bearer authentication for every API request. */
  async function authenticate(accessToken: string): Promise<Principal> {
    return (await credentialOwner(await readToken(accessToken, 'access'))).principal;
  }

  return { exchangeClientCredentials, refresh, authenticate, sign };
}

export type TokenService = ReturnType<typeof createTokenService>;
