// One past order as the overview and the history list show it: date, reference, store, total, status.
import type { OrderHistoryEntry } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import type { ReactNode } from 'react';
import { STATUS_LABEL } from '../../lib/order-format.ts';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

export const orderDate = (placedAt: string): string => dateFormat.format(new Date(placedAt));

export function OrderSummaryRow({ order, children }: { order: OrderHistoryEntry; children?: ReactNode }) {
  return (
    <article className="account-order" aria-label={`Order ${order.orderReference}`}>
      <div className="account-order__head">
        <strong>{orderDate(order.placedAt)}</strong>
        <span className={`account-order__status account-order__status--${order.status.toLowerCase()}`}>
          {STATUS_LABEL[order.status]}
        </span>
      </div>
      <dl className="account-order__facts">
        <div>
          <dt>Reference</dt>
          <dd>{order.orderReference}</dd>
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
