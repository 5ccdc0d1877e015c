// OpenAPI 3.1 generated from the route schemas (issue #2), served at /openapi.json, with the interactive docs
// at /api/docs from @fastify/swagger-ui's bundled assets (no CDN, no online validator).
//
// The description is the contract (issue #13): every operation has a stable `operationId` and a description
// from OPERATIONS below (one place; a test fails when a route is missing from it), the errors every operation
// can produce are declared, and the security schemes include an OAuth 2.0 client-credentials flow whose
// token URL lets Swagger UI and Postman fetch a token themselves.

import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TSchema } from 'typebox';
import { Credential, CredentialCreated, PasswordReset, User, Wall } from '../schemas/admin.ts';
import { Me, SessionResponse, TokenResponse } from '../schemas/auth.ts';
import { ErrorResponse, ValidationErrorResponse } from '../schemas/common.ts';
import { DocumentDetail, DocumentListItem, DocumentUploaded, Obligation, Report } from '../schemas/documents.ts';
import { PlaybookBody, PlaybookView } from '../schemas/playbooks.ts';
import { Project } from '../schemas/projects.ts';
import { SearchHit } from '../schemas/search.ts';
import { DocumentEvent } from '../schemas/events.ts';
import { CalendarFeed, CalendarFeedCreated, Webhook, WebhookCreated, WebhookDelivery } from '../schemas/integrations.ts';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PREFIX = '/api/docs';
const TOKEN_URL = '/api/v1/auth/token';

/**
 * `"<METHOD> <path as OpenAPI writes it>"` → operationId (verbNoun, camelCase; stable: renaming one is a
 * breaking change for generated clients) and what the operation does.
 */
