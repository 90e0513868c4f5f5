// Whether the browser has a network connection (navigator.onLine and its online/offline events).
// Ordering needs the network; browsing the menu does not, since the service worker keeps its reads.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
  // On the server there is no navigator: assume online so nothing renders disabled.
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Why an ordering button is disabled while offline (shown next to it and read by screen readers). */
export const OFFLINE_ORDERING_REASON = 'You are offline. Ordering comes back when your connection does.';
