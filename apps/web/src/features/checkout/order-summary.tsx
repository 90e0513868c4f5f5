// The order as the server priced it: what, when and where, each line, the charges, the discount
// and the total. Nothing is computed here but labels; every amount is the basket's.
import type { Basket, BasketItemView } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { Link } from 'react-router';

const SERVICE_CHARGE_LABELS: Record<string, string> = { Delivery: 'Delivery fee', Suburb: 'Suburb surcharge' };

/** 'Large · Thin crust' (size and base, the parts that tell two lines of one pizza apart). */
function lineDetail(item: BasketItemView): string {
  const size = item.basketItemParts.find((p) => p.category === 'Size')?.name;
  const base = item.basketItemParts.find((p) => p.category === 'Base')?.name;
  const halves = item.basketItems.map((half) => half.name).join(' / ');
  return [size, base, halves].filter(Boolean).join(' · ');
}

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
  // Cart vouchers show their own discount; whatever else the basket took off shows as Discount.
  const otherDiscount = basket.discount - basket.vouchers.reduce((sum, v) => sum + v.discount, 0);
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
            <span className="co-line__name">
              {meal.quantity} × {meal.name}
              <span className="co-line__detail">{meal.basketItems.map((item) => item.name).join(', ')}</span>
            </span>
            <span className="co-line__price">{formatCents(meal.totalPrice)}</span>
          </li>
        ))}
        {basket.basketItems.map((item) => (
          <li key={item.basketItemId} className="co-line">
            <span className="co-line__name">
              {item.quantity} × {item.name}
              {lineDetail(item) && <span className="co-line__detail">{lineDetail(item)}</span>}
            </span>
            <span className="co-line__price">{item.totalPrice === 0 ? 'Free' : formatCents(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <p className="co-summary__edit">
        <Link to="/cart">Edit your cart</Link>
      </p>

      <dl className="co-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(basket.basketSubTotal)}</dd>
        </div>
        {basket.serviceCharges.map((charge) => (
          <div key={charge.serviceChargeType}>
            <dt>{SERVICE_CHARGE_LABELS[charge.serviceChargeType] ?? charge.serviceChargeType}</dt>
            <dd>{formatCents(charge.total)}</dd>
          </div>
        ))}
        {basket.vouchers.map((voucher) => (
          <div key={voucher.voucherCode}>
            <dt>
              Voucher {voucher.voucherCode.toUpperCase()}
              <span className="co-line__detail">{voucher.name}</span>
            </dt>
            <dd>{voucher.discount > 0 ? `−${formatCents(voucher.discount)}` : 'Applied'}</dd>
          </div>
        ))}
        {otherDiscount > 0 && (
          <div>
            <dt>Discount</dt>
            <dd>−{formatCents(otherDiscount)}</dd>
          </div>
        )}
        <div className="co-totals__total">
          <dt>Total (incl. GST)</dt>
          <dd>{formatCents(basket.basketTotal)}</dd>
        </div>
      </dl>
    </div>
  );
}
