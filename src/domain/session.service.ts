// Console sessions (issue #5, docs/api-extensions.md). A session is a random 256-bit id in an httpOnly cookie;
// storage keeps only its sha256 (storage.sessions), so a database leak yields no usable cookie. Every request
// re-checks the session row and that its user is active; sign-out deletes the row, and deactivating a user or
// changing their password deletes all their sessions (user.service.ts).

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Storage, UserRecord } from '../storage/types.ts';
import type { Principal } from './access.ts';
import type { UserService } from './user.service.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { AppError, MESSAGES, unauthorized } from './errors.ts';
import { randomSecret } from '../lib/secret-hash.ts';
import { nowTimestamp, toTimestamp } from '../lib/time.ts';

export const SESSION_COOKIE = 'clausewise_session';
export const SESSION_SECONDS = 12 * 60 * 60;

export interface Session {
  principal: Principal;
  csrfToken: string;
}

export interface SessionServiceDeps {
  storage: Pick<Storage, 'users' | 'sessions'>;
  users: UserService;
  throttle: SignInThrottle;
}

function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

function toPrincipal(user: UserRecord): Principal {
  return { userId: user.id, email: user.email, name: user.name, role: user.role, credentialId: null };
}

export function createSessionService(deps: SessionServiceDeps) {
  const { storage, users, throttle } = deps;

  /** Returns the cookie value and the session; throws `Invalid credentials` after the earned slowdown. */
  async function signIn(input: { email: string; password: string; clientIp: string }): Promise<{ cookie: string; session: Session }> {
    const keys = [`email:${input.email.trim().toLowerCase()}`, `ip:${input.clientIp}`];
    await throttle.wait(keys);
    const user = await users.verifyPassword(input.email, input.password);
    if (!user) {
      await throttle.recordFailure(keys);
      throw unauthorized();
    }
    await throttle.recordSuccess(keys);
    const sessionId = randomSecret(32);
    const csrfToken = randomSecret(32);
    const now = Date.now();
    await storage.sessions.create({
      idHash: hashSessionId(sessionId),
      userId: user.id,
      csrfToken,
      createdAt: toTimestamp(new Date(now)),
      expiresAt: toTimestamp(new Date(now + SESSION_SECONDS * 1000)),
    });
    // Sign-ins are rare: a good moment to sweep expired rows.
    await storage.sessions.deleteExpired(nowTimestamp());
    return { cookie: sessionId, session: { principal: toPrincipal(user), csrfToken } };
  }

  /** The session behind a cookie value; 401 when it is unknown, expired, or its user is gone or inactive. */
  async function authenticate(cookie: string): Promise<Session> {
    const record = await storage.sessions.get(hashSessionId(cookie));
    if (!record || record.expiresAt <= nowTimestamp()) throw unauthorized(MESSAGES.notAuthenticated);
    const user = await storage.users.getById(record.userId);
    if (!user || !user.isActive) throw unauthorized(MESSAGES.notAuthenticated);
    return { principal: toPrincipal(user), csrfToken: record.csrfToken };
  }

  async function signOut(cookie: string): Promise<void> {
    await storage.sessions.delete(hashSessionId(cookie));
  }

  function requireCsrf(session: Session, presented: string | undefined): void {
    const expected = Buffer.from(session.csrfToken);
    const actual = Buffer.from(presented ?? '');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      throw new AppError('forbidden', MESSAGES.csrf);
    }
  }

  return { signIn, authenticate, signOut, requireCsrf };
}

export type SessionService = ReturnType<typeof createSessionService>;
