// The order and payment calls of checkout (spec document 2, sections 4 and 7), on the current
// basket with its x-session-id. Every placement and payment start carries the attempt's
// Idempotency-Key (attempts.ts); a call already running in this tab for the same attempt is
// joined rather than sent twice.
import type { Basket, CustomerInfoInput, OrderMethod, PlacedOrder } from '@storefront/contract';
import { ApiError } from '../../lib/api-client.ts';
import { basketRequest } from '../../lib/api/basket-request.ts';
import { captureException } from '../../lib/error-reporting.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { findRecentOrder, rememberOrder } from '../../lib/session/recent-orders.ts';
import { attemptKey, attemptScopes, dropAttempt, finishAttempt } from './attempts.ts';
import { endsAttempt, orderErrorReport, orderOutcome } from './outcomes.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Where the gateway's hosted card page sends the customer back (a checkout method path). */
export const CARD_RETURN_PATH = '/checkout/credit-card';
/** Where the 3-D Secure page sends the customer back. */
export const CARD_AUTH_PATH = '/card-auth';

/** A 409 IdempotencyKeyInFlight is asked again this many times, this far apart (ms, growing). */
export const IN_FLIGHT_RETRIES = 5;
export const IN_FLIGHT_DELAY_MS = 800;

export type PlacementAnswer =
  | { kind: 'placed'; order: PlacedOrder }
  /** Card: 3-D Secure is needed; open `origin`, then finish with payerAuth/{referenceID}. */
  | { kind: 'challenge'; origin: string; referenceID: string };

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const running = new Map<string, Promise<unknown>>();

/** Joins a call already running for this scope in this tab (double click, React remount). */
function once<T>(scope: string, call: () => Promise<T>): Promise<T> {
  const current = running.get(scope) as Promise<T> | undefined;
  if (current) return current;
  const started = call().finally(() => running.delete(scope));
  running.set(scope, started);
  return started;
}

/** Runs a keyed call for an attempt: same key on every try, dropped when the attempt has ended. */
export function withAttempt<T>(scope: string, call: (key: string) => Promise<T>, retryDelayMs = IN_FLIGHT_DELAY_MS) {
  return once(scope, async () => {
    const key = attemptKey(scope);
    for (let attempt = 0; ; attempt++) {
      try {
        return await call(key);
      } catch (error) {
        const outcome = orderOutcome(error);
        if (outcome.kind === 'in-flight' && attempt < IN_FLIGHT_RETRIES) {
          await delay(retryDelayMs * (attempt + 1));
          continue;
        }
        if (endsAttempt(outcome)) dropAttempt(scope);
        throw error;
      }
    }
  });
}

/** Call-centre mode places orders with the agent's name (spec document 1, section 6). */
export function agentBody(): { agentName?: string } {
  const { isCallCentre, agentName } = useCallCentreStore.getState();
  return isCallCentre && agentName ? { agentName } : {};
}

/** A 201 order, or the 302 answer that starts 3-D Secure (sent without a Location header). */
async function placementAnswer(call: () => Promise<PlacedOrder>): Promise<PlacementAnswer> {
  try {
    return { kind: 'placed', order: await call() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 302) {
      const { origin, referenceID } = (error.data ?? {}) as { origin?: unknown; referenceID?: unknown };
      if (typeof origin === 'string' && typeof referenceID === 'string')
        return { kind: 'challenge', origin, referenceID };
    }
    throw error;
  }
}

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** POST validateOrder: the basket can be ordered and the contact details are kept on it. */
export const validateOrder = (details: CustomerInfoInput): Promise<Basket> =>
  basketRequest<Basket>('/validateOrder', { method: 'POST', body: details });

/** POST orders/{method} for methods paid at the door or free (cash, mobileeftpos, free). */
export function placeDirectOrder(basketId: string, method: 'cash' | 'mobileeftpos' | 'free'): Promise<PlacementAnswer> {
  const scope = attemptScopes.direct(basketId, method);
  return withAttempt(scope, (key) =>
    placementAnswer(() =>
      basketRequest<PlacedOrder>(`/orders/${method}`, { method: 'POST', body: agentBody(), headers: keyed(key) }),
    ),
  );
}

