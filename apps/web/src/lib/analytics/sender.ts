// Sends queued analytics events to the collector (POST /api/v1/analytics/events) in batches: when
// the page is hidden or closed, and otherwise a few seconds after an event, in idle time. Each batch
// goes with navigator.sendBeacon (it outlives the page and never delays it) as a JSON Blob, since the
// API takes only application/json. A batch that cannot be sent is dropped: analytics is never retried
// at the cost of the customer's bandwidth or time.
import type { AnalyticsBatch } from '@storefront/contract';
import { queuedEventCount, takeQueuedEvents, whenEventQueued } from '../analytics.ts';

export interface SenderOptions {
  url: string;
  visitId: string;
  /** At most this long between an event and its batch leaving. */
  flushAfterMs?: number;
  /** The browser's beacon; tests pass their own. */
  beacon?: ((url: string, data: Blob) => boolean) | undefined;
}

const DEFAULT_FLUSH_AFTER_MS = 5000;

/** The contract's ANALYTICS_LIMITS.batchSize (a runtime import would bring zod into this chunk; a test checks they agree). */
export const ANALYTICS_BATCH_SIZE = 50;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

function browserBeacon(): SenderOptions['beacon'] {
  return typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
    ? (url, data) => navigator.sendBeacon(url, data)
    : undefined;
}

/** Starts sending; answers a function that sends what is left and stops. */
export function startAnalyticsSender(options: SenderOptions): () => void {
  const beacon = options.beacon ?? browserBeacon();
  const flushAfterMs = options.flushAfterMs ?? DEFAULT_FLUSH_AFTER_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function send(batch: AnalyticsBatch): void {
    const body = JSON.stringify(batch);
    try {
      if (beacon) {
        // false: the browser's beacon queue is full. The batch is dropped, not retried.
        beacon(options.url, new Blob([body], { type: 'application/json' }));
        return;
      }
      void fetch(options.url, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => {});
    } catch {
      // Dropped: see above.
    }
  }

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (queuedEventCount() > 0) {
      send({ sessionId: options.visitId, events: takeQueuedEvents(ANALYTICS_BATCH_SIZE) });
    }
  }

  function schedule(): void {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      const idle = (window as IdleWindow).requestIdleCallback;
      if (idle) idle(flush, { timeout: 1000 });
      else flush();
    }, flushAfterMs);
  }

  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  whenEventQueued(schedule);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  // Events tracked before the sender loaded go out with the first batch.
  if (queuedEventCount() > 0) schedule();

  return () => {
    whenEventQueued(null);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
