// Webhook subscriptions, their delivery log, and calendar feeds (issue #14).

import Type, { type Static } from 'typebox';
import { DOCUMENT_EVENT_TYPES } from '../../domain/vocabulary.ts';
import { Nullable, OneOf, Timestamp, Uuid } from './common.ts';

const EventTypes = Type.Array(OneOf(DOCUMENT_EVENT_TYPES), { minItems: 1, maxItems: DOCUMENT_EVENT_TYPES.length, uniqueItems: true });

export const WebhookCreate = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048, description: 'Where deliveries are POSTed (http or https; public addresses only unless the server allows private ones).' }),
    events: Type.Optional({ ...EventTypes, description: 'The event types wanted (default: all).' } as typeof EventTypes),
  },
  { additionalProperties: false },
);
export type WebhookCreate = Static<typeof WebhookCreate>;

export const Webhook = Type.Object({
  id: Uuid,
  project_id: Uuid,
  url: Type.String(),
  events: EventTypes,
  created_by: Uuid,
  created_at: Timestamp,
});

export const WebhookCreated = Type.Object({
  ...Webhook.properties,
  secret: Type.String({ description: 'The signing secret (`whsec_…`, Standard Webhooks); shown in this response only.' }),
});

export const WebhookParams = Type.Object({ id: Uuid, webhook_id: Uuid });
export type WebhookParams = Static<typeof WebhookParams>;

export const WebhookDeliveryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Newest attempts first (default 100, max 500)' })),
});
export type WebhookDeliveryQuery = Static<typeof WebhookDeliveryQuery>;

export const WebhookDelivery = Type.Object({
  event_id: Type.String(),
  event_type: OneOf(DOCUMENT_EVENT_TYPES),
  attempt: Type.Integer({ minimum: 1 }),
  status_code: Nullable(Type.Integer({ description: 'The receiver’s HTTP status; null when it did not answer.' })),
  error: Nullable(Type.String({ description: 'Why no answer came (timeout, refused, blocked target).' })),
  latency_ms: Type.Integer({ minimum: 0 }),
  outcome: OneOf(['delivered', 'retrying', 'failed'] as const, { description: '`retrying`: another attempt follows; `failed`: retries ran out (a day after the first).' }),
  attempted_at: Type.String({ format: 'date-time' }),
});

export const CalendarFeed = Type.Object({
  id: Uuid,
  project_id: Uuid,
  created_by: Uuid,
  created_at: Timestamp,
});

export const CalendarFeedCreated = Type.Object({
  ...CalendarFeed.properties,
  url: Type.String({ description: 'The secret feed URL to subscribe to in a calendar application (no token needed); shown in this response only.' }),
});

export const CalendarFeedParams = Type.Object({ id: Uuid, feed_id: Uuid });
export type CalendarFeedParams = Static<typeof CalendarFeedParams>;

export const CalendarFeedTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type CalendarFeedTokenParams = Static<typeof CalendarFeedTokenParams>;
