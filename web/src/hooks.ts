import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api, apiList } from './api.ts';

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

/** Runs an async action, tracking whether it is busy and the message of its last failure. */
export function useAction(): {
  isBusy: boolean;
  error: string | null;
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  clearError: () => void;
} {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    setIsBusy(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      return undefined;
    } finally {
      setIsBusy(false);
    }
  }, []);
  return { isBusy, error, run, clearError: useCallback(() => setError(null), []) };
}
