// The method list (radio buttons; the choice is the /checkout/{paymentMethod} path) and what the
// chosen method says and does. The card form itself is the gateway's hosted page (PCI SAQ A):
// this page only explains the brands and security codes and sends the customer there.
import { formatCents } from '@storefront/domain';
import { REDIRECT_METHODS, isRedirectMethod } from '../payment/placement.ts';
import { Button } from '../../ui/button/button.tsx';
import { CARD_BRANDS, type AvailableMethod } from './method-rules.ts';
import type { PaymentMethod } from './payment-methods.ts';

export function methodDescription(method: PaymentMethod, delivery: boolean): string {
  switch (method) {
    case 'credit-card':
      return "You'll enter your card on our payment provider's secure page. Your card number never passes through Red Roof Pizza.";
    case 'saved-card':
      return 'Pay with a card saved to your account.';
    case 'cash':
      return delivery
        ? 'Pay the driver in cash when your order arrives.'
        : 'Pay at the counter when you collect your order.';
    case 'mobile-eftpos':
      return "Pay by card on the driver's mobile EFTPOS machine when your order arrives.";
    case 'free':
      return 'Your order is free: no payment is needed.';
    case 'click-to-pay':
      return "Pay with a card saved in Click to Pay. You'll choose the card on the Click to Pay page.";
    case 'apple-pay':
      return "You'll confirm the payment with Apple Pay.";
    case 'google-pay':
      return "You'll confirm the payment with Google Pay.";
    case 'paypal':
      return "You'll log in to PayPal to approve the payment, then come back here.";
    case 'paypal-pay-in-4':
      return "Pay in 4 interest-free payments. You'll approve the plan with PayPal, then come back here.";
    case 'zip':
      return "Buy now, pay later. You'll approve the payment with Zip, then come back here.";
    case 'afterpay':
      return "Pay in 4 instalments. You'll approve the payment with Afterpay, then come back here.";
  }
}

export function submitLabel(method: PaymentMethod, total: number): string {
  if (method === 'credit-card') return `Pay ${formatCents(total)} by card`;
  if (method === 'free') return 'Place free order';
  if (isRedirectMethod(method)) return `Continue to ${REDIRECT_METHODS[method].name}`;
  return `Place order · ${formatCents(total)}`;
}

function CardBrands() {
  return (
    <div className="co-card-brands">
      <p className="co-card-brands__title">Cards we accept</p>
      <ul>
        {CARD_BRANDS.map((brand) => (
          <li key={brand.code}>
            <span className="co-card-brands__code" aria-hidden="true">
              {brand.code}
            </span>
            <span>
              <strong>{brand.name}</strong> <span className="sr-only">(brand code {brand.code})</span>
              <span className="co-card-brands__cvv">
                Security code: {brand.securityCode}, {brand.digits} digits {brand.where} of the card
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PaymentSection({
  methods,
  selected,
  onSelect,
  delivery,
  total,
  busy,
  notice,
}: {
  methods: AvailableMethod[];
  selected: PaymentMethod | null;
  onSelect(method: PaymentMethod): void;
  delivery: boolean;
  total: number;
  busy: boolean;
  notice: string | null;
}) {
  if (methods.length === 0) {
    return (
      <p className="co-alert co-alert--info" role="status">
        This store can't take payment online for this order right now. Please call the store or try again later.
      </p>
    );
  }
  return (
    <>
      {notice && (
        <p className="co-alert co-alert--info" role="status">
          {notice}
        </p>
      )}
      <fieldset className="co-methods" disabled={busy}>
        <legend>How would you like to pay?</legend>
        {methods.map(({ method, label }) => (
          <label key={method} className="co-method">
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={selected === method}
              onChange={() => onSelect(method)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {selected ? (
        <div className="co-method-panel" aria-live="polite">
          <p>{methodDescription(selected, delivery)}</p>
          {selected === 'credit-card' && <CardBrands />}
          <Button type="submit" size="lg" block disabled={busy}>
            {submitLabel(selected, total)}
          </Button>
        </div>
      ) : (
        <p className="co-method-hint">Choose a payment method to continue.</p>
      )}
    </>
  );
}