export const OPERATIONS: Record<string, { id: string; description: string }> = {
  'GET /healthz': { id: 'getHealth', description: 'Liveness: answers as long as the process runs. Never asks the database or the model.' },
  'GET /readyz': { id: 'getReadiness', description: 'Readiness: 200 when the database answers, 503 otherwise; `?model=true` adds whether the analysis model answers.' },
  'POST /api/v1/auth/token': {
    id: 'createToken',
    description: 'OAuth 2.0 token endpoint: client credentials or a refresh token, as JSON or RFC 6749 form (with HTTP Basic client authentication). The access token lasts 24 h, the refresh token 30 days.',
  },
  'POST /api/v1/session': { id: 'createSession', description: 'Console sign-in with email and password; sets the session cookie and returns the CSRF token.' },
  'GET /api/v1/session': { id: 'getSession', description: 'The signed-in console user and the CSRF token.' },
  'DELETE /api/v1/session': { id: 'deleteSession', description: 'Console sign-out.' },
  'GET /api/v1/me': { id: 'getMe', description: 'The user the caller acts as (a credential acts as its owner).' },
  'POST /api/v1/me/password': {
    id: 'changePassword',
    description:
      'Changes the caller’s own password: `current_password` is checked (wrong: 422 at `body.current_password`, under the sign-in slowdown), `new_password` needs 8 characters and must differ. Clears `must_change_password`; every other console session of the user ends, the caller’s own stays.',
  },
  'GET /api/v1/projects': { id: 'listProjects', description: 'Projects the caller may see (ethical walls applied), newest first; a `Link` header points at the next page.' },
  'POST /api/v1/projects': { id: 'createProject', description: 'Creates a project (matter). `analysis_engine` defaults to the server default.' },
  'GET /api/v1/projects/{id}': { id: 'getProject', description: 'One project with its document count and analysis engine.' },
  'PATCH /api/v1/projects/{id}': { id: 'updateProject', description: 'Renames the project (409 for a name another project has) or changes how its documents are analysed from now on (members and admins).' },
  'DELETE /api/v1/projects/{id}': {
    id: 'deleteProject',
    description:
      'Deletes the project and everything in it in one transaction: documents (even mid-pipeline) with their files, texts, reports, obligations and vectors, its walls, playbook versions, webhooks, calendar feeds and events (admins; a wall applies to admins too). An upload into it that loses the race answers 404.',
  },
  'GET /api/v1/projects/{id}/playbook': { id: 'getPlaybook', description: 'The project’s current playbook; version 1 is the default playbook.' },
  'PUT /api/v1/projects/{id}/playbook': { id: 'replacePlaybook', description: 'Saves the playbook as the next version; later analyses use it and their reports record the version.' },
  'GET /api/v1/projects/{id}/playbook/versions': { id: 'listPlaybookVersions', description: 'Every playbook version of the project, newest first; version 1 (the default playbook) last.' },
  'GET /api/v1/projects/{id}/playbook/versions/{version}': { id: 'getPlaybookVersion', description: 'One playbook version, to compare with another.' },
  'POST /api/v1/projects/{id}/playbook/versions/{version}/revert': {
    id: 'revertPlaybook',
    description: 'Saves an earlier version’s rules as the next version; history is kept. Documents are not re-analysed until asked.',
  },
  'GET /api/v1/projects/{id}/stale-documents': { id: 'listStaleDocuments', description: 'Complete documents of the project whose report used an older playbook version than the current one.' },
  'POST /api/v1/projects/{id}/reanalyze': {
    id: 'reanalyzeProject',
    description: 'Queues every stale document of the project for re-analysis under the current playbook (see `reanalyzeDocument`).',
  },
  'POST /api/v1/documents/{id}/reanalyze': {
    id: 'reanalyzeDocument',
    description: 'Runs the analysis stages (classifying to storing) again under the current playbook, through the job queue; the extracted text is kept. The document goes back to `queued`; 409 unless it is complete.',
  },
  'GET /api/v1/documents': { id: 'listDocuments', description: 'Documents the caller may see, optionally of one project, newest first; a `Link` header points at the next page.' },
  'POST /api/v1/documents': { id: 'uploadDocument', description: 'Uploads a contract (PDF, DOCX, DOC, TXT, PNG or JPG) as multipart; it enters the pipeline as `queued`. Poll `Location` no more than every 5 seconds.' },
  'GET /api/v1/documents/{id}': { id: 'getDocument', description: 'The document, its pipeline status and, once analysed, its fields with their evidence. Supports `If-None-Match`.' },
  'DELETE /api/v1/documents/{id}': { id: 'deleteDocument', description: 'Deletes the document with its file, text, report, obligations and vectors, even mid-pipeline.' },
  'GET /api/v1/documents/{id}/text': { id: 'getDocumentText', description: 'The extracted text that every offset of the report, evidence and obligations points into.' },
  'GET /api/v1/documents/{id}/report': { id: 'getDocumentReport', description: 'The analysis report: overall risk, executive summary, clauses with risk, analysis and recommendation, missing protections.' },
  'GET /api/v1/documents/{id}/obligations': { id: 'listDocumentObligations', description: 'Deadlines, renewal dates, notice periods and duties, soonest first.' },
  'GET /api/v1/documents/{id}/obligations.ics': { id: 'getDocumentObligationsCalendar', description: 'The dated obligations as an iCalendar file.' },
  'PATCH /api/v1/obligations/{id}': { id: 'updateObligation', description: 'Marks an obligation active, completed or waived.' },
  'GET /api/v1/events': {
    id: 'streamEvents',
    description:
      'Document events (status changes, completion, failure, deletion) as Server-Sent Events, for the caller’s visible projects, one project or one document. Send `Last-Event-ID` (or `after`) to resume; a comment line every 15 s keeps idle streams open. Polling keeps working; this only saves it.',
  },
  'POST /api/v1/projects/{id}/webhooks': {
    id: 'createWebhook',
    description:
      'Subscribes a URL to the project’s document events (members and admins). Each delivery is a signed POST (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA-256>`) with a DocumentEvent body, retried with exponential backoff for a day. The secret appears in this response only.',
  },
  'GET /api/v1/projects/{id}/webhooks': { id: 'listWebhooks', description: 'The project’s webhook subscriptions, without their secrets (members and admins).' },
  'DELETE /api/v1/projects/{id}/webhooks/{webhook_id}': { id: 'deleteWebhook', description: 'Deletes a subscription with its pending deliveries: nothing more is sent to it.' },
  'GET /api/v1/projects/{id}/webhooks/{webhook_id}/deliveries': { id: 'listWebhookDeliveries', description: 'The delivery log of a subscription: one entry per attempt (event, status code, latency, outcome), newest first.' },
  'GET /api/v1/projects/{id}/obligations.ics': { id: 'getProjectObligationsCalendar', description: 'The dated obligations of every document in the project as an iCalendar file, with stable UIDs and a reminder seven days before each active one.' },
  'POST /api/v1/projects/{id}/calendar-feeds': { id: 'createCalendarFeed', description: 'Creates a secret URL serving the project calendar without a bearer token, for calendar applications (members and admins). The URL appears in this response only.' },
  'GET /api/v1/projects/{id}/calendar-feeds': { id: 'listCalendarFeeds', description: 'The project’s calendar feeds, without their secret URLs.' },
  'DELETE /api/v1/projects/{id}/calendar-feeds/{feed_id}': { id: 'deleteCalendarFeed', description: 'Revokes a calendar feed: its URL answers 404 from now on.' },
  'GET /api/v1/calendar-feeds/{token}/obligations.ics': { id: 'getCalendarFeed', description: 'A project calendar by its secret feed URL; needs no bearer token. Reads as the feed’s creator: 404 once revoked, or while a wall hides the project from its creator.' },
  'GET /api/v1/search': { id: 'searchClauses', description: 'Semantic search over the clauses of documents the caller may see, best first.' },
  'POST /api/v1/admin/users': { id: 'createUser', description: 'Adds a user (admins only).' },
  'GET /api/v1/admin/users': { id: 'listUsers', description: 'All users (admins only).' },
  'PATCH /api/v1/admin/users/{id}': { id: 'updateUser', description: 'Changes a user’s role, name, password or activity (admins only); deactivation revokes at once.' },
  'POST /api/v1/admin/users/{id}/password-reset': {
    id: 'resetUserPassword',
    description: 'Gives the user a new random password, returned only in this response, and ends all their console sessions (admins only).',
  },
  'POST /api/v1/admin/credentials': { id: 'createCredential', description: 'Creates an API credential; the secret appears in this response only (admins only).' },
  'GET /api/v1/admin/credentials': { id: 'listCredentials', description: 'API credentials without their secrets (admins only).' },
  'DELETE /api/v1/admin/credentials/{id}': { id: 'deleteCredential', description: 'Revokes a credential; its tokens stop working at once (admins only).' },
  'POST /api/v1/admin/ethical-walls': { id: 'createEthicalWall', description: 'Walls a project off: only the listed users may see it, admins included (admins only).' },
  'GET /api/v1/admin/ethical-walls': { id: 'listEthicalWalls', description: 'All ethical walls (admins only).' },
  'PATCH /api/v1/admin/ethical-walls/{id}': {
    id: 'updateEthicalWall',
    description: 'Adds and removes users behind a wall (and renames it) atomically, so the project is never open in between; leaving no active administrator behind it needs `confirm_no_admin` (admins only).',
  },
  'DELETE /api/v1/admin/ethical-walls/{id}': { id: 'deleteEthicalWall', description: 'Removes a wall, opening the project to everyone with access (admins only).' },
};

