// The order and payment calls of checkout (spec document 2, sections 4 and 7), on the current
// basket with its x-session-id. Every placement and payment start carries the attempt's
// Idempotency-Key (attempts.ts); a call already running in this tab for the same attempt is
// joined rather than sent twice.
import type {
  Basket,
  CardSessionStart,
  ChallengeRequired,
  CustomerInfoInput,
  OrderMethod,
  PlacedOrder,
  RedirectStart,
  RedirectStartEndpointName,
} from '@storefront/contract';
import { IDEMPOTENCY_HEADER } from '@storefront/contract/http';
import { paymentMethodBySlug, type PaymentMethodSlug } from '@storefront/domain';
import { ApiError } from '../../lib/api-client.ts';
import { basketCall } from '../../lib/api/basket-request.ts';
import { captureException } from '../../lib/error-reporting.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { findRecentOrder, rememberOrder } from '../../lib/session/recent-orders.ts';
import { attemptKey, attemptScopes, dropAttempt, finishAttempt } from './attempts.ts';
import { endsAttempt, orderErrorReport, orderOutcome } from './outcomes.ts';

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
  | ({ kind: 'challenge' } & ChallengeRequired);

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
      // A problem's data is not parsed by the client: each field is checked before use.
      const { origin, referenceID } = (error.data ?? {}) as Partial<Record<keyof ChallengeRequired, unknown>>;
      if (typeof origin === 'string' && typeof referenceID === 'string')
        return { kind: 'challenge', origin, referenceID };
    }
    throw error;
  }
}

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** POST validateOrder: the basket can be ordered and the contact details are kept on it. */
export const validateOrder = (details: CustomerInfoInput): Promise<Basket> =>
  basketCall('validateOrder', { body: details });

/** POST orders/{method} for methods paid at the door or free (cash, mobileeftpos, free). */
export function placeDirectOrder(basketId: string, method: 'cash' | 'mobileeftpos' | 'free'): Promise<PlacementAnswer> {
  const scope = attemptScopes.direct(basketId, method);
  return withAttempt(scope, (key) =>
    placementAnswer(() => basketCall('placeOrder', { params: { method }, body: agentBody(), headers: keyed(key) })),
  );
}

/** POST initialiseFlex: the gateway's hosted card page for this basket (card numbers never reach us). */
export const startCardSession = (): Promise<CardSessionStart> =>
  basketCall('startCardSession', { body: { returnUrl: CARD_RETURN_PATH } });

/**
 * POST orders/card with the card attached to the basket (createToken: `basket.paymentInfo`, so the
 * body names no card); may answer with a 3-D Secure challenge. The attempt is the card session's.
 */
export function placeCardOrder(flexToken: string): Promise<PlacementAnswer> {
  return withAttempt(attemptScopes.card(flexToken), (key) =>
    placementAnswer(() =>
      basketCall('placeOrder', {
        params: { method: 'card' },
        body: { returnUrl: CARD_AUTH_PATH, ...agentBody() },
        headers: keyed(key),
      }),
    ),
  );
}

/**
 * POST orders/savedcard: one of the signed-in customer's saved cards, with the security code typed
 * for this payment (sent once, never kept); may answer with a 3-D Secure challenge as a new card does.
 */
export function placeSavedCardOrder(basketId: string, cardId: string, cvv: string): Promise<PlacementAnswer> {
  return withAttempt(attemptScopes.savedCard(basketId, cardId), (key) =>
    placementAnswer(() =>
      basketCall('placeSavedCardOrder', {
        body: { cardId, cvv, returnUrl: CARD_AUTH_PATH },
        headers: keyed(key),
      }),
    ),
  );
}

/** POST payerAuth/{referenceID} after the 3-D Secure page. */
export function completeCardChallenge(referenceID: string): Promise<PlacementAnswer> {
  return withAttempt(attemptScopes.payerAuth(referenceID), (key) =>
    placementAnswer(() =>
      basketCall('completeCardChallenge', {
        params: { referenceID },
        body: agentBody(),
        headers: keyed(key),
      }),
    ),
  );
}

/** The spec's initialise call (named in error reports) and its endpoint, per method paid on the provider's page. */
const REDIRECT_STARTS = {
  zip: { init: 'initialiseZipPay', start: 'initialiseZipPay' },
  paypal: { init: 'InitialisePayPal', start: 'initialisePayPal' },
  'paypal-pay-in-4': { init: 'initialisePayPalPayIn4', start: 'initialisePayPalPayIn4' },
  afterpay: { init: 'initialiseAfterpay', start: 'initialiseAfterpay' },
  'apple-pay': { init: 'initialiseApplePay', start: 'initialiseApplePay' },
  'google-pay': { init: 'initialiseGooglePay', start: 'initialiseGooglePay' },
  'click-to-pay': { init: 'initialiseClickToPay', start: 'initialiseClickToPay' },
} as const satisfies Partial<Record<PaymentMethodSlug, { init: string; start: RedirectStartEndpointName }>>;

export type RedirectMethod = keyof typeof REDIRECT_STARTS;

/** Each redirect method's start, with its order endpoint and name from the payment-method table. */
export const REDIRECT_METHODS = Object.fromEntries(
  (Object.keys(REDIRECT_STARTS) as RedirectMethod[]).map((method) => {
    const { orderMethod, label } = paymentMethodBySlug(method);
    return [method, { ...REDIRECT_STARTS[method], order: orderMethod!, name: label }];
  }),
) as { [M in RedirectMethod]: (typeof REDIRECT_STARTS)[M] & { order: OrderMethod; name: string } };

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
export async function startRedirectPayment(basketId: string, method: RedirectMethod): Promise<RedirectStart> {
  const scope = attemptScopes.init(basketId, method);
  const start = () =>
    withAttempt(scope, (key) =>
      basketCall(REDIRECT_METHODS[method].start, {
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
      basketCall('placeOrder', {
        params: { method: REDIRECT_METHODS[method].order },
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
  void basketCall('notifyOrderError', { body: report }).catch((reportError: unknown) =>
    captureException(reportError, { tags: { source: 'notifyOrderError' } }),
  );
}
