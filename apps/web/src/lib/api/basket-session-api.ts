// The basket calls of the location session: create from a disposition, change it, expire it,
// validate it. Every answer is remembered in the basket session (and so in the location session).
import type { Basket, Disposition } from '@storefront/contract';
import { appIdentity, type AppIdentity } from '../app-identity.ts';
import { useBasketSession } from '../session/basket-session.ts';
import { basketCall } from './basket-request.ts';
import { callApi } from './call-api.ts';

/** The disposition payload (spec document 2, section 3) as the app gives it, before who is asking. */
export type DispositionPayload = Omit<Disposition, keyof AppIdentity>;

/** A new basket (and session id) for the disposition, with who is asking. */
export async function createBasket(disposition: DispositionPayload): Promise<Basket> {
  const basket = await callApi('createBasket', { body: { ...disposition, ...appIdentity() } });
  useBasketSession.getState().setBasket(basket);
  return basket;
}

/** The same basket with a new disposition, with who is asking. */
export const updateBasketDisposition = (disposition: DispositionPayload): Promise<Basket> =>
  basketCall('updateBasketDisposition', { body: { ...disposition, ...appIdentity() } });

export const readBasket = (): Promise<Basket> => basketCall('basket');

/** Ends the basket's session (answers nothing, 204). */
export const expireBasket = (): Promise<null> => basketCall('expireBasket');

/** The basket can still be ordered now (store, time, minimum spend). */
export const validateBasket = (): Promise<Basket> => basketCall('validateBasket');

export const applyVoucherCode = (code: string): Promise<Basket> => basketCall('applyVoucher', { params: { code } });
