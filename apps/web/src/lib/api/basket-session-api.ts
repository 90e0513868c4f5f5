// The basket calls of the location session: create from a disposition, change it, expire it,
// validate it. Every answer is remembered in the basket session (and so in the location session).
import type { Basket } from '@storefront/contract';
import { apiFetch } from '../api-client.ts';
import { useBasketSession } from '../session/basket-session.ts';
import { basketRequest } from './basket-request.ts';

/** The disposition payload (spec document 2, section 3) as the app sends it. */
export interface DispositionPayload {
  serviceType: 'Delivery' | 'Pickup';
  isAsap: boolean;
  /** Store-local 'YYYY-MM-DDTHH:mm', null for ASAP. */
  orderDueAt: string | null;
  storeId: number;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** POST /api/v1/baskets: a new basket (and session id) for the disposition. */
export async function createBasket(disposition: DispositionPayload): Promise<Basket> {
  const basket = await apiFetch<Basket>('/api/v1/baskets', { method: 'POST', body: disposition });
  useBasketSession.getState().setBasket(basket);
  return basket;
}

/** PATCH /api/v1/baskets/{id}: the same basket with a new disposition. */
export const updateBasketDisposition = (disposition: DispositionPayload): Promise<Basket> =>
  basketRequest('', { method: 'PATCH', body: disposition });

export const readBasket = (): Promise<Basket> => basketRequest('');

/** PATCH .../expire (204). */
export const expireBasket = (): Promise<null> => basketRequest<null>('/expire', { method: 'PATCH' });

/** POST .../validate: the basket can still be ordered now (store, time, minimum spend). */
export const validateBasket = (): Promise<Basket> => basketRequest('/validate', { method: 'POST' });

export const applyVoucherCode = (code: string): Promise<Basket> =>
  basketRequest(`/applyvoucher/${encodeURIComponent(code)}`, { method: 'POST' });
