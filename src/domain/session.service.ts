// Console sessions (issue #5, docs/api-extensions.md). Decision: a session is a signed JWT in an httpOnly cookie
// (typ `session`), so no session table is needed; the server still checks on every request that the user
// exists and is active, and the `pwv` claim (a fingerprint of the password hash) ends all sessions when the
// password changes. The CSRF token is an HMAC of the session id, so it needs no storage either.
// Sign-out clears the cookie; a copied cookie stays valid until it expires (SESSION_SECONDS) — acceptable for a
// self-hosted console, and revocable at once by deactivating the user or changing the password.

import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Storage, UserRecord } from '../storage/types.ts';
import type { Principal } from './access.ts';
import type { UserService } from './user.service.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { AppError, MESSAGES, unauthorized } from './errors.ts';

export const SESSION_COOKIE = 'clausewise_session';
export const SESSION_SECONDS = 12 * 60 * 60;
const ALGORITHM = 'HS256';

export interface Session {
  principal: Principal;
  csrfToken: string;
}

export interface SessionServiceDeps {
  storage: Pick<Storage, 'users'>;
  users: UserService;
  throttle: SignInThrottle;
  secret: Uint8Array;
}

function passwordVersion(user: UserRecord): string {
  return createHash('sha256').update(user.passwordHash ?? '').digest('base64url').slice(0, 16);
}

function toPrincipal(user: UserRecord): Principal {
  return { userId: user.id, email: user.email, name: user.name, role: user.role, credentialId: null };
}

export function createSessionService(deps: SessionServiceDeps) {
  const { storage, users, throttle, secret } = deps;

  function csrfTokenFor(sessionId: string): string {
    return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
  }

  /** Returns the cookie value and the session; throws `Invalid credentials` after the earned slowdown. */
  async function signIn(input: { email: string; password: string; clientIp: string }): Promise<{ cookie: string; session: Session }> {
    const keys = [`email:${input.email.trim().toLowerCase()}`, `ip:${input.clientIp}`];
    await throttle.wait(keys);
    const user = await users.verifyPassword(input.email, input.password);
    if (!user) {
      throttle.recordFailure(keys);
      throw unauthorized();
    }
    throttle.recordSuccess(keys);
    const sessionId = randomUUID();
    const cookie = await new SignJWT({ typ: 'session', pwv: passwordVersion(user) })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(user.id)
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_SECONDS}s`)
      .sign(secret);
    return { cookie, session: { principal: toPrincipal(user), csrfToken: csrfTokenFor(sessionId) } };
  }

  /** The session behind a cookie value; 401 when it is forged, expired, or its user is gone, inactive or re-keyed. */
  async function authenticate(cookie: string): Promise<Session> {
    let payload;
    try {
      ({ payload } = await jwtVerify(cookie, secret, { algorithms: [ALGORITHM] }));
    } catch {
      throw unauthorized(MESSAGES.notAuthenticated);
    }
    if (payload.typ !== 'session' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
      throw unauthorized(MESSAGES.notAuthenticated);
    }
    const user = await storage.users.getById(payload.sub);
    if (!user || !user.isActive || payload.pwv !== passwordVersion(user)) throw unauthorized(MESSAGES.notAuthenticated);
    return { principal: toPrincipal(user), csrfToken: csrfTokenFor(payload.jti) };
  }

  function requireCsrf(session: Session, presented: string | undefined): void {
    const expected = Buffer.from(session.csrfToken);
    const actual = Buffer.from(presented ?? '');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      throw new AppError('forbidden', MESSAGES.csrf);
    }
  }

  return { signIn, authenticate, requireCsrf };
}

export type SessionService = ReturnType<typeof createSessionService>;
