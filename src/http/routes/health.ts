// Liveness and readiness (issue #2), outside /api/v1 and without authentication. Neither depends on the
// analysis model: `/readyz?model=true` adds whether it answers, as a detail that never fails readiness
// (hybrid falls back to the local engine, and llm documents fail with a readable message).

import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { Storage } from '../../storage/types.ts';
import { ErrorResponse, OneOf } from '../schemas/common.ts';

export const MODEL_STATUSES = ['ok', 'unreachable', 'not_configured'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

const Status = Type.Object({ status: Type.String() });
const Readiness = Type.Object({
  status: Type.String(),
  model: Type.Optional(OneOf(MODEL_STATUSES, { description: 'Whether the configured analysis model answers (only with `?model=true`)' })),
});
const ReadinessQuery = Type.Object({ model: Type.Optional(Type.Boolean({ description: 'Also ask the analysis model (one small request)' })) });

export function registerHealthRoutes(app: FastifyInstance, storage: Pick<Storage, 'ping'>, probeModel?: () => Promise<ModelStatus>): void {
  app.get('/healthz', { schema: { tags: ['health'], summary: 'The process is up', security: [], response: { 200: Status } } }, async () => ({
    status: 'ok',
  }));

  app.get<{ Querystring: { model?: boolean } }>(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers (and, with ?model=true, whether the analysis model does)',
        security: [],
        querystring: ReadinessQuery,
        response: { 200: Readiness, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        await storage.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ detail: 'Database unavailable' });
      }
      if (request.query.model !== true) return { status: 'ready' };
      return { status: 'ready', model: probeModel ? await probeModel() : 'not_configured' };
    },
  );
}
