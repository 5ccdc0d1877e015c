// One log line per request (issue #11): Fastify's own request logging writes two ("incoming request" and
// "request completed"), each serialising the request or reply, which doubled the logging cost of every API
// call. This Fastify log controller writes one line when the response is done (or failed) carrying what both
// said: the request id (reqId, from the request's child logger, also sent back as X-Request-ID), method, URL,
// status, response time and the client's address. Fastify's other lines (error handler, 404s, stream errors)
// are unchanged.

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLogController extends LogController {
  /** Nothing on arrival: the line written on completion carries the method and URL. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime, remoteAddress: request.ip };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
