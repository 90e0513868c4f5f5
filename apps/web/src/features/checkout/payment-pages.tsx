// Payment return pages (spec document 2, sections 2 and 4): /card-auth after 3-D Secure,
// /zippayconfirmation, /completeafterpay/{basketId} and /process-order/{basketId} after a
// provider's page. Zip, Afterpay, Apple Pay and Click to Pay first ask the server what the gateway
// says (zipNotify, apNotify, completeApplePay, completeClickToPay; decision 065); the others trust
// the return's status. Each finishes the order or explains, and never places twice: the order call
// carries the attempt's Idempotency-Key, and a basket already ordered leads to its order page.
import type { Basket } from '@storefront/contract';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { platform } from '../../lib/platform/index.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { AlertIcon, CheckIcon } from '../../ui/icons/icons.tsx';
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
import { discardingDeclined } from './card-payment.ts';
import { attachedCard, completeWallet, notifyAfterpay, notifyZip } from './payment-setup.ts';
import { useFinishOrder, type FinishJob, type FinishView } from './use-finish-order.ts';
import { useProviderCheck, type ProviderCheckJob, type ProviderCheckView } from './use-provider-check.ts';
import './payment.css';

function Working({ text, done }: { text: string; done?: string }) {
  return (
    <>
      {done && (
        <p className="pay-return__done" role="status">
          <CheckIcon />
          <span>{done}</span>
        </p>
      )}
      <div className="pay-return__working">
        <Spinner label="Placing your order" size="lg" />
        <div>
          <p>{text}</p>
          <p className="pay-return__warning">
            <strong>{checkoutMessages.doNotRefresh}</strong>
          </p>
        </div>
      </div>
    </>
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
            // A card the bank declines is discarded (the one attached to the basket before 3-D Secure).
            run: () =>
              discardingDeclined(attachedCard(useBasketSession.getState().basket?.paymentInfo)?.flexToken ?? null, () =>
                completeCardChallenge(referenceID),
              ),
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

/** Methods whose return is checked with the server (the gateway's outcome kept on the basket) first. */
type CheckedMethod = 'zip' | 'afterpay' | 'apple-pay' | 'click-to-pay';
const isCheckedMethod = (method: RedirectMethod): method is CheckedMethod =>
  method === 'zip' || method === 'afterpay' || method === 'apple-pay' || method === 'click-to-pay';

/** What the provider's return says, passed on to the server (it asks the gateway). */
interface ReturnValues {
  paymentId: string;
  checkoutId: string | null;
  result: string | null;
  orderToken: string | null;
  status: string | null;
}

/** zipNotify, apNotify, completeApplePay or completeClickToPay for this return. */
function providerCheckCall(method: CheckedMethod, values: ReturnValues): { action: string; run(): Promise<Basket> } {
  const hint = (value: string | null) => value?.trim().slice(0, 20) || null;
  switch (method) {
    case 'zip':
      return {
        action: 'zipNotify',
        run: () => notifyZip(values.checkoutId ?? values.paymentId, hint(values.result ?? values.status)),
      };
    case 'afterpay':
      return {
        action: 'apNotify',
        run: () => notifyAfterpay(values.orderToken ?? values.paymentId, hint(values.status)),
      };
    case 'apple-pay':
      return { action: 'completeApplePay', run: () => completeWallet('apple-pay', values.paymentId) };
    case 'click-to-pay':
      return { action: 'completeClickToPay', run: () => completeWallet('click-to-pay', values.paymentId) };
  }
}

/** How long "Click to Pay: Complete!" shows at least, while the order is placed (ms). */
export const WALLET_DONE_NOTICE_MS = 1200;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function RedirectReturn({ method, pathBasketId }: { method: RedirectMethod; pathBasketId: string | null }) {
  const [params] = useSearchParams();
  const currentBasketId = useBasketSession((s) => s.basketId);
  const [round, setRound] = useState(0);
  const { name } = REDIRECT_METHODS[method];
  const messages = useMemo(() => redirectMessages(method, name), [method, name]);
  const paymentId = params.get('paymentId') ?? params.get('checkoutId') ?? params.get('orderToken');
  const checkoutId = params.get('checkoutId');
  const result = params.get('result');
  const orderToken = params.get('orderToken');
  const status = params.get('status');
  const returned = redirectReturnOutcome(params);
  const checked = isCheckedMethod(method);
  const scope = paymentId ? attemptScopes.pay(paymentId) : null;
  const placed = usePlacedOrder(scope, pathBasketId);
  const basketId = pathBasketId ?? currentBasketId;
  // The cart in this tab must be the one paid for (a return opened in another tab has none).
  const sameBasket = !!currentBasketId && (!pathBasketId || pathBasketId === currentBasketId);

  // Back from the provider's page, whatever the answer: a new start is a new provider payment.
  useEffect(() => {
    if (basketId) endRedirectStart(basketId, method);
  }, [basketId, method]);

  // Zip, Afterpay and the wallets: the server asks the gateway before anything is placed.
  const check = useMemo<ProviderCheckJob | null>(() => {
    if (!isCheckedMethod(method) || !paymentId || !scope || placed || !sameBasket) return null;
    const call = providerCheckCall(method, { paymentId, checkoutId, result, orderToken, status });
    return { id: `${paymentId}:${round}`, scope, basketId, messages, ...call };
  }, [method, paymentId, checkoutId, result, orderToken, status, scope, placed, sameBasket, round, basketId, messages]);
  const checking = useProviderCheck(check);
  // The others (PayPal, Pay in 4, Google Pay) go by the return's status, as before.
  const checkView: ProviderCheckView = checked ? checking : { kind: 'approved' };
  const approved = checked ? checkView.kind === 'approved' : returned === 'processing';
  const walletDone = method === 'click-to-pay' && checkView.kind === 'approved';

  const job = useMemo<FinishJob | null>(
    () =>
      approved && paymentId && scope && !placed && sameBasket
        ? {
            id: `${paymentId}:${round}`,
            scope,
            action: `orders/${REDIRECT_METHODS[method].order}`,
            basketId,
            run: walletDone
              ? // The customer reads "Click to Pay: Complete!" while the order is placed.
                async () =>
                  (await Promise.all([placeRedirectOrder(method, paymentId), delay(WALLET_DONE_NOTICE_MS)]))[0]
              : () => placeRedirectOrder(method, paymentId),
            challenge: 'show',
          }
        : null,
    [approved, paymentId, scope, placed, sameBasket, round, basketId, method, walletDone],
  );
  const view = useFinishOrder(job);

  if (placed) return <Navigate to={`/order/${placed}`} replace />;

  const retry = () => setRound((n) => n + 1);
  const tryAgain = (
    <Link to={`/checkout/${method}`} className={buttonClass({ variant: 'secondary' })}>
      Try {name} again
    </Link>
  );
  let body: ReactNode;
  if (!paymentId || (!checked && returned !== 'processing')) {
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
  } else if (checkView.kind === 'checking') {
    body = <Working text={messages.processing} />;
  } else if (checkView.kind === 'failed') {
    body = (
      <Problem message={checkView.message}>
        <ChooseAnother />
        {checkView.outcome !== 'no-basket' && (
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        )}
      </Problem>
    );
  } else if (checkView.kind !== 'approved') {
    body = (
      <Problem message={checkView.message}>
        <ChooseAnother />
        {checkView.kind === 'pending' && (
          <Button variant="secondary" onClick={retry}>
            Check again
          </Button>
        )}
        {(checkView.kind === 'cancelled' || checkView.kind === 'refused') && tryAgain}
      </Problem>
    );
  } else if (view.state === 'working') {
    body = walletDone ? (
      <Working done={`${name}: Complete!`} text="Placing your order." />
    ) : (
      <Working text={messages.processing} />
    );
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
          <Button variant="secondary" onClick={retry}>
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
