// Console sign-in (docs/api-extensions.md): POST/GET/DELETE /session, and GET /me for any caller.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DomainServices } from '../../domain/services.ts';
import { MESSAGES, unauthorized } from '../../domain/errors.ts';
import { SESSION_COOKIE, SESSION_SECONDS } from '../../domain/session.service.ts';
import { principalOf } from '../plugins/auth.ts';
import { toMeResponse } from '../responses.ts';
import { AuthErrors, ErrorResponse, ValidationErrorResponse } from '../schemas/common.ts';
import { Me, PasswordChange, SessionRequest, SessionResponse } from '../schemas/auth.ts';

function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'strict' as const, path: '/', secure: request.protocol === 'https' };
}

export function registerSessionRoutes(app: FastifyInstance, services: Pick<DomainServices, 'sessions'>): void {
  app.post<{ Body: SessionRequest }>(
    '/session',
    {
      config: { isPublic: true },
      schema: {
        tags: ['session'],
        summary: 'Sign in to the console (sets the session cookie)',
        security: [],
        body: SessionRequest,
        response: { 200: SessionResponse, 401: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const { cookie, session } = await services.sessions.signIn({
        email: request.body.email,
        password: request.body.password,
        clientIp: request.ip,
      });
      reply.setCookie(SESSION_COOKIE, cookie, { ...cookieOptions(request), maxAge: SESSION_SECONDS });
      return { user: toMeResponse(session.principal), csrf_token: session.csrfToken };
    },
  );

  app.get(
    '/session',
    { config: { allowedBeforePasswordChange: true }, schema: { tags: ['session'], summary: 'The current console session', security: [{ sessionCookie: [] }], response: { 200: SessionResponse, ...AuthErrors } } },
    async (request) => {
      if (!request.session) throw unauthorized(MESSAGES.notAuthenticated);
      return { user: toMeResponse(request.session.principal), csrf_token: request.session.csrfToken };
    },
  );

  // Public: signing out must work even with an expired or broken session.
  app.delete(
    '/session',
    { config: { isPublic: true }, schema: { tags: ['session'], summary: 'Sign out (clears the cookie)', security: [], response: { 204: { type: 'null' } } } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      if (cookie !== undefined) await services.sessions.signOut(cookie);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/me',
    { config: { allowedBeforePasswordChange: true }, schema: { tags: ['session'], summary: 'The authenticated user', response: { 200: Me, ...AuthErrors } } },
    async (request) => toMeResponse(principalOf(request)),
  );

  app.post<{ Body: PasswordChange }>(
    '/me/password',
    {
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags: ['session'],
        summary: 'Change your own password (current and new); clears a required change, ends your other sessions',
        body: PasswordChange,
        response: { 204: { type: 'null' }, ...AuthErrors, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      await services.sessions.changePassword({
        principal: principalOf(request),
        session: request.session,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        clientIp: request.ip,
      });
      return reply.code(204).send();
    },
  );
}
