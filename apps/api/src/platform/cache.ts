/**
 * Keeps one loaded value for a while: for reads that change rarely (configuration, menu) and
 * are asked for on every page. Concurrent callers share one load.
 */
export function cachedValue<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: { at: number; promise: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (!value || now() - value.at >= ttlMs) {
        const promise = load();
        value = { at: now(), promise };
        // A failed load is not kept: the next caller tries again.
        promise.catch(() => {
          if (value?.promise === promise) value = undefined;
        });
      }
      return value.promise;
    },
    clear() {
      value = undefined;
    },
  };
}
