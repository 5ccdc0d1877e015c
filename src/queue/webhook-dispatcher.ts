// Webhook delivery (issue #14), run by every process that runs pipeline workers, beside them and never in
// their way: its own loop claims due deliveries from the durable queue in the database (so a delivery survives
// a restart and several processes share the work), checks the subscriber may still see the project, signs and
// POSTs the event, and records the attempt. Non-2xx answers and timeouts are retried with exponential backoff
// until a day after the first attempt. The same loop keeps the outbox to its retention period.

import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { WebhookConfig } from '../config.ts';
import { eventPayload } from '../domain/event.service.ts';
import { assertPublicLiteral, guardedLookup } from '../lib/ssrf-guard.ts';
import { signWebhook } from '../lib/webhook-signature.ts';
import type { ClaimedDelivery, Storage } from '../storage/types.ts';

export interface WebhookDispatcherOptions {
  storage: Storage;
  config: WebhookConfig;
  /** Events older than this are removed (with their deliveries and log). */
  retentionHours: number;
  logger: Logger;
  userAgent: string;
  /** Between looks at the queue when it is empty. */
  pollIntervalMs?: number;
}

export interface WebhookDispatcher {
  start(): void;
  /** Stops claiming and waits for the deliveries in flight (each bounded by the delivery timeout). */
  stop(): Promise<void>;
}

const MAX_RETRY_DELAY_MS = 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/** Bytes of a receiver's answer that are read (and discarded); the rest is not waited for. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { storage, config, logger } = options;
  const owner = `${hostname()}:${process.pid}:webhooks:${randomUUID().slice(0, 8)}`;
  const leaseMs = config.timeoutMs + 30_000;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let lastPrune = 0;

  async function deliver(claim: ClaimedDelivery): Promise<void> {
    const { webhook, event } = claim;
    const subscriber = await storage.users.getById(webhook.createdBy);
    if (!subscriber?.isActive || !(await storage.walls.isProjectOpenTo(webhook.projectId, webhook.createdBy))) {
      await storage.webhooks.skip(webhook.id, event.seq);
      return;
    }
    const body = JSON.stringify(eventPayload(event));
    const started = performance.now();
    const result = await post(webhook.url, body, {
      ...signWebhook(webhook.secret, String(event.seq), body),
      'content-type': 'application/json',
      'user-agent': options.userAgent,
    });
    const latencyMs = performance.now() - started;
    const attempt = claim.attempts + 1;
    const attemptedAt = new Date().toISOString();
    const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const firstAttemptAt = Date.parse(claim.firstAttemptAt ?? attemptedAt);
    const retryAt = Date.now() + Math.min(config.retryBaseMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
    const outcome = delivered ? 'delivered' : retryAt - firstAttemptAt > config.retryWindowMs ? 'failed' : 'retrying';
    await storage.webhooks.recordAttempt(
      { webhookId: webhook.id, eventSeq: event.seq, attempt, statusCode: result.statusCode, error: result.error, latencyMs, outcome, attemptedAt },
      outcome === 'retrying' ? new Date(retryAt).toISOString() : null,
    );
    if (outcome !== 'delivered') logger.info({ webhookId: webhook.id, eventId: event.seq, attempt, statusCode: result.statusCode, error: result.error, outcome }, 'webhook delivery not accepted');
  }

  function post(target: string, body: string, headers: Record<string, string>): Promise<{ statusCode: number | null; error: string | null }> {
    return new Promise((resolve) => {
      let url: URL;
      try {
        url = new URL(target);
        assertPublicLiteral(url, config.allowPrivateTargets);
      } catch (error) {
        resolve({ statusCode: null, error: (error as Error).message });
        return;
      }
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(url, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(config.allowPrivateTargets),
        timeout: config.timeoutMs,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(config.timeoutMs)]),
      });
      req.on('response', (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () => resolve({ statusCode: response.statusCode ?? null, error: null });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${config.timeoutMs} ms`)));
      req.on('error', (error) => resolve({ statusCode: null, error: error.name === 'AbortError' ? `no answer within ${config.timeoutMs} ms` : error.message }));
      req.end(body);
    });
  }

  async function pruneIfDue(): Promise<void> {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    const before = new Date(Date.now() - options.retentionHours * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const removed = await storage.events.deleteCreatedBefore(before);
    if (removed > 0) logger.info({ removed, before }, 'old events removed');
  }

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      let claimed: ClaimedDelivery[] = [];
      try {
        await pruneIfDue();
        claimed = await storage.webhooks.claimDue(owner, leaseMs, new Date().toISOString(), config.concurrency);
        await Promise.all(claimed.map((claim) => deliver(claim).catch((err: unknown) => logger.warn({ err, webhookId: claim.webhook.id }, 'webhook delivery could not be recorded'))));
      } catch (err) {
        // The database is away: deliveries stay queued and leased ones are retaken when their lease expires.
        logger.warn({ err }, 'webhook queue unavailable');
      }
      if (claimed.length < config.concurrency) await sleep(pollIntervalMs, undefined, { signal: stopping.signal }).catch(() => {});
    }
  }

  return {
    start() {
      running ??= loop();
    },
    async stop() {
      stopping.abort();
      await running;
    },
  };
}
