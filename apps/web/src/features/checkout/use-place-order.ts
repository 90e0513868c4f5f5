// Placing the order from the checkout page (spec document 2, sections 5 and 8; decision 065): the
// details are checked here, then validateOrder, then the chosen method pays: an attached card at
// once, a new card or a provider on its hosted page, cash, mobile EFTPOS and free orders directly.
// The hook owns what the page shows while it works: the busy notice, the field errors and the
// summary above the form (focused when it says something).
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { NavigateFunction } from 'react-router';
import type { Basket, SavedCard } from '@storefront/contract';
import { platform } from '../../lib/platform/index.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { afterOrderPlaced } from './after-order.ts';
import { attemptScopes } from './attempts.ts';
import { cardStepText, payWithAttachedCard } from './card-payment.ts';
import { showCheckoutError, outcomeMessage, settleOrderError } from './order-errors.ts';
import { checkoutMessages, redirectMessages } from './outcomes.ts';
import {
  isRedirectMethod,
  placeDirectOrder,
  placeSavedCardOrder,
  REDIRECT_METHODS,
  startCardSession,
  startRedirectPayment,
  validateOrder,
} from './placement.ts';
import { discardCard, type attachedCard } from './payment-setup.ts';
import {
  contactlessChoice,
  toCustomerInfoInput,
  useCheckoutDetails,
  validateDetails,
  type DetailErrors,
} from './customer-details.ts';
import type { PaymentMethod } from './payment-methods.ts';
import { setWantsCardSaved } from './save-card-intent.ts';
import { securityCodeProblem } from './saved-cards.ts';

/** Methods placed by this page directly, and their order endpoints. */
const DIRECT_ORDERS = { cash: 'cash', 'mobile-eftpos': 'mobileeftpos', free: 'free' } as const;
const isDirect = (m: PaymentMethod): m is keyof typeof DIRECT_ORDERS => Object.hasOwn(DIRECT_ORDERS, m);

export interface PlaceOrderInput {
  basket: Basket | null;
  /** The method the page shows as chosen; nothing happens without one. */
  selected: PaymentMethod | null;
  /** The card already attached to the basket, paid with at once unless a new card is asked for. */
  attached: ReturnType<typeof attachedCard>;
  /** The saved-card method: the card chosen and the security code typed for it. */
  savedCard?: { card: SavedCard | null; cvv: string };
  phone: string;
  navigate: NavigateFunction;
  /** The error summary above the form, focused when the details need attention. */
  summaryRef: RefObject<HTMLDivElement | null>;
}

export interface PlaceOrder {
  /** What the busy notice says while the order is checked or placed; null when idle. */
  busy: string | null;
  errors: DetailErrors;
  summary: string | null;
  /** What is wrong with the saved card's security code; null when nothing is. */
  cvvError: string | null;
  /** Place the order with the chosen method; `newCard`: the card method with another card than the attached one. */
  pay(newCard?: boolean): Promise<void>;
}

export function usePlaceOrder({
  basket,
  selected,
  attached,
  savedCard,
  phone,
  navigate,
  summaryRef,
}: PlaceOrderInput): PlaceOrder {
  const [errors, setErrors] = useState<DetailErrors>({});
  const [cvvError, setCvvError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const busyRef = useRef(false);

  // Back from a payment page through the browser's back-forward cache: the page is live again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busyRef.current = false;
      setBusy(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const fail = async (error: unknown, action: string, basketId: string, scope?: string) => {
    busyRef.current = false;
    setBusy(null);
    const { outcome, handled } = await settleOrderError(error, { action, basketId, scope, navigate, phone });
    if (handled) return;
    if (outcome.kind === 'details') {
      setErrors(outcome.fields);
      setSummary(outcome.message);
      summaryRef.current?.focus();
      return;
    }
    showCheckoutError(outcomeMessage(outcome, phone), navigate);
  };

  const pay = async (newCard = false) => {
    if (busyRef.current || !selected || !basket) return;
    const form = useCheckoutDetails.getState().form;
    const found = validateDetails(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummary(checkoutMessages.detailsNeeded);
      summaryRef.current?.focus();
      return;
    }
    setSummary(null);
    // The saved card's code is checked here first: its length is the brand's (CVV 3, CVC 3, CID 4).
    const saved = selected === 'saved-card' ? savedCard?.card : null;
    const cvv = savedCard?.cvv ?? '';
    const cvvProblem = saved ? securityCodeProblem(saved.brand, cvv) : null;
    setCvvError(cvvProblem);
    if (cvvProblem) return;
    busyRef.current = true;
    const id = basket.basketId;
    const delivery = basket.serviceType === 'Delivery';
    setBusy('Checking your order');
    try {
      const contactless = contactlessChoice(useCheckoutDetails.getState().contactless, basket.storeInfo.isContactless);
      await validateOrder(toCustomerInfoInput(form, useSessionStore.getState(), delivery ? contactless : undefined));
    } catch (error) {
      return fail(error, 'validateOrder', id);
    }
    if (saved) {
      // 'Save this card' is for a new card: a saved card pays, so nothing is to be saved after.
      setWantsCardSaved(id, false);
      const scope = attemptScopes.savedCard(id, saved.cardId);
      setBusy('Placing your order');
      try {
        const answer = await placeSavedCardOrder(id, saved.cardId, cvv);
        if (answer.kind === 'placed') void afterOrderPlaced(answer.order, scope, navigate);
        else platform.assign(answer.origin);
      } catch (error) {
        return fail(error, 'orders/savedcard', id, scope);
      }
      return;
    }
    if (selected === 'credit-card' && attached && !newCard) {
      const scope = attemptScopes.card(attached.flexToken);
      setBusy('Placing your order');
      try {
        const answer = await payWithAttachedCard(attached.flexToken, (step) =>
          setBusy(step === 'captcha' ? cardStepText.captcha : 'Placing your order'),
        );
        if (answer.kind === 'placed') void afterOrderPlaced(answer.order, scope, navigate);
        else platform.assign(answer.origin);
      } catch (error) {
        return fail(error, 'orders/card', id, scope);
      }
      return;
    }
    if (selected === 'credit-card') {
      // Another card: the one attached is discarded first (at the gateway and on the basket).
      if (attached) await discardCard(attached.flexToken).catch(() => undefined);
      setBusy('Opening the secure card page');
      try {
        platform.assign((await startCardSession()).url);
      } catch (error) {
        return fail(error, 'initialiseFlex', id);
      }
      return;
    }
    if (isRedirectMethod(selected)) {
      const { name, init } = REDIRECT_METHODS[selected];
      setBusy(redirectMessages(selected, name).redirecting);
      try {
        platform.assign((await startRedirectPayment(id, selected)).redirectUrl);
      } catch (error) {
        return fail(error, init, id);
      }
      return;
    }
    if (!isDirect(selected)) {
      return fail(new Error(`No order endpoint for ${selected}`), 'orders', id);
    }
    const order = DIRECT_ORDERS[selected];
    const scope = attemptScopes.direct(id, order);
    setBusy('Placing your order');
    try {
      const answer = await placeDirectOrder(id, order);
      if (answer.kind === 'placed') void afterOrderPlaced(answer.order, scope, navigate);
    } catch (error) {
      return fail(error, `orders/${order}`, id, scope);
    }
  };

  return { busy, errors, summary, cvvError, pay };
}
