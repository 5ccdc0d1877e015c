// Admin: users (issue #2, docs/api-extensions.md).

import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import type { DomainServices } from '../../../domain/services.ts';
import { principalOf } from '../../plugins/auth.ts';
import { toUserResponse } from '../../responses.ts';
import { AuthErrors, ErrorResponse, IdParams, ValidationErrorResponse } from '../../schemas/common.ts';
import { PasswordReset, User, UserCreate, UserPatch } from '../../schemas/admin.ts';

export function registerAdminUserRoutes(app: FastifyInstance, services: Pick<DomainServices, 'users'>): void {
  app.post<{ Body: UserCreate }>(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a user',
        body: UserCreate,
        response: { 201: User, ...AuthErrors, 409: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => reply.code(201).send(toUserResponse(await services.users.create(request.body))),
  );

  app.get('/admin/users', { schema: { tags: ['admin'], summary: 'List users', response: { 200: Type.Array(User), ...AuthErrors } } }, async () =>
    (await services.users.list()).map(toUserResponse),
  );

  app.patch<{ Params: Static<typeof IdParams>; Body: UserPatch }>(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a user's role, name, password or activity (deactivation revokes at once; a password set for someone else must be changed by them)",
        params: IdParams,
        body: UserPatch,
        response: { 200: User, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => {
      const { role, name, is_active: isActive, password, must_change_password: mustChange } = request.body;
      // A password an admin sets for someone else is temporary unless the admin says otherwise (issue #15).
      const setsOthersPassword = typeof password === 'string' && request.params.id !== principalOf(request).userId;
      const mustChangePassword = mustChange ?? (setsOthersPassword ? true : undefined);
      return toUserResponse(await services.users.update(request.params.id, { role, name, isActive, password, mustChangePassword }));
    },
  );

  app.post<{ Params: Static<typeof IdParams> }>(
    '/admin/users/:id/password-reset',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a user a new temporary random password, shown once; their sessions end at once and they must choose their own at next sign-in',
        params: IdParams,
        response: { 200: PasswordReset, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => {
      const { user, password } = await services.users.resetPassword(request.params.id);
      return { user: toUserResponse(user), password };
    },
  );
}
