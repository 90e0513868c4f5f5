// The save rules of spec section 4 ("Saving a location session"), against a stand-in API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfigurationStore } from '../api/get-configuration.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { setAppNavigation } from './app-navigation.ts';
import { useBasketSession } from './basket-session.ts';
import { setLocaliseRedirect } from './localise-redirect.ts';
import { useLocationStore } from './location-store.ts';
import { setPendingVoucher, usePendingVoucher } from './pending-voucher.ts';
import { requestFromBasket, saveSession, type SessionRequest } from './save-session.ts';
import {
  basketFor,
  EARLY,
  forAddress,
  mockApi,
  NOON,
  problem,
  scheduleOf,
  store,
  type Call,
} from './session-fixtures.test-support.ts';

const pickup = (over: Partial<SessionRequest> = {}): SessionRequest => ({
  serviceType: 'pickup',
  isAsap: true,
  orderDueAt: null,
  storeCode: 'NSW002',
  point: { latitude: store.latitude, longitude: store.longitude },
  ...over,
});

const delivery = (over: Partial<SessionRequest> = {}): SessionRequest => ({
  serviceType: 'delivery',
  isAsap: true,
  orderDueAt: null,
  address: {
    street: '12 Smith Street',
    locality: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    latitude: -33.813,
    longitude: 150.999,
  },
  ...over,
});

/** The happy API: stores found, schedule, and baskets created or changed from the disposition. */
function api(now: Date, overrides: (call: Call) => ReturnType<Parameters<typeof mockApi>[0]> = () => undefined) {
  return mockApi(async (call) => {
    const special = await overrides(call);
    if (special) return special;
    if (call.path.endsWith('/validate/geolocation')) return { body: { stores: [forAddress()] } };
    if (call.path === '/api/v1/store/schedule/postcode') return { body: [scheduleOf(now)] };
    if (call.path === '/api/v1/baskets' && call.method === 'POST') {
      const d = call.body as { serviceType: 'Delivery' | 'Pickup'; isAsap: boolean; orderDueAt: string | null };
      return {
        status: 201,
        body: basketFor({
          serviceType: d.serviceType,
          isAsap: d.isAsap,
          orderDueAt: d.isAsap ? '2026-11-22T12:01:00+11:00' : `${d.orderDueAt}:00+11:00`,
        }),
      };
    }
    return undefined;
  });
}

const navigate = vi.fn();

beforeEach(() => {
  useConfigurationStore.setState({ configuration: sampleConfiguration });
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useLocationStore.getState().clearLocation();
  usePendingVoucher.setState({ pendingVoucher: null });
  useSnackbarStore.setState({ current: null });
  navigate.mockReset();
  setAppNavigation({ navigate, routeName: () => 'menu-category', pathname: () => '/menu/pizza' });
  delete window.dataLayer;
});

afterEach(() => {
  vi.unstubAllGlobals();
  setAppNavigation(null);
});

/** What a guest's web app adds to every disposition (spec document 2, section 3). */
const GUEST_APP = {
  customerId: null,
  userId: '00000000-0000-0000-0000-000000000000',
  appType: 'Web',
  appVersion: '2.0.0',
};

