// Payment return pages (spec document 2, sections 2 and 4): /card-auth after 3-D Secure,
// /zippayconfirmation, /completeafterpay/{basketId} and /process-order/{basketId} after a
// provider's page. Each finishes the order or explains, and never places twice: the order call
// carries the attempt's Idempotency-Key, and a basket already ordered leads to its order page.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { platform } from '../../lib/platform.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { AlertIcon } from '../../ui/icons/icons.tsx';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { attemptScopes, orderOfAttempt } from './attempts.ts';
import { checkoutMessages, redirectMessages, redirectReturnOutcome } from './outcomes.ts';
import {
  completeCardChallenge,
  endRedirectStart,
  isRedirectMethod,
  placeRedirectOrder,
  REDIRECT_METHODS,
  type RedirectMethod,
} from './placement.ts';
import { useFinishOrder, type FinishJob, type FinishView } from './use-finish-order.ts';
import './payment.css';

function Working({ text }: { text: string }) {
  return (
    <div className="pay-return__working">
      <Spinner label="Placing your order" size="lg" />
      <div>
        <p>{text}</p>
        <p className="pay-return__warning">
          <strong>{checkoutMessages.doNotRefresh}</strong>
        </p>
      </div>
    </div>
  );
}

function Problem({ message, children }: { message: string; children: ReactNode }) {
  const phone = useSupportPhone();
  return (
    <div className="pay-return__problem">
      <div className="pay-return__message" role="alert">
        <AlertIcon />
        <p>{message}</p>
      </div>
      <div className="pay-return__actions">{children}</div>
      <p className="pay-return__help">
        Need help? Call us on <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
      </p>
    </div>
  );
}

function ReturnFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title} width="narrow">
      <Section title="Payment status" id="payment-status">
        {children}
      </Section>
    </Page>
  );
}

const ChooseAnother = ({ primary = true }: { primary?: boolean }) => (
  <Link to="/checkout" className={buttonClass({ variant: primary ? 'primary' : 'secondary' })}>
    Choose another payment method
  </Link>
);

/** The order an earlier visit to this page placed (found by its attempt, or by the basket it came from). */
function usePlacedOrder(scope: string | null, basketId: string | null): string | undefined {
  const recent = useRecentOrders((s) => s.recentOrders);
  const [fromAttempt] = useState(() => (scope ? orderOfAttempt(scope) : undefined));
  return fromAttempt ?? (basketId ? recent.find((o) => o.basketId === basketId)?.orderId : undefined);
}

// ---- /card-auth?authorisationId=&status= ----

export function CardAuthPage() {
  const [params] = useSearchParams();
  const referenceID = params.get('authorisationId');
  const basketId = useBasketSession((s) => s.basketId);
  const [round, setRound] = useState(0);
  const scope = referenceID ? attemptScopes.payerAuth(referenceID) : null;
  const placed = usePlacedOrder(scope, null);
  const job = useMemo<FinishJob | null>(
    () =>
      referenceID && scope && !placed
        ? {
            id: `${referenceID}:${round}`,
            scope,
            action: 'payerAuth',
            basketId,
            run: () => completeCardChallenge(referenceID),
            challenge: 'show',
          }
        : null,
    [referenceID, scope, placed, round, basketId],
  );
  const view = useFinishOrder(job);

  if (placed) return <Navigate to={`/order/${placed}`} replace />;
  if (!referenceID) {
    return (
      <ReturnFrame title="Card verification">
        <Problem message="We couldn't find a card verification to finish. Please pay again from checkout.">
          <ChooseAnother />
        </Problem>
      </ReturnFrame>
    );
  }
  return (
    <ReturnFrame title={view.state === 'working' ? 'Verifying your card' : 'Card payment'}>
      <CardAuthBody view={view} retry={() => setRound((n) => n + 1)} />
    </ReturnFrame>
  );
}

function CardAuthBody({ view, retry }: { view: FinishView; retry(): void }) {
  if (view.state === 'working') {
    return <Working text="We're checking the result with your bank and placing your order." />;
  }
  if (view.state === 'challenge') {
    return (
      <Problem message="Your bank hasn't confirmed this payment yet. Finish the verification, or choose another way to pay.">
        <Button onClick={() => platform.assign(view.origin)}>Continue verification</Button>
        <ChooseAnother primary={false} />
      </Problem>
    );
  }
  if (view.kind === 'declined') {
    return (
      <Problem message={view.message}>
        <Link to="/checkout/credit-card" className={buttonClass()}>
          Try another card
        </Link>
        <ChooseAnother primary={false} />
      </Problem>
    );
  }
  return (
    <Problem message={view.message}>
      {view.kind !== 'no-basket' && <Button onClick={retry}>Try again</Button>}
      <ChooseAnother primary={view.kind === 'no-basket'} />
    </Problem>
  );
}

