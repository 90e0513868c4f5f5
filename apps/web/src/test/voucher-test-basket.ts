// A basket answer for component tests (shape of @storefront/contract's basketSchema).
import type { Basket } from '@storefront/contract';
import { storeInfoFixture } from './basket-fixtures.ts';

export function testBasket(overrides: Partial<Basket> = {}): Basket {
  return {
    basketId: '6c1f4a52-3f5e-4c39-9d6f-0d1c2f8a9b11',
    createdAt: '2026-11-24T18:00:00+11:00',
    channelType: 'Web',
    channelName: 'Red Roof Pizza Web',
    externalReference: null,
    serviceType: 'Delivery',
    orderDueAt: '2026-11-24T18:31:00+11:00',
    isAsap: true,
    storeInfo: storeInfoFixture({ promiseTimeMinutes: 30 }),
    deliveryAddress: {
      address: '12 Smith Street',
      city: 'Parramatta',
      state: 'NSW',
      postalCode: '2150',
      longitude: 151.0034,
      latitude: -33.8136,
    },
    customerInfo: null,
    basketItems: [],
    groupedBasketItems: [],
    serviceCharges: [],
    basketTotal: 3585,
    basketSubTotal: 3585,
    discount: 0,
    totalSavings: 0,
    paymentInfo: null,
    orderNote: null,
    tags: [],
    messages: [],
    upsells: [],
    vouchers: [],
    maxAlcoholUnits: 6,
    sessionId: 'session-1',
    ...overrides,
  };
}

export const problemResponse = (status: number, code: string, message: string): Response =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, code, message, errors: [] }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
