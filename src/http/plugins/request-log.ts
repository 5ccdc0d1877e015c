// One log line per request (issue #11): Fastify's own request logging writes two ("incoming request" and
// "request completed"), each serialising the request, which doubled the logging cost of every API call. This
// line carries what both said: the request id (reqId, from the request's child logger, also sent back as
// X-Request-ID), method, URL, status, response time and the client's address. A request the client abandons
// before the answer gets a line of its own.

import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance): void {
  // Callback style: runs on every request, and needs no promise.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime, remoteAddress: request.ip },
      'request',
    );
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ method: request.method, url: request.url, remoteAddress: request.ip }, 'request aborted by the client');
    done();
  });
}
