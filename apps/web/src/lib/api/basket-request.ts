// Calls on the current basket: `/api/v1/baskets/{basketId}{path}` with its x-session-id, and the
// answer remembered in the basket session when it is a basket.
import type { Basket } from '@storefront/contract';
import { apiFetch, type ApiRequest } from '../api-client.ts';
import { currentBasketAuth, useBasketSession } from '../session/basket-session.ts';

export class NoBasketError extends Error {
  override readonly name = 'NoBasketError';
  constructor() {
    super('Choose delivery or pickup first.');
  }
}

export const BASKET_SESSION_HEADER = 'x-session-id';

export async function basketRequest<T = Basket>(path: string, request: ApiRequest = {}): Promise<T> {
  const auth = currentBasketAuth();
  if (!auth) throw new NoBasketError();
  const answer = await apiFetch<T>(`/api/v1/baskets/${auth.basketId}${path}`, {
    ...request,
    headers: { ...request.headers, [BASKET_SESSION_HEADER]: auth.sessionId },
  });
  if (isBasket(answer)) useBasketSession.getState().setBasket(answer);
  return answer;
}

function isBasket(value: unknown): value is Basket {
  return (
    typeof value === 'object' && value !== null && 'basketId' in value && 'sessionId' in value && 'basketItems' in value
  );
}
