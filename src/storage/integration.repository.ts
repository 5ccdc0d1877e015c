// Events, webhook subscriptions and calendar feeds (issue #14) for both databases, written once over the async
// query interface both offer. Every write is a single statement; a delivery is claimed with one UPDATE under a
// lease (PostgreSQL adds SKIP LOCKED so concurrent dispatchers never wait on each other), and delivery is at
// least once: a dispatcher that dies between sending and recording leaves the delivery to be sent again when
// its lease expires, under the same `webhook-id` so receivers can drop the repeat.

import type {
  CalendarFeedRecord,
  ClaimedDelivery,
  CalendarFeedRepository,
  EventRepository,
  WebhookAttemptRecord,
  WebhookRecord,
  WebhookRepository,
} from './types.ts';
import type { DocumentEventType } from '../domain/vocabulary.ts';
import { nowTimestamp } from '../lib/time.ts';
import { fromJson } from './rows.ts';
import { visibleProjectCondition } from './sql-conditions.ts';
import { toDocumentEvent, type DocumentEventRow } from './document-events.ts';

/** The query interface of storage/postgres/db.ts; SQLite's synchronous one is adapted by `asyncQueries`. */
export interface Queries {
  all<T>(sql: string, ...params: unknown[]): Promise<T[]>;
  get<T>(sql: string, ...params: unknown[]): Promise<T | undefined>;
  run(sql: string, ...params: unknown[]): Promise<number>;
}

export function createEventRepository(q: Queries): EventRepository {
  return {
    async listVisibleAfter(visibility, filter, afterSeq, limit) {
      const conditions = ['e.seq > ?', visibleProjectCondition('e.project_id')];
      const params: unknown[] = [afterSeq, visibility.userId];
      if (filter.projectId !== undefined) {
        conditions.push('e.project_id = ?');
        params.push(filter.projectId);
      }
      if (filter.documentId !== undefined) {
        conditions.push('e.document_id = ?');
        params.push(filter.documentId);
      }
      const rows = await q.all<DocumentEventRow>(
        `SELECT e.* FROM document_events e WHERE ${conditions.join(' AND ')} ORDER BY e.seq LIMIT ?`,
        ...params, limit,
      );
      return rows.map(toDocumentEvent);
    },
    async latestSeq() {
      const row = await q.get<{ seq: number | string | null }>('SELECT MAX(seq) AS seq FROM document_events');
      return Number(row?.seq ?? 0);
    },
    async deleteCreatedBefore(before) {
      // Deliveries go with their event (foreign key); the attempt log is kept as long as the events.
      await q.run('DELETE FROM webhook_attempts WHERE attempted_at < ?', before);
      return q.run('DELETE FROM document_events WHERE created_at < ?', before);
    },
  };
}

interface WebhookRow {
  id: string;
  project_id: string;
  url: string;
  event_types: string;
  secret: string;
  created_by: string;
  created_at: string;
}

const toWebhook = (r: WebhookRow): WebhookRecord => ({
  id: r.id,
  projectId: r.project_id,
  url: r.url,
  eventTypes: fromJson<DocumentEventType[]>(r.event_types, []),
  secret: r.secret,
  createdBy: r.created_by,
  createdAt: r.created_at,
});

interface AttemptRow {
  webhook_id: string;
  event_seq: number | string;
  event_type: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  latency_ms: number;
  outcome: string;
  attempted_at: string;
}

const toAttempt = (r: AttemptRow): WebhookAttemptRecord => ({
  webhookId: r.webhook_id,
  eventSeq: Number(r.event_seq),
  eventType: r.event_type as DocumentEventType,
  attempt: r.attempt,
  statusCode: r.status_code,
  error: r.error,
  latencyMs: r.latency_ms,
  outcome: r.outcome as WebhookAttemptRecord['outcome'],
  attemptedAt: r.attempted_at,
});

export function createWebhookRepository(q: Queries, dialect: { skipLocked: boolean }): WebhookRepository {
  const byId = async (id: string) => {
    const row = await q.get<WebhookRow>('SELECT * FROM webhooks WHERE id = ?', id);
    return row && toWebhook(row);
  };
  return {
    async create(webhook) {
      await q.run(
        'INSERT INTO webhooks (id, project_id, url, event_types, secret, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        webhook.id, webhook.projectId, webhook.url, JSON.stringify(webhook.eventTypes), webhook.secret, webhook.createdBy, nowTimestamp(),
      );
      return (await byId(webhook.id))!;
    },
    getById: byId,
    async listByProject(projectId) {
      return (await q.all<WebhookRow>('SELECT * FROM webhooks WHERE project_id = ? ORDER BY seq', projectId)).map(toWebhook);
    },
    async delete(id) {
      // Pending deliveries and the log go with it (foreign keys): nothing is sent after this returns.
      return (await q.run('DELETE FROM webhooks WHERE id = ?', id)) > 0;
    },
    async skip(webhookId, eventSeq) {
      await q.run('DELETE FROM webhook_deliveries WHERE webhook_id = ? AND event_seq = ?', webhookId, eventSeq);
    },
    async claimDue(owner, leaseMs, nowIso, limit) {
      const now = new Date(nowIso).toISOString();
      const until = new Date(Date.parse(nowIso) + leaseMs).toISOString();
      await q.run(
        `UPDATE webhook_deliveries SET lease_owner = ?, lease_expires_at = ?
          WHERE (webhook_id, event_seq) IN (
            SELECT webhook_id, event_seq FROM webhook_deliveries
             WHERE state = 'pending' AND next_attempt_at <= ? AND (lease_owner IS NULL OR lease_expires_at < ?)
             ORDER BY event_seq LIMIT ? ${dialect.skipLocked ? 'FOR UPDATE SKIP LOCKED' : ''})`,
        owner, until, now, now, limit,
      );
      return (await q.all<Record<string, unknown>>(CLAIMED_SQL, owner, until)).map(toClaimed);
    },
    async recordAttempt(attempt, nextAttemptAt) {
      // The log first: a crash in between sends the delivery again (at least once) rather than losing its record.
      await q.run(INSERT_ATTEMPT_SQL, ...attemptParams(attempt));
      await q.run(SETTLE_DELIVERY_SQL, ...settleParams(attempt, nextAttemptAt));
    },
    async listAttempts(webhookId, limit) {
      return (await q.all<AttemptRow>('SELECT * FROM webhook_attempts WHERE webhook_id = ? ORDER BY seq DESC LIMIT ?', webhookId, limit)).map(toAttempt);
    },
  };
}

