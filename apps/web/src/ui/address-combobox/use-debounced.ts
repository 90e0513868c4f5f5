import { useEffect, useState } from 'react';

/** Address suggestions wait for a pause in typing. */
export const SUGGEST_DEBOUNCE_MS = 300;

export function useDebounced<T>(value: T, delayMs = SUGGEST_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
