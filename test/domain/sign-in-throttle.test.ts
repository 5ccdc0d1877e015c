import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSignInThrottle } from '../../src/domain/sign-in-throttle.ts';

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
    const throttle = createSignInThrottle(clock);
    await throttle.wait(['email:a', 'ip:1']);
    assert.deepEqual(clock.slept, []);
  });

  test('doubles the delay with each failure, up to four seconds', () => {
    const throttle = createSignInThrottle(fakeClock());
    const delays = [];
    for (let i = 0; i < 7; i++) {
      throttle.recordFailure(['email:a']);
      delays.push(throttle.delayFor(['email:a']));
    }
    assert.deepEqual(delays, [250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  test('slows an IP down even when the email changes', () => {
    const throttle = createSignInThrottle(fakeClock());
    throttle.recordFailure(['email:a', 'ip:1']);
    throttle.recordFailure(['email:b', 'ip:1']);
    assert.equal(throttle.delayFor(['email:c', 'ip:1']), 500);
    assert.equal(throttle.delayFor(['email:c', 'ip:2']), 0);
  });

  test('a success clears the delay', () => {
    const throttle = createSignInThrottle(fakeClock());
    throttle.recordFailure(['email:a', 'ip:1']);
    throttle.recordSuccess(['email:a', 'ip:1']);
    assert.equal(throttle.delayFor(['email:a', 'ip:1']), 0);
  });

  test('failures older than fifteen minutes are forgotten', () => {
    const clock = fakeClock();
    const throttle = createSignInThrottle(clock);
    throttle.recordFailure(['email:a']);
    clock.advance(15 * 60 * 1000 + 1);
    assert.equal(throttle.delayFor(['email:a']), 0);
  });
});
