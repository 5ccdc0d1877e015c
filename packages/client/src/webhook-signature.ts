// Checking a Clausewise webhook delivery on the receiving side (Standard Webhooks scheme): the signature over
// `${webhook-id}.${webhook-timestamp}.${raw body}` with the subscription's `whsec_…` secret, and a fresh
// timestamp (replay protection). Pass the body exactly as received, before any JSON parsing.

import { createHmac, timingSafeEqual } from 'node:crypto';

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function verifyWebhook(secret: string, headers: WebhookHeaders, rawBody: string, options: { now?: Date; toleranceSeconds?: number } = {}): boolean {
  const now = options.now ?? new Date();
  const timestamp = Number(headers['webhook-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${headers['webhook-id']}.${timestamp}.${rawBody}`).digest();
  return (headers['webhook-signature'] ?? '').split(' ').some((candidate) => {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || value === undefined) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
