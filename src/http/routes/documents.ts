// Documents (spec §4.5–4.10, docs/api-extensions.md): upload, list, detail, text, report, obligations, delete.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Static } from 'typebox';
import Type from 'typebox';
import type { DomainServices } from '../../domain/services.ts';
import type { StoredUpload } from '../../domain/document.service.ts';
import { requireRole } from '../../domain/access.ts';
import { AppError, type FieldIssue, invalid, isAppError } from '../../domain/errors.ts';
import { principalOf } from '../plugins/auth.ts';
import { advisePolling } from '../plugins/http-conventions.ts';
import { setNextLink } from '../pagination.ts';
import { toDocumentListItem, toDocumentResponse, toObligationResponse, toReportResponse, toUploadResponse } from '../responses.ts';
import { AuthErrors, ErrorResponse, IdParams, ValidationErrorResponse } from '../schemas/common.ts';
import {
  DocumentDetail,
  DocumentListItem,
  DocumentListQuery,
  DocumentUploadBody,
  DocumentUploaded,
  Obligation,
  Report,
} from '../schemas/documents.ts';

type IdParams = Static<typeof IdParams>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Room for multipart boundaries and the project_id field on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

interface ParsedUpload {
  stored: StoredUpload | undefined;
  filename: string;
  projectId: string | undefined;
}

/**
 * Reads the multipart parts in whatever order they come, streaming the first `file` part straight into the
 * blob store (issue #2: never buffered). Other file parts are drained so the parser can move on.
 */
async function readUploadParts(request: FastifyRequest, services: Pick<DomainServices, 'documents'>): Promise<ParsedUpload> {
  const parsed: ParsedUpload = { stored: undefined, filename: '', projectId: undefined };
  if (!request.isMultipart()) return parsed;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !parsed.stored) {
        // When project_id came first, refuse a forbidden target before writing a single byte.
        if (parsed.projectId !== undefined && UUID.test(parsed.projectId)) {
          await services.documents.assertCanUploadInto(principalOf(request), parsed.projectId);
        }
        parsed.stored = await services.documents.storeUpload(part.file);
        parsed.filename = part.filename;
      } else if (part.type === 'file') {
        part.file.resume();
      } else if (part.fieldname === 'project_id') {
        parsed.projectId = String(part.value).trim();
      }
    }
  } catch (error) {
    if (parsed.stored) await services.documents.discardUpload(parsed.stored);
    throw isMultipartSyntaxError(error) ? new AppError('malformed', 'Malformed multipart body') : error;
  }
  return parsed;
}

/**
 * The multipart parser (busboy) reports a broken body with plain errors; everything else that can fail here
 * carries a status (plugin errors), a kind (AppError) or a syscall (disk trouble, a real 500).
 */
function isMultipartSyntaxError(error: unknown): boolean {
  if (!(error instanceof Error) || isAppError(error)) return false;
  return !('statusCode' in error) && !('syscall' in error);
}

function uploadIssues(parsed: ParsedUpload): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!parsed.stored) issues.push({ loc: ['body', 'file'], msg: 'Field required', type: 'missing' });
  if (parsed.projectId === undefined || parsed.projectId === '') {
    issues.push({ loc: ['body', 'project_id'], msg: 'Field required', type: 'missing' });
  } else if (!UUID.test(parsed.projectId)) {
    issues.push({ loc: ['body', 'project_id'], msg: 'Input should be a valid uuid', type: 'uuid_parsing' });
  }
  return issues;
}

