// OAuth2 client-credentials tokens (spec §5): HS256 JWTs, signed with node:crypto's synchronous HMAC
// (lib/hs256-jwt.ts) and verified with jose. Access tokens live 24 h, refresh tokens
// 30 d; the `typ` claim tells them apart so neither can stand in for the other. Every use checks that the
// credential still exists and its user is active: a change made through this process's services revokes at
// once (forgetOwners), one made by another process within OWNER_RECHECK_MS.

import { createSecretKey, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { CredentialRecord, Storage } from '../storage/types.ts';
import type { Principal } from './access.ts';
import type { CredentialService } from './credential.service.ts';
import { AppError, MESSAGES, isAppError, rateLimited, unauthorized } from './errors.ts';
import type { TokenRequester, TokenThrottle } from './token-throttle.ts';
import { nowTimestamp } from '../lib/time.ts';
import { createBoundedCache } from '../lib/bounded-cache.ts';
import { createHs256Signer } from '../lib/hs256-jwt.ts';

export const ACCESS_TOKEN_SECONDS = 24 * 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
/**
 * `last_used_at` is rewritten at most this often: a write per token request would make a burst of clients
 * queue on the database (issue #12), and a credential list needs the minute, not the millisecond.
 */
export const LAST_USED_PRECISION_MS = 60_000;
/**
 * A bearer token's credential-and-owner check is reused for this long (issue #11: the lookup was a database
 * read on every API request). Deleting a credential or changing a user through this process's services clears
 * the reuse at once (forgetOwners); a change made by another API process or the CLI is seen within this bound,
 * well inside the one second issue #11 allows for revocation across processes.
 */
export const OWNER_RECHECK_MS = 250;
const OWNER_CACHE_SIZE = 10_000;

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

  const signHs256 = createHs256Signer(secret);
  const verifyKey = createSecretKey(secret); // imported once, not on every verification

  /** Signs one token, synchronously; `issuedAt` is injectable so tests can mint expired tokens. */
  function sign(claims: TokenClaims, lifetimeSeconds: number, issuedAt = Math.floor(Date.now() / 1000)): string {
    return signHs256({ cid: claims.cid, typ: claims.typ, sub: claims.sub, jti: randomUUID(), iat: issuedAt, exp: issuedAt + lifetimeSeconds });
  }

  // When this process last rewrote each credential's last_used_at: a credential remembered by the owner cache
  // carries the value read before that write.
  const touchedAt = createBoundedCache<string, number>(OWNER_CACHE_SIZE);

  async function issuePair({ credential, principal }: CredentialOwner): Promise<TokenPair> {
    const claims = { sub: principal.userId, cid: credential.id };
    const accessToken = sign({ ...claims, typ: 'access' }, ACCESS_TOKEN_SECONDS);
    const refreshToken = sign({ ...claims, typ: 'refresh' }, REFRESH_TOKEN_SECONDS);
    const lastUsedAt = Math.max(credential.lastUsedAt === null ? 0 : Date.parse(credential.lastUsedAt), touchedAt.get(credential.id) ?? 0);
    if (Date.now() - lastUsedAt >= LAST_USED_PRECISION_MS) {
      touchedAt.set(credential.id, Date.now());
      await storage.credentials.touchLastUsed(credential.id, nowTimestamp());
    }
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
      ({ payload } = await jwtVerify(token, verifyKey, { algorithms: [ALGORITHM] }));
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

  // The outcome of the last owner check per credential id, reused for OWNER_RECHECK_MS (refusals are not kept).
  const owners = createBoundedCache<string, CredentialOwner & { checkedAt: number }>(OWNER_CACHE_SIZE);
  /** Bumped by forgetOwners, so a check that was reading the database meanwhile is not remembered. */
  let generation = 0;

  /**
   * Drops every remembered owner check: called when a credential is deleted or a user changed in this process,
   * so the change applies to the very next request.
   */
  function forgetOwners(): void {
    generation++;
    owners.clear();
  }

  /** The credential and the principal it acts as, if the credential still exists and its user is active. */
  async function credentialOwner(claims: TokenClaims): Promise<CredentialOwner> {
    const now = Date.now();
    const known = owners.get(claims.cid);
    if (known !== undefined && now - known.checkedAt < OWNER_RECHECK_MS && now >= known.checkedAt) {
      if (known.credential.userId !== claims.sub) throw unauthorized();
      return known;
    }
    const startedIn = generation;
    const found = await storage.credentials.getWithOwner(claims.cid);
    if (!found || found.credential.userId !== claims.sub || !found.owner.isActive) {
      owners.delete(claims.cid);
      throw unauthorized();
    }
    const { credential, owner: user } = found;
    const owner = { credential, principal: { userId: user.id, email: user.email, name: user.name, role: user.role, credentialId: credential.id, mustChangePassword: user.mustChangePassword } };
    // Set only if no forgetOwners() ran while the read was pending: an answer read before a revocation must
    // not be remembered after it.
    if (generation === startedIn) owners.set(claims.cid, { ...owner, checkedAt: now });
    return owner;
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

  return { exchangeClientCredentials, refresh, authenticate, sign, forgetOwners };
}

export type TokenService = ReturnType<typeof createTokenService>;
