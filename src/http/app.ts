// buildApp: the Fastify instance with its plugins in order (request id, validation, console files and the
// error/not-found handlers, body parsers, OpenAPI, health, /api/v1 routes). It does not listen; src/runtime.ts
// composes it with storage, engines and workers.

import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import packageJson from '../../package.json' with { type: 'json' };
import type { Config } from '../config.ts';
import type { DetectFileType } from '../domain/document.service.ts';
import type { AnalysisModes } from '../domain/project.service.ts';
import type { QueryEmbedder } from '../domain/search.service.ts';
import { type DomainServices, createDomainServices } from '../domain/services.ts';
import type { BlobStore, Storage } from '../storage/types.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerConsole } from './plugins/console.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerHttpConventions } from './plugins/http-conventions.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestId, requestIdFor } from './plugins/request-id.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { registerValidation } from './plugins/validation.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { registerAuthTokenRoutes } from './routes/auth-token.ts';
import { registerDocumentRoutes } from './routes/documents.ts';
import { registerEventRoutes } from './routes/events.ts';
import { registerIntegrationRoutes } from './routes/integrations.ts';
import { type ModelStatus, registerHealthRoutes } from './routes/health.ts';
import { registerObligationRoutes } from './routes/obligations.ts';
import { registerProjectRoutes } from './routes/projects.ts';
import { registerReanalysisRoutes } from './routes/reanalysis.ts';
import { registerSearchRoutes } from './routes/search.ts';
import { registerSessionRoutes } from './routes/session.ts';

export const API_PREFIX = '/api/v1';
const DEFAULT_CONSOLE_DIR = join(import.meta.dirname, '..', '..', 'web', 'dist');

export interface AppDeps {
  config: Config;
  storage: Storage;
  blobs: BlobStore;
  analysisModes: AnalysisModes;
  embedder: QueryEmbedder;
  /** Whether the configured analysis model answers, for /readyz's details. */
  probeModel?: () => Promise<ModelStatus>;
  detectFileType: DetectFileType;
  /** A pino logger; without one, Fastify creates its own at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** Called after an upload is committed, to wake idle workers in this process. */
  onDocumentQueued?: () => void;
  /** Where the built console lives (default web/dist); nothing is served at `/` when it has no index.html. */
  consoleDir?: string;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: config.logLevel } }),
    genReqId: requestIdFor,
    // Fastify's two lines per request are replaced by one (plugins/request-log.ts).
    logController: new RequestLogController(),
    // Behind a trusted proxy, Link and Location URLs use the proxy's scheme and host (X-Forwarded-Proto/-Host).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors the router raises before any hook runs (e.g. a URL with a broken %-escape): same shape as the rest.
    frameworkErrors: (error, request, reply) => {
      reply.header('X-Request-ID', request.id);
      sendError(reply, error.statusCode ?? 400, 'Bad request');
    },
  }) as unknown as FastifyInstance;

  const services = createDomainServices(deps);
  registerRequestId(app);
  registerValidation(app);
  const conventions = await registerHttpConventions(app, { corsOrigins: config.corsOrigins });
  const spaFallback = await registerConsole(app, deps.consoleDir ?? DEFAULT_CONSOLE_DIR);
  registerErrorHandling(app, { notFoundFallback: spaFallback, allowedMethods: conventions.allowedMethods });
  await app.register(cookie);
  await app.register(formbody);
  // No route takes plain text: such a body is the wrong media type (415), not a malformed object (422).
  app.removeContentTypeParser('text/plain');
  await registerOpenApi(app, packageJson.version);
  registerHealthRoutes(app, deps.storage, deps.probeModel);
  await app.register(async (api) => apiRoutes(api, services, config), { prefix: API_PREFIX });
  return app;
}

async function apiRoutes(api: FastifyInstance, services: DomainServices, config: Config): Promise<void> {
  registerAuth(api, services);
  registerAuthTokenRoutes(api, services);
  registerSessionRoutes(api, services);
  registerProjectRoutes(api, services);
  registerReanalysisRoutes(api, services);
  registerDocumentRoutes(api, services, config.maxUploadBytes);
  registerObligationRoutes(api, services);
  registerSearchRoutes(api, services);
  registerEventRoutes(api, services, config.eventHeartbeatMs);
  registerIntegrationRoutes(api, services);
  await api.register(adminRoutes, { services });
}
