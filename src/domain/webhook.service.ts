// Webhook subscriptions (issue #14): per project, managed by its members and admins (viewers only read what
// the console shows them). A subscription acts for the user who made it: deliveries stop while a wall hides
// the project from that user, or once the user is deactivated (the dispatcher checks at each delivery).

import { randomUUID } from 'node:crypto';
import type { DocumentEventType } from './vocabulary.ts';
import { DOCUMENT_EVENT_TYPES } from './vocabulary.ts';
import type { Storage, WebhookAttemptRecord, WebhookRecord } from '../storage/types.ts';
import { type Principal, requireProjectAccess, requireRole } from './access.ts';
import { invalid, notFound } from './errors.ts';
import { assertPublicLiteral, BlockedTargetError } from '../lib/ssrf-guard.ts';
import { generateWebhookSecret } from '../lib/webhook-signature.ts';

export interface WebhookInput {
  url: string;
  events?: DocumentEventType[];
}

export function createWebhookService(deps: { storage: Pick<Storage, 'projects' | 'documents' | 'walls' | 'webhooks'>; allowPrivateTargets: boolean }) {
  const { storage } = deps;

  async function requireManager(principal: Principal, projectId: string): Promise<void> {
    requireRole(principal, 'member');
    await requireProjectAccess(storage, principal, projectId);
  }

  async function requireWebhook(projectId: string, webhookId: string): Promise<WebhookRecord> {
    const webhook = await storage.webhooks.getById(webhookId);
    if (webhook === undefined || webhook.projectId !== projectId) throw notFound('Webhook');
    return webhook;
  }

  function checkTarget(raw: string): string {
    const issue = (msg: string) => invalid([{ loc: ['body', 'url'], msg, type: 'url_parsing' }]);
    if (!URL.canParse(raw)) throw issue('Input should be a valid URL');
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw issue('URL scheme should be http or https');
    try {
      assertPublicLiteral(url, deps.allowPrivateTargets);
    } catch (error) {
      if (error instanceof BlockedTargetError) throw issue(error.message);
      throw error;
    }
    return url.toString();
  }

  /** Creates the subscription; its signing secret is returned here only. */
  async function create(principal: Principal, projectId: string, input: WebhookInput): Promise<WebhookRecord> {
    await requireManager(principal, projectId);
    const url = checkTarget(input.url);
    const eventTypes = DOCUMENT_EVENT_TYPES.filter((type) => (input.events ?? DOCUMENT_EVENT_TYPES).includes(type));
    return storage.webhooks.create({ id: randomUUID(), projectId, url, eventTypes, secret: generateWebhookSecret(), createdBy: principal.userId });
  }

  async function list(principal: Principal, projectId: string): Promise<WebhookRecord[]> {
    await requireManager(principal, projectId);
    return storage.webhooks.listByProject(projectId);
  }

  async function remove(principal: Principal, projectId: string, webhookId: string): Promise<void> {
    await requireManager(principal, projectId);
    await requireWebhook(projectId, webhookId);
    if (!(await storage.webhooks.delete(webhookId))) throw notFound('Webhook');
  }

  async function deliveries(principal: Principal, projectId: string, webhookId: string, limit: number): Promise<WebhookAttemptRecord[]> {
    await requireManager(principal, projectId);
    await requireWebhook(projectId, webhookId);
    return storage.webhooks.listAttempts(webhookId, limit);
  }

  return { create, list, remove, deliveries };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
