// PATCH /obligations/{id} (issue #2): mark an obligation active, completed or waived.

import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { DomainServices } from '../../domain/services.ts';
import { principalOf } from '../plugins/auth.ts';
import { toObligationResponse } from '../responses.ts';
import { AuthErrors, ErrorResponse, IdParams, ValidationErrorResponse } from '../schemas/common.ts';
import { Obligation, ObligationPatch } from '../schemas/documents.ts';

export function registerObligationRoutes(app: FastifyInstance, services: Pick<DomainServices, 'obligations'>): void {
  app.patch<{ Params: Static<typeof IdParams>; Body: ObligationPatch }>(
    '/obligations/:id',
    {
      schema: {
        tags: ['obligations'],
        summary: "Change an obligation's status",
        params: IdParams,
        body: ObligationPatch,
        response: { 200: Obligation, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) =>
      toObligationResponse(await services.obligations.setStatus(principalOf(request), request.params.id, request.body.status)),
  );
}
