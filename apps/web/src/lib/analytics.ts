// Analytics events (issue 16, item 5): the one typed entry the app tracks through. Each event goes
// to the tag manager's dataLayer at once, and into a small in-memory queue that the sender
// (lib/analytics/sender.ts, loaded after the first paint) sends to our collector in batches.
// Nothing here waits, and nothing here throws: analytics never holds up a customer action.
import type { AnalyticsEvent, AnalyticsEventName, AnalyticsPayload } from '@storefront/contract';
import { useSessionStore } from './session/session-store.ts';

export type DataLayerEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Events waiting for the sender; past this many (no sender, say) the oldest are dropped. */
export const MAX_QUEUED_EVENTS = 500;

const queued: AnalyticsEvent[] = [];
let onQueued: (() => void) | null = null;

export function track<Name extends AnalyticsEventName>(event: Name, data: AnalyticsPayload<Name>): void {
  try {
    const entry: DataLayerEntry = { ...data, event };
    (window.dataLayer ??= []).push(entry);
    queued.push({ ...data, event, at: new Date().toISOString() } as unknown as AnalyticsEvent);
    if (queued.length > MAX_QUEUED_EVENTS) queued.splice(0, queued.length - MAX_QUEUED_EVENTS);
    if (useSessionStore.getState().debugMode) console.debug('[analytics]', entry);
    onQueued?.();
  } catch {
    // A full dataLayer, a frozen window or a listener that failed: the customer carries on.
  }
}

/** The sender takes up to `max` queued events, oldest first. */
export const takeQueuedEvents = (max: number): AnalyticsEvent[] => queued.splice(0, max);

export const queuedEventCount = (): number => queued.length;

/** The sender's wake-up call for each new event (one sender at a time; null to stop). */
export function whenEventQueued(listener: (() => void) | null): void {
  onQueued = listener;
}
