// Calls on the current basket: an endpoint of the table by name, its basketId path parameter and
// x-session-id header filled from the basket session, and the answer remembered in the basket
// session when it is a basket.
import type { Basket, EndpointInput, Endpoints } from '@storefront/contract';
import { BASKET_SESSION_HEADER, endpointRoutes, type EndpointName } from '@storefront/contract/http';
import { trackCartChange } from '../analytics/cart-events.ts';
import { currentBasketAuth, useBasketSession } from '../session/basket-session.ts';
import { callApi, type CallRequest, type CallResult, type OptionalHeaders, type Part } from './call-api.ts';

export class NoBasketError extends Error {
  override readonly name = 'NoBasketError';
  constructor() {
    super('Choose delivery or pickup first.');
  }
}

type Input<K extends EndpointName> = EndpointInput<Endpoints[K]>;

/** The endpoints on one basket: those whose path names the basketId. */
export type BasketEndpointName = {
  [K in EndpointName]: Input<K>['params'] extends { basketId: string } ? K : never;
}[EndpointName];

// What is left of a part once the basket's own values are taken out (nothing left: not given).
type Rest<T, Filled extends PropertyKey> = [keyof Omit<T, Filled>] extends [never] ? undefined : Omit<T, Filled>;

export type BasketCallRequest<K extends BasketEndpointName> = Omit<CallRequest<K>, 'params' | 'headers'> &
  Part<'params', Rest<Input<K>['params'], 'basketId'>> &
  Part<'headers', OptionalHeaders<Rest<Input<K>['headers'], typeof BASKET_SESSION_HEADER>>>;

type BasketCallArgs<K extends BasketEndpointName> =
  object extends BasketCallRequest<K> ? [request?: BasketCallRequest<K>] : [request: BasketCallRequest<K>];

// The typed client's signature, for a name known only as one of the basket endpoints.
const callByName = callApi as (name: EndpointName, request: object) => Promise<unknown>;

// Calls overlap (the start-up read and a code applied as the page opens). The server applies one
// basket's changes one at a time (its row lock), so of two changes the later-started one answers
// with the newer basket. A read sees the basket at some moment while it runs: when a change was
// running or started meanwhile, the read may predate it, so its answer is not remembered.
let changesStarted = 0;
let changesRunning = 0;
let lastChangeRemembered = 0;
let readsStarted = 0;
let lastReadRemembered = 0;

async function remembered<T>(isRead: boolean, call: () => Promise<T>, remember: (answer: T) => void): Promise<T> {
  if (isRead) {
    const read = ++readsStarted;
    const changesBefore = changesStarted;
    const quiet = changesRunning === 0;
    const answer = await call();
    if (quiet && changesStarted === changesBefore && read > lastReadRemembered) {
      lastReadRemembered = read;
      remember(answer);
    }
    return answer;
  }
  const change = ++changesStarted;
  changesRunning += 1;
  try {
    const answer = await call();
    if (change > lastChangeRemembered) {
      lastChangeRemembered = change;
      remember(answer);
    }
    return answer;
  } finally {
    changesRunning -= 1;
  }
}

/** `basketCall('applyVoucher', { params: { code } })`: the endpoint on the current basket. */
export async function basketCall<K extends BasketEndpointName>(
  name: K,
  ...[request]: BasketCallArgs<K>
): Promise<CallResult<K>> {
  const auth = currentBasketAuth();
  if (!auth) throw new NoBasketError();
  const { params, headers, ...rest } = (request ?? {}) as { params?: object; headers?: Record<string, string> };
  const send = () =>
    callByName(name, {
      ...rest,
      params: { ...params, basketId: auth.basketId },
      headers: { ...headers, [BASKET_SESSION_HEADER]: auth.sessionId },
    });
  const answer = await remembered(endpointRoutes[name].method === 'GET', send, (value) => {
    const session = useBasketSession.getState();
    // A basket forgotten or replaced meanwhile (reset, expired, a new location) stays so.
    if (isBasket(value) && session.basketId === auth.basketId) session.setBasket(value);
  });
  trackCartChange(name, request as Parameters<typeof trackCartChange>[1]);
  return answer as CallResult<K>;
}

function isBasket(value: unknown): value is Basket {
  return (
    typeof value === 'object' && value !== null && 'basketId' in value && 'sessionId' in value && 'basketItems' in value
  );
}