// ---- provider returns: Zip, Afterpay and the rest ----

function RedirectReturn({ method, pathBasketId }: { method: RedirectMethod; pathBasketId: string | null }) {
  const [params] = useSearchParams();
  const currentBasketId = useBasketSession((s) => s.basketId);
  const [round, setRound] = useState(0);
  const { name } = REDIRECT_METHODS[method];
  const messages = redirectMessages(method, name);
  const paymentId = params.get('paymentId') ?? params.get('checkoutId') ?? params.get('orderToken');
  const returned = redirectReturnOutcome(params);
  const scope = paymentId ? attemptScopes.pay(paymentId) : null;
  const placed = usePlacedOrder(scope, pathBasketId);
  const basketId = pathBasketId ?? currentBasketId;
  // The cart in this tab must be the one paid for (a return opened in another tab has none).
  const sameBasket = !!currentBasketId && (!pathBasketId || pathBasketId === currentBasketId);

  // Back from the provider's page, whatever the answer: a new start is a new provider payment.
  useEffect(() => {
    if (basketId) endRedirectStart(basketId, method);
  }, [basketId, method]);

  const job = useMemo<FinishJob | null>(
    () =>
      returned === 'processing' && paymentId && scope && !placed && sameBasket
        ? {
            id: `${paymentId}:${round}`,
            scope,
            action: `orders/${REDIRECT_METHODS[method].order}`,
            basketId,
            run: () => placeRedirectOrder(method, paymentId),
            challenge: 'show',
          }
        : null,
    [returned, paymentId, scope, placed, sameBasket, round, basketId, method],
  );
  const view = useFinishOrder(job);

  if (placed) return <Navigate to={`/order/${placed}`} replace />;

  const tryAgain = (
    <Link to={`/checkout/${method}`} className={buttonClass({ variant: 'secondary' })}>
      Try {name} again
    </Link>
  );
  let body: ReactNode;
  if (returned === 'cancelled' || returned === 'declined' || returned === 'default' || !paymentId) {
    body = (
      <Problem message={paymentId ? messages[returned] : messages.default}>
        <ChooseAnother />
        {returned !== 'declined' && tryAgain}
      </Problem>
    );
  } else if (!sameBasket) {
    body = (
      <Problem message={checkoutMessages.noBasket}>
        <Link to="/" className={buttonClass()}>
          Start a new order
        </Link>
      </Problem>
    );
  } else if (view.state === 'working') {
    body = <Working text={messages.processing} />;
  } else if (view.state === 'failed' && view.kind === 'declined') {
    body = (
      <Problem message={messages.declined}>
        <ChooseAnother />
      </Problem>
    );
  } else {
    body = (
      <Problem message={view.state === 'failed' ? view.message : messages.default}>
        <ChooseAnother />
        {view.state === 'failed' && view.kind !== 'no-basket' && (
          <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
            Try again
          </Button>
        )}
      </Problem>
    );
  }
  return <ReturnFrame title={`${name} payment`}>{body}</ReturnFrame>;
}

/** /zippayconfirmation?checkoutId= (the route sends a visit without checkoutId to /offers). */
export function ZipPayConfirmationPage() {
  return <RedirectReturn method="zip" pathBasketId={null} />;
}

export function CompleteAfterpayPage() {
  const { basketId = null } = useParams();
  return <RedirectReturn key={basketId} method="afterpay" pathBasketId={basketId} />;
}

/** /process-order/{basketId}?method=&paymentId=&status=: PayPal, Pay in 4, Click to Pay, Apple Pay, Google Pay. */
export function ProcessOrderPage() {
  const { basketId = null } = useParams();
  const [params] = useSearchParams();
  const method = params.get('method');
  if (!isRedirectMethod(method)) {
    return (
      <ReturnFrame title="Placing your order">
        <Problem message="We couldn't tell which payment to finish. Please pay again from checkout.">
          <ChooseAnother />
        </Problem>
      </ReturnFrame>
    );
  }
  return <RedirectReturn key={`${basketId}:${method}`} method={method} pathBasketId={basketId} />;
}