/** POST initialiseFlex: the gateway's hosted card page for this basket (card numbers never reach us). */
export const startCardSession = (): Promise<{ sessionId: string; url: string }> =>
  basketRequest('/initialiseFlex', { method: 'POST', body: { returnUrl: CARD_RETURN_PATH } });

/**
 * POST orders/card with the card attached to the basket (createToken: `basket.paymentInfo`, so the
 * body names no card); may answer with a 3-D Secure challenge. The attempt is the card session's.
 */
export function placeCardOrder(flexToken: string): Promise<PlacementAnswer> {
  return withAttempt(attemptScopes.card(flexToken), (key) =>
    placementAnswer(() =>
      basketRequest<PlacedOrder>('/orders/card', {
        method: 'POST',
        body: { returnUrl: CARD_AUTH_PATH, ...agentBody() },
        headers: keyed(key),
      }),
    ),
  );
}

/** POST payerAuth/{referenceID} after the 3-D Secure page. */
export function completeCardChallenge(referenceID: string): Promise<PlacementAnswer> {
  return withAttempt(attemptScopes.payerAuth(referenceID), (key) =>
    placementAnswer(() =>
      basketRequest<PlacedOrder>(`/payerAuth/${encodeURIComponent(referenceID)}`, {
        method: 'POST',
        body: agentBody(),
        headers: keyed(key),
      }),
    ),
  );
}

/** Methods paid on the provider's page: the initialise call and the order endpoint of each. */
export const REDIRECT_METHODS = {
  zip: { init: 'initialiseZipPay', order: 'zip', name: 'Zip' },
  paypal: { init: 'InitialisePayPal', order: 'paypal', name: 'PayPal' },
  'paypal-pay-in-4': { init: 'initialisePayPalPayIn4', order: 'paypalpayin4', name: 'PayPal Pay in 4' },
  afterpay: { init: 'initialiseAfterpay', order: 'afterpay', name: 'Afterpay' },
  'apple-pay': { init: 'initialiseApplePay', order: 'applepay', name: 'Apple Pay' },
  'google-pay': { init: 'initialiseGooglePay', order: 'googlepay', name: 'Google Pay' },
  'click-to-pay': { init: 'initialiseClickToPay', order: 'clicktopay', name: 'Click to Pay' },
} as const satisfies Record<string, { init: string; order: OrderMethod; name: string }>;

export type RedirectMethod = keyof typeof REDIRECT_METHODS;

export const isRedirectMethod = (value: string | null | undefined): value is RedirectMethod =>
  !!value && Object.hasOwn(REDIRECT_METHODS, value);

/**
 * Return and cancel paths on our site for a provider page: Zip comes back to /zippayconfirmation
 * (both ways: it explains a cancel), Afterpay to /completeafterpay/{basketId}, the others to
 * /process-order/{basketId}; a cancel goes back to the method on checkout.
 */
export function redirectUrls(method: RedirectMethod, basketId: string): { returnUrl: string; cancelUrl: string } {
  if (method === 'zip') return { returnUrl: '/zippayconfirmation', cancelUrl: '/zippayconfirmation' };
  const cancelUrl = `/checkout/${method}?status=cancelled`;
  if (method === 'afterpay') return { returnUrl: `/completeafterpay/${basketId}`, cancelUrl };
  return { returnUrl: `/process-order/${basketId}?method=${method}`, cancelUrl };
}

/** POST initialise{Method}: the provider payment to approve; the customer is then sent to its page. */
export async function startRedirectPayment(
  basketId: string,
  method: RedirectMethod,
): Promise<{ paymentId: string; redirectUrl: string }> {
  const scope = attemptScopes.init(basketId, method);
  const start = () =>
    withAttempt(scope, (key) =>
      basketRequest<{ paymentId: string; redirectUrl: string }>(`/${REDIRECT_METHODS[method].init}`, {
        method: 'POST',
        body: redirectUrls(method, basketId),
        headers: keyed(key),
      }),
    );
  try {
    return await start();
  } catch (error) {
    // The cart changed since this attempt's payment was started (same key, new amount): start afresh.
    if (orderOutcome(error).kind === 'retry') return start();
    throw error;
  }
}

