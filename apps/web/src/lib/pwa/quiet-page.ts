// Waits for a lull in the page's own fetches before the new service worker is told to take over.
// Chromium parks a skip-waiting activation that meets a fetch event on the outgoing worker (the menu
// still loading its data and photos, say): the new worker stays waiting and the page's next
// navigation hangs. Writes never reach the worker (public/network-routes.js); reads are waited out
// here, for at most a few seconds so the customer is never kept long.

export const QUIET_FOR_MS = 1000;
export const LONGEST_WAIT_MS = 5000;

/** Resolves once no fetch of the page has finished for `quietForMs`, or after `longestWaitMs`. */
export function waitForQuietPage(quietForMs = QUIET_FOR_MS, longestWaitMs = LONGEST_WAIT_MS): Promise<void> {
  if (typeof PerformanceObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout>;
    const done = () => {
      clearTimeout(quietTimer);
      clearTimeout(longestTimer);
      observer.disconnect();
      resolve();
    };
    const restartQuiet = () => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(done, quietForMs);
    };
    const observer = new PerformanceObserver(restartQuiet);
    observer.observe({ type: 'resource' });
    const longestTimer = setTimeout(done, longestWaitMs);
    restartQuiet();
  });
}
