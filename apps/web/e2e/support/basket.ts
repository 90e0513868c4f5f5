// A basket for a journey without going through the localisation modal: created through the API from
// the page (same origin), then written to session storage the way the app keeps it (pinia_basketSession,
// pinia_location) and the page reloaded. Pickup at Parramatta (storeId 1002): ASAP while the store
// takes ASAP orders, otherwise its first scheduled pickup time (tools/reliability/src/pickup-slots.ts,
// the storefront's own slot rules), so journeys pass at any hour.
import type { Page } from 'playwright-core';
import { pickupSlots, type PickupSchedule } from '../../../../tools/reliability/src/pickup-slots.ts';

export const PICKUP_STORE_ID = 1002;
export const PICKUP_POSTCODE = '2150';

export interface JourneyBasket {
  basketId: string;
  sessionId: string;
  isAsap: boolean;
  orderDueAt: string;
  storeInfo: { storeId: number; name: string; code: string; promiseTimeMinutes: number };
  serviceType: 'Pickup' | 'Delivery';
}

/**
 * Creates the basket (page must already be on the app's origin) and reloads with it in session.
 * `scheduled` skips ASAP, so the closed-store path is exercised whatever the hour.
 */
export async function startPickupBasket(
  page: Page,
  {
    storeId = PICKUP_STORE_ID,
    postcode = PICKUP_POSTCODE,
    scheduled = false,
    authorization,
  }: {
    storeId?: number;
    postcode?: string;
    scheduled?: boolean;
    /** A signed-in customer's `Bearer ...`: the basket is then theirs (their personal vouchers apply). */
    authorization?: string;
  } = {},
): Promise<JourneyBasket> {
  // Each call is made from the page, as the app makes it (same origin).
  const post = (disposition: Record<string, unknown>) =>
    page.evaluate(
      async ({ body, authorization }) => {
        const answer = await fetch('/api/v1/baskets', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(authorization ? { authorization } : {}),
          },
          body: JSON.stringify(body),
        });
        return { ok: answer.ok, status: answer.status, body: answer.ok ? await answer.json() : await answer.text() };
      },
      { body: { serviceType: 'Pickup', storeId, ...disposition }, authorization },
    );
  async function createBasket(): Promise<JourneyBasket & Record<string, unknown>> {
    if (!scheduled) {
      const asap = await post({ isAsap: true });
      if (asap.ok) return asap.body;
      if (asap.status !== 412) throw new Error(`POST /baskets answered ${asap.status}: ${asap.body}`);
    }
    // Closed for ASAP: each trading day's first pickup the store offers, until one is taken.
    const schedule = await page.evaluate(
      async (postcode) => (await fetch(`/api/v1/store/schedule/postcode?postcode=${postcode}`)).json(),
      postcode,
    );
    const slots = pickupSlots(schedule as PickupSchedule[], storeId);
    if (slots.length === 0) throw new Error(`Store ${storeId} offers no pickup time in the ${postcode} schedule`);
    for (const orderDueAt of slots) {
      const answer = await post({ isAsap: false, orderDueAt });
      if (answer.ok) return answer.body;
      if (answer.status !== 412) throw new Error(`POST /baskets answered ${answer.status}: ${answer.body}`);
    }
    throw new Error('No pickup slot was accepted');
  }
  const basket = await createBasket();
  await page.evaluate((b: JourneyBasket & Record<string, unknown>) => {
    sessionStorage.setItem(
      'pinia_basketSession',
      JSON.stringify({
        state: {
          basketId: b.basketId,
          sessions: { [b.basketId]: { sid: b.sessionId, created: Date.now() } },
          basket: b,
        },
        version: 0,
      }),
    );
    sessionStorage.setItem(
      'pinia_location',
      JSON.stringify({
        state: {
          orderType: 'pickup',
          storeId: b.storeInfo.storeId,
          storeName: b.storeInfo.name,
          isAsap: b.isAsap,
          orderDueAt: b.isAsap ? null : b.orderDueAt.slice(0, 16),
          address: null,
          promiseMinutes: b.storeInfo.promiseTimeMinutes,
        },
        version: 0,
      }),
    );
  }, basket);
  await page.reload();
  return basket as JourneyBasket;
}

/** The basket as the server has it now (for checking totals). */
export function readBasket(page: Page, basket: JourneyBasket) {
  return page.evaluate(
    async ({ basketId, sessionId }) =>
      (await fetch(`/api/v1/baskets/${basketId}`, { headers: { 'x-session-id': sessionId } })).json() as Promise<{
        basketTotal: number;
        basketSubTotal: number;
        basketItems: { name: string; quantity: number; totalPrice: number; basketItemParts: { name: string }[] }[];
        groupedBasketItems: { name: string; totalPrice: number }[];
      }>,
    basket,
  );
}

/** Adds lines straight through the API (no builder), then reloads so the app reads the basket. */
export async function addItems(page: Page, basket: JourneyBasket, items: Record<string, unknown>[]): Promise<void> {
  const answer = await page.evaluate(
    async ({ basketId, sessionId, items }) => {
      let last: unknown = null;
      for (const item of items) {
        const res = await fetch(`/api/v1/baskets/${basketId}/basketItems`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
          body: JSON.stringify(item),
        });
        if (!res.ok) throw new Error(`POST basketItems answered ${res.status}: ${await res.text()}`);
        last = await res.json();
      }
      return last;
    },
    { basketId: basket.basketId, sessionId: basket.sessionId, items },
  );
  await page.evaluate((b) => {
    const stored = JSON.parse(sessionStorage.getItem('pinia_basketSession') ?? '{}');
    stored.state.basket = b;
    sessionStorage.setItem('pinia_basketSession', JSON.stringify(stored));
  }, answer);
  await page.reload();
  // The app reads its basket back at start-up. A read-back of the page before this reload can land
  // between the adds above and store the basket as it was then; the read-back after the reload
  // puts it right. Wait until the app keeps the basket as the last add left it.
  const expected = answer as { basketTotal: number; basketItems: unknown[] };
  await page.waitForFunction(
    ({ total, lines }) => {
      const kept = JSON.parse(sessionStorage.getItem('pinia_basketSession') ?? '{}')?.state?.basket;
      return kept?.basketTotal === total && kept?.basketItems?.length === lines;
    },
    { total: expected.basketTotal, lines: expected.basketItems.length },
  );
}
