// Analytics events go to the tag manager's dataLayer; the tag manager decides where they end up.
import { useSessionStore } from './session/session-store.ts';

export type AnalyticsEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function track(event: string, data: Record<string, unknown> = {}): void {
  const entry: AnalyticsEvent = { ...data, event };
  (window.dataLayer ??= []).push(entry);
  if (useSessionStore.getState().debugMode) console.debug('[analytics]', entry);
}
