// The header's link to a signed-in customer's live order. The check itself (API client, domain
// rules) is loaded once the first screen is drawn, as the session watch is (decision 011); this file only
// reads the one-field store it fills.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { afterFirstScreen } from '../../lib/background-work.ts';
import { useLiveOrder } from '../../lib/orders/live-order-store.ts';
import './live-order-link.css';

export function LiveOrderLink() {
  const liveOrder = useLiveOrder((s) => s.liveOrder);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const stopWaiting = afterFirstScreen(() => {
      import('../../lib/orders/live-order-watch.ts')
        .then(({ startLiveOrderWatch }) => {
          if (!cancelled) stop = startLiveOrderWatch();
        })
        .catch(() => {
          // No link until a reload: the order is still on /track-order.
        });
    });
    return () => {
      cancelled = true;
      stopWaiting();
      stop?.();
    };
  }, []);
  if (!liveOrder) return null;
  return (
    <Link to={`/order/${liveOrder.orderId}`} className="header-live-order">
      {liveOrder.onItsWay ? 'Order on its way' : 'Order in progress'}
    </Link>
  );
}
