// Every response carries X-Request-ID (issue #2): the client's own when it sent a sane one, else a new UUID.
// Fastify puts the same id on every log line of the request (reqId), so responses and logs correlate.

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
// Printable ASCII without spaces, bounded: a client id must not be able to forge log lines.
const SAFE_REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

/** Fastify `genReqId` option. */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

export function registerRequestId(app: FastifyInstance): void {
  // Callback style: this runs on every request, and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-ID', request.id);
    done();
  });
}
