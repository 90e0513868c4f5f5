import { randomUUID } from 'node:crypto';
import { fields, freshAddress, type Client } from './http.ts';
import { pickupSlots, type PickupSchedule } from './pickup-slots.ts';

// A guest's checkout over HTTP, as the app makes it: basket, items, details, card on the gateway page.

export interface Basket {
  basketId: string;
  sessionId: string;
}

const PICKUP = { serviceType: 'Pickup', storeId: 1002 };
export const GUEST_DETAILS = {
  firstName: 'Alex',
  lastName: 'Citizen',
  mobileNumber: '0412345678',
  email: 'alex@example.com',
};

/** Pickup times Parramatta takes while it is closed now (pickup-slots.ts). */
async function scheduledPickups(api: Client): Promise<string[]> {
  const schedule = await api.call('GET', '/api/v1/store/schedule/postcode?postcode=2150');
  return pickupSlots(schedule.body as PickupSchedule[], PICKUP.storeId);
}

export function shopper(api: Client) {
  const basketCall = (
    basket: Basket,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    api.call(method, `/api/v1/baskets/${basket.basketId}${path}`, {
      body,
      headers: { 'x-session-id': basket.sessionId, ...headers },
    });

  async function newBasket(extra: Record<string, string> = {}): Promise<Basket> {
    let created = await api.call('POST', '/api/v1/baskets', { body: { ...PICKUP, isAsap: true }, headers: extra });
    // Closed now: the first scheduled pickup the store takes.
    for (const orderDueAt of created.status === 412 ? await scheduledPickups(api) : []) {
      created = await api.call('POST', '/api/v1/baskets', {
        body: { ...PICKUP, isAsap: false, orderDueAt },
        headers: extra,
      });
      if (created.status !== 412) break;
    }
    if (created.status !== 201) throw new Error(`basket: ${created.status} ${created.text}`);
    const { basketId, sessionId } = fields(created) as unknown as Basket;
    return { basketId, sessionId };
  }

  /** Two large pizzas and the guest's details: ready to be ordered. */
  async function readyBasket(extra: Record<string, string> = {}): Promise<Basket> {
    const basket = await newBasket(extra);
    const added = await basketCall(basket, 'POST', '/basketItems', { productId: 1003, quantity: 2, sizeId: 2 }, extra);
    if (added.status >= 300) throw new Error(`basket item: ${added.status} ${added.text}`);
    const validated = await basketCall(basket, 'POST', '/validateOrder', GUEST_DETAILS, extra);
    if (validated.status !== 200) throw new Error(`validateOrder: ${validated.status} ${validated.text}`);
    return basket;
  }

  /** initialiseFlex, then the card typed on the gateway's page: the card session to pay with. */
  async function enterCard(basket: Basket, number = '4111111111111111'): Promise<string> {
    const start = await basketCall(basket, 'POST', '/initialiseFlex', { returnUrl: '/checkout/card' });
    if (start.status !== 200) throw new Error(`initialiseFlex: ${start.status} ${start.text}`);
    const { sessionId, url } = fields(start) as { sessionId: string; url: string };
    const form = new URLSearchParams({ number, expiry: '04/29', securityCode: '123', name: 'Alex Citizen' });
    const posted = await fetch(new URL(new URL(url, api.baseUrl).pathname, api.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshAddress() },
      body: form.toString(),
      redirect: 'manual',
    });
    await posted.text();
    if (posted.status !== 303) throw new Error(`card page: ${posted.status}`);
    return sessionId;
  }

  const place = (
    basket: Basket,
    method: string,
    body: object = {},
    key: string = randomUUID(),
    headers: Record<string, string> = {},
  ) => basketCall(basket, 'POST', `/orders/${method}`, body, { 'idempotency-key': key, ...headers });

  return { basketCall, newBasket, readyBasket, enterCard, place };
}

export type Shopper = ReturnType<typeof shopper>;
