// GET /search (docs/api-extensions.md): semantic clause search across the documents the caller may see.

import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { DomainServices } from '../../domain/services.ts';
import { principalOf } from '../plugins/auth.ts';
import { toSearchHitResponse } from '../responses.ts';
import { AuthErrors, ErrorResponse, ValidationErrorResponse } from '../schemas/common.ts';
import { SearchHit, SearchQuery } from '../schemas/search.ts';

export function registerSearchRoutes(app: FastifyInstance, services: Pick<DomainServices, 'search'>): void {
  app.get<{ Querystring: SearchQuery }>(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Clauses nearest in meaning to the query, best first',
        querystring: SearchQuery,
        response: { 200: Type.Array(SearchHit), ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => {
      const { q, project_id: projectId, limit } = request.query;
      const hits = await services.search.search(principalOf(request), { query: q, projectId, limit });
      return hits.map(toSearchHitResponse);
    },
  );
}
