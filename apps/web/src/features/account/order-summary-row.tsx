// One past order as the overview and the history list show it: date, reference (a link to its order
// page), store, total, status.
import type { OrderHistoryEntry } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STATUS_LABEL, storeDate } from '../../lib/order-format.ts';

/**
 * Dates are the store's calendar, not the browser's: an order is dated as its store dated it (the
 * history names the store's zone), Sydney's when it names none, as the order page falls back to.
 * Rewards and deals name no store: they are dated on the browser's calendar (`localDate`).
 */
export const ORDER_DATE_TIME_ZONE = 'Australia/Sydney';

export const orderDate = (iso: string, timeZone: string = ORDER_DATE_TIME_ZONE): string => storeDate(iso, timeZone);

export function OrderSummaryRow({ order, children }: { order: OrderHistoryEntry; children?: ReactNode }) {
  return (
    <article className="account-order" aria-label={`Order ${order.orderReference}`}>
      <div className="account-order__head">
        <strong>{orderDate(order.placedAt, order.store.timeZone)}</strong>
        <span className={`account-order__status account-order__status--${order.status.toLowerCase()}`}>
          {STATUS_LABEL[order.status]}
        </span>
      </div>
      <dl className="account-order__facts">
        <div>
          <dt>Reference</dt>
          <dd>
            {/* The order page: its progress while it is under way, its receipt after. */}
            <Link to={`/order/${order.orderId}`} aria-label={`View order ${order.orderReference}`}>
              {order.orderReference}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Store</dt>
          <dd>
            {order.store.name} ({order.serviceType === 'Delivery' ? 'Delivery' : 'Pick up'})
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatCents(order.basketTotal)}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>{order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ') || order.itemCount}</dd>
        </div>
      </dl>
      {children}
    </article>
  );
}
