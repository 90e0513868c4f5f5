// /checkout/{paymentMethod?}: contact details, the methods this order may use, the order summary
// and the placement (spec document 2, sections 2 to 5 and 8). The route has already sent an
// unknown method to /checkout. The chosen method is kept on the basket (PATCH paymentInfo) and
// preselected on a reload. Placing validates the order first, then pays: at the door or free
// (placed here), by card (the gateway's hosted page, then back to /checkout/credit-card?sessionId=,
// where the card is attached to the basket; an attached card can pay at once) or by a provider's
// page (back to a return page in features/payment). Decision 065.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { platform } from '../../lib/platform.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { readReferralId } from '../../lib/session/referral.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { AlertIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { attemptScopes } from '../payment/attempts.ts';
import { cardStepText, payWithAttachedCard, payWithNewCard, type CardStep } from '../payment/card-payment.ts';
import { showCheckoutError, outcomeMessage, settleOrderError } from '../payment/order-errors.ts';
import { checkoutMessages, redirectMessages } from '../payment/outcomes.ts';
import {
  completeOrder,
  endRedirectStart,
  isRedirectMethod,
  placeDirectOrder,
  REDIRECT_METHODS,
  startCardSession,
  startRedirectPayment,
  validateOrder,
} from '../payment/placement.ts';
import { attachedCard, discardCard } from '../payment/payment-setup.ts';
import { useFinishOrder, type FinishJob } from '../payment/use-finish-order.ts';
import { checkoutEntry, isOrderableBasket } from './checkout-entry.ts';
import {
  detailsFromCustomerInfo,
  toCustomerInfoInput,
  useCheckoutDetails,
  validateDetails,
  type DetailErrors,
} from './customer-details.ts';
import { DetailsFields } from './details-fields.tsx';
import { availableMethods, detectWallets, rememberedMethod, withProviderOptions } from './method-rules.ts';
import { OrderSummary } from './order-summary.tsx';
import { usePaymentChoice } from './payment-choice.ts';
import { PaymentSection } from './payment-section.tsx';
import { useProviderOptions } from './provider-options.ts';
import { isPaymentMethod, PAYMENT_METHODS, type PaymentMethod } from './payment-methods.ts';
import './checkout.css';

/** Methods placed by this page directly, and their order endpoints. */
const DIRECT_ORDERS = { cash: 'cash', 'mobile-eftpos': 'mobileeftpos', free: 'free' } as const;
const isDirect = (m: PaymentMethod): m is keyof typeof DIRECT_ORDERS => Object.hasOwn(DIRECT_ORDERS, m);

/** 'Do not refresh the page while checking or placing an order', over the page while it does. */
function BusyNotice({ label }: { label: string }) {
  return (
    <div className="co-busy">
      <div className="co-busy__card" role="status">
        <span className="co-busy__spinner" aria-hidden="true">
          <Spinner label={label} size="lg" />
        </span>
        <p className="co-busy__label">{label}</p>
        <p className="co-busy__warning">{checkoutMessages.doNotRefresh}</p>
      </div>
    </div>
  );
}

function EmptyCheckout() {
  return (
    <Page title="Checkout" crumbs={[{ to: '/cart', label: 'Cart' }]} width="narrow">
      <Section title="Your cart">
        <p>Your cart is currently empty. Browse the menu and start your order.</p>
        <Link to="/menu/pizza" className={buttonClass()}>
          Browse the menu
        </Link>
      </Section>
    </Page>
  );
}

/**
 * Back from the hosted card page with a tokenised card: attach it to the basket (createToken, or
 * customerToken with a captcha when the server asks), then place the order (3-D Secure may follow).
 * A failure to attach explains with Try again; a failed order says so and offers the methods again.
 */