/** Errors any operation can give: a URL the router cannot parse, a JSON body that does not parse, a fault. */
const COMMON_ERRORS = { 400: ErrorResponse, 500: ErrorResponse, 503: ErrorResponse };
/** Bodies of another media type than the operation accepts. */
const UNSUPPORTED_MEDIA_TYPE = { 415: ErrorResponse };

/**
 * Schemas published under their names in `components.schemas` and referenced from every operation that uses
 * them, so generated clients get `Document`, `Report`, `Obligation` … instead of anonymous inline types.
 */
const NAMED_SCHEMAS: Record<string, TSchema> = {
  Error: ErrorResponse,
  ValidationError: ValidationErrorResponse,
  Project,
  Playbook: PlaybookBody,
  PlaybookVersion: PlaybookView,
  DocumentUploaded,
  DocumentListItem,
  Document: DocumentDetail,
  Report,
  Obligation,
  SearchHit,
  DocumentEvent,
  Webhook,
  WebhookCreated,
  WebhookDelivery,
  CalendarFeed,
  CalendarFeedCreated,
  Token: TokenResponse,
  Me,
  Session: SessionResponse,
  User,
  PasswordReset,
  Credential,
  CredentialCreated,
  EthicalWall: Wall,
};

const ID = '3f2c7a1e-9b4d-4c6e-8a2f-1d5e7b9c0a11';
const DOC_ID = '8e1b2c3d-4f5a-4b6c-9d7e-0f1a2b3c4d5e';
/** Examples of the main payloads, shown by Swagger UI and used by mock servers. */
const EXAMPLES: Record<string, unknown> = {
  Error: { detail: 'Document not found' },
  Token: { access_token: 'eyJhbGciOiJIUzI1NiJ9…', refresh_token: 'eyJhbGciOiJIUzI1NiJ9…', token_type: 'bearer', expires_in: 86400 },
  Project: { id: ID, name: 'Acme supply 2026', description: 'Renewal review', created_at: '2026-01-31T09:30:00Z', document_count: 3, analysis_engine: 'local', our_side: 'Customer' },
  DocumentUploaded: { id: DOC_ID, filename: 'supply-agreement.pdf', project_id: ID, pipeline_status: 'queued', created_at: '2026-01-31T09:31:00Z' },
  Report: {
    id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
    document_id: DOC_ID,
    report_type: 'contract_analysis',
    overall_risk: 'high',
    executive_summary: 'A Supply Agreement between Acme Corp. and Beta LLC. It is effective 2026-02-01, expires 2028-02-01 …',
    clauses: [
      {
        type: 'Cap on Liability',
        risk_level: 'high',
        text: '12.1 In no event shall either party’s liability exceed the fees paid in the six (6) months preceding the claim.',
        analysis: 'Liability is capped at 6 months of fees, below the 12 months the playbook requires. …',
        recommendation: 'Negotiate toward the playbook position: “… twelve (12) months …”',
        start: 20412,
        end: 20519,
        page: 9,
        engine: 'local',
      },
    ],
    missing_clauses: [{ type: 'Force Majeure', risk_level: 'low', recommendation: 'Add a force majeure clause. …' }],
    playbook_version: 1,
    analysis_engine: 'local',
    model: null,
    our_side: 'Customer',
    created_at: '2026-01-31T09:32:10Z',
  },
  Obligation: {
    id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    document_id: DOC_ID,
    title: 'Notice deadline to prevent renewal',
    description: 'Give written notice of non-renewal at least sixty (60) days before the end of the term, i.e. by 2027-12-03.',
    due_date: '2027-12-03',
    recurrence: 'annually',
    responsible_party: 'Both',
    status: 'active',
    source: { clause_type: 'Renewal Term', start: 3120, end: 3388, quote: '2.2 This Agreement shall renew automatically …' },
    derivation: "expiration 2028-02-01 minus 60 days' notice",
    engine: 'local',
  },
};

