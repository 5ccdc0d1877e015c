// Projects (spec §4.2–4.4) and their playbooks (docs/api-extensions.md).

import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import type { DomainServices } from '../../domain/services.ts';
import { principalOf } from '../plugins/auth.ts';
import { setNextLink } from '../pagination.ts';
import { toPlaybookResponse, toProjectResponse } from '../responses.ts';
import { AuthErrors, ErrorResponse, IdParams, ValidationErrorResponse } from '../schemas/common.ts';
import { PlaybookBody, PlaybookView } from '../schemas/playbooks.ts';
import { Project, ProjectCreate, ProjectListQuery, ProjectPatch } from '../schemas/projects.ts';

type IdParams = Static<typeof IdParams>;

export function registerProjectRoutes(app: FastifyInstance, services: Pick<DomainServices, 'projects' | 'playbooks'>): void {
  app.get<{ Querystring: ProjectListQuery }>(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'List accessible projects (newest first; Link header when more exist)',
        querystring: ProjectListQuery,
        response: { 200: Type.Array(Project), ...AuthErrors, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const page = await services.projects.list(principalOf(request), request.query);
      setNextLink(request, reply, page.nextCursor);
      return page.items.map(toProjectResponse);
    },
  );

  app.post<{ Body: ProjectCreate }>(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a project',
        body: ProjectCreate,
        response: { 201: Project, ...AuthErrors, 409: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const project = await services.projects.create(principalOf(request), request.body);
      return reply.code(201).header('Location', `${request.routeOptions.url}/${project.id}`).send(toProjectResponse(project));
    },
  );

  app.get<{ Params: IdParams }>(
    '/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Get one project',
        params: IdParams,
        response: { 200: Project, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => toProjectResponse(await services.projects.get(principalOf(request), request.params.id)),
  );

  app.patch<{ Params: IdParams; Body: ProjectPatch }>(
    '/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: "Rename a project or change its settings (members and admins): `analysis_engine` applies to documents analysed from now on",
        params: IdParams,
        body: ProjectPatch,
        response: { 200: Project, ...AuthErrors, 404: ErrorResponse, 409: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => toProjectResponse(await services.projects.update(principalOf(request), request.params.id, request.body)),
  );

  app.delete<{ Params: IdParams }>(
    '/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Delete a project with all its documents, reports, obligations, files, walls, playbooks, webhooks and feeds (admins)',
        params: IdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      await services.projects.remove(principalOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: IdParams }>(
    '/projects/:id/playbook',
    {
      schema: {
        tags: ['playbooks'],
        summary: "The project's current playbook (version 1 is the default)",
        params: IdParams,
        response: { 200: PlaybookView, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => toPlaybookResponse(await services.playbooks.get(principalOf(request), request.params.id)),
  );

  app.put<{ Params: IdParams; Body: Static<typeof PlaybookBody> }>(
    '/projects/:id/playbook',
    {
      schema: {
        tags: ['playbooks'],
        summary: 'Save a new playbook version',
        params: IdParams,
        body: PlaybookBody,
        response: { 200: PlaybookView, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => toPlaybookResponse(await services.playbooks.replace(principalOf(request), request.params.id, request.body)),
  );
}
