// What was ordered and paid, as a receipt the customer keeps: every line as the cart described it,
// then subtotal, charges, each voucher with its code, other discounts and the total; and the facts
// beside it (where, when, paid how, contactless, the note).
import type { OrderStatusView } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { dayAndTime, storeDayTime, whenAt } from '../../lib/store-day-time.ts';
import { orderPaymentLabel } from '../../lib/order-payment-label.ts';
import { CartTotals } from '../../ui/cart-totals/cart-totals.tsx';
import { BagIcon, PhoneIcon, ScooterIcon } from '../../ui/icons/icons.tsx';
import { LineDetails } from '../../ui/line-details/line-details.tsx';
import { Section } from '../../ui/page/page.tsx';
import { mapSearchHref, storeDateTime, storeTime, telHref, zoneCity } from '../../lib/order-format.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function OrderReceipt({ order }: { order: OrderStatusView }) {
  return (
    <Section title="Your order">
      {order.items.length === 0 ? (
        <p>No items are listed for this order.</p>
      ) : (
        <ul className="order-items" aria-label="Items ordered">
          {order.items.map((line, index) => (
            <li key={`${line.name}-${index}`} className="order-item">
              <div className="order-item__body">
                <p className="order-item__name">
                  <span className="order-item__qty">{line.quantity} ×</span> {line.name}
                  {line.voucherCode && <span className="order-item__code"> {line.voucherCode}</span>}
                  {line.groupMember && <span className="order-item__member"> for {line.groupMember}</span>}
                </p>
                <LineDetails line={line} />
              </div>
              <span className="order-item__price">
                {line.voucherCode && line.totalPrice === 0 ? 'Free' : formatCents(line.totalPrice)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <CartTotals
        totals={order.receipt}
        block="order-totals"
        itemiseVouchers
        totalLabel="Total (incl. GST)"
        savingsLabel="You saved"
      />
    </Section>
  );
}

/**
 * When the order was promised for, in the store's zone: 'tomorrow at 12:15 pm (Sydney time)' in a
 * sentence, 'Tomorrow 12:15 pm (Sydney time)' as a fact.
 */
export function PromisedTime({
  order,
  now,
  sentence = false,
}: {
  order: OrderStatusView;
  now: Date;
  sentence?: boolean;
}) {
  const tz = order.store.timeZone;
  const today = storeDayTime(order.promisedAt, tz, now).days === 0;
  const words = sentence
    ? whenAt(order.promisedAt, tz, now)
    : capitalise(`${today ? 'today ' : ''}${dayAndTime(order.promisedAt, tz, now)}`);
  return (
    <>
      <time dateTime={order.promisedAt}>{words}</time>{' '}
      <span className="order-facts__zone">{`(${zoneCity(tz)} time)`}</span>
    </>
  );
}

export function OrderFacts({ order, now }: { order: OrderStatusView; now: Date }) {
  const tz = order.store.timeZone;
  const pickup = order.serviceType === 'Pickup';
  return (
    <section className="panel" aria-labelledby="order-details">
      <h2 id="order-details">{pickup ? 'Pickup details' : 'Delivery details'}</h2>
      <dl className="facts order-facts">
        <dt>Service</dt>
        <dd>
          {pickup ? <BagIcon aria-hidden="true" /> : <ScooterIcon aria-hidden="true" />}{' '}
          {`${pickup ? 'Pickup' : 'Delivery'}${order.isAsap ? ', as soon as possible' : ''}`}
        </dd>
        <dt>{pickup ? 'Pick up from' : 'Deliver to'}</dt>
        <dd>
          {pickup ? order.store.address : (order.deliveryAddress ?? 'Not recorded')}
          {pickup && (
            <>
              <br />
              <a
                href={mapSearchHref(order.store.address)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open in Maps: ${order.store.name} on Google Maps (opens in a new tab)`}
              >
                Open in Maps
              </a>
            </>
          )}
        </dd>
        {pickup && (
          <>
            <dt>Open today</dt>
            <dd>
              {order.store.todayHours.length === 0
                ? 'Closed today'
                : order.store.todayHours
                    .map((h) => `${storeTime(h.openingTime, tz)} – ${storeTime(h.closingTime, tz)}`)
                    .join(', ')}
            </dd>
          </>
        )}
        <dt>{pickup ? 'Ready' : 'Due'}</dt>
        <dd>
          <PromisedTime order={order} now={now} />
        </dd>
        {!pickup && (
          <>
            <dt>Contactless</dt>
            <dd>{order.isContactless ? 'Yes: we will leave it at your door' : 'No: we will hand it to you'}</dd>
          </>
        )}
        <dt>Store</dt>
        <dd>
          {order.store.name}
          <br />
          <a href={telHref(order.store.phone)} className="order-phone">
            <PhoneIcon aria-hidden="true" /> {order.store.phone}
          </a>
        </dd>
        <dt>Payment</dt>
        <dd>{orderPaymentLabel(order.paymentMethod, order.serviceType)}</dd>
        {order.orderNote && (
          <>
            <dt>Your note</dt>
            <dd>{order.orderNote}</dd>
          </>
        )}
        <dt>Placed</dt>
        <dd>
          <time dateTime={order.placedAt}>{storeDateTime(order.placedAt, tz)}</time>
        </dd>
      </dl>
    </section>
  );
}
