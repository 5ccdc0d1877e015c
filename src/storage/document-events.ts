// The event outbox (issue #14), shared by both databases' document repositories: which events a change
// records, and the SQL that records them and fans them out to webhook subscriptions in the caller's
// transaction. Nothing here runs outside a transaction that also writes the change itself.

import type { DocumentEventType, PipelineState } from '../domain/vocabulary.ts';
import type { DocumentEventData, DocumentEventRecord } from './types.ts';
import { fromJson } from './rows.ts';

/** The document as the event reports it. */
export interface EventSubject {
  id: string;
  projectId: string;
  filename: string;
}

/** The events one change records, in order: a status change, then its outcome when it is terminal. */
export function eventsForStatusChange(previous: PipelineState | null, status: PipelineState): DocumentEventType[] {
  if (previous === status) return [];
  const types: DocumentEventType[] = ['document.status_changed'];
  if (status === 'complete') types.push('document.completed');
  if (status === 'failed') types.push('document.failed');
  return types;
}

export function eventData(subject: EventSubject, status: PipelineState, previous: PipelineState | null, errorMessage: string | null): DocumentEventData {
  return { document_id: subject.id, project_id: subject.projectId, filename: subject.filename, status, previous_status: previous, error_message: errorMessage };
}

export const INSERT_EVENT_SQL =
  'INSERT INTO document_events (type, project_id, document_id, data_json, created_at) VALUES (?, ?, ?, ?, ?) RETURNING seq';

/**
 * One pending delivery per subscription of the project that asked for this type. `event_types` holds a JSON
 * array of type names; no type name contains another, so a quoted substring match is exact.
 */
export const FAN_OUT_SQL = `INSERT INTO webhook_deliveries (webhook_id, event_seq, state, attempts, next_attempt_at, created_at)
  SELECT w.id, ?, 'pending', 0, ?, ? FROM webhooks w WHERE w.project_id = ? AND w.event_types LIKE ?`;

export function fanOutParams(seq: number, type: DocumentEventType, projectId: string, now: string): unknown[] {
  return [seq, now, now, projectId, `%"${type}"%`];
}

export interface DocumentEventRow {
  seq: number | string;
  type: string;
  project_id: string;
  document_id: string;
  data_json: unknown;
  created_at: string;
}

export function toDocumentEvent(row: DocumentEventRow): DocumentEventRecord {
  return {
    seq: Number(row.seq),
    type: row.type as DocumentEventType,
    projectId: row.project_id,
    documentId: row.document_id,
    data: fromJson<DocumentEventData>(row.data_json, null as never),
    createdAt: row.created_at,
  };
}
