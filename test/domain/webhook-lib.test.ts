// The webhook building blocks: Standard Webhooks signatures and the SSRF guard's address classes.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { generateWebhookSecret, signWebhook } from '../../src/lib/webhook-signature.ts';
import { verifyWebhook } from '../../packages/client/src/webhook-signature.ts';
import { BlockedTargetError, guardedLookup, isNonPublicAddress } from '../../src/lib/ssrf-guard.ts';

describe('webhook signatures', () => {
  // The example of the Standard Webhooks specification (its reference libraries check against it).
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = '{"test": 2432232314}';
  const at = new Date(1614265330 * 1000);

  test('match the Standard Webhooks reference example', () => {
    assert.deepEqual(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', body, at), {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  test("the client package's verifyWebhook accepts only the exact body, signed with the secret, within the tolerance", () => {
    const headers = signWebhook(secret, 'msg_1', body, at);
    assert.equal(verifyWebhook(secret, headers, body, { now: at }), true);
    assert.equal(verifyWebhook(secret, headers, `${body} `, { now: at }), false);
    assert.equal(verifyWebhook(generateWebhookSecret(), headers, body, { now: at }), false);
    assert.equal(verifyWebhook(secret, headers, body, { now: new Date(at.getTime() + 600_000) }), false);
  });
});

describe('SSRF guard', () => {
  test('treats loopback, private, link-local, shared and reserved addresses as non-public', () => {
    for (const address of ['127.0.0.1', '10.0.0.5', '172.20.1.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not an address']) {
      assert.equal(isNonPublicAddress(address), true, address);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      assert.equal(isNonPublicAddress(address), false, address);
    }
  });

  test('refuses a name that resolves to a loopback address unless private targets are allowed', async () => {
    const resolve = (allowPrivate: boolean) =>
      new Promise<string>((ok, fail) => guardedLookup(allowPrivate)('localhost', { family: 4 }, (error, address) => (error ? fail(error) : ok(address as string))));
    await assert.rejects(resolve(false), BlockedTargetError);
    assert.equal(await resolve(true), '127.0.0.1');
  });
});
