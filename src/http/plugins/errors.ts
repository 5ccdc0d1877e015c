// The one place that turns errors into HTTP answers (style §5.5). Every error body is JSON with `detail`
// (spec §7); validation errors use the array form [{loc, msg, type}]; 500s never leak internals.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorKind, type FieldIssue, isAppError } from '../../domain/errors.ts';
import { drainRequestBody } from '../drain-request-body.ts';
import { OAuthError, bearerChallenge } from '../oauth-errors.ts';
import { StorageUnavailableError } from '../../storage/types.ts';

const STATUS_OF: Record<ErrorKind, number> = {
  not_found: 404,
  forbidden: 403,
  ethical_wall: 403,
  conflict: 409,
  invalid: 422,
  unauthorized: 401,
  token_expired: 401,
  too_large: 413,
  unsupported_type: 415,
  malformed: 400,
  rate_limited: 429,
};

const LOCATION_OF: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function ajvIssueToField(issue: AjvIssue, location: string): FieldIssue {
  const path = issue.instancePath
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return { loc: [location, ...path, String(params.missingProperty)], msg: 'Field required', type: 'missing' };
    case 'maxLength':
      return { loc: [location, ...path], msg: `String should have at most ${params.limit} characters`, type: 'string_too_long' };
    case 'minLength':
      return { loc: [location, ...path], msg: `String should have at least ${params.limit} characters`, type: 'string_too_short' };
    case 'format':
      return { loc: [location, ...path], msg: `Input should be a valid ${params.format}`, type: `${params.format}_parsing` };
    case 'enum':
      return {
        loc: [location, ...path],
        msg: `Input should be ${(params.allowedValues as unknown[]).filter((v) => v !== null).map((v) => `'${v}'`).join(', ')}`,
        type: 'enum',
      };
    case 'type': {
      // Nullable fields list two types ("string,null"); the non-null one is what the client should send.
      const expected = String(params.type).split(',').find((type) => type !== 'null') ?? 'null';
      return { loc: [location, ...path], msg: `Input should be of type ${expected}`, type: `${expected}_type` };
    }
    default:
      return { loc: [location, ...path], msg: issue.message ?? 'Invalid value', type: issue.keyword };
  }
}

/** One issue per location: ajv may report several keywords for one field, which would only confuse clients. */
export function validationIssues(validation: AjvIssue[], context: string | undefined): FieldIssue[] {
  const location = LOCATION_OF[context ?? 'body'] ?? 'body';
  const byLoc = new Map<string, FieldIssue>();
  for (const issue of validation) {
    const field = ajvIssueToField(issue, location);
    const key = JSON.stringify(field.loc);
    if (!byLoc.has(key)) byLoc.set(key, field);
  }
  return [...byLoc.values()];
}

export function sendError(reply: FastifyReply, status: number, detail: unknown, extra: Record<string, unknown> = {}): FastifyReply {
  // spec §7 and RFC 6750: a 401 tells the client which scheme to use (callers may have set a precise challenge).
  if (status === 401 && !reply.hasHeader('WWW-Authenticate')) reply.header('WWW-Authenticate', 'Bearer realm="clausewise"');
  return reply.code(status).type('application/json; charset=utf-8').send({ detail, ...extra });
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON body';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported media type';
    default:
      return error.message || 'Bad request';
  }
}

export interface ErrorHandlingOptions {
  /** Answers an unknown route itself (the console's SPA fallback) or returns false to get the JSON 404. */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** The methods a known path allows: a request with another method answers 405 with `Allow`. */
  allowedMethods?: (request: FastifyRequest) => string[];
}

/** A 413 is answered once the client has finished sending (within bounds), so it can read the answer. */
async function sendTooLarge(request: FastifyRequest, reply: FastifyReply, detail: string): Promise<FastifyReply> {
  const isBodyRead = await drainRequestBody(request.raw);
  if (!isBodyRead) reply.header('Connection', 'close');
  return sendError(reply, 413, detail);
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof OAuthError) {
      if (error.challenge !== null) reply.header('WWW-Authenticate', error.challenge);
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      const { detail, ...oauth } = error.body();
      return sendError(reply, error.status, detail, oauth);
    }
    if (error instanceof StorageUnavailableError) {
      // A restarting database is an ordinary event: clients are told to come back, nothing hangs.
      reply.header('Retry-After', '5');
      return sendError(reply, 503, 'Database unavailable');
    }
    if (isAppError(error)) {
      const status = STATUS_OF[error.kind];
      if (status === 401) reply.header('WWW-Authenticate', bearerChallenge(request, error.message));
      if (status === 413) return sendTooLarge(request, reply, error.message);
      // spec §8: a 429 says when to come back.
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendError(reply, status, error.issues.length > 0 ? error.issues : error.message);
    }
    if (error.validation) {
      return sendError(reply, 422, validationIssues(error.validation as AjvIssue[], error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A JSON parse failure is the client's fault (spec §7: malformed body → 400), never a 500.
      if (error instanceof SyntaxError) return sendError(reply, 400, 'Malformed JSON body');
      if (status === 413) return sendTooLarge(request, reply, clientErrorDetail(error));
      return sendError(reply, status, clientErrorDetail(error));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Internal server error');
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = options.allowedMethods?.(request) ?? [];
    if (allowed.length > 0) return sendError(reply.header('allow', allowed.join(', ')), 405, 'Method not allowed');
    if (options.notFoundFallback?.(request, reply)) return reply;
    return sendError(reply, 404, 'Not found');
  });
}
