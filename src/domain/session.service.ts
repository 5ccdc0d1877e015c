// Console sessions (issue #5, docs/api-extensions.md). A session is a random 256-bit id in an httpOnly cookie;
// storage keeps only its sha256 (storage.sessions), so a database leak yields no usable cookie. Every request
// re-checks the session row and that its user is active; sign-out deletes the row, and deactivating a user or
// changing their password deletes all their sessions (user.service.ts); a user changing their own password keeps
// the session they did it from. Nothing about a session is cached, so every change is seen on the next request.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Storage, UserRecord } from '../storage/types.ts';
import type { Principal } from './access.ts';
import { normalizeEmail, type UserService } from './user.service.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { AppError, MESSAGES, invalid, unauthorized } from './errors.ts';
import { randomSecret } from '../lib/secret-hash.ts';
import { nowTimestamp, toTimestamp } from '../lib/time.ts';

export const SESSION_COOKIE = 'clausewise_session';
export const SESSION_SECONDS = 12 * 60 * 60;

export interface Session {
  principal: Principal;
  csrfToken: string;
  /** sha256 of the cookie value: the stored key of this session. */
  idHash: string;
}

export interface SessionServiceDeps {
  storage: Pick<Storage, 'users' | 'sessions'>;
  users: UserService;
  throttle: SignInThrottle;
}

function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** What the sign-in throttle counts failures by: the email and the client's address. */
function signInThrottleKeys(email: string, clientIp: string): string[] {
  return [`email:${normalizeEmail(email)}`, `ip:${clientIp}`];
}

function toPrincipal(user: UserRecord): Principal {
  return { userId: user.id, email: user.email, name: user.name, role: user.role, credentialId: null, mustChangePassword: user.mustChangePassword };
}

export function createSessionService(deps: SessionServiceDeps) {
  const { storage, users, throttle } = deps;

  /** Returns the cookie value and the session; throws `Invalid credentials` after the earned slowdown. */
  async function signIn(input: { email: string; password: string; clientIp: string }): Promise<{ cookie: string; session: Session }> {
    const keys = signInThrottleKeys(input.email, input.clientIp);
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
    const idHash = hashSessionId(sessionId);
    await storage.sessions.create({
      idHash,
      userId: user.id,
      csrfToken,
      createdAt: toTimestamp(new Date(now)),
      expiresAt: toTimestamp(new Date(now + SESSION_SECONDS * 1000)),
    });
    // Sign-ins are rare: a good moment to sweep expired rows.
    await storage.sessions.deleteExpired(nowTimestamp());
    return { cookie: sessionId, session: { principal: toPrincipal(user), csrfToken, idHash } };
  }

  /** The session behind a cookie value; 401 when it is unknown, expired, or its user is gone or inactive. */
  async function authenticate(cookie: string): Promise<Session> {
    const idHash = hashSessionId(cookie);
    const record = await storage.sessions.get(idHash);
    if (!record || record.expiresAt <= nowTimestamp()) throw unauthorized(MESSAGES.notAuthenticated);
    const user = await storage.users.getById(record.userId);
    if (!user || !user.isActive) throw unauthorized(MESSAGES.notAuthenticated);
    return { principal: toPrincipal(user), csrfToken: record.csrfToken, idHash };
  }

  /**
   * The caller's own password change (POST /me/password): the current password is checked under the sign-in
   * throttle (same email and address keys, so it is no side door for guessing), the new one must differ, and
   * `mustChangePassword` is cleared. Every other session of the user ends; the caller's own session stays.
   */
  async function changePassword(input: {
    principal: Principal;
    session: Session | null;
    currentPassword: string;
    newPassword: string;
    clientIp: string;
  }): Promise<UserRecord> {
    const keys = signInThrottleKeys(input.principal.email, input.clientIp);
    await throttle.wait(keys);
    const user = await users.verifyPassword(input.principal.email, input.currentPassword);
    if (!user || user.id !== input.principal.userId) {
      await throttle.recordFailure(keys);
      throw invalid([{ loc: ['body', 'current_password'], msg: 'The current password is not correct', type: 'wrong_password' }]);
    }
    await throttle.recordSuccess(keys);
    if (input.newPassword === input.currentPassword) {
      throw invalid([{ loc: ['body', 'new_password'], msg: 'The new password must differ from the current one', type: 'same_password' }]);
    }
    return users.changeOwnPassword(user.id, input.newPassword, input.session?.idHash);
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

  return { signIn, authenticate, signOut, requireCsrf, changePassword };
}

export type SessionService = ReturnType<typeof createSessionService>;
