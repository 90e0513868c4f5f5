// Stores, trading days, baskets and a fetch stand-in shared by the location session tests.
import type { Basket, Store, StoreForAddress, StoreSchedule } from '@storefront/contract';
import { tradingDaysFor, type DayOfWeek, type StoreTradingSchedule } from '@storefront/domain';
import { vi } from 'vitest';
import { storeInfoFixture } from '../../test/basket-fixtures.ts';

export const syd = (local: string): Date => new Date(`${local}:00+11:00`);

/** Sunday 22 November 2026, 12:00 in Sydney: the store is open. */
export const NOON = syd('2026-11-22T12:00');
/** 08:00 the same day: closed until 10:30. */
export const EARLY = syd('2026-11-22T08:00');

export const schedule: StoreTradingSchedule = {
  timeZone: 'Australia/Sydney',
  weeklyHours: ([0, 1, 2, 3, 4, 5, 6] as DayOfWeek[]).map((dayOfWeek) => ({
    dayOfWeek,
    openingTime: '10:30',
    closingTime: '22:30',
    deliveryOpeningTime: '11:00',
    deliveryClosingTime: '22:15',
  })),
  exceptions: [{ date: '2026-11-25', name: 'Test Holiday', isClosed: true }],
  deliveryPromiseMinutes: 30,
  pickupPromiseMinutes: 20,
};

export const store: Store = {
  code: 'NSW002',
  storeId: 1002,
  name: 'Red Roof Pizza Parramatta',
  city: 'Parramatta',
  state: 'NSW',
  postCode: '2150',
  timeZoneOffsetHours: 11,
  canPickup: true,
  canDeliver: true,
  isPOSOnline: true,
  deliveryTimeMinutes: 30,
  pickupTimeMinutes: 20,
  averageDeliveryTimeMinutes: 38,
  averagePickupTimeMinutes: 25,
  allowPromiseTimeAutomation: false,
  isAlgoPromiseTimeEnabled: false,
  storeName: 'parramatta',
  address: '368 Albert Street',
  phone: '(02) 5550 1002',
  latitude: -33.81,
  longitude: 151.0,
  timeZone: 'Australia/Sydney',
  isComingSoon: false,
  canAcceptOnlineOrders: true,
  canAcceptOnlineCreditCards: true,
  canAcceptOnlineAmexCheckout: true,
  canAcceptOnlineVisaCheckout: true,
  isContactless: true,
  merchantId: 'RRP001002',
  pod: { occasion: 'Standard', sector: 'Metro', deliveryAdjustmentMinutes: 0 },
  minimumDeliveryOrderValue: 2000,
  minimumPickupOrderValue: 0,
  paymentOptions: [],
};

export const scheduleOf = (now: Date, overrides: Partial<StoreSchedule> = {}): StoreSchedule => ({
  ...store,
  distanceKm: 0.3,
  ...overrides,
  tradingDays: tradingDaysFor(schedule, undefined, 7, now),
});

export const forAddress = (overrides: Partial<StoreForAddress> = {}): StoreForAddress => ({
  ...store,
  distanceKm: 0.2,
  suburbSurcharge: null,
  ...overrides,
});

export function basketFor(overrides: Partial<Basket> = {}): Basket {
  return {
    basketId: '00000000-0000-4000-8000-000000000001',
    createdAt: '2026-11-22T12:00:00+11:00',
    channelType: 'Web',
    channelName: 'Red Roof Pizza Web',
    externalReference: null,
    serviceType: 'Pickup',
    orderDueAt: '2026-11-22T12:21:00+11:00',
    isAsap: true,
    storeInfo: storeInfoFixture({ pod: store.pod }),
    deliveryAddress: null,
    customerInfo: null,
    basketItems: [],
    groupedBasketItems: [],
    serviceCharges: [],
    basketTotal: 0,
    basketSubTotal: 0,
    discount: 0,
    totalSavings: 0,
    paymentInfo: null,
    orderNote: null,
    tags: [],
    messages: [],
    upsells: [],
    vouchers: [],
    maxAlcoholUnits: 0,
    sessionId: 'sid-1',
    ...overrides,
  };
}

export const problem = (status: number, code: string, message = code) => ({
  status,
  body: { type: 'about:blank', title: code, status, code, message, errors: [] },
});

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown } | undefined;

/**
 * Replaces fetch: `answer` gets each call and returns { status, body } (status 200 by default);
 * undefined answers 404. Every call is recorded.
 */
export function mockApi(answer: (call: Call) => Answer | Promise<Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const result = (await answer(call)) ?? problem(404, 'NotFound');
    const status = result.status ?? 200;
    if (status === 204) return new Response(null, { status });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(result.body ?? null), { status, headers: { 'content-type': type } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
