// HTTP conventions stock clients and proxies expect (issue #13):
// - reads of the API carry a strong ETag and `Cache-Control: private, no-cache`; `If-None-Match` answers 304,
//   so polling an unchanged document costs a few bytes;
// - a document still in the pipeline says when to poll again (`Retry-After: 5`, the spec's interval);
// - bodies above a threshold are compressed (gzip, br) when the client accepts it;
// - a known path asked with a method it does not have answers 405 with `Allow`, not 404;
// - CORS only for the origins configured (off by default).

import { hash } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';

/** Seconds between polls the spec recommends; sent while a document is in the pipeline. */
export const POLL_INTERVAL_SECONDS = 5;
/** Smaller bodies are sent as they are: compressing them costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface HttpConventionsOptions {
  /** Origins allowed to call the API from a browser; null = CORS off. */
  corsOrigins: readonly string[] | null;
}

/** Registers the hooks and plugins; call before the routes, so the route table for 405s sees them all. */
export async function registerHttpConventions(app: FastifyInstance, options: HttpConventionsOptions): Promise<{ allowedMethods(request: FastifyRequest): string[] }> {
  if (options.corsOrigins !== null) {
    const wildcard = options.corsOrigins.includes('*');
    await app.register(cors, {
      origin: wildcard ? '*' : [...options.corsOrigins],
      // A wildcard origin never gets credentials (the browser would refuse them anyway).
      credentials: !wildcard,
      methods: [...METHODS],
      allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'Last-Event-ID', 'X-CSRF-Token', 'X-Request-ID'],
      exposedHeaders: ['ETag', 'Link', 'Location', 'Retry-After', 'WWW-Authenticate', 'X-Request-ID'],
      maxAge: 600,
    });
  }
  // Before compression's own onSend hook (hooks run in registration order): the ETag is of the JSON itself.
  // Callback style and a one-shot hash (crypto.hash, no Hash object): this runs on every API read.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/')) return done(null, payload);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const etag = `"${hash('sha256', payload, 'base64url')}"`;
    reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });

  // Every route's path pattern, to tell a wrong method (405) from an unknown path (404).
  const routes = FindMyWay();
  app.addHook('onRoute', (route) => {
    // Wildcards (the console's static files) would make every path "known".
    if (route.url.includes('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if ((METHODS as readonly string[]).includes(method) && !routes.hasRoute(method as never, route.url)) {
        routes.on(method as never, route.url, () => undefined);
      }
    }
  });
  return {
    allowedMethods(request) {
      const path = request.url.split('?', 1)[0]!;
      return METHODS.filter((method) => routes.find(method as never, path) !== null);
    },
  };
}

/** `If-None-Match` lists ETags (or `*`); weak and strong forms compare equal for a GET (RFC 9110 §13.1.2). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** `Retry-After` on a document that is still being processed, so clients poll at the spec's interval. */
export function advisePolling(reply: FastifyReply, pipelineStatus: string): void {
  if (pipelineStatus !== 'complete' && pipelineStatus !== 'failed') reply.header('retry-after', String(POLL_INTERVAL_SECONDS));
}
