// Baskets for the voucher journeys, made from the page the way the app makes them (same origin,
// same calls), then handed to the app through its persisted basket and location sessions. ASAP is
// tried first; when the store is closed the first slot the schedule offers is used, so the
// journeys pass at any hour.
import type { Basket, ItemChoice } from '@storefront/contract';
import type { Page } from 'playwright-core';

export const PARRAMATTA = { storeId: 1002, postcode: '2150' } as const;
export const DELIVERY_ADDRESS = {
  address: '12 Smith Street',
  city: 'Parramatta',
  state: 'NSW',
  postalCode: '2150',
  latitude: -33.8136,
  longitude: 151.0034,
} as const;

/** A large pepperoni: three of them pass every minimum spend the seeded vouchers set. */
export const largePepperoni = (quantity: number): ItemChoice => ({ productId: 1003, quantity, sizeId: 2 });

export interface VoucherBasketOptions {
  serviceType: 'Delivery' | 'Pickup';
  items?: ItemChoice[];
  /** false: skip ASAP and book the first offered slot (what happens anyway while the store is closed). */
  asap?: boolean;
}

/** Creates a basket from the page (which must be on the storefront's origin) and fills it. */
export async function createBasketFromPage(page: Page, options: VoucherBasketOptions): Promise<Basket> {
  const answer = await page.evaluate(
    async ({ serviceType, items, asap, store, address }) => {
      const json = { accept: 'application/json', 'content-type': 'application/json' };
      const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
      const disposition = {
        serviceType,
        storeId: store.storeId,
        ...(serviceType === 'Delivery' ? address : {}),
      };
      const refused: string[] = [];
      let res = asap ? await post('/api/v1/baskets', { ...disposition, isAsap: true }) : null;
      if (!res?.ok) {
        if (res) refused.push(`ASAP: ${res.status} ${await res.text()}`);
        // Closed now: walk the schedule's days from the earliest time, 15 minutes at a time.
        const schedule = (await (await fetch(`/api/v1/store/schedule/postcode?postcode=${store.postcode}`)).json()) as {
          storeId: number;
          tradingDays: {
            storeTime: string;
            tradingHours: Record<'earliestDelivery' | 'earliestPickUp' | 'latestDelivery' | 'latestPickUp', string>[];
          }[];
        }[];
        const local = (iso: string) => iso.slice(0, 16);
        const plus = (value: string, minutes: number) =>
          new Date(Date.parse(`${value}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
        const roundUp = (value: string) => {
          const minutes = Number(value.slice(14, 16));
          return plus(value, (15 - (minutes % 15)) % 15);
        };
        const days = schedule.find((s) => s.storeId === store.storeId)?.tradingDays ?? [];
        let tries = 0;
        search: for (const day of days) {
          const notBefore = plus(local(day.storeTime), 50);
          for (const hours of day.tradingHours) {
            const earliest = local(serviceType === 'Delivery' ? hours.earliestDelivery : hours.earliestPickUp);
            const latest = local(serviceType === 'Delivery' ? hours.latestDelivery : hours.latestPickUp);
            for (
              let slot = roundUp(earliest > notBefore ? earliest : notBefore);
              slot <= latest;
              slot = plus(slot, 15)
            ) {
              if (++tries > 24) break search;
              res = await post('/api/v1/baskets', { ...disposition, isAsap: false, orderDueAt: slot });
              if (res.ok) break search;
              refused.push(`${slot}: ${res.status}`);
            }
          }
        }
      }
      if (!res?.ok) return { error: `No basket could be created: ${refused.join('; ')}` };
      let basket = (await res.json()) as { basketId: string; sessionId: string };
      const session = { 'x-session-id': basket.sessionId };
      for (const item of items) {
        const added = await post(`/api/v1/baskets/${basket.basketId}/basketItems`, item, session);
        if (!added.ok) return { error: `Adding ${JSON.stringify(item)} failed: ${added.status} ${await added.text()}` };
        basket = await added.json();
      }
      return { basket };
    },
    {
      serviceType: options.serviceType,
      items: options.items ?? [],
      asap: options.asap ?? true,
      store: PARRAMATTA,
      address: DELIVERY_ADDRESS,
    },
  );
  if ('error' in answer) throw new Error(answer.error);
  return answer.basket as Basket;
}

/** Hands a basket to the app as its persisted session (pinia_basketSession, pinia_location). */
export async function rememberBasket(page: Page, basket: Basket): Promise<void> {
  await page.evaluate((b) => {
    const persisted = (state: unknown) => JSON.stringify({ state, version: 0 });
    sessionStorage.setItem(
      'pinia_basketSession',
      persisted({
        basketId: b.basketId,
        sessions: { [b.basketId]: { sid: b.sessionId, created: Date.now() } },
        basket: b,
      }),
    );
    const address = b.deliveryAddress;
    sessionStorage.setItem(
      'pinia_location',
      persisted({
        orderType: b.serviceType === 'Delivery' ? 'delivery' : 'pickup',
        storeId: b.storeInfo.storeId,
        storeName: b.storeInfo.name,
        isAsap: b.isAsap,
        orderDueAt: b.isAsap ? null : b.orderDueAt.slice(0, 16),
        address: address ? `${address.address}, ${address.city} ${address.state} ${address.postalCode}` : null,
        promiseMinutes: b.storeInfo.promiseTimeMinutes,
      }),
    );
  }, basket);
}

/** The basket as the server has it now, read from the page with the session the app holds. */
export async function readBasketFromPage(page: Page): Promise<Basket> {
  return page.evaluate(async () => {
    const saved = JSON.parse(sessionStorage.getItem('pinia_basketSession') ?? '{}') as {
      state?: { basketId: string; sessions: Record<string, { sid: string }> };
    };
    const id = saved.state?.basketId;
    if (!id) throw new Error('No basket in the session');
    const res = await fetch(`/api/v1/baskets/${id}`, {
      headers: { accept: 'application/json', 'x-session-id': saved.state!.sessions[id]!.sid },
    });
    return (await res.json()) as Basket;
  });
}
