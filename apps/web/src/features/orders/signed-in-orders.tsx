// /track-order for a signed-in customer: their orders of the last 8 hours, on any device
// (GET /order/trackOrders/{userId}), each with its status, store and due time in the store's zone.
import type { OrderStatusView } from '@storefront/contract';
import { isFinal } from '@storefront/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fetchRecentOrders, LIVE_ORDER_HOURS } from '../../lib/orders/live-orders.ts';
import { STATUS_LABEL, storeTime, zoneCity } from '../../lib/order-format.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { Button } from '../../ui/button/button.tsx';
import { Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';

type Load = { phase: 'loading' } | { phase: 'loaded'; orders: OrderStatusView[] } | { phase: 'failed' };

/** Null for a guest: the page then shows only the lookup form. */
export function SignedInOrders() {
  const userId = useAuthStore((s) => (s.isAuth && s.customer ? (s.customer.userId ?? s.customer.customerId) : null));
  if (!userId) return null;
  // Keyed by the customer, so another sign-in starts from loading.
  return <AccountOrders key={userId} userId={userId} />;
}

function AccountOrders({ userId }: { userId: string }) {
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchRecentOrders(userId, controller.signal).then(
      (orders) => setLoad({ phase: 'loaded', orders }),
      () => {
        if (!controller.signal.aborted) setLoad({ phase: 'failed' });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  return (
    <Section title="Your orders">
      {load.phase === 'loading' && <Spinner label="Loading your orders" />}
      {load.phase === 'failed' && (
        <div role="alert">
          <p>Your orders did not load.</p>
          <Button
            variant="secondary"
            onClick={() => {
              setLoad({ phase: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </div>
      )}
      {load.phase === 'loaded' && load.orders.length === 0 && <p>No orders in the last {LIVE_ORDER_HOURS} hours.</p>}
      {load.phase === 'loaded' && load.orders.length > 0 && (
        <ul className="link-list account-orders">
          {load.orders.map((order) => (
            <li key={order.orderId}>
              <Link to={`/order/${order.orderId}`}>
                <span>
                  Order {order.orderReference}
                  <span className="account-orders__detail">
                    {order.store.name}
                    {isFinal(order.status)
                      ? ''
                      : ` · due ${storeTime(order.promisedAt, order.store.timeZone)} (${zoneCity(order.store.timeZone)} time)`}
                  </span>
                </span>
                <span className="account-orders__status">{STATUS_LABEL[order.status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
