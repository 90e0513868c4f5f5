// The method list (radio buttons; the choice is the /checkout/{paymentMethod} path) and what the
// chosen method says and does. The card form itself is the gateway's hosted page (PCI SAQ A):
// this page only explains the brands and security codes and sends the customer there.
import type { CardSummary } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useId, useState, type ReactNode } from 'react';
import { REDIRECT_METHODS, isRedirectMethod } from './placement.ts';
import { OFFLINE_ORDERING_REASON, useOnline } from '../../lib/pwa/use-online.ts';
import { Button } from '../../ui/button/button.tsx';
import { groupMethods } from './method-groups.ts';
import { CARD_BRANDS, type AvailableMethod } from './method-rules.ts';
import './payment-methods-list.css';
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
              {brand.mark}
            </span>
            <span>
              <strong>{brand.name}</strong>{' '}
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

/** MM/YY, or null when the card's expiry is not known (wallet cards). */
export function cardExpiry(card: Pick<CardSummary, 'expiryMonth' | 'expiryYear'>): string | null {
  if (!card.expiryMonth || !card.expiryYear) return null;
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}

const brandMark: Record<CardSummary['brand'], string> = { Visa: 'VISA', Mastercard: 'MC', Amex: 'AMEX' };

/** The card attached to the basket (back from the hosted page earlier): pay with it or enter another. */
function AttachedCard({ card, busy, onNewCard }: { card: CardSummary; busy: boolean; onNewCard(): void }) {
  const expiry = cardExpiry(card);
  return (
    <>
      <div className="co-attached-card">
        <span className="co-card-brands__code" aria-hidden="true">
          {brandMark[card.brand]}
        </span>
        <span>
          <strong className="co-attached-card__name">
            {card.brand} ending {card.last4}
          </strong>
          {expiry && <span className="co-attached-card__expiry">Expires {expiry}</span>}
        </span>
      </div>
      <div className="co-attached-card__actions">
        <Button type="submit" size="lg" block disabled={busy}>
          Pay with this card
        </Button>
        <Button variant="secondary" block disabled={busy} onClick={onNewCard}>
          Use a different card
        </Button>
      </div>
    </>
  );
}

function MethodOption({
  entry,
  checked,
  onSelect,
}: {
  entry: AvailableMethod;
  checked: boolean;
  onSelect(method: PaymentMethod): void;
}) {
  const id = useId();
  const { method, label, detail, disabled } = entry;
  return (
    <label className={disabled ? 'co-method co-method--disabled' : 'co-method'}>
      <input
        type="radio"
        name="payment-method"
        value={method}
        checked={checked}
        disabled={disabled}
        aria-labelledby={`${id}-name`}
        aria-describedby={detail ? `${id}-detail` : undefined}
        onChange={() => onSelect(method)}
      />
      <span className="co-method__text">
        <span id={`${id}-name`}>{label}</span>
        {detail && (
          <span id={`${id}-detail`} className="co-method__detail">
            {detail}
          </span>
        )}
      </span>
    </label>
  );
}

/**
 * The radio group: the methods most used first, the rest under 'More ways to pay', which opens by
 * itself when the chosen method is one of them (a reload of /checkout/zip shows Zip chosen).
 */
function MethodList({
  methods,
  selected,
  onSelect,
  delivery,
  busy,
}: {
  methods: AvailableMethod[];
  selected: PaymentMethod | null;
  onSelect(method: PaymentMethod): void;
  delivery: boolean;
  busy: boolean;
}) {
  const [moreOpen, setMoreOpen] = useState(false);
  const { leading, more } = groupMethods(methods, delivery);
  const chosenInMore = more.some((m) => m.method === selected);
  const option = (entry: AvailableMethod) => (
    <MethodOption key={entry.method} entry={entry} checked={selected === entry.method} onSelect={onSelect} />
  );
  return (
    <fieldset className="co-methods" disabled={busy}>
      <legend>How would you like to pay?</legend>
      {leading.map(option)}
      {more.length > 0 && (
        <details
          className="co-more-methods"
          open={moreOpen || chosenInMore}
          onToggle={(event) => setMoreOpen(event.currentTarget.open)}
        >
          <summary>More ways to pay</summary>
          <div className="co-more-methods__list">{more.map(option)}</div>
        </details>
      )}
    </fieldset>
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
  choiceError = null,
  attachedCard = null,
  onNewCard = () => undefined,
  methodFields = null,
}: {
  methods: AvailableMethod[];
  selected: PaymentMethod | null;
  onSelect(method: PaymentMethod): void;
  delivery: boolean;
  total: number;
  busy: boolean;
  notice: string | null;
  /** The chosen method could not be kept on the basket (the choice stands). */
  choiceError?: string | null;
  /** A card attached to the basket, offered when the card method is chosen. */
  attachedCard?: CardSummary | null;
  onNewCard?(): void;
  /** What the chosen method asks for above its button (the saved cards and their code, 'Save this card'). */
  methodFields?: ReactNode;
}) {
  // Placing an order needs the network: offline, the button stays disabled and says why.
  const online = useOnline();
  if (methods.length === 0) {
    return (
      <p className="co-alert co-alert--info" role="status">
        This store can't take payment online for this order right now. Please call the store or try again later.
      </p>
    );
  }
  const card = selected === 'credit-card' ? attachedCard : null;
  return (
    <>
      {notice && (
        <p className="co-alert co-alert--info" role="status">
          {notice}
        </p>
      )}
      <MethodList methods={methods} selected={selected} onSelect={onSelect} delivery={delivery} busy={busy} />
      {choiceError && (
        <p className="co-alert co-alert--notice" role="alert">
          {choiceError}
        </p>
      )}
      {selected ? (
        <div className="co-method-panel" aria-live="polite">
          {methodFields}
          {card ? (
            <>
              <p>Your card is ready. Pay with it, or enter a different card on our payment provider's secure page.</p>
              <AttachedCard card={card} busy={busy || !online} onNewCard={onNewCard} />
            </>
          ) : (
            <>
              <p>{methodDescription(selected, delivery)}</p>
              {selected === 'credit-card' && <CardBrands />}
              <Button
                type="submit"
                size="lg"
                block
                disabled={busy || !online}
                aria-describedby={online ? undefined : 'place-order-offline'}
              >
                {submitLabel(selected, total)}
              </Button>
            </>
          )}
        </div>
      ) : (
        <p className="co-method-hint">Choose a payment method to continue.</p>
      )}
      {!online && (
        <p id="place-order-offline" className="offline-reason">
          {OFFLINE_ORDERING_REASON}
        </p>
      )}
    </>
  );
}