describe('saving a location session', () => {
  it('ASAP is valid when the first slot is ASAP: the basket is created and the session saved', async () => {
    const { calls } = api(NOON);
    const resetSelector = vi.fn();
    const onSuccess = vi.fn();
    const result = await saveSession(pickup(), { now: () => NOON, resetSelector, onSuccess });
    expect(result.status).toBe('saved');
    const create = calls.find((c) => c.path === '/api/v1/baskets')!;
    expect(create.body).toEqual({ serviceType: 'Pickup', isAsap: true, orderDueAt: null, storeId: 1002, ...GUEST_APP });
    // The store is looked up for the chosen store first, at its own position.
    const find = calls.find((c) => c.path.endsWith('/validate/geolocation'))!;
    expect(find.path).toBe('/api/v1/store/NSW002/validate/geolocation');
    expect(find.query.get('IsPickup')).toBe('true');
    expect(find.query.has('OrderDueAt')).toBe(false);
    expect(useLocationStore.getState()).toMatchObject({
      orderType: 'pickup',
      storeId: 1002,
      storeName: 'Red Roof Pizza Parramatta',
      isAsap: true,
      promiseMinutes: 20,
    });
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Pickup details saved', theme: 'success' });
    expect(resetSelector).toHaveBeenCalledOnce();
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('ASAP is refused when the first slot is not ASAP (store closed now): the selector warns', async () => {
    const { calls } = api(EARLY);
    const result = await saveSession(pickup(), { now: () => EARLY });
    expect(result).toEqual({
      status: 'invalid-time',
      warning: "ASAP isn't available right now. Please choose a time.",
      reason: 'AsapUnavailable',
    });
    expect(calls.some((c) => c.path === '/api/v1/baskets')).toBe(false);
  });

  it('a scheduled time must be an offered slot on its store-local day', async () => {
    api(NOON);
    await expect(
      saveSession(pickup({ isAsap: false, orderDueAt: '2026-11-22T12:07' }), { now: () => NOON }),
    ).resolves.toMatchObject({
      status: 'invalid-time',
      reason: 'NotAnOfferedSlot',
      warning: 'That time is no longer available. Please choose another time.',
    });
    // Before now + promise (12:20): not offered.
    await expect(
      saveSession(pickup({ isAsap: false, orderDueAt: '2026-11-22T12:15' }), { now: () => NOON }),
    ).resolves.toMatchObject({
      status: 'invalid-time',
    });
    // A closed day (the holiday) offers nothing.
    await expect(
      saveSession(pickup({ isAsap: false, orderDueAt: '2026-11-25T18:00' }), { now: () => NOON }),
    ).resolves.toMatchObject({
      status: 'invalid-time',
    });
  });

  it('sends an offered slot as store-local YYYY-MM-DDTHH:mm and asks the store finder for that time', async () => {
    const { calls } = api(NOON);
    const result = await saveSession(pickup({ isAsap: false, orderDueAt: '2026-11-23T18:15' }), { now: () => NOON });
    expect(result.status).toBe('saved');
    expect(calls.find((c) => c.path.endsWith('/validate/geolocation'))!.query.get('OrderDueAt')).toBe(
      '2026-11-23T18:15',
    );
    expect(calls.find((c) => c.path === '/api/v1/baskets')!.body).toMatchObject({
      isAsap: false,
      orderDueAt: '2026-11-23T18:15',
    });
    expect(useLocationStore.getState()).toMatchObject({ isAsap: false, orderDueAt: '2026-11-23T18:15' });
  });

  it('delivery slots include the suburb adjustment, as the basket does', async () => {
    api(NOON, (call) =>
      call.path.endsWith('/validate/geolocation')
        ? {
            body: {
              stores: [
                forAddress({
                  suburbSurcharge: { suburbName: 'Parramatta', adjustmentTimeMinutes: 10, surchargeCents: 200 },
                }),
              ],
            },
          }
        : undefined,
    );
    // Delivery opens 11:00; promise 30 + 10: 12:40 is the first slot after now (12:00 + 40), 12:30 is not.
    await expect(
      saveSession(delivery({ isAsap: false, orderDueAt: '2026-11-22T12:30' }), { now: () => NOON }),
    ).resolves.toMatchObject({
      status: 'invalid-time',
    });
    await expect(
      saveSession(delivery({ isAsap: false, orderDueAt: '2026-11-22T12:45' }), { now: () => NOON }),
    ).resolves.toMatchObject({
      status: 'saved',
    });
  });

  it('sends the delivery address with its coordinates', async () => {
    const { calls } = api(NOON);
    await saveSession(delivery(), { now: () => NOON });
    const find = calls.find((c) => c.path.endsWith('/validate/geolocation'))!;
    expect(find.path).toBe('/api/v1/store/0/validate/geolocation');
    expect(Object.fromEntries(find.query)).toMatchObject({ IsPickup: 'false', suburb: 'Parramatta', postcode: '2150' });
    expect(calls.find((c) => c.path === '/api/v1/baskets')!.body).toEqual({
      serviceType: 'Delivery',
      isAsap: true,
      orderDueAt: null,
      storeId: 1002,
      address: '12 Smith Street',
      city: 'Parramatta',
      state: 'NSW',
      postalCode: '2150',
      latitude: -33.813,
      longitude: 150.999,
      ...GUEST_APP,
    });
    expect(useSnackbarStore.getState().current?.message).toBe('Delivery details saved');
  });

  it('no store found (406): the session is cleared', async () => {
    useBasketSession.getState().setBasket(basketFor());
    useLocationStore.getState().setLocation({ ...useLocationStore.getState(), orderType: 'pickup' });
    const { calls } = api(NOON, (call) => {
      if (call.path.endsWith('/validate/geolocation')) return problem(406, 'NoStoresFound');
      if (call.path.endsWith('/expire')) return { status: 204 };
      return undefined;
    });
    const result = await saveSession(delivery(), { now: () => NOON });
    expect(result).toMatchObject({ status: 'no-stores', message: expect.stringMatching(/no stores found/) });
    expect(calls.some((c) => c.path.endsWith('/expire') && c.method === 'PATCH')).toBe(true);
    expect(useBasketSession.getState().basket).toBeNull();
  });

  it('stores that serve the place but not at that time: the time is what changes', async () => {
    api(NOON, (call) =>
      call.path.endsWith('/validate/geolocation') && call.query.has('OrderDueAt')
        ? problem(406, 'NoStoresFound')
        : undefined,
    );
    await expect(
      saveSession(delivery({ isAsap: false, orderDueAt: '2026-11-23T18:00' }), { now: () => NOON }),
    ).resolves.toMatchObject({
      status: 'invalid-time',
      reason: 'StoreClosed',
    });
  });

  it('the first store must be online (isPOSOnline), else the store-offline message with the support number', async () => {
    api(NOON, (call) =>
      call.path.endsWith('/validate/geolocation')
        ? { body: { stores: [forAddress({ isPOSOnline: false }), forAddress({ code: 'X' })] } }
        : undefined,
    );
    const result = await saveSession(pickup(), { now: () => NOON });
    expect(result).toMatchObject({ status: 'store-offline', message: expect.stringContaining('13 11 66') });
  });

  it('406 on the basket: online ordering off', async () => {
    api(NOON, (call) => (call.path === '/api/v1/baskets' ? problem(406, 'OnlineOrderingOff') : undefined));
    await expect(saveSession(pickup(), { now: () => NOON })).resolves.toMatchObject({
      status: 'ordering-off',
      message: expect.stringMatching(/Online ordering is off/),
    });
  });

  it('any other failure: the save error and an analytics localisation error', async () => {
    api(NOON, (call) => (call.path === '/api/v1/baskets' ? { status: 500, body: { message: 'boom' } } : undefined));
    const result = await saveSession(pickup(), { now: () => NOON });
    expect(result).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/couldn't save your details.*13 11 66/),
    });
    expect(window.dataLayer).toEqual([
      { event: 'localisation-error', step: 'basket', serviceType: 'pickup', status: 500, code: null },
    ]);
  });

  it('updates a valid basket (PATCH with its session id) and creates one when it has gone', async () => {
    useBasketSession.getState().setBasket(basketFor());
    const { calls } = api(NOON, (call) =>
      call.method === 'PATCH' ? { body: basketFor({ serviceType: 'Pickup', isAsap: true }) } : undefined,
    );
    await saveSession(pickup(), { now: () => NOON });
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/v1/baskets/00000000-0000-4000-8000-000000000001');
    expect(patch.headers['x-session-id']).toBe('sid-1');
    expect(calls.some((c) => c.path === '/api/v1/baskets' && c.method === 'POST')).toBe(false);

    const gone = api(NOON, (call) => (call.method === 'PATCH' ? problem(410, 'BasketHasExpired') : undefined));
    await expect(saveSession(pickup(), { now: () => NOON })).resolves.toMatchObject({ status: 'saved' });
    expect(gone.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/v1/baskets');
  });

  it("spec 001 section 4: a 410 BasketOrdered while saving goes to that order's page, no new basket", async () => {
    useBasketSession.getState().setBasket(basketFor());
    const ordered = problem(410, 'BasketOrdered', 'This basket has already been ordered.');
    const { calls } = api(NOON, (call) =>
      call.method === 'PATCH' ? { ...ordered, body: { ...ordered.body, orderId: 'order-77' } } : undefined,
    );
    await expect(saveSession(pickup(), { now: () => NOON })).resolves.toEqual({ status: 'handled' });
    expect(calls.some((c) => c.path === '/api/v1/baskets' && c.method === 'POST')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/order/order-77', undefined);
    expect(useBasketSession.getState().basketId).toBeNull();
  });

  it('412 InvalidOrderDateTime from the basket opens the selector', async () => {
    api(NOON, (call) => (call.path === '/api/v1/baskets' ? problem(412, 'InvalidOrderDateTime') : undefined));
    await expect(saveSession(pickup(), { now: () => NOON })).resolves.toMatchObject({
      status: 'invalid-time',
      reason: 'Server',
    });
  });

  it('applies a waiting voucher after the save', async () => {
    setPendingVoucher('pizza20');
    const { calls } = api(NOON, (call) =>
      call.path.includes('/applyvoucher/')
        ? { body: basketFor({ voucherResult: { action: 'Applied', voucherCode: 'PIZZA20', dealSlug: null } }) }
        : undefined,
    );
    await saveSession(pickup(), { now: () => NOON });
    const apply = calls.find((c) => c.path.includes('/applyvoucher/'))!;
    expect(apply).toMatchObject({
      method: 'POST',
      path: '/api/v1/baskets/00000000-0000-4000-8000-000000000001/applyvoucher/pizza20',
    });
    expect(usePendingVoucher.getState().pendingVoucher).toBeNull();
    expect(useSnackbarStore.getState().current?.message).toBe('Voucher PIZZA20 applied');
  });

  it("tells a waiting voucher's 412 BasketNotValid in a snackbar and stays on the page", async () => {
    setPendingVoucher('save20');
    api(NOON, (call) =>
      call.path.includes('/applyvoucher/')
        ? problem(412, 'BasketNotValid', 'Spend $30.00 or more to use this voucher.')
        : undefined,
    );
    await saveSession(pickup(), { now: () => NOON });
    expect(useSnackbarStore.getState().current?.message).toBe('Spend $30.00 or more to use this voucher.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a landing visitor to the stored redirect', async () => {
    setAppNavigation({ navigate, routeName: () => 'landing', pathname: () => '/' });
    setLocaliseRedirect('/menu/sides');
    api(NOON);
    await saveSession(pickup(), { now: () => NOON });
    expect(navigate).toHaveBeenCalledWith('/menu/sides', undefined);
  });

  it('does not redirect a visitor who is not on landing', async () => {
    setLocaliseRedirect('/menu/sides');
    api(NOON);
    await saveSession(pickup(), { now: () => NOON });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('requestFromBasket', () => {
  it('rebuilds the session a basket was saved with (store-local time, address)', () => {
    const basket = basketFor({
      serviceType: 'Delivery',
      isAsap: false,
      orderDueAt: '2026-11-23T18:15:00+11:00',
      deliveryAddress: {
        address: '12 Smith Street',
        city: 'Parramatta',
        state: 'NSW',
        postalCode: '2150',
        latitude: -33.8,
        longitude: 151,
      },
    });
    expect(requestFromBasket(basket)).toEqual({
      serviceType: 'delivery',
      isAsap: false,
      orderDueAt: '2026-11-23T18:15',
      storeCode: 'NSW002',
      address: {
        street: '12 Smith Street',
        locality: 'Parramatta',
        state: 'NSW',
        postcode: '2150',
        latitude: -33.8,
        longitude: 151,
      },
    });
  });
});
