// Webhook signatures in the Standard Webhooks scheme (https://www.standardwebhooks.com): the secret is
// `whsec_` + base64 key bytes; the signed content is `${webhook-id}.${webhook-timestamp}.${body}`; the
// `webhook-signature` header carries `v1,` + the base64 HMAC-SHA-256 of it. Receivers can use any Standard
// Webhooks library, the client package's verifyWebhook, or the few lines in the README.

import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of a delivery of `body` (the exact bytes sent). */
export function signWebhook(secret: string, messageId: string, body: string, at: Date = new Date()): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac('sha256', keyOf(secret)).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
