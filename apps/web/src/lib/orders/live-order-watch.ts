// Keeps the header's live-order link true for a signed-in customer: asks on start and on sign-in,
// then every 60 s while the tab is visible (and at once when it becomes visible again). A guest,
// sign-out or a failed call shows nothing rather than a stale link.
import { useAuthStore } from '../session/auth-store.ts';
import { fetchRecentOrders, mostRecentLive, signedInUserId } from './live-orders.ts';
import { useLiveOrder } from './live-order-store.ts';

export const LIVE_ORDER_REFRESH_MS = 60_000;

export function startLiveOrderWatch(doc: Document = document): () => void {
  let controller: AbortController | null = null;
  let lastCheck = 0;

  const check = async () => {
    controller?.abort();
    const userId = signedInUserId();
    if (!userId) {
      useLiveOrder.setState({ liveOrder: null });
      return;
    }
    const mine = new AbortController();
    controller = mine;
    lastCheck = Date.now();
    try {
      const live = mostRecentLive(await fetchRecentOrders(userId, mine.signal));
      if (mine.signal.aborted) return;
      useLiveOrder.setState({
        liveOrder: live ? { orderId: live.orderId, onItsWay: live.status === 'OutForDelivery' } : null,
      });
    } catch {
      if (!mine.signal.aborted) useLiveOrder.setState({ liveOrder: null });
    }
  };

  const timer = setInterval(() => {
    if (doc.visibilityState === 'visible') void check();
  }, LIVE_ORDER_REFRESH_MS);
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && Date.now() - lastCheck >= LIVE_ORDER_REFRESH_MS) void check();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if (state.isAuth !== previous.isAuth || state.customer?.customerId !== previous.customer?.customerId) {
      void check();
    }
  });
  void check();

  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    unsubscribe();
    controller?.abort();
  };
}
