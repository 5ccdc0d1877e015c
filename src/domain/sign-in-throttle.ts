// Slows down password guessing on console sign-in (docs/api-extensions.md): each recent failure for the same
// email or client IP doubles the delay before the next answer, up to MAX_DELAY_MS. The counts are in the
// database (storage.failureCounters), so every API process behind a load balancer applies the same brake
// (issue #11). It is a brake, not an account lockout.

import type { FailureCounterRepository } from '../storage/types.ts';

const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;
/** Failures older than this (since the last one) are forgotten. */
const WINDOW_MS = 15 * 60 * 1000;
/** Namespace of this throttle's keys among the failure counters. */
const PREFIX = 'sign-in:';

export interface SignInThrottleOptions {
  counters: FailureCounterRepository;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export function createSignInThrottle(options: SignInThrottleOptions) {
  const { counters } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const stored = (keys: string[]) => keys.map((key) => PREFIX + key);

  /** The delay owed before answering an attempt from these keys. */
  async function delayFor(keys: string[]): Promise<number> {
    const recent = (await counters.get(stored(keys))).filter((counter) => now() - counter.lastAt <= WINDOW_MS);
    const count = Math.max(0, ...recent.map((counter) => counter.count));
    return count === 0 ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (count - 1));
  }

  return {
    delayFor,
    /** Waits the delay the keys have earned so far. */
    async wait(keys: string[]): Promise<void> {
      const delay = await delayFor(keys);
      if (delay > 0) await sleep(delay);
    },
    recordFailure: (keys: string[]) => counters.add(stored(keys), now(), { lastBefore: now() - WINDOW_MS }),
    recordSuccess: (keys: string[]) => counters.clear(stored(keys)),
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
