// Admin: ethical walls (issue #2).

import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import type { DomainServices } from '../../../domain/services.ts';
import { toWallResponse } from '../../responses.ts';
import { AuthErrors, ErrorResponse, IdParams, ValidationErrorResponse } from '../../schemas/common.ts';
import { Wall, WallCreate, WallUpdate } from '../../schemas/admin.ts';

export function registerAdminWallRoutes(app: FastifyInstance, services: Pick<DomainServices, 'walls'>): void {
  app.post<{ Body: WallCreate }>(
    '/admin/ethical-walls',
    {
      schema: {
        tags: ['admin'],
        summary: 'Wall a project off: only the listed users may see it and its documents',
        body: WallCreate,
        response: { 201: Wall, ...AuthErrors, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const { project_id: projectId, allowed_user_ids: allowedUserIds, name } = request.body;
      return reply.code(201).send(toWallResponse(await services.walls.create({ projectId, allowedUserIds, name })));
    },
  );

  app.get('/admin/ethical-walls', { schema: { tags: ['admin'], summary: 'List ethical walls', response: { 200: Type.Array(Wall), ...AuthErrors } } }, async () =>
    (await services.walls.list()).map(toWallResponse),
  );

  app.patch<{ Params: Static<typeof IdParams>; Body: WallUpdate }>(
    '/admin/ethical-walls/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add and remove people behind a wall in one step; the project stays walled throughout',
        params: IdParams,
        body: WallUpdate,
        response: { 200: Wall, ...AuthErrors, 404: ErrorResponse, 409: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => {
      const { add_user_ids: addUserIds = [], remove_user_ids: removeUserIds = [], name, confirm_no_admin: confirmNoAdmin = false } = request.body;
      return toWallResponse(await services.walls.update(request.params.id, { addUserIds, removeUserIds, name, confirmNoAdmin }));
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/admin/ethical-walls/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove an ethical wall',
        params: IdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      await services.walls.remove(request.params.id);
      return reply.code(204).send();
    },
  );
}
