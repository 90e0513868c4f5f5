// A basket ready for checkout, made through the API from the page (same origin, as the app would)
// and handed to the app the way it keeps one: `pinia_basketSession` in session storage. Journeys
// run at any hour: when the store is closed for ASAP, the basket is for the first time it offers.
import type { Page } from 'playwright-core';

/** Parramatta (NSW002), the store the API tests use, and an address it delivers to. */
export const STORE_ID = 1002;
export const DELIVERY_ADDRESS = {
  address: '12 Smith Street',
  city: 'Parramatta',
  state: 'NSW',
  postalCode: '2150',
  latitude: -33.8136,
  longitude: 151.0034,
};
/** Two large pizzas: above every minimum spend. */
export const TWO_PIZZAS = [{ productId: 1003, quantity: 2, sizeId: 2 }];

export interface CheckoutBasket {
  basketId: string;
  sessionId: string;
  basketTotal: number;
}

export interface BasketSetup {
  serviceType: 'Pickup' | 'Delivery';
  items?: object[];
  vouchers?: string[];
}

/**
 * Creates the basket (ASAP, or on 412 the first slot of the store's schedule for postcode 2150),
 * adds the items and vouchers, stores it for the app and reloads the page. The page must already
 * be on the storefront's origin.
 */
export async function createCheckoutBasket(page: Page, setup: BasketSetup): Promise<CheckoutBasket> {
  const basket = await page.evaluate(
    async ({ setup, storeId, address }) => {
      // No function is declared in here: a transform that keeps function names (esbuild keepNames)
      // would call a `__name` helper the page does not have.
      const json = { 'content-type': 'application/json' };
      const disposition = {
        serviceType: setup.serviceType,
        isAsap: true,
        storeId,
        ...(setup.serviceType === 'Delivery' ? address : {}),
      };
      let res = await fetch('/api/v1/baskets', { method: 'POST', headers: json, body: JSON.stringify(disposition) });
      if (res.status === 412) {
        const stores = (await (await fetch('/api/v1/store/schedule/postcode?postcode=2150')).json()) as {
          storeId: number;
          tradingDays: { tradingHours: { earliestPickUp: string; earliestDelivery: string }[] }[];
        }[];
        const store = stores.find((s) => s.storeId === storeId);
        const candidates: string[] = [];
        for (const day of store?.tradingDays ?? []) {
          for (const hours of day.tradingHours) {
            const earliest = setup.serviceType === 'Pickup' ? hours.earliestPickUp : hours.earliestDelivery;
            // Store-local 'YYYY-MM-DDTHH:mm' rounded up to the quarter hour, then the next few slots.
            const [date, time] = earliest.slice(0, 16).split('T') as [string, string];
            const [h, m] = time.split(':').map(Number) as [number, number];
            const start = Math.ceil((h * 60 + m) / 15) * 15;
            for (let minute = start; minute < start + 120 && minute < 24 * 60; minute += 15) {
              const hh = String(Math.floor(minute / 60)).padStart(2, '0');
              const mm = String(minute % 60).padStart(2, '0');
              candidates.push(`${date}T${hh}:${mm}`);
            }
          }
        }
        for (const orderDueAt of candidates) {
          res = await fetch('/api/v1/baskets', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ ...disposition, isAsap: false, orderDueAt }),
          });
          if (res.ok) break;
        }
      }
      if (!res.ok) throw new Error(`create basket: ${res.status} ${await res.text()}`);
      let current = (await res.json()) as { basketId: string; sessionId: string; basketTotal: number };
      const sid = current.sessionId;
      for (const item of setup.items ?? []) {
        const added = await fetch(`/api/v1/baskets/${current.basketId}/basketItems`, {
          method: 'POST',
          headers: { ...json, 'x-session-id': sid },
          body: JSON.stringify(item),
        });
        if (!added.ok) throw new Error(`add item: ${added.status} ${await added.text()}`);
        current = await added.json();
      }
      for (const code of setup.vouchers ?? []) {
        const applied = await fetch(`/api/v1/baskets/${current.basketId}/applyvoucher/${code}`, {
          method: 'POST',
          headers: { 'x-session-id': sid },
        });
        if (!applied.ok) throw new Error(`apply ${code}: ${applied.status} ${await applied.text()}`);
        current = await applied.json();
      }
      sessionStorage.setItem(
        'pinia_basketSession',
        JSON.stringify({
          state: {
            basketId: current.basketId,
            sessions: { [current.basketId]: { sid, created: Date.now() } },
            basket: current,
          },
          version: 0,
        }),
      );
      return { basketId: current.basketId, sessionId: sid, basketTotal: current.basketTotal };
    },
    { setup, storeId: STORE_ID, address: DELIVERY_ADDRESS },
  );
  await page.reload();
  return basket;
}

/** What the server says about the basket now (410 BasketOrdered carries the order id). */
export function basketStatus(page: Page, basket: CheckoutBasket): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async ({ basketId, sessionId }) => {
    const res = await fetch(`/api/v1/baskets/${basketId}`, { headers: { 'x-session-id': sessionId } });
    return { status: res.status, body: await res.json() };
  }, basket);
}
