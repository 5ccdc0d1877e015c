// A size-bounded memo: when full, the oldest entry goes first (Map keeps insertion order). For values that
// never change once computed, or whose owner invalidates them itself (delete, clear).

export function createBoundedCache<K, V>(maxEntries: number) {
  const entries = new Map<K, V>();
  return {
    get: (key: K): V | undefined => entries.get(key),
    set(key: K, value: V): void {
      if (entries.size >= maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    },
    delete: (key: K): boolean => entries.delete(key),
    clear: (): void => entries.clear(),
  };
}
