// Refuses token requests after repeated failures (issue #12), per client id and per client address: guessing
// secrets gets nowhere, and a misconfigured client cannot keep the server busy. The counts are in the database
// (storage.failureCounters), so the limits hold across every API process (issue #11). The answer is 429 with
// Retry-After (spec §8 reserves both for rate limits).

import type { FailureCounterRepository } from '../storage/types.ts';

/** Failed requests allowed within the window before further requests are refused. */
export const MAX_FAILURES_PER_CLIENT = 10;
/** Higher, because several integrations may share an address (a NAT, a proxy). */
export const MAX_FAILURES_PER_ADDRESS = 30;
export const FAILURE_WINDOW_MS = 60_000;
/** Namespace of this throttle's keys among the failure counters. */
const PREFIX = 'token:';

export interface TokenRequester {
  clientId?: string;
  address: string;
}

export interface TokenThrottleOptions {
  counters: FailureCounterRepository;
  now?: () => number;
}

export function createTokenThrottle(options: TokenThrottleOptions) {
  const { counters } = options;
  const now = options.now ?? Date.now;

  const keysOf = (requester: TokenRequester) => [
    ...(requester.clientId !== undefined ? [{ key: `${PREFIX}client:${requester.clientId}`, limit: MAX_FAILURES_PER_CLIENT }] : []),
    { key: `${PREFIX}address:${requester.address}`, limit: MAX_FAILURES_PER_ADDRESS },
  ];

  return {
    /** Seconds until this requester may try again, or 0 when it may try now. */
    async retryAfterSeconds(requester: TokenRequester): Promise<number> {
      const keys = keysOf(requester);
      const stored = new Map((await counters.get(keys.map(({ key }) => key))).map((counter) => [counter.key, counter]));
      let waitMs = 0;
      for (const { key, limit } of keys) {
        const window = stored.get(key);
        if (window === undefined || now() - window.firstAt >= FAILURE_WINDOW_MS) continue;
        if (window.count >= limit) waitMs = Math.max(waitMs, window.firstAt + FAILURE_WINDOW_MS - now());
      }
      return Math.ceil(waitMs / 1000);
    },
    recordFailure: (requester: TokenRequester) =>
      counters.add(keysOf(requester).map(({ key }) => key), now(), { firstBefore: now() - FAILURE_WINDOW_MS + 1 }),
  };
}

export type TokenThrottle = ReturnType<typeof createTokenThrottle>;
