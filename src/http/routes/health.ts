// Liveness and readiness (issue #2), outside /api/v1 and without authentication.

import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { Storage } from '../../storage/types.ts';
import { ErrorResponse } from '../schemas/common.ts';

const Status = Type.Object({ status: Type.String() });

export function registerHealthRoutes(app: FastifyInstance, storage: Pick<Storage, 'ping'>): void {
  app.get('/healthz', { schema: { tags: ['health'], summary: 'The process is up', security: [], response: { 200: Status } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['health'], summary: 'The database answers', security: [], response: { 200: Status, 503: ErrorResponse } } },
    async (request, reply) => {
      try {
        await storage.ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ detail: 'Database unavailable' });
      }
    },
  );
}
