// Project integrations (issue #14): webhook subscriptions with their delivery log, the project's obligations
// calendar, and secret calendar-feed URLs (the one route here that takes no bearer token: the URL is the secret).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import type { DomainServices } from '../../domain/services.ts';
import { principalOf } from '../plugins/auth.ts';
import { toCalendarFeedResponse, toWebhookDeliveryResponse, toWebhookResponse } from '../responses.ts';
import { AuthErrors, ErrorResponse, IdParams, ValidationErrorResponse } from '../schemas/common.ts';
import {
  CalendarFeed,
  CalendarFeedCreated,
  CalendarFeedParams,
  CalendarFeedTokenParams,
  Webhook,
  WebhookCreate,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryQuery,
  WebhookParams,
} from '../schemas/integrations.ts';

type IdParams = Static<typeof IdParams>;

const CALENDAR = { description: 'RFC 5545 calendar, one VEVENT per dated obligation', content: { 'text/calendar': { schema: { type: 'string' } } } };

function sendCalendar(reply: FastifyReply, calendar: string) {
  return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', 'inline; filename="obligations.ics"').send(calendar);
}

/** The address the caller reached this server at (X-Forwarded-* honoured only behind a trusted proxy). */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerIntegrationRoutes(app: FastifyInstance, services: Pick<DomainServices, 'webhooks' | 'calendarFeeds' | 'obligations'>): void {
  const tags = ['integrations'];

  app.post<{ Params: IdParams; Body: WebhookCreate }>(
    '/projects/:id/webhooks',
    {
      schema: {
        tags,
        summary: 'Subscribe a URL to the project’s document events',
        params: IdParams,
        body: WebhookCreate,
        response: { 201: WebhookCreated, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const webhook = await services.webhooks.create(principalOf(request), request.params.id, request.body);
      return reply
        .code(201)
        .header('Location', `${request.url.split('?')[0]}/${webhook.id}`)
        .send({ ...toWebhookResponse(webhook), secret: webhook.secret });
    },
  );

  app.get<{ Params: IdParams }>(
    '/projects/:id/webhooks',
    { schema: { tags, summary: 'The project’s webhook subscriptions (without secrets)', params: IdParams, response: { 200: Type.Array(Webhook), ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse } } },
    async (request) => (await services.webhooks.list(principalOf(request), request.params.id)).map(toWebhookResponse),
  );

  app.delete<{ Params: WebhookParams }>(
    '/projects/:id/webhooks/:webhook_id',
    { schema: { tags, summary: 'Delete a webhook subscription', params: WebhookParams, response: { 204: { type: 'null', description: 'Deleted' }, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse } } },
    async (request, reply) => {
      await services.webhooks.remove(principalOf(request), request.params.id, request.params.webhook_id);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: WebhookParams; Querystring: WebhookDeliveryQuery }>(
    '/projects/:id/webhooks/:webhook_id/deliveries',
    {
      schema: {
        tags,
        summary: 'The delivery log of a subscription, newest attempt first',
        params: WebhookParams,
        querystring: WebhookDeliveryQuery,
        response: { 200: Type.Array(WebhookDelivery), ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) =>
      (await services.webhooks.deliveries(principalOf(request), request.params.id, request.params.webhook_id, request.query.limit ?? 100)).map(toWebhookDeliveryResponse),
  );

  app.get<{ Params: IdParams }>(
    '/projects/:id/obligations.ics',
    { schema: { tags, summary: 'The project’s dated obligations as an iCalendar file', params: IdParams, response: { 200: CALENDAR, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse } } },
    async (request, reply) => sendCalendar(reply, await services.obligations.calendarForProject(principalOf(request), request.params.id)),
  );

  app.post<{ Params: IdParams }>(
    '/projects/:id/calendar-feeds',
    { schema: { tags, summary: 'Create a secret calendar-feed URL for the project', params: IdParams, response: { 201: CalendarFeedCreated, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse } } },
    async (request, reply) => {
      const { feed, token } = await services.calendarFeeds.create(principalOf(request), request.params.id);
      const url = `${origin(request)}${request.url.split('/projects/')[0]}/calendar-feeds/${token}/obligations.ics`;
      return reply.code(201).send({ ...toCalendarFeedResponse(feed), url });
    },
  );

  app.get<{ Params: IdParams }>(
    '/projects/:id/calendar-feeds',
    { schema: { tags, summary: 'The project’s calendar feeds (without their URLs)', params: IdParams, response: { 200: Type.Array(CalendarFeed), ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse } } },
    async (request) => (await services.calendarFeeds.list(principalOf(request), request.params.id)).map(toCalendarFeedResponse),
  );

  app.delete<{ Params: CalendarFeedParams }>(
    '/projects/:id/calendar-feeds/:feed_id',
    { schema: { tags, summary: 'Revoke a calendar feed: its URL stops working at once', params: CalendarFeedParams, response: { 204: { type: 'null', description: 'Revoked' }, ...AuthErrors, 404: ErrorResponse, 422: ValidationErrorResponse } } },
    async (request, reply) => {
      await services.calendarFeeds.revoke(principalOf(request), request.params.id, request.params.feed_id);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: CalendarFeedTokenParams }>(
    '/calendar-feeds/:token/obligations.ics',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: 'A calendar feed by its secret URL (no bearer token)',
        security: [],
        params: CalendarFeedTokenParams,
        response: { 200: CALENDAR, 404: ErrorResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => sendCalendar(reply, await services.calendarFeeds.calendarForToken(request.params.token)),
  );
}
