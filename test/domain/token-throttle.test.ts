// The failed-token-request throttle (issue #12): per client id and per address, within a one-minute window.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FAILURE_WINDOW_MS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_CLIENT, createTokenThrottle } from '../../src/domain/token-throttle.ts';
import { inMemoryFailureCounters } from '../helpers/failure-counters.ts';

function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, throttle: createTokenThrottle({ counters: inMemoryFailureCounters(), now: () => clock.now }) };
}

const fail = async (throttle: ReturnType<typeof createTokenThrottle>, times: number, requester: { clientId?: string; address: string }) => {
  for (let i = 0; i < times; i++) await throttle.recordFailure(requester);
};

describe('token throttle', () => {
  test('lets a client through until its failures reach the per-client limit', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, MAX_FAILURES_PER_CLIENT - 1, { clientId: 'a', address: '192.0.2.1' });
    assert.equal((await throttle.retryAfterSeconds({ clientId: 'a', address: '192.0.2.1' })), 0);
    await fail(throttle, 1, { clientId: 'a', address: '192.0.2.1' });
    assert.equal((await throttle.retryAfterSeconds({ clientId: 'a', address: '192.0.2.1' })), FAILURE_WINDOW_MS / 1000);
  });

  test('refuses a throttled client id from any address', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, MAX_FAILURES_PER_CLIENT, { clientId: 'a', address: '192.0.2.1' });
    assert.ok((await throttle.retryAfterSeconds({ clientId: 'a', address: '198.51.100.7' })) > 0);
  });

  test('refuses every client id from an address past the per-address limit', async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await throttle.recordFailure({ clientId: `guess-${i}`, address: '192.0.2.1' });
    assert.ok((await throttle.retryAfterSeconds({ clientId: 'fresh', address: '192.0.2.1' })) > 0);
    assert.equal((await throttle.retryAfterSeconds({ clientId: 'fresh', address: '192.0.2.2' })), 0);
  });

  test('counts down Retry-After and forgets failures once the window has passed', async () => {
    const { clock, throttle } = throttleAt();
    await fail(throttle, MAX_FAILURES_PER_CLIENT, { clientId: 'a', address: '192.0.2.1' });
    clock.now += 45_500;
    assert.equal((await throttle.retryAfterSeconds({ clientId: 'a', address: '192.0.2.1' })), 15);
    clock.now += 14_500;
    assert.equal((await throttle.retryAfterSeconds({ clientId: 'a', address: '192.0.2.1' })), 0);
  });
});