function registerUploadRoute(app: FastifyInstance, services: Pick<DomainServices, 'documents'>, maxUploadBytes: number): void {
  app.post(
    '/documents',
    {
      // The multipart stream is read by the handler; the body schema only describes it for OpenAPI.
      validatorCompiler: () => () => true,
      schema: {
        tags: ['documents'],
        summary: 'Upload a document into a project (multipart); it enters the pipeline as `queued`',
        consumes: ['multipart/form-data'],
        body: DocumentUploadBody,
        response: { 202: DocumentUploaded, ...AuthErrors, 404: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      requireRole(principal, 'member');
      // Refuse a declared oversize body before reading any of it.
      if (Number(request.headers['content-length'] ?? 0) > maxUploadBytes + MULTIPART_OVERHEAD_BYTES) {
        throw new AppError('too_large', `File exceeds the maximum upload size of ${maxUploadBytes} bytes`);
      }
      const parsed = await readUploadParts(request, services);
      const issues = uploadIssues(parsed);
      if (issues.length > 0) {
        if (parsed.stored) await services.documents.discardUpload(parsed.stored);
        throw invalid(issues);
      }
      const document = await services.documents.registerUpload(principal, {
        projectId: parsed.projectId!,
        filename: parsed.filename,
        stored: parsed.stored!,
      });
      // The poll address (spec §1 step 3) and when to poll it.
      advisePolling(reply, document.pipelineStatus);
      return reply.code(202).header('Location', `${request.routeOptions.url}/${document.id}`).send(toUploadResponse(document));
    },
  );
}

export function registerDocumentRoutes(
  app: FastifyInstance,
  services: Pick<DomainServices, 'documents' | 'obligations'>,
  maxUploadBytes: number,
): void {
  // The upload gets a scope of its own, so the multipart parser's per-request hooks stay off every other route.
  app.register(async (uploadScope) => {
    await uploadScope.register(multipart, {
      // Hand the domain the whole name the client sent: document.service decides what is kept (issue #12).
      preservePath: true,
      // One past the limit, so the blob store, not the parser, decides about 413 (it also removes the partial blob).
      limits: { fileSize: maxUploadBytes + 1, fields: 20, parts: 50 },
    });
    registerUploadRoute(uploadScope, services, maxUploadBytes);
  });

  app.get<{ Querystring: DocumentListQuery }>(
    '/documents',
    {
      schema: {
        tags: ['documents'],
        summary: 'List documents (newest first; Link header when more exist)',
        querystring: DocumentListQuery,
        response: { 200: Type.Array(DocumentListItem), ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const { project_id: projectId, limit, cursor } = request.query;
      const page = await services.documents.list(principalOf(request), { projectId }, { limit, cursor });
      setNextLink(request, reply, page.nextCursor);
      return page.items.map(toDocumentListItem);
    },
  );

  const byId = (summary: string, response: Record<number, unknown>) => ({
    schema: {
      tags: ['documents'],
      summary,
      params: IdParams,
      response: { ...response, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
    },
  });

  app.get<{ Params: IdParams }>('/documents/:id', byId('Get a document and its pipeline status', { 200: DocumentDetail }), async (request, reply) => {
    const found = await services.documents.get(principalOf(request), request.params.id);
    advisePolling(reply, found.document.pipelineStatus);
    return toDocumentResponse(found);
  });

  app.get<{ Params: IdParams }>(
    '/documents/:id/text',
    byId('The extracted text (404 until extraction finished)', {
      200: { description: 'The text every offset in reports, evidence and obligations points into', content: { 'text/plain': { schema: { type: 'string' } } } },
    }),
    async (request, reply) => {
      const text = await services.documents.getText(principalOf(request), request.params.id);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );

  app.get<{ Params: IdParams }>('/documents/:id/report', byId('The analysis report (404 until it exists)', { 200: Report }), async (request) =>
    toReportResponse(await services.documents.getReport(principalOf(request), request.params.id)),
  );

  app.get<{ Params: IdParams }>(
    '/documents/:id/obligations',
    byId('Obligations extracted from the document', { 200: Type.Array(Obligation) }),
    async (request) => (await services.obligations.listForDocument(principalOf(request), request.params.id)).map(toObligationResponse),
  );

  app.get<{ Params: IdParams }>(
    '/documents/:id/obligations.ics',
    byId('Obligations with a due date as an iCalendar feed', {
      200: { description: 'RFC 5545 calendar, one VEVENT per dated obligation', content: { 'text/calendar': { schema: { type: 'string' } } } },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const calendar = await services.obligations.calendarForDocument(principal, request.params.id);
      const { document } = await services.documents.get(principal, request.params.id);
      return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', calendarDisposition(document.filename)).send(calendar);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/documents/:id',
    byId('Delete a document and everything derived from it', { 204: { type: 'null', description: 'Deleted' } }),
    async (request, reply) => {
      await services.documents.remove(principalOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}

/**
 * Names the calendar after its contract ("msa-2024-obligations.ics"), so files downloaded for several contracts
 * do not all arrive as obligations.ics: an ASCII fallback plus the UTF-8 name (RFC 6266).
 */
export function calendarDisposition(documentFilename: string): string {
  const stem = documentFilename.replace(/\.[^.]*$/, '') || 'document';
  const name = `${stem}-obligations.ics`;
  const ascii = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
