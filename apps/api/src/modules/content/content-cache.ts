/**
 * Answers cached per published version: the key carries `cv`, and a new `cv` empties the cache,
 * so after a publish nothing keyed by the old version is served again. Bounded so that a crawl
 * of many distinct queries cannot grow it without end.
 */
export function versionedCache<T>(maxEntries = 2000) {
  let version: number | undefined;
  const entries = new Map<string, Promise<T>>();
  return {
    get(cv: number, key: string, load: () => Promise<T>): Promise<T> {
      if (cv !== version) {
        entries.clear();
        version = cv;
      }
      const hit = entries.get(key);
      if (hit) return hit;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const loading = load();
      entries.set(key, loading);
      // A failed read is not remembered.
      loading.catch(() => entries.delete(key));
      return loading;
    },
  };
}
