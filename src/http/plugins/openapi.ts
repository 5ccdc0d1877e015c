// OpenAPI 3.1 generated from the route schemas (issue #2), served at /openapi.json, with the interactive docs
// at /api/docs from @fastify/swagger-ui's bundled assets (no CDN, no online validator).

import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Must be registered before the routes, so the generator sees them. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Clausewise API',
        version,
        description: 'Self-hosted contract analysis: upload contracts, poll the pipeline, read reports and obligations.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'clausewise_session' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
