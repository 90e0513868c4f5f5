// Browser storage helpers. Persisted client state lives in session storage under the `pinia_`
// prefix the specification names, so keys stay compatible with earlier builds of the storefront.
import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

export const PERSIST_KEY_PREFIX = 'pinia_';

export const persistKey = (name: string): string => `${PERSIST_KEY_PREFIX}${name}`;

/** zustand `persist` options for a store saved in session storage as `pinia_{name}`. */
export function sessionPersist<S, P = S>(name: string, partialize?: (state: S) => P): PersistOptions<S, P> {
  return {
    name: persistKey(name),
    // Lazy getter: storage may throw (blocked cookies); zustand then keeps state in memory only.
    storage: createJSONStorage<P>(() => sessionStorage),
    ...(partialize ? { partialize } : {}),
  };
}

// Reads and writes that never throw: these run on the fatal screen too, where storage may be the
// very thing that failed.
export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // storage unavailable: the feature degrades to "not remembered"
  }
}

export function removeSession(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // as above
  }
}
