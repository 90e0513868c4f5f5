// Registers the generated service worker (vite-plugin-pwa, prompt mode). Loaded lazily after the
// first screen so it adds nothing to the landing's first load. A new worker waits (no skipWaiting)
// until the customer accepts the prompt on a route where updating is allowed.
import { registerSW } from 'virtual:pwa-register';
import { captureException } from '../error-reporting.ts';
import { waitForQuietPage } from './quiet-page.ts';
import { useUpdateStore } from './update-store.ts';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      // updateServiceWorker(true) tells the waiting worker to take over, then reloads the page; it
      // waits for a lull in the page's fetches first (quiet-page.ts says why).
      useUpdateStore.getState().updateWaiting(async () => {
        await waitForQuietPage();
        await updateServiceWorker(true);
      });
    },
    onRegisterError(error: unknown) {
      captureException(error, { tags: { source: 'service-worker' } });
    },
  });
}
