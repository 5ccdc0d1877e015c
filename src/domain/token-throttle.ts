// Refuses token requests after repeated failures (issue #12), per client id and per client address: guessing
// secrets gets nowhere, and a misconfigured client cannot keep the server busy. Kept in memory: a brake for
// one process. The answer is 429 with Retry-After (spec §8 reserves both for rate limits).

/** Failed requests allowed within the window before further requests are refused. */
export const MAX_FAILURES_PER_CLIENT = 10;
/** Higher, because several integrations may share an address (a NAT, a proxy). */
export const MAX_FAILURES_PER_ADDRESS = 30;
export const FAILURE_WINDOW_MS = 60_000;
/** Bound on tracked keys, so a flood of random client ids cannot grow memory without limit. */
const MAX_KEYS = 10_000;

interface FailureWindow {
  count: number;
  startedAt: number;
}

export interface TokenRequester {
  clientId?: string;
  address: string;
}

export interface TokenThrottleOptions {
  now?: () => number;
}

export function createTokenThrottle(options: TokenThrottleOptions = {}) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, FailureWindow>();

  const keysOf = (requester: TokenRequester) => [
    ...(requester.clientId !== undefined ? [{ key: `client:${requester.clientId}`, limit: MAX_FAILURES_PER_CLIENT }] : []),
    { key: `address:${requester.address}`, limit: MAX_FAILURES_PER_ADDRESS },
  ];

  function currentWindow(key: string): FailureWindow | undefined {
    const window = windows.get(key);
    if (window && now() - window.startedAt >= FAILURE_WINDOW_MS) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  return {
    /** Seconds until this requester may try again, or 0 when it may try now. */
    retryAfterSeconds(requester: TokenRequester): number {
      let waitMs = 0;
      for (const { key, limit } of keysOf(requester)) {
        const window = currentWindow(key);
        if (window && window.count >= limit) waitMs = Math.max(waitMs, window.startedAt + FAILURE_WINDOW_MS - now());
      }
      return Math.ceil(waitMs / 1000);
    },
    recordFailure(requester: TokenRequester): void {
      for (const { key } of keysOf(requester)) {
        const window = currentWindow(key);
        if (window) {
          window.count += 1;
        } else {
          if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
          windows.set(key, { count: 1, startedAt: now() });
        }
      }
    },
  };
}

export type TokenThrottle = ReturnType<typeof createTokenThrottle>;