/** Back from the provider page (any answer): the next start is a new provider payment. */
export const endRedirectStart = (basketId: string, method: RedirectMethod): void =>
  dropAttempt(attemptScopes.init(basketId, method));

/** POST orders/{method} with the provider payment the customer approved. */
export function placeRedirectOrder(method: RedirectMethod, paymentId: string): Promise<PlacementAnswer> {
  return withAttempt(attemptScopes.pay(paymentId), (key) =>
    placementAnswer(() =>
      basketRequest<PlacedOrder>(`/orders/${REDIRECT_METHODS[method].order}`, {
        method: 'POST',
        body: { paymentId, ...agentBody() },
        headers: keyed(key),
      }),
    ),
  );
}

/** A late basket answer (a read sent before the order) must not bring an ordered basket back. */
const FORGET_GUARD_MS = 15_000;

/** Forget an ordered basket: out of the basket session now, and if a late answer restores it. */
export function forgetBasket(basketId: string): void {
  const session = useBasketSession.getState();
  if (session.basketId === basketId) session.clearBasket();
  const stop = useBasketSession.subscribe((state) => {
    if (state.basketId === basketId) state.clearBasket();
  });
  setTimeout(stop, FORGET_GUARD_MS);
}

/**
 * After an order is placed: remember it for the order page (recentOrders, lastOrderBasket), mark
 * the attempt done, forget the basket (call-centre mode too: the next caller starts afresh) and
 * answer the order page's path.
 */
export function completeOrder(
  order: Pick<PlacedOrder, 'orderId' | 'orderReference' | 'basketId'>,
  scope?: string,
  now = new Date(),
): string {
  const sessionId = useBasketSession.getState().sessions[order.basketId]?.sid ?? '';
  rememberOrder({
    orderId: order.orderId,
    orderReference: order.orderReference,
    sessionId,
    placedAt: now.toISOString(),
    basketId: order.basketId,
  });
  if (scope) finishAttempt(scope, order.orderId);
  forgetBasket(order.basketId);
  return `/order/${order.orderId}`;
}

/** A 410 BasketOrdered: the order exists (placed by an earlier attempt); remember it like a success. */
export function completeOrdered(orderId: string, basketId: string | null, scope?: string, now = new Date()): string {
  const known = findRecentOrder(orderId);
  if (!known && basketId) {
    // The reference is not in a 410 answer; the order page reads it with the order.
    rememberOrder({
      orderId,
      orderReference: '',
      sessionId: useBasketSession.getState().sessions[basketId]?.sid ?? '',
      placedAt: now.toISOString(),
      basketId,
    });
  }
  if (scope) finishAttempt(scope, orderId);
  const ordered = known?.basketId ?? basketId;
  if (ordered) forgetBasket(ordered);
  return `/order/${orderId}`;
}

/**
 * Spec: an order error without a message is reported with notifyOrderError (action, statusCode,
 * errorCode, message), to the API for support and to the error log. A failed report is not the
 * customer's problem: it is only logged.
 */
export function reportOrderError(action: string, error: unknown): void {
  const report = orderErrorReport(action, error);
  captureException(error, { tags: { source: 'notifyOrderError', action }, extra: { ...report } });
  void basketRequest('/notifyOrderError', {
    method: 'POST',
    body: {
      action: report.action.slice(0, 60),
      statusCode: report.statusCode ?? 0,
      errorCode: report.errorCode?.slice(0, 60) ?? null,
      message: report.message.slice(0, 500) || null,
    },
  }).catch((reportError: unknown) => captureException(reportError, { tags: { source: 'notifyOrderError' } }));
}
