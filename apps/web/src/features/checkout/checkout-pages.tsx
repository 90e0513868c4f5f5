// /checkout/{paymentMethod?}: contact details, the methods this order may use, the order summary
// and the placement (spec document 2, sections 2 to 5 and 8). The route has already sent an
// unknown method to /checkout. The chosen method is kept on the basket (PATCH paymentInfo) and
// preselected on a reload. Placing validates the order first, then pays: at the door or free
// (placed here), by card (the gateway's hosted page, then back to /checkout/credit-card?sessionId=,
// where the card is attached to the basket; an attached card can pay at once) or by a provider's
// page (back to one of the return pages, payment-pages.tsx). Decisions 065 and 164.
import ContentCardSection from '../../lib/engagement/content-card-section.tsx';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { trackBeginCheckout } from '../../lib/analytics/order-events.ts';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { readReferralId } from '../../lib/session/referral.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { AlertIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { attemptScopes } from './attempts.ts';
import { cardStepText, payWithNewCard, type CardStep } from './card-payment.ts';
import { showCheckoutError } from './order-errors.ts';
import { checkoutMessages } from './outcomes.ts';
import { endRedirectStart, isRedirectMethod, REDIRECT_METHODS } from './placement.ts';
import { attachedCard } from './payment-setup.ts';
import { useFinishOrder, type FinishJob } from './use-finish-order.ts';
import { checkoutEntry, isOrderableBasket } from './checkout-entry.ts';
import { CheckoutSteps, currentCheckoutStep } from './checkout-steps.tsx';
import { detailsFromCustomerInfo, useCheckoutDetails, withoutFieldInUse } from './customer-details.ts';
import { DetailsFields } from './details-fields.tsx';
import { availableMethods, detectWallets, rememberedMethod, withProviderOptions } from './method-rules.ts';
import { OrderSummary } from './order-summary.tsx';
import { usePaymentChoice } from './payment-choice.ts';
import { PaymentSection } from './payment-section.tsx';
import { useProviderOptions } from './provider-options.ts';
import { isPaymentMethod, PAYMENT_METHODS, type PaymentMethod } from './payment-methods.ts';
import { usePlaceOrder } from './use-place-order.ts';
import { chosenCard, SaveCardCheckbox, SavedCardFields, type SavedCardChoice } from './saved-card-fields.tsx';
import { useCheckoutSavedCards } from './saved-cards.ts';
import { useAccountDetails } from './account-details.ts';
import './checkout.css';

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
      cardSession: flexToken,
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
  const detailsForm = useCheckoutDetails((s) => s.form);

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
  // The radio shows a choice at once; the path (/checkout/{method}) follows a moment later.
  const [picked, setPicked] = useState<{ method: PaymentMethod; at: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const saved = useCheckoutSavedCards();
  const [savedChoice, setSavedChoice] = useState<SavedCardChoice>({ cardId: null, cvv: '' });

  useEffect(() => {
    if (entry === 'back') navigate(-1);
    else if (entry === 'offers') navigate('/offers', { replace: true });
  }, [entry, navigate]);

  // Fill what the customer has not typed from the basket (an earlier validateOrder) or the account:
  // the sign-in's name and e-mail at once, then the account's full details once read.
  const customerInfo = basket?.customerInfo;
  const accountDetails = useAccountDetails();
  useEffect(() => {
    prefill(
      withoutFieldInUse(
        {
          firstName: customer?.firstName ?? '',
          email: customer?.email ?? '',
          ...accountDetails,
          ...detailsFromCustomerInfo(customerInfo),
        },
        document.activeElement,
      ),
    );
  }, [customerInfo, customer, accountDetails, prefill]);

  const fromPath = paymentMethod && isPaymentMethod(paymentMethod) ? paymentMethod : null;
  const requested = picked && picked.at === location.key ? picked.method : fromPath;
  const cancelled = params.get('status') === 'cancelled';
  const cardSessionId = !cancelled && fromPath === 'credit-card' ? params.get('sessionId') : null;
  const basketId = basket?.basketId ?? null;

  // Analytics: checkout begun, once per basket shown here.
  useEffect(() => {
    const current = useBasketSession.getState().basket;
    if (current && current.basketId === basketId) trackBeginCheckout(current);
  }, [basketId]);

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
            savedCards: saved.cards.length,
          })
        : [],
    [basket, referralId, wallets, isCallCentre, saved.cards.length],
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
  const savedCard = { card: chosenCard(saved.cards, savedChoice), cvv: savedChoice.cvv };
  const { busy, errors, summary, cvvError, pay } = usePlaceOrder({
    basket,
    selected,
    attached,
    savedCard,
    phone,
    navigate,
    summaryRef,
  });

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
  } else if (requested && !offered && !cardSessionId && !(requested === 'saved-card' && saved.loading)) {
    // (/checkout/saved-card waits for the cards before saying the method is not available.)
    notice = `${PAYMENT_METHODS[requested]} isn't available for this order. Please choose another payment method.`;
  }

  const select = (method: PaymentMethod) => {
    setPicked({ method, at: location.key });
    navigate(`/checkout/${method}`, { replace: true, state: location.state });
    choice.choose(method);
  };

  return (
    <Page
      title="Checkout"
      crumbs={[{ to: '/cart', label: 'Cart' }]}
      lead={<CheckoutSteps current={currentCheckoutStep(detailsForm, !!selected)} />}
    >
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
              contactlessDefault={delivery ? basket.storeInfo.isContactless : null}
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
                methodFields={
                  selected === 'saved-card' ? (
                    <SavedCardFields
                      cards={saved.cards}
                      choice={savedChoice}
                      error={cvvError}
                      disabled={!!busy}
                      onChange={setSavedChoice}
                    />
                  ) : selected === 'credit-card' && saved.customerId ? (
                    <SaveCardCheckbox key={basket.basketId} basketId={basket.basketId} disabled={!!busy} />
                  ) : null
                }
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

/** The checkout upsell content-card section (spec document 1 section 2); nothing when it has no cards. */
function CheckoutUpsells() {
  return <ContentCardSection section="checkout-upsell" title="Add to your order" dismissible />;
}

function canGoBackFrom(state: unknown): boolean {
  const entry = state as { idx?: number; usr?: { _isRedirect?: boolean } | null } | null;
  return (entry?.idx ?? 0) > 0 && !entry?.usr?._isRedirect;
}