const INSERT_ATTEMPT_SQL = `INSERT INTO webhook_attempts (webhook_id, event_seq, event_type, attempt, status_code, error, latency_ms, outcome, attempted_at)
  SELECT ?, ?, e.type, ?, ?, ?, ?, ?, ? FROM document_events e WHERE e.seq = ?`;
export const SETTLE_DELIVERY_SQL = `UPDATE webhook_deliveries
  SET state = ?, attempts = ?, next_attempt_at = ?, first_attempt_at = COALESCE(first_attempt_at, ?), lease_owner = NULL, lease_expires_at = NULL
  WHERE webhook_id = ? AND event_seq = ?`;

function attemptParams(a: Omit<WebhookAttemptRecord, 'eventType'>): unknown[] {
  return [a.webhookId, a.eventSeq, a.attempt, a.statusCode, a.error, Math.round(a.latencyMs), a.outcome, a.attemptedAt, a.eventSeq];
}

function settleParams(a: Omit<WebhookAttemptRecord, 'eventType'>, nextAttemptAt: string | null): unknown[] {
  const state = a.outcome === 'retrying' ? 'pending' : a.outcome;
  return [state, a.attempt, nextAttemptAt, a.attemptedAt, a.webhookId, a.eventSeq];
}

/** The claimed delivery rows joined with their subscription and event. */
const CLAIMED_SQL = `SELECT d.attempts, d.first_attempt_at,
    w.id, w.project_id, w.url, w.event_types, w.secret, w.created_by, w.created_at,
    e.seq AS e_seq, e.type AS e_type, e.project_id AS e_project_id, e.document_id AS e_document_id, e.data_json AS e_data_json, e.created_at AS e_created_at
  FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id JOIN document_events e ON e.seq = d.event_seq
  WHERE d.lease_owner = ? AND d.state = 'pending' AND d.lease_expires_at = ?
  ORDER BY d.event_seq`;

function toClaimed(row: Record<string, unknown>): ClaimedDelivery {
  const event = toDocumentEvent({
    seq: row.e_seq as number,
    type: row.e_type as string,
    project_id: row.e_project_id as string,
    document_id: row.e_document_id as string,
    data_json: row.e_data_json,
    created_at: row.e_created_at as string,
  });
  return { webhook: toWebhook(row as unknown as WebhookRow), event, attempts: Number(row.attempts), firstAttemptAt: (row.first_attempt_at as string | null) ?? null };
}

interface CalendarFeedRow {
  id: string;
  project_id: string;
  token_hash: string;
  created_by: string;
  created_at: string;
}

const toCalendarFeed = (r: CalendarFeedRow): CalendarFeedRecord => ({
  id: r.id,
  projectId: r.project_id,
  tokenHash: r.token_hash,
  createdBy: r.created_by,
  createdAt: r.created_at,
});

export function createCalendarFeedRepository(q: Queries): CalendarFeedRepository {
  return {
    async create(feed) {
      await q.run(
        'INSERT INTO calendar_feeds (id, project_id, token_hash, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
        feed.id, feed.projectId, feed.tokenHash, feed.createdBy, nowTimestamp(),
      );
      return toCalendarFeed((await q.get<CalendarFeedRow>('SELECT * FROM calendar_feeds WHERE id = ?', feed.id))!);
    },
    async getByTokenHash(tokenHash) {
      const row = await q.get<CalendarFeedRow>('SELECT * FROM calendar_feeds WHERE token_hash = ?', tokenHash);
      return row && toCalendarFeed(row);
    },
    async listByProject(projectId) {
      return (await q.all<CalendarFeedRow>('SELECT * FROM calendar_feeds WHERE project_id = ? ORDER BY seq', projectId)).map(toCalendarFeed);
    },
    async delete(id) {
      return (await q.run('DELETE FROM calendar_feeds WHERE id = ?', id)) > 0;
    },
  };
}
