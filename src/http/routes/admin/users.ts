// Admin: users (issue #2, docs/api-extensions.md).

import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import type { DomainServices } from '../../../domain/services.ts';
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
        summary: "Change a user's role, name, password or activity (deactivation revokes at once)",
        params: IdParams,
        body: UserPatch,
        response: { 200: User, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => {
      const { role, name, is_active: isActive, password } = request.body;
      return toUserResponse(await services.users.update(request.params.id, { role, name, isActive, password }));
    },
  );

  app.post<{ Params: Static<typeof IdParams> }>(
    '/admin/users/:id/password-reset',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a user a new random password, shown once; their sessions end at once',
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
