// Playbook history and re-analysis (issue #15): versions to compare and revert to, and documents analysed
// under an older version run the analysis stages again through the job queue.

import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { DomainServices } from '../../domain/services.ts';
import { principalOf } from '../plugins/auth.ts';
import { toPlaybookResponse, toUploadResponse } from '../responses.ts';
import { AuthErrors, ErrorResponse, IdParams, ValidationErrorResponse } from '../schemas/common.ts';
import { DocumentUploaded } from '../schemas/documents.ts';
import { PlaybookVersionList, PlaybookVersionParams, PlaybookView, ProjectReanalysis, StaleDocuments } from '../schemas/playbooks.ts';

type IdParams = Static<typeof IdParams>;
type VersionParams = Static<typeof PlaybookVersionParams>;

export function registerReanalysisRoutes(app: FastifyInstance, services: Pick<DomainServices, 'playbooks' | 'reanalysis'>): void {
  app.get<{ Params: IdParams }>(
    '/projects/:id/playbook/versions',
    {
      schema: {
        tags: ['playbooks'],
        summary: 'Every playbook version of the project, newest first',
        params: IdParams,
        response: { 200: PlaybookVersionList, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => (await services.playbooks.listVersions(principalOf(request), request.params.id)).map(toPlaybookResponse),
  );

  app.get<{ Params: VersionParams }>(
    '/projects/:id/playbook/versions/:version',
    {
      schema: {
        tags: ['playbooks'],
        summary: 'One playbook version',
        params: PlaybookVersionParams,
        response: { 200: PlaybookView, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => toPlaybookResponse(await services.playbooks.getVersion(principalOf(request), request.params.id, request.params.version)),
  );

  app.post<{ Params: VersionParams }>(
    '/projects/:id/playbook/versions/:version/revert',
    {
      schema: {
        tags: ['playbooks'],
        summary: 'Save an earlier version as the next version',
        params: PlaybookVersionParams,
        response: { 200: PlaybookView, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => toPlaybookResponse(await services.playbooks.revert(principalOf(request), request.params.id, request.params.version)),
  );

  app.get<{ Params: IdParams }>(
    '/projects/:id/stale-documents',
    {
      schema: {
        tags: ['playbooks'],
        summary: 'Complete documents analysed under an older playbook version',
        params: IdParams,
        response: { 200: StaleDocuments, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => {
      const { currentVersion, stale } = await services.reanalysis.listStale(principalOf(request), request.params.id);
      return {
        current_playbook_version: currentVersion,
        documents: stale.map(({ document, playbookVersion }) => ({ id: document.id, filename: document.filename, playbook_version: playbookVersion })),
      };
    },
  );

  app.post<{ Params: IdParams }>(
    '/projects/:id/reanalyze',
    {
      schema: {
        tags: ['playbooks'],
        summary: 'Re-analyse the documents analysed under an older playbook version',
        params: IdParams,
        response: { 202: ProjectReanalysis, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const queued = await services.reanalysis.reanalyzeProject(principal, request.params.id);
      const { currentVersion } = await services.reanalysis.listStale(principal, request.params.id);
      return reply.code(202).send({ current_playbook_version: currentVersion, queued: queued.map((document) => ({ id: document.id, filename: document.filename })) });
    },
  );

  app.post<{ Params: IdParams }>(
    '/documents/:id/reanalyze',
    {
      schema: {
        tags: ['documents'],
        summary: 'Run the analysis stages again under the current playbook version',
        params: IdParams,
        response: { 202: DocumentUploaded, ...AuthErrors, 404: ErrorResponse, 409: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const document = await services.reanalysis.reanalyzeDocument(principalOf(request), request.params.id);
      return reply.code(202).header('Location', `${request.routeOptions.url?.replace(/\/:id\/reanalyze$/, '')}/${document.id}`).send(toUploadResponse(document));
    },
  );
}