/** What Clausewise sends to webhook subscriptions (OpenAPI 3.1 `webhooks`): one signed POST per event. */
const WEBHOOKS = {
  documentEvent: {
    post: {
      operationId: 'receiveDocumentEvent',
      summary: 'A document event delivered to a subscription',
      description:
        'Sent for each event type the subscription asked for. Verify `webhook-signature` (`v1,` + base64 HMAC-SHA-256 with the secret’s key over `{webhook-id}.{webhook-timestamp}.{body}`) and reject stale timestamps; `webhook-id` is the event id, the same on every retry. Answer 2xx within 10 seconds; anything else is retried with exponential backoff for a day.',
      parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } })),
      requestBody: { required: true, content: { 'application/json': { schema: asSwaggerWrites(DocumentEvent) } } },
      responses: { '2XX': { description: 'Accepted; any other answer (or none within the timeout) is retried' } },
    },
  },
};

/** Replaces every inline copy of a named schema by a `$ref` to its entry in `components.schemas`. */
export function publishNamedSchemas(spec: Record<string, unknown>): Record<string, unknown> {
  const published = Object.fromEntries(Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [name, asSwaggerWrites(schema)]));
  // Swagger moves a schema's own top-level description to the response, so match with and without it.
  const byJson = new Map(
    Object.entries(published).flatMap(([name, schema]) => {
      const { description: _, ...bare } = schema as Record<string, unknown>;
      return [[JSON.stringify(bare), name], [JSON.stringify(schema), name]] as [string, string][];
    }),
  );
  const used = new Set<string>();
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace);
    if (typeof node !== 'object' || node === null) return node;
    const { description, ...rest } = node as Record<string, unknown>;
    // A response or property may add its own description to a named schema.
    const name = byJson.get(JSON.stringify(node)) ?? byJson.get(JSON.stringify(rest));
    if (name !== undefined) {
      used.add(name);
      return { $ref: `#/components/schemas/${name}`, ...(byJson.has(JSON.stringify(node)) || description === undefined ? {} : { description }) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value)]));
  };
  const paths = replace(spec.paths);
  const webhooks = replace(WEBHOOKS);
  const components = (spec.components ?? {}) as Record<string, unknown>;
  const schemas = Object.fromEntries(
    [...used].sort().map((name) => [name, EXAMPLES[name] === undefined ? published[name] : { ...(published[name] as object), examples: [EXAMPLES[name]] }]),
  );
  return { ...spec, paths, webhooks, components: { ...components, schemas: { ...(components.schemas as object), ...schemas } } };
}

