import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSignInThrottle } from '../../src/domain/sign-in-throttle.ts';
import { inMemoryFailureCounters } from '../helpers/failure-counters.ts';

function fakeClock() {
  let now = 0;
  const slept: number[] = [];
  return {
    now: () => now,
    advance: (ms: number) => (now += ms),
    sleep: async (ms: number) => {
      slept.push(ms);
    },
    slept,
  };
}

describe('sign-in throttle', () => {
  test('answers a first attempt without delay', async () => {
    const clock = fakeClock();
    const throttle = createSignInThrottle({ ...clock, counters: inMemoryFailureCounters() });
    await throttle.wait(['email:a', 'ip:1']);
    assert.deepEqual(clock.slept, []);
  });

  test('doubles the delay with each failure, up to four seconds', async () => {
    const throttle = createSignInThrottle({ ...fakeClock(), counters: inMemoryFailureCounters() });
    const delays = [];
    for (let i = 0; i < 7; i++) {
      await throttle.recordFailure(['email:a']);
      delays.push(await throttle.delayFor(['email:a']));
    }
    assert.deepEqual(delays, [250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  test('slows an IP down even when the email changes', async () => {
    const throttle = createSignInThrottle({ ...fakeClock(), counters: inMemoryFailureCounters() });
    await throttle.recordFailure(['email:a', 'ip:1']);
    await throttle.recordFailure(['email:b', 'ip:1']);
    assert.equal(await throttle.delayFor(['email:c', 'ip:1']), 500);
    assert.equal(await throttle.delayFor(['email:c', 'ip:2']), 0);
  });

  test('a success clears the delay', async () => {
    const throttle = createSignInThrottle({ ...fakeClock(), counters: inMemoryFailureCounters() });
    await throttle.recordFailure(['email:a', 'ip:1']);
    await throttle.recordSuccess(['email:a', 'ip:1']);
    assert.equal(await throttle.delayFor(['email:a', 'ip:1']), 0);
  });

  test('failures older than fifteen minutes are forgotten', async () => {
    const clock = fakeClock();
    const throttle = createSignInThrottle({ ...clock, counters: inMemoryFailureCounters() });
    await throttle.recordFailure(['email:a']);
    clock.advance(15 * 60 * 1000 + 1);
    assert.equal(await throttle.delayFor(['email:a']), 0);
  });
});
