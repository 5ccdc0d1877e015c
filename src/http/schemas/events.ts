// Document events (issue #14): the payload of every event-stream message and every webhook delivery.

import Type, { type Static } from 'typebox';
import { DOCUMENT_EVENT_TYPES, PIPELINE_STATES } from '../../domain/vocabulary.ts';
import { Nullable, OneOf, Timestamp, Uuid } from './common.ts';

export const DocumentEventTypeSchema = OneOf(DOCUMENT_EVENT_TYPES, {
  description:
    '`document.status_changed` on every pipeline status change (upload included); `document.completed` / `document.failed` besides it when the document reaches `complete` / `failed`; `document.deleted` when it is deleted.',
});

export const DocumentEvent = Type.Object(
  {
    id: Type.String({ description: 'Position in the event log (decimal digits, increasing): the SSE `id`, `Last-Event-ID` to resume after it, and the webhook message id.' }),
    type: DocumentEventTypeSchema,
    created_at: Timestamp,
    data: Type.Object({
      document_id: Uuid,
      project_id: Uuid,
      filename: Type.String(),
      status: OneOf(PIPELINE_STATES, { description: 'The status after the change; for `document.deleted`, the status it had when deleted.' }),
      previous_status: Nullable(OneOf(PIPELINE_STATES, { description: 'The status before the change; null on upload and for `document.deleted`.' })),
      error_message: Nullable(Type.String()),
    }),
  },
  { description: 'A pipeline event about one document.' },
);
export type DocumentEvent = Static<typeof DocumentEvent>;

export const EventStreamQuery = Type.Object({
  project_id: Type.Optional(Type.String({ format: 'uuid', description: 'Only events of this project.' })),
  document_id: Type.Optional(Type.String({ format: 'uuid', description: 'Only events of this document; without a resume position, the stream starts with its first event.' })),
  after: Type.Optional(
    Type.Integer({ minimum: 0, description: 'Resume after this event id (as `Last-Event-ID`, for clients that cannot send headers); the header wins.' }),
  ),
});
export type EventStreamQuery = Static<typeof EventStreamQuery>;

export const EventStreamHeaders = Type.Object({
  'last-event-id': Type.Optional(Type.String({ description: 'Resume after this event id (EventSource sends it when reconnecting).' })),
});
