// Serves the console (issue #5) from web/dist at `/` when it has been built; unknown non-API GETs fall back to
// index.html so client-side routes survive a reload. API paths never fall back: they answer JSON 404s.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

const NON_CONSOLE_PREFIXES = ['/api/', '/api?', '/openapi.json', '/healthz', '/readyz'];

/** Registers the static files; returns the not-found fallback for the SPA, or undefined without a build. */
export async function registerConsole(
  app: FastifyInstance,
  consoleDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  if (!existsSync(join(consoleDir, 'index.html'))) return undefined;
  await app.register(fastifyStatic, { root: consoleDir, prefix: '/', wildcard: true, index: ['index.html'] });
  return (request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || request.url === '/api' || NON_CONSOLE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
    reply.type('text/html; charset=utf-8').sendFile('index.html');
    return true;
  };
}
