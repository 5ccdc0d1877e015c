// Admin: API credentials (spec §5, issue #2). The secret appears once, in the creation response.

import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import type { DomainServices } from '../../../domain/services.ts';
import { principalOf } from '../../plugins/auth.ts';
import { toCreatedCredentialResponse, toCredentialResponse } from '../../responses.ts';
import { AuthErrors, ErrorResponse, IdParams, ValidationErrorResponse } from '../../schemas/common.ts';
import { Credential, CredentialCreate, CredentialCreated } from '../../schemas/admin.ts';

export function registerAdminCredentialRoutes(app: FastifyInstance, services: Pick<DomainServices, 'credentials' | 'users'>): void {
  app.post<{ Body: CredentialCreate }>(
    '/admin/credentials',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create an API credential (the secret is shown only in this response)',
        body: CredentialCreate,
        response: { 201: CredentialCreated, ...AuthErrors, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const userId = request.body.user_id ?? principalOf(request).userId;
      const { record, clientSecret } = await services.credentials.create({ name: request.body.name, userId });
      return reply.code(201).send(toCreatedCredentialResponse(record, clientSecret));
    },
  );

  app.get(
    '/admin/credentials',
    { schema: { tags: ['admin'], summary: 'List API credentials (never their secrets)', response: { 200: Type.Array(Credential), ...AuthErrors } } },
    async () => {
      const [credentials, users] = await Promise.all([services.credentials.list(), services.users.list()]);
      const emailOf = new Map(users.map((user) => [user.id, user.email]));
      return credentials.map((credential) => toCredentialResponse(credential, emailOf.get(credential.userId) ?? null));
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/admin/credentials/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete (revoke) a credential; its tokens stop working at once',
        params: IdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      await services.credentials.remove(request.params.id);
      return reply.code(204).send();
    },
  );
}
