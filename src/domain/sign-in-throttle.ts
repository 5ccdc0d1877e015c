// Slows down password guessing on console sign-in (docs/api-extensions.md): each recent failure for the same
// email or client IP doubles the delay before the next answer, up to MAX_DELAY_MS. Kept in memory: it is a
// brake for one process, not an account lockout.

const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;
/** Failures older than this are forgotten. */
const WINDOW_MS = 15 * 60 * 1000;
/** Bound on tracked keys, so a flood of random emails cannot grow memory without limit. */
const MAX_KEYS = 10_000;

interface FailureCount {
  count: number;
  lastAt: number;
}

export interface SignInThrottleOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export function createSignInThrottle(options: SignInThrottleOptions = {}) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const failures = new Map<string, FailureCount>();

  function recentCount(key: string): number {
    const entry = failures.get(key);
    if (!entry) return 0;
    if (now() - entry.lastAt > WINDOW_MS) {
      failures.delete(key);
      return 0;
    }
    return entry.count;
  }

  /** The delay owed before answering an attempt from these keys. */
  function delayFor(keys: string[]): number {
    const count = Math.max(0, ...keys.map(recentCount));
    return count === 0 ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (count - 1));
  }

  return {
    delayFor,
    /** Waits the delay the keys have earned so far. */
    async wait(keys: string[]): Promise<void> {
      const delay = delayFor(keys);
      if (delay > 0) await sleep(delay);
    },
    recordFailure(keys: string[]): void {
      if (failures.size >= MAX_KEYS) failures.delete(failures.keys().next().value!);
      for (const key of keys) failures.set(key, { count: recentCount(key) + 1, lastAt: now() });
    },
    recordSuccess(keys: string[]): void {
      for (const key of keys) failures.delete(key);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
