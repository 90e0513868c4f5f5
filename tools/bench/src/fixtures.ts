import { randomUUID } from 'node:crypto';
import { pickupSlots, type PickupSchedule } from '../../reliability/src/pickup-slots.ts';

// Baskets made through the API before a write benchmark, as the app would make them.

interface BasketHandle {
  basketId: string;
  sessionId: string;
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = res.status === 204 ? null : await res.json();
  return { status: res.status, body };
}

/**
 * A pickup basket at Parramatta: ASAP when open, else each trading day's first pickup the store
 * offers (reliability's pickup-slots.ts, the storefront's own slot rules), until one is taken.
 */
export async function newBasket(baseUrl: string): Promise<BasketHandle> {
  const pickup = { serviceType: 'Pickup', storeId: 1002 };
  const create = (disposition: object) =>
    json(`${baseUrl}/api/v1/baskets`, { method: 'POST', body: JSON.stringify({ ...pickup, ...disposition }) });
  let created = await create({ isAsap: true });
  if (created.status === 412) {
    const schedule = await json(`${baseUrl}/api/v1/store/schedule/postcode?postcode=2150`);
    for (const orderDueAt of pickupSlots(schedule.body as PickupSchedule[], pickup.storeId)) {
      created = await create({ isAsap: false, orderDueAt });
      if (created.status !== 412) break;
    }
  }
  if (created.status !== 201)
    throw new Error(`could not create a basket: ${created.status} ${JSON.stringify(created.body)}`);
  const { basketId, sessionId } = created.body as BasketHandle;
  return { basketId, sessionId };
}

export const basketHeaders = (b: BasketHandle) => ({ 'content-type': 'application/json', 'x-session-id': b.sessionId });

/** Baskets with two large pizzas and the customer's details: ready to be ordered once each. */
export async function readyToOrder(baseUrl: string, count: number): Promise<BasketHandle[]> {
  const ready: BasketHandle[] = [];
  for (let i = 0; i < count; i += 1) {
    const basket = await newBasket(baseUrl);
    const headers = basketHeaders(basket);
    await json(`${baseUrl}/api/v1/baskets/${basket.basketId}/basketItems`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: 1003, quantity: 2, sizeId: 2 }),
    });
    await json(`${baseUrl}/api/v1/baskets/${basket.basketId}/validateOrder`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mobileNumber: '0412345678', email: 'bench@example.com' }),
    });
    ready.push(basket);
  }
  return ready;
}

export const idempotencyKey = () => randomUUID();
