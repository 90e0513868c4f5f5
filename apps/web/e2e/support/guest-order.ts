// A guest's cash pickup order placed through the API from the page, for journeys that start after
// the order. Runs at any hour: a closed store gets its first open slot.
import type { Page } from 'playwright-core';

const STORE_ID = 1002;

/** The checkout contact details (validateOrder's body). */
export interface GuestDetails {
  mobileNumber: string;
  email: string;
  firstName?: string;
  lastName?: string;
  orderNote?: string;
}

const DEFAULT_DETAILS: GuestDetails = { mobileNumber: '0412345678', email: 'guest@example.com' };

export interface PlacedOrder {
  orderId: string;
  basketId: string;
  orderReference: string;
  sessionId: string;
}

/**
 * Places a cash pickup order through the API from the page (same origin, as the app would) and
 * keeps the basket session in session storage the way the app does (`pinia_basketSession`).
 */
export function placeGuestOrder(page: Page, details: GuestDetails = DEFAULT_DETAILS): Promise<PlacedOrder> {
  return page.evaluate(
    async ({ storeId, details }) => {
      // No function declarations in here: the page has no `__name` helper a name-keeping transform adds.
      const json = { 'content-type': 'application/json' };
      const disposition = { serviceType: 'Pickup', isAsap: true, storeId };
      let res = await fetch('/api/v1/baskets', { method: 'POST', headers: json, body: JSON.stringify(disposition) });
      if (res.status === 412) {
        const stores = (await (await fetch('/api/v1/store/schedule/postcode?postcode=2150')).json()) as {
          storeId: number;
          tradingDays: { tradingHours: { earliestPickUp: string }[] }[];
        }[];
        const candidates: string[] = [];
        for (const day of stores.find((s) => s.storeId === storeId)?.tradingDays ?? []) {
          for (const hours of day.tradingHours) {
            const [date, time] = hours.earliestPickUp.slice(0, 16).split('T') as [string, string];
            const [h, m] = time.split(':').map(Number) as [number, number];
            const start = Math.ceil((h * 60 + m) / 15) * 15;
            for (let minute = start; minute < start + 120 && minute < 24 * 60; minute += 15) {
              candidates.push(
                `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
              );
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
      const created = (await res.json()) as { basketId: string; sessionId: string };
      const sid = created.sessionId;
      const headers = { ...json, 'x-session-id': sid };
      const base = `/api/v1/baskets/${created.basketId}`;
      const added = await fetch(`${base}/basketItems`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId: 1003, quantity: 2, sizeId: 2 }),
      });
      if (!added.ok) throw new Error(`add item: ${added.status} ${await added.text()}`);
      const valid = await fetch(`${base}/validateOrder`, {
        method: 'POST',
        headers,
        body: JSON.stringify(details),
      });
      if (!valid.ok) throw new Error(`validateOrder: ${valid.status} ${await valid.text()}`);
      const placed = await fetch(`${base}/orders/cash`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        body: '{}',
      });
      if (!placed.ok) throw new Error(`order: ${placed.status} ${await placed.text()}`);
      const order = (await placed.json()) as { orderId: string; orderReference: string };
      // As the app keeps it after an order: the basket is forgotten, its session id stays.
      sessionStorage.setItem(
        'pinia_basketSession',
        JSON.stringify({
          state: { basketId: null, sessions: { [created.basketId]: { sid, created: Date.now() } }, basket: null },
          version: 0,
        }),
      );
      return {
        orderId: order.orderId,
        basketId: created.basketId,
        orderReference: order.orderReference,
        sessionId: sid,
      };
    },
    { storeId: STORE_ID, details },
  );
}
