// GET /events (issue #14): document events as Server-Sent Events, per project or per document, for any
// authenticated caller; walls apply. Resumes after `Last-Event-ID`; idle streams get a comment line every
// eventHeartbeatMs so proxies keep them open. Polling clients are unaffected: this only adds a way to wait.

import type { FastifyInstance } from 'fastify';
import type { DomainServices } from '../../domain/services.ts';
import { invalid } from '../../domain/errors.ts';
import { principalOf } from '../plugins/auth.ts';
import { toDocumentEventResponse } from '../responses.ts';
import { AuthErrors, ErrorResponse, ValidationErrorResponse } from '../schemas/common.ts';
import { EventStreamHeaders, EventStreamQuery } from '../schemas/events.ts';

/** How long a client waits before reconnecting after the stream ends (the SSE `retry` field). */
const RECONNECT_MS = 2000;

export function registerEventRoutes(app: FastifyInstance, services: Pick<DomainServices, 'events'>, heartbeatMs: number): void {
  // Open streams end when the server closes; otherwise they would hold it open forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get<{ Querystring: EventStreamQuery }>(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Document events as Server-Sent Events',
        querystring: EventStreamQuery,
        headers: EventStreamHeaders,
        response: {
          200: {
            description:
              'A `text/event-stream`: per event, `id:` (the event id), `event:` (its type) and `data:` (a DocumentEvent as JSON); comment lines as heartbeats.',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...AuthErrors,
          404: ErrorResponse,
          422: ValidationErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const filter = { projectId: request.query.project_id, documentId: request.query.document_id };
      const resumeAfter = lastEventId(request.headers['last-event-id']) ?? request.query.after;
      const start = await services.events.startPosition(principal, filter, resumeAfter);
      // HEAD learns the headers; holding its connection open would serve nothing.
      if (request.method === 'HEAD') return reply.type('text/event-stream; charset=utf-8').send();

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RECONNECT_MS}\n\n`);
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs);
      const subscription = services.events.subscribe(
        principal,
        filter,
        start,
        (events) => {
          for (const event of events) {
            raw.write(`id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(toDocumentEventResponse(event))}\n\n`);
          }
        },
        (error) => {
          request.log.warn({ err: error }, 'event stream ended: could not read events');
          end();
        },
      );
      function end() {
        clearInterval(heartbeat);
        subscription.close();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      }
      open.add(end);
      raw.once('close', end);
    },
  );
}

/** The resume position a reconnecting client sends; anything but a plain event id is refused. */
function lastEventId(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0]! : header;
  if (value.trim() === '') return undefined;
  if (!/^\d{1,15}$/.test(value.trim())) throw invalid([{ loc: ['header', 'last-event-id'], msg: 'Input should be an event id', type: 'int_parsing' }]);
  return Number(value.trim());
}