/** A schema as @fastify/swagger writes it into a path (it spells `const: x` as `enum: [x]`). */
function asSwaggerWrites(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asSwaggerWrites);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => (key === 'const' ? ['enum', [value]] : [key, asSwaggerWrites(value)])),
  );
}

const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: queued for processing',
  204: 'Done; no body',
  400: 'Malformed request (a broken URL escape, a body that is not valid JSON)',
  415: 'Unsupported media type (JSON routes take application/json)',
  500: 'Internal server error (no internals are disclosed)',
  401: 'Not authenticated, or the token is invalid or expired (see WWW-Authenticate)',
  403: 'Not allowed (role) or behind an ethical wall',
  404: 'Not found (or not visible to the caller)',
  409: 'Conflicts with an existing resource',
  413: 'Body too large',
  422: 'Validation error: one item per failing field',
  429: 'Too many requests (see Retry-After)',
  503: 'The database is unavailable (restarting); retry after Retry-After seconds',
};

/** A response header as @fastify/swagger takes it: a JSON schema with its description. */
const header = (description: string, schema: object = { type: 'string' }) => ({ ...schema, description });
const REQUEST_ID = { 'X-Request-ID': header('Correlates the request with the server logs (echoed when the client sent one)') };

/** The headers an operation's response carries, by status, as the HTTP layer sets them. */
function responseHeaders(method: string, path: string, status: string): Record<string, unknown> {
  const headers: Record<string, unknown> = { ...REQUEST_ID };
  if (status === '401') headers['WWW-Authenticate'] = header('The Bearer challenge, with `error="invalid_token"` when a token was rejected');
  if (status === '201' || status === '202') headers.Location = header('The created resource, to read or poll');
  if (status === '202' || (status === '200' && path === '/api/v1/documents/{id}')) headers['Retry-After'] = header('Seconds before polling again while the document is processed', { type: 'integer' });
  if (status === '200' && method === 'GET' && path.startsWith('/api/')) {
    headers.ETag = header('Strong validator of the body; send it back in If-None-Match for a 304');
    headers['Cache-Control'] = header('private, no-cache');
  }
  if (status === '200' && (path === '/api/v1/projects' || path === '/api/v1/documents') && method === 'GET') {
    headers.Link = header('`<next page URL>; rel="next"` when more items exist');
  }
  if (status === '429') headers['Retry-After'] = header('Seconds to wait before trying again', { type: 'integer' });
  return headers;
}

/** Must be registered before the routes, so the generator sees them. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Clausewise API',
        version,
        description: 'Self-hosted contract analysis: upload contracts, poll the pipeline, read reports and obligations.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Clausewise' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          oauth2: { type: 'oauth2', description: 'Client credentials from an API credential', flows: { clientCredentials: { tokenUrl: TOKEN_URL, refreshUrl: TOKEN_URL, scopes: {} } } },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'clausewise_session' },
        },
      },
      security: [{ oauth2: [] }, { bearerAuth: [] }],
    },
    transform({ schema, url, route }) {
      if (schema === undefined || (schema as { hide?: boolean }).hide) return { schema, url };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const method = methods.find((m) => m !== 'HEAD') ?? methods[0]!;
      const path = url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = OPERATIONS[`${method} ${path}`];
      const declared = { ...COMMON_ERRORS, ...(schema.body ? UNSUPPORTED_MEDIA_TYPE : {}), ...(schema.response as object) } as unknown as Record<string, Record<string, unknown>>;
      const response = Object.fromEntries(
        Object.entries(declared).map(([status, body]) => [
          status,
          {
            ...body,
            // A success says what it returns; an error says what went wrong, whatever its shared body schema says.
            description: (status.startsWith('2') ? body.description : undefined) ?? STATUS_DESCRIPTIONS[status] ?? body.description ?? 'Response',
            headers: responseHeaders(method, path, status),
          },
        ]),
      );
      return {
        schema: { ...schema, response, ...(operation ? { operationId: operation.id, description: operation.description } : {}) },
        url,
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null },
    transformSpecification: (swaggerObject) => publishNamedSchemas(swaggerObject as Record<string, unknown>),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => publishNamedSchemas(app.swagger() as unknown as Record<string, unknown>));
}
