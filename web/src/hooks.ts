import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { DOCUMENT_EVENT_TYPES } from '../../src/domain/vocabulary.ts';
import { api, API_BASE, apiList } from './api.ts';
import { POLL_INTERVAL_MS } from './pipeline.ts';

export interface Resource<T> {
  data: T | undefined;
  error: Error | undefined;
  isLoading: boolean;
  /** Fetches again; keeps showing the previous data meanwhile (no flicker while polling). */
  reload: () => Promise<void>;
}

/** Loads `load()` on mount and whenever `key` changes. */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<Error | undefined>(undefined);
  const [isLoading, setIsLoading] = useState(true);
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const value = await loadRef.current();
      if (mine !== generation.current) return;
      setData(value);
      setError(undefined);
    } catch (caught) {
      if (mine !== generation.current) return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      if (mine === generation.current) setIsLoading(false);
    }
  }, []);

  useEffect(() => {
    setData(undefined);
    setError(undefined);
    setIsLoading(true);
    void reload();
    return () => {
      generation.current++;
    };
  }, [key, reload]);

  return { data, error, isLoading, reload };
}

/** GET `{API_BASE}{path}` as a resource. */
export function useApiGet<T>(path: string): Resource<T> {
  return useResource(path, () => api<T>('GET', path));
}

/** A paginated list (`/projects`, `/documents`) in full, as a resource. */
export function useApiList<T>(path: string): Resource<T[]> {
  return useResource(path, () => apiList<T>(path));
}

/** Calls `callback` every `delayMs` while `delayMs` is not null. */
export function useInterval(callback: () => void, delayMs: number | null): void {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  useEffect(() => {
    if (delayMs === null) return;
    const timer = setInterval(() => callbackRef.current(), delayMs);
    return () => clearInterval(timer);
  }, [delayMs]);
}

/**
 * Calls `refresh` whenever a document matching `filter` (`project_id=…` or `document_id=…`) changes, while
 * `active`: on each event of the live stream (GET /events, Server-Sent Events with the session cookie), and
 * once when the stream opens, so nothing that happened before it opened is missed. When the stream is not
 * available (no EventSource, refused, dropped), it polls every POLL_INTERVAL_MS instead, for the rest of the page's life.
 */
export function useLiveRefresh(filter: string, active: boolean, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const [streamFailed, setStreamFailed] = useState(typeof EventSource === 'undefined');
  useEffect(() => {
    if (!active || streamFailed) return;
    const source = new EventSource(`${API_BASE}/events?${filter}`, { withCredentials: true });
    const onChange = () => refreshRef.current();
    source.addEventListener('open', onChange);
    for (const type of DOCUMENT_EVENT_TYPES) source.addEventListener(type, onChange);
    source.addEventListener('error', () => {
      source.close();
      setStreamFailed(true);
    });
    return () => source.close();
  }, [filter, active, streamFailed]);
  useInterval(() => refreshRef.current(), active && streamFailed ? POLL_INTERVAL_MS : null);
}

/**
 * Runs an async action, tracking whether it is busy and its last failure: `error` is the message in words,
 * `failure` the error itself (an ApiError carries the API's machine detail, shown under "Details").
 */
export function useAction(): {
  isBusy: boolean;
  error: string | null;
  failure: Error | null;
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  clearError: () => void;
} {
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    setIsBusy(true);
    setFailure(null);
    try {
      return await action();
    } catch (caught) {
      setFailure(caught instanceof Error ? caught : new Error(String(caught)));
      return undefined;
    } finally {
      setIsBusy(false);
    }
  }, []);
  return { isBusy, error: failure?.message ?? null, failure, run, clearError: useCallback(() => setFailure(null), []) };
}
