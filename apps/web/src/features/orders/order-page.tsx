// /order/{orderId}: the confirmation and the live tracker (spec sections 2 and 4), with the
// Hawaiian pizza game as a child route. Tracking keeps running while the game is open.
import type { OrderStatusView } from '@storefront/contract';
import { formatCents, isFinal } from '@storefront/domain';
import { useState } from 'react';
import { Link, Outlet, useLocation, useMatch, useParams } from 'react-router';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { AlertIcon, CheckIcon, PhoneIcon, PizzaIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { POST_ORDER_SURVEY, TRACKING_HOURS } from './order-constants.ts';
import {
  cancellationReason,
  fromStoreSentence,
  paysAtStore,
  orderSteps,
  STATUS_LABEL,
  statusSentence,
  storeTime,
  telHref,
} from '../../lib/order-format.ts';
import { OrderFacts, OrderReceipt, PromisedTime } from './order-receipt.tsx';
import type { TrackingState } from './order-tracker.ts';
import { PostOrderSurvey } from './post-order-survey.tsx';
import { StockQuestionPanel } from './stock-question-panel.tsx';
import { startsSurvey } from '../../lib/survey-start.ts';
import { useOrderTracking } from './use-order-tracking.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { findRecentOrder } from '../../lib/session/recent-orders.ts';
import { PushPrimer } from '../../ui/push-primer/push-primer.tsx';
import './orders.css';

export function OrderPage() {
  const { orderId = '' } = useParams();
  const inGame = !!useMatch('/order/:orderId/hawaiian-pizza-game');
  const tracking = useOrderTracking(orderId);
  const now = useNow(60_000);
  const location = useLocation();
  // Read once on arrival (the placement's mark is used up); a later navigation here decides anew.
  const [arrival] = useState(() => ({ key: location.key, started: startsSurvey(location.state, orderId) }));
  const surveyStarted = arrival.key === location.key ? arrival.started : startsSurvey(location.state);
  const announcement = useStatusAnnouncement(tracking.order);
  const signedIn = useAuthStore((s) => s.isAuth);
  const pushSession = findRecentOrder(orderId)?.sessionId;

  const live = (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );

  if (inGame) {
    return (
      <Page
        title="Hawaiian pizza game"
        eyebrow={tracking.order ? `Order ${tracking.order.orderReference}` : 'While you wait'}
        crumbs={[{ to: `/order/${orderId}`, label: 'Your order' }]}
      >
        {live}
        {tracking.order && <StatusStrip order={tracking.order} orderId={orderId} />}
        <Outlet />
      </Page>
    );
  }

  if (tracking.phase === 'loading' && !tracking.order) {
    return (
      <Page title="Your order" eyebrow="Your order">
        <div className="order-loading">
          <Spinner label="Loading your order" size="lg" />
        </div>
      </Page>
    );
  }
  if (tracking.phase === 'not-found') return <OrderNotFound />;
  if (tracking.phase === 'restricted') return <TrackingRestricted />;
  if (!tracking.order) return <TrackingFailed onRefresh={tracking.refresh} />;

  const order = tracking.order;
  return (
    <Page
      title={`Order ${order.orderReference}`}
      eyebrow="Thanks for your order"
      lead={
        <>
          <p>
            {fromStoreSentence(order.serviceType, order.status)} {order.store.name}.
          </p>
          {paysAtStore(order) && (
            <p className="order-pay-at-store">
              Pay {formatCents(order.basketTotal)} at the store when you collect your order.
            </p>
          )}
        </>
      }
    >
      {live}
      <div className="order-layout">
        <div className="order-layout__main">
          <Reference order={order} />
          <Tracker tracking={tracking} order={order} now={now} />
          <StockQuestionPanel order={order} onAnswered={() => tracking.refresh()} />
          <OrderReceipt order={order} />
        </div>
        <aside className="order-layout__aside" aria-label="Order details">
          <OrderFacts order={order} now={now} />
          {/* A guest proves the order with the basket session that placed it; one tracking by reference cannot subscribe. */}
          {!isFinal(order.status) && (signedIn || pushSession) && (
            <PushPrimer orderId={orderId} sessionId={pushSession} signedIn={signedIn} />
          )}
          <section className="panel" aria-labelledby="while-you-wait">
            <h2 id="while-you-wait">While you wait</h2>
            <p>Catch the pineapple and ham before they hit the floor.</p>
            <Link to="hawaiian-pizza-game" className={buttonClass({ variant: 'secondary', block: true })}>
              <PizzaIcon /> Play the Hawaiian pizza game
            </Link>
          </section>
          <section className="panel" aria-labelledby="survey-prompt">
            <h2 id="survey-prompt">Tell us how we did</h2>
            <p>A few quick questions about this order. It takes about a minute.</p>
            {surveyStarted ? (
              <PostOrderSurvey orderId={orderId} />
            ) : (
              <Link
                to={`/order/${orderId}/survey/${POST_ORDER_SURVEY}`}
                className={buttonClass({ variant: 'primary', block: true })}
              >
                Start the survey
              </Link>
            )}
          </section>
        </aside>
      </div>
    </Page>
  );
}

/** A polite message when the status changes after the page loaded (not on first load). */
function useStatusAnnouncement(order: OrderStatusView | null): string {
  const [seen, setSeen] = useState<{ key: string | null; message: string }>({ key: null, message: '' });
  const key = order ? `${order.orderId}:${order.status}` : null;
  if (key !== seen.key) {
    const sameOrder = !!order && !!seen.key && seen.key.startsWith(`${order.orderId}:`);
    setSeen({
      key,
      message:
        sameOrder && order
          ? `Order update: ${STATUS_LABEL[order.status]}. ${statusSentence(order.status, order.serviceType)}`
          : seen.message,
    });
  }
  return seen.message;
}

function SupportLine({ lead }: { lead: string }) {
  const phone = useSupportPhone();
  return (
    <p>
      {lead}{' '}
      <a href={telHref(phone)} className="order-phone">
        <PhoneIcon aria-hidden="true" /> {phone}
      </a>
      .
    </p>
  );
}

function OrderNotFound() {
  return (
    <Page title="Order not found" crumbs={[{ to: '/', label: 'Home' }]} width="narrow">
      <Section title="We couldn't find this order">
        <p>Check the link, or find your order with the reference from your confirmation.</p>
        <p>
          <Link to="/track-order" className={buttonClass({ variant: 'primary' })}>
            Track an order
          </Link>
        </p>
        <SupportLine lead="Need help with an order? Call us on" />
      </Section>
    </Page>
  );
}

function TrackingRestricted() {
  return (
    <Page title="Order tracking has ended" crumbs={[{ to: '/', label: 'Home' }]} width="narrow">
      <Section title="You can no longer track this order">
        <p>Orders can be tracked for {TRACKING_HOURS} hours after they are placed.</p>
        <SupportLine lead="Questions about this order? Call us on" />
      </Section>
    </Page>
  );
}

function TrackingFailed({ onRefresh }: { onRefresh(): void }) {
  return (
    <Page title="Your order" eyebrow="Your order" width="narrow">
      <Section title="Order tracking did not load">
        <p>We couldn't reach the store just now. Your order is not affected.</p>
        <Button onClick={onRefresh}>Refresh</Button>
      </Section>
    </Page>
  );
}

function LiveLine({ tracking }: { tracking: TrackingState & { refresh(): void } }) {
  if (tracking.phase === 'not-tracking') {
    return (
      <div className="notice order-live order-live--off" role="alert">
        <AlertIcon aria-hidden="true" />
        <div>
          <p>
            <strong>Not tracking.</strong> Order tracking did not load, so this page may be out of date.
          </p>
          <Button size="sm" variant="secondary" onClick={tracking.refresh}>
            Refresh
          </Button>
        </div>
      </div>
    );
  }
  const text =
    tracking.mode === 'stream'
      ? 'Live: this page updates by itself.'
      : tracking.mode === 'polling'
        ? 'Live: checking for updates every 15 seconds.'
        : tracking.mode === 'finished'
          ? 'Tracking complete.'
          : 'Connecting to the store…';
  return (
    <p className={`order-live order-live--${tracking.mode}`}>
      <span className="order-live__dot" aria-hidden="true" />
      {text}
    </p>
  );
}

function Tracker({
  tracking,
  order,
  now,
}: {
  tracking: TrackingState & { refresh(): void };
  order: OrderStatusView;
  now: Date;
}) {
  const phone = useSupportPhone();
  const steps = orderSteps(order);
  const tz = order.store.timeZone;
  const reason = order.status === 'Cancelled' ? cancellationReason(order) : null;
  return (
    <section className="panel order-tracker" aria-labelledby="order-progress">
      <h2 id="order-progress">Order progress</h2>
      <p className="order-tracker__now">
        <span className="order-tracker__status">{STATUS_LABEL[order.status]}</span>
        <span>{statusSentence(order.status, order.serviceType)}</span>
      </p>
      {!isFinal(order.status) && (
        <p className="order-tracker__due">
          {order.serviceType === 'Pickup' ? 'Ready for pickup' : 'Due'}{' '}
          <strong>
            <PromisedTime order={order} now={now} sentence />
          </strong>
        </p>
      )}
      <LiveLine tracking={tracking} />
      {order.status === 'Cancelled' ? (
        <div className="notice order-cancelled">
          <AlertIcon aria-hidden="true" />
          <div>
            <p>
              <strong>Your order was cancelled by the store.</strong> Please call support on{' '}
              <a href={telHref(phone)}>{phone}</a>.
            </p>
            {reason && <p>Reason given: {reason}</p>}
          </div>
        </div>
      ) : (
        <ol className="order-steps" aria-label="Order progress steps">
          {steps.map((step) => (
            <li
              key={step.status}
              className={`order-step order-step--${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span className="order-step__marker" aria-hidden="true">
                {step.state === 'done' ? <CheckIcon /> : null}
              </span>
              <span className="order-step__label">{step.label}</span>
              <span className="order-step__time">
                {step.at ? (
                  <time dateTime={step.at}>{storeTime(step.at, tz)}</time>
                ) : step.state === 'upcoming' ? (
                  <span className="sr-only">not yet</span>
                ) : null}
              </span>
              {step.state === 'done' && <span className="sr-only">, done</span>}
              {step.state === 'current' && <span className="sr-only">, current step</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Reference({ order }: { order: OrderStatusView }) {
  return (
    <section className="panel order-reference" aria-labelledby="order-reference">
      <h2 id="order-reference">Order reference</h2>
      <p className="order-reference__value">{order.orderReference}</p>
      <p className="order-reference__hint">Quote this if you call the store.</p>
    </section>
  );
}

/** On the game screen: where the order is, in one line, with the way back. */
function StatusStrip({ order, orderId }: { order: OrderStatusView; orderId: string }) {
  return (
    <p className="order-strip">
      <span>
        Your order: <strong>{STATUS_LABEL[order.status]}</strong>
      </span>
      <Link to={`/order/${orderId}`}>Back to your order</Link>
    </p>
  );
}
