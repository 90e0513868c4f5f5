// Loads this viewer's cards and messages once started (after the first paint), then every 60
// seconds (spec document 1 section 9), and again at once when the customer signs in or out or the
// current store changes. Started once per page; sections and the message host share it.
import { CONTENT_CARDS_REFRESH_MS } from '@storefront/domain';
import { useAuthStore } from '../session/auth-store.ts';
import { useLocationStore } from '../session/location-store.ts';
import { engagementKey, fetchContentCards, fetchInAppMessages } from './engagement-client.ts';
import { useEngagementStore } from './engagement-store.ts';

let running: { timer: ReturnType<typeof setInterval>; unsubscribe: () => void } | null = null;
let inFlight: AbortController | null = null;

export async function refreshEngagement(): Promise<void> {
  const key = engagementKey();
  const store = useEngagementStore.getState();
  if (!key) {
    // No SDK key in this environment: nothing to show, and nothing is asked for.
    store.loaded([], []);
    return;
  }
  inFlight?.abort();
  const abort = (inFlight = new AbortController());
  if (store.status === 'idle') useEngagementStore.setState({ status: 'loading' });
  try {
    const [cards, messages] = await Promise.all([
      fetchContentCards(key, abort.signal),
      fetchInAppMessages(key, abort.signal),
    ]);
    if (!abort.signal.aborted) useEngagementStore.getState().loaded(cards, messages);
  } catch {
    if (!abort.signal.aborted) useEngagementStore.getState().failed();
  }
}

export function startEngagement(): void {
  if (running) return;
  void refreshEngagement();
  const timer = setInterval(() => void refreshEngagement(), CONTENT_CARDS_REFRESH_MS);
  const offAuth = useAuthStore.subscribe((now, before) => {
    if (now.customer?.customerId === before.customer?.customerId) return;
    // Another viewer: the last one's cards and messages go at once, before the new answer.
    useEngagementStore.setState({ status: 'loading', cards: [], messages: [] });
    void refreshEngagement();
  });
  const offStore = useLocationStore.subscribe((now, before) => {
    if (now.storeId !== before.storeId) void refreshEngagement();
  });
  running = {
    timer,
    unsubscribe: () => {
      offAuth();
      offStore();
    },
  };
}

/** Stops the refresh (tests, and a page that goes). */
export function stopEngagement(): void {
  if (!running) return;
  clearInterval(running.timer);
  running.unsubscribe();
  running = null;
  inFlight?.abort();
  inFlight = null;
}
