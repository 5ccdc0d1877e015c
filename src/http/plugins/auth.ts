// Authentication for /api/v1 (spec §5, docs/api-extensions.md): a bearer access token, or the console's
// session cookie plus an X-CSRF-Token header on writes. Resolves `request.principal`; deciding what the
// principal may do is domain/access.ts's job.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie'; // brings request.cookies into the types
import type { Principal } from '../../domain/access.ts';
import { AppError, MESSAGES, unauthorized } from '../../domain/errors.ts';
import type { Session } from '../../domain/session.service.ts';
import { SESSION_COOKIE } from '../../domain/session.service.ts';
import type { DomainServices } from '../../domain/services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without authentication (token exchange, sign-in). */
    isPublic?: boolean;
    /**
     * Routes a console session may use while its user must change an admin-set password (GET /me, GET /session,
     * POST /me/password; sign-out is public). Every other route answers 403 to such a session.
     */
    allowedBeforePasswordChange?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The authenticated caller; routes call this instead of reading `request.principal` directly. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(MESSAGES.notAuthenticated);
  return request.principal;
}

function bearerToken(header: string): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized();
  return match[1]!;
}

/** Adds the authentication hook to the given (API-prefixed) scope. */
export function registerAuth(scope: FastifyInstance, services: Pick<DomainServices, 'tokens' | 'sessions'>): void {
  scope.decorateRequest('principal', null);
  scope.decorateRequest('session', null);
  // onRequest, so an unauthenticated caller gets 401 before any body is read or validated.
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.isPublic) return;
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      request.principal = await services.tokens.authenticate(bearerToken(authorization));
      return;
    }
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie === undefined) throw unauthorized(MESSAGES.notAuthenticated);
    const session = await services.sessions.authenticate(cookie);
    if (!SAFE_METHODS.has(request.method)) {
      const csrf = request.headers['x-csrf-token'];
      services.sessions.requireCsrf(session, typeof csrf === 'string' ? csrf : undefined);
    }
    request.session = session;
    request.principal = session.principal;
    // A password an admin set (a reset) is only a way back in: until its user picks their own, the session can
    // do nothing but that. API credentials are unaffected: they never used the password.
    if (session.principal.mustChangePassword && !request.routeOptions.config.allowedBeforePasswordChange) {
      throw new AppError('forbidden', MESSAGES.passwordChangeRequired);
    }
  });
}