function CardReturn({ flexToken, basketId }: { flexToken: string; basketId: string }) {
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const [step, setStep] = useState<CardStep>('attaching');
  const job = useMemo<FinishJob>(
    () => ({
      id: `${flexToken}:${round}`,
      scope: attemptScopes.card(flexToken),
      action: 'orders/card',
      basketId,
      run: () => payWithNewCard(flexToken, setStep),
      challenge: 'open',
    }),
    [flexToken, basketId, round],
  );
  const view = useFinishOrder(job);
  const attachFailed = view.state === 'failed' && step !== 'placing';
  useEffect(() => {
    if (view.state !== 'failed' || step !== 'placing') return;
    // The card was refused (or the order could not be placed): say so, and offer the methods again.
    showCheckoutError(view.message, navigate);
    navigate('/checkout/credit-card', { replace: true });
  }, [view, step, navigate]);

  if (attachFailed) {
    return (
      <div className="co-card-return">
        <div className="co-alert" role="alert">
          <AlertIcon />
          <p>{view.message}</p>
        </div>
        <div className="co-card-return__actions">
          <Button
            onClick={() => {
              setStep('attaching');
              setRound((n) => n + 1);
            }}
          >
            Try again
          </Button>
          <Button variant="secondary" onClick={() => navigate('/checkout/credit-card', { replace: true })}>
            Use a different card
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="co-working">
      <Spinner label={step === 'placing' ? 'Placing your order' : 'Checking your card'} size="lg" />
      <div>
        <p>{step === 'placing' ? 'Placing your order.' : 'Checking your card and placing your order.'}</p>
        {step === 'captcha' && (
          <p className="co-captcha" role="status">
            {cardStepText.captcha}
          </p>
        )}
        <p className="co-busy__warning">{checkoutMessages.doNotRefresh}</p>
      </div>
    </div>
  );
}

export function CheckoutPage() {
  const { paymentMethod } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const phone = useSupportPhone();
  const basket = useBasketSession((s) => s.basket);
  const isCallCentre = useCallCentreStore((s) => s.isCallCentre);
  const customer = useAuthStore((s) => s.customer);
  const prefill = useCheckoutDetails((s) => s.prefill);

  const [entry] = useState(() =>
    checkoutEntry({
      from: (location.state as { from?: unknown } | null)?.from,
      basket: useBasketSession.getState().basket,
      // Arriving by a redirect (e.g. from an unknown /checkout/{method}), going back would only
      // redirect here again: then /offers is the way out.
      canGoBack: canGoBackFrom(window.history.state),
    }),
  );
  const choice = usePaymentChoice();
  const [wallets] = useState(() => detectWallets());
  const [referralId] = useState(() => readReferralId());
  const [errors, setErrors] = useState<DetailErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The radio shows a choice at once; the path (/checkout/{method}) follows a moment later.
  const [picked, setPicked] = useState<{ method: PaymentMethod; at: string } | null>(null);
  const busyRef = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (entry === 'back') navigate(-1);
    else if (entry === 'offers') navigate('/offers', { replace: true });
  }, [entry, navigate]);

  // Fill what the customer has not typed from the basket (an earlier validateOrder) or the account.
  const customerInfo = basket?.customerInfo;
  useEffect(() => {
    prefill({
      firstName: customer?.firstName ?? '',
      email: customer?.email ?? '',
      ...detailsFromCustomerInfo(customerInfo),
    });
  }, [customerInfo, customer, prefill]);

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

  const fromPath = paymentMethod && isPaymentMethod(paymentMethod) ? paymentMethod : null;
  const requested = picked && picked.at === location.key ? picked.method : fromPath;
  const cancelled = params.get('status') === 'cancelled';
  const cardSessionId = !cancelled && fromPath === 'credit-card' ? params.get('sessionId') : null;
  const basketId = basket?.basketId ?? null;

  // Cancelled on a provider's page: the next try starts a new provider payment.
  useEffect(() => {
    if (cancelled && basketId && fromPath && isRedirectMethod(fromPath)) endRedirectStart(basketId, fromPath);
  }, [cancelled, basketId, fromPath]);

  const ruled = useMemo(
    () =>
      basket
        ? availableMethods({
            basket,
            userAgent: navigator.userAgent,
            referralId,
            wallets,
            isCallCentre,
            savedCards: 0,
          })
        : [],
    [basket, referralId, wallets, isCallCentre],
  );
  // Afterpay's four payments and Click to Pay's brands, asked only when they are offered.
  const providerOptions = useProviderOptions(basket, ruled);
  const methods = useMemo(() => withProviderOptions(ruled, providerOptions), [ruled, providerOptions]);
  const selectable = (method: PaymentMethod | null) =>
    !!method && methods.some((m) => m.method === method && !m.disabled);
  const offered = selectable(requested) ? requested : null;
  // A reload (or a return to /checkout) preselects the method the basket remembers, when still offered.
  const remembered = rememberedMethod(basket?.paymentInfo);
  const selected =
    offered ??
    (!requested && selectable(remembered) ? remembered : null) ??
    (methods.length === 1 && !methods[0]!.disabled ? methods[0]!.method : null);
  const attached = attachedCard(basket?.paymentInfo);

  if (entry !== 'stay') return <Spinner label="Loading" />;
  if (!basket || !isOrderableBasket(basket)) return <EmptyCheckout />;

  const delivery = basket.serviceType === 'Delivery';
  let notice: string | null = null;
  if (cancelled && fromPath) {
    notice =
      fromPath === 'credit-card'
        ? checkoutMessages.cancelled('card')
        : checkoutMessages.cancelled(
            isRedirectMethod(fromPath) ? REDIRECT_METHODS[fromPath].name : PAYMENT_METHODS[fromPath],
          );
  } else if (requested && !offered && !cardSessionId) {
    notice = `${PAYMENT_METHODS[requested]} isn't available for this order. Please choose another payment method.`;
  }

  const select = (method: PaymentMethod) => {
    setPicked({ method, at: location.key });
    navigate(`/checkout/${method}`, { replace: true, state: location.state });
    choice.choose(method);
  };

  const fail = async (error: unknown, action: string, scope?: string) => {
    busyRef.current = false;
    setBusy(null);
    const { outcome, handled } = await settleOrderError(error, {
      action,
      basketId: basket.basketId,
      scope,
      navigate,
      phone,
    });
    if (handled) return;
    if (outcome.kind === 'details') {
      setErrors(outcome.fields);
      setSummary(outcome.message);
      summaryRef.current?.focus();
      return;
    }
    showCheckoutError(outcomeMessage(outcome, phone), navigate);
  };

  /** Place the order with the chosen method; `newCard`: the card method with another card than the attached one. */
  const pay = async (newCard = false) => {
    if (busyRef.current || !selected) return;
    const form = useCheckoutDetails.getState().form;
    const found = validateDetails(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummary(checkoutMessages.detailsNeeded);
      summaryRef.current?.focus();
      return;
    }
    setSummary(null);
    busyRef.current = true;
    const id = basket.basketId;
    setBusy('Checking your order');
    try {
      await validateOrder(toCustomerInfoInput(form, useSessionStore.getState()));
    } catch (error) {
      return fail(error, 'validateOrder');
    }
    if (selected === 'credit-card' && attached && !newCard) {
      const scope = attemptScopes.card(attached.flexToken);
      setBusy('Placing your order');
      try {
        const answer = await payWithAttachedCard(attached.flexToken, (step) =>
          setBusy(step === 'captcha' ? cardStepText.captcha : 'Placing your order'),
        );
        if (answer.kind === 'placed') navigate(completeOrder(answer.order, scope), { replace: true });
        else platform.assign(answer.origin);
      } catch (error) {
        return fail(error, 'orders/card', scope);
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
        return fail(error, 'initialiseFlex');
      }
      return;
    }
    if (isRedirectMethod(selected)) {
      const { name, init } = REDIRECT_METHODS[selected];
      setBusy(redirectMessages(selected, name).redirecting);
      try {
        platform.assign((await startRedirectPayment(id, selected)).redirectUrl);
      } catch (error) {
        return fail(error, init);
      }
      return;
    }
    if (!isDirect(selected)) {
      return fail(new Error(`No order endpoint for ${selected}`), 'orders');
    }
    const order = DIRECT_ORDERS[selected];
    const scope = attemptScopes.direct(id, order);
    setBusy('Placing your order');
    try {
      const answer = await placeDirectOrder(id, order);
      if (answer.kind === 'placed') navigate(completeOrder(answer.order, scope), { replace: true });
    } catch (error) {
      return fail(error, `orders/${order}`, scope);
    }
  };

  return (
    <Page title="Checkout" crumbs={[{ to: '/cart', label: 'Cart' }]}>
      {busy && <BusyNotice label={busy} />}
      <div className="grid-2">
        <form
          className="co-form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void pay();
          }}
          noValidate
          aria-label="Checkout"
        >
          <Section title="Your details">
            <DetailsFields
              errors={errors}
              summary={summary}
              summaryRef={summaryRef}
              disabled={!!busy || !!cardSessionId}
            />
          </Section>
          <Section title="Payment">
            {cardSessionId ? (
              <CardReturn flexToken={cardSessionId} basketId={basket.basketId} />
            ) : (
              <PaymentSection
                methods={methods}
                selected={selected}
                onSelect={select}
                delivery={delivery}
                total={basket.basketTotal}
                busy={!!busy}
                notice={notice}
                choiceError={choice.error}
                attachedCard={attached}
                onNewCard={() => void pay(true)}
              />
            )}
          </Section>
        </form>
        <aside aria-label="Your order">
          <Section title="Order summary">
            <OrderSummary basket={basket} />
          </Section>
          <CheckoutUpsells />
        </aside>
      </div>
    </Page>
  );
}

/**
 * The checkout upsell content-card section (spec section 2). The engagement service has no
 * checkout cards yet, so there is nothing to show; the section renders when it has some.
 */
function CheckoutUpsells() {
  return null;
}

function canGoBackFrom(state: unknown): boolean {
  const entry = state as { idx?: number; usr?: { _isRedirect?: boolean } | null } | null;
  return (entry?.idx ?? 0) > 0 && !entry?.usr?._isRedirect;
}
