// The order as the server priced it: what, when and where, each line, the charges, the discount
// and the total, then the "Have a code?" field. Nothing is computed here but labels; every amount
// is the basket's.
import type { Basket } from '@storefront/contract';
import { describeItem, describeMeal, formatCents } from '@storefront/domain';
import { Link } from 'react-router';
import { CartTotals } from '../../ui/cart-totals/cart-totals.tsx';
import { LineDetails } from '../../ui/line-details/line-details.tsx';
import { CodeField } from '../../ui/voucher-code/code-field.tsx';

export function dueLabel(basket: Pick<Basket, 'isAsap' | 'orderDueAt' | 'storeInfo'>): string {
  if (basket.isAsap) return `As soon as possible (about ${basket.storeInfo.promiseTimeMinutes} mins)`;
  const due = new Date(basket.orderDueAt);
  if (Number.isNaN(due.getTime())) return basket.orderDueAt;
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: basket.storeInfo.timeZone,
  }).format(due);
}

export function OrderSummary({ basket }: { basket: Basket }) {
  const delivery = basket.serviceType === 'Delivery';
  const address = basket.deliveryAddress;
  return (
    <div className="co-summary">
      <dl className="co-summary__facts">
        <dt>{delivery ? 'Delivery to' : 'Pickup from'}</dt>
        <dd>
          {delivery && address
            ? `${address.address}, ${address.city} ${address.state} ${address.postalCode}`
            : basket.storeInfo.name}
        </dd>
        {delivery && (
          <>
            <dt>From</dt>
            <dd>{basket.storeInfo.name}</dd>
          </>
        )}
        <dt>When</dt>
        <dd>{dueLabel(basket)}</dd>
      </dl>

      <ul className="co-lines" aria-label="Items">
        {basket.groupedBasketItems.map((meal) => (
          <li key={meal.groupedBasketItemId} className="co-line">
            <div className="co-line__name">
              {meal.quantity} × {meal.name}
              {meal.isVoucher && meal.voucherCode && <span className="co-line__code"> {meal.voucherCode}</span>}
              <LineDetails line={describeMeal(meal)} />
            </div>
            <span className="co-line__price">{formatCents(meal.totalPrice)}</span>
          </li>
        ))}
        {basket.basketItems.map((item) => (
          <li key={item.basketItemId} className="co-line">
            <div className="co-line__name">
              {item.quantity} × {item.name}
              <LineDetails line={describeItem(item)} />
            </div>
            <span className="co-line__price">{item.totalPrice === 0 ? 'Free' : formatCents(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <p className="co-summary__edit">
        <Link to="/cart">Edit your cart</Link>
      </p>

      <CartTotals totals={basket} block="co-totals" itemiseVouchers totalLabel="Total (incl. GST)" />
      <CodeField id="checkout-code" listApplied={false} />
    </div>
  );
}
