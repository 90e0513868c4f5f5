// Session responses (spec section 4) handled by the shared handler.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { useConfigurationStore } from '../api/get-configuration.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { setAppNavigation } from './app-navigation.ts';
import { useBasketSession } from './basket-session.ts';
import { installLocationSync } from './location-sync.ts';
import { useLocationStore } from './location-store.ts';
import { useOverlayRequests } from './overlay-requests.ts';
import { rememberOrder, useRecentOrders } from './recent-orders.ts';
import { basketFor, mockApi } from './session-fixtures.test-support.ts';
import { handleSessionResponse, withSessionResponses } from './session-responses.ts';

const apiError = (status: number, code: string, message = code, extra: Record<string, unknown> = {}) =>
  new ApiError(status, { type: 'about:blank', title: code, status, code, message, errors: [], ...extra }, message);

const navigate = vi.fn();
let route = 'menu-category';
let pathname = '/menu/pizza';
let stopSync: () => void;

beforeEach(() => {
  useConfigurationStore.setState({ configuration: sampleConfiguration });
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useLocationStore.getState().clearLocation();
  useOverlayRequests.setState({ localisation: null, dialog: null });
  useSnackbarStore.setState({ current: null });
  useAlertStore.setState({ current: null });
  navigate.mockReset();
  route = 'menu-category';
  pathname = '/menu/pizza';
  useRecentOrders.setState({ recentOrders: [] });
  setAppNavigation({ navigate, routeName: () => route as never, pathname: () => pathname });
  stopSync = installLocationSync();
  useBasketSession.getState().setBasket(basketFor());
});

afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
  setAppNavigation(null);
});

describe('410', () => {
  it('order failed: a blocking message; OK returns to / and the session is gone', async () => {
    const handled = handleSessionResponse(apiError(410, 'OrderFailed'));
    await vi.waitFor(() => expect(useAlertStore.getState().current).not.toBeNull());
    const alert = useAlertStore.getState().current!;
    expect(alert).toMatchObject({ type: 'info', title: 'Your basket is locked', confirmText: 'OK' });
    expect(alert.body).toMatch(/For your security your session has been reset.*13 11 66/);
    expect(navigate).not.toHaveBeenCalled();
    useAlertStore.getState().settle(true);
    await expect(handled).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    expect(useBasketSession.getState().basket).toBeNull();
    expect(useLocationStore.getState().orderType).toBe('unlocalised');
  });

  it('expired: the session is reset (expire, forget, a new basket with the same disposition)', async () => {
    const { calls } = mockApi((call) => {
      if (call.path.endsWith('/expire')) return { status: 204 };
      if (call.path === '/api/v1/baskets')
        return {
          status: 201,
          body: basketFor({ basketId: '00000000-0000-4000-8000-000000000002', sessionId: 'sid-2' }),
        };
      return undefined;
    });
    await expect(handleSessionResponse(apiError(410, 'BasketHasExpired'))).resolves.toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /api/v1/baskets/00000000-0000-4000-8000-000000000001/expire',
      'POST /api/v1/baskets',
    ]);
    expect(calls[1]!.body).toMatchObject({ serviceType: 'Pickup', isAsap: true, orderDueAt: null, storeId: 1002 });
    expect(useBasketSession.getState().basketId).toBe('00000000-0000-4000-8000-000000000002');
    expect(useSnackbarStore.getState().current?.message).toBe('Your session has been reset.');
  });

  it('any other 410 resets too; a failed reset shows the session-reset error', async () => {
    mockApi((call) => (call.path.endsWith('/expire') ? { status: 500, body: { message: 'down' } } : undefined));
    await expect(handleSessionResponse(apiError(410, 'SomethingElse'))).resolves.toBe(true);
    expect(useSnackbarStore.getState().current).toMatchObject({
      theme: 'danger',
      message: expect.stringMatching(/couldn't reset your session/),
      autoCloseMs: 0,
    });
  });

  it('resetting a delivery session without coordinates looks the address up first', async () => {
    useBasketSession.getState().setBasket(
      basketFor({
        serviceType: 'Delivery',
        deliveryAddress: {
          address: '12 Smith Street',
          city: 'Parramatta',
          state: 'NSW',
          postalCode: '2150',
          latitude: null as unknown as number,
          longitude: null as unknown as number,
        },
      }),
    );
    const { calls } = mockApi((call) => {
      if (call.path.endsWith('/expire')) return { status: 204 };
      if (call.path === '/api/v1/address/search')
        return {
          body: {
            picklist: [
              {
                moniker: 'm1',
                text: '12 Smith Street, Parramatta NSW 2150',
                street: '12 Smith Street',
                locality: 'Parramatta',
                state: 'NSW',
                postcode: '2150',
              },
            ],
          },
        };
      if (call.path === '/api/v1/address/m1')
        return {
          body: {
            moniker: 'm1',
            text: 'x',
            addressLines: { street: '12 Smith Street', locality: 'Parramatta', state: 'NSW', postcode: '2150' },
            latitude: -33.81,
            longitude: 151,
          },
        };
      if (call.path === '/api/v1/baskets') return { status: 201, body: basketFor({ serviceType: 'Delivery' }) };
      return undefined;
    });
    await handleSessionResponse(apiError(410, 'BasketHasExpired'));
    expect(calls.find((c) => c.path === '/api/v1/address/search')!.query.get('text')).toBe(
      '12 Smith Street, Parramatta NSW 2150',
    );
    expect(calls.find((c) => c.path === '/api/v1/baskets')!.body).toMatchObject({ latitude: -33.81, longitude: 151 });
  });

  it('basket ordered: the order page', async () => {
    await handleSessionResponse(apiError(410, 'BasketOrdered', 'Ordered', { orderId: 'o-42' }));
    expect(navigate).toHaveBeenCalledWith('/order/o-42', undefined);
    expect(useBasketSession.getState().basket).toBeNull();
  });

  it('basket ordered, already on that order page: the basket ends, and the page is not opened again', async () => {
    pathname = '/order/o-42';
    await expect(handleSessionResponse(apiError(410, 'BasketOrdered', 'Ordered', { orderId: 'o-42' }))).resolves.toBe(
      true,
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(useBasketSession.getState().basket).toBeNull();
  });

  it('basket ordered by this tab, which has a fresh basket since: a late answer changes nothing', async () => {
    const fresh = useBasketSession.getState().basketId;
    rememberOrder({
      orderId: 'o-42',
      orderReference: 'RR42',
      sessionId: 's',
      placedAt: new Date().toISOString(),
      basketId: 'ordered-basket',
    });
    await expect(handleSessionResponse(apiError(410, 'BasketOrdered', 'Ordered', { orderId: 'o-42' }))).resolves.toBe(
      true,
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(useBasketSession.getState().basketId).toBe(fresh);
    // The same order while the tab still holds its basket (another tab placed it): ended, and its page opened.
    rememberOrder({
      orderId: 'o-43',
      orderReference: 'RR43',
      sessionId: 's',
      placedAt: new Date().toISOString(),
      basketId: fresh!,
    });
    await handleSessionResponse(apiError(410, 'BasketOrdered', 'Ordered', { orderId: 'o-43' }));
    expect(navigate).toHaveBeenCalledWith('/order/o-43', undefined);
    expect(useBasketSession.getState().basket).toBeNull();
  });
});

describe('412', () => {
  it('invalid date-time opens the date-time selector', async () => {
    await expect(handleSessionResponse(apiError(412, 'InvalidOrderDateTime'))).resolves.toBe(true);
    expect(useOverlayRequests.getState().dialog).toEqual({
      type: 'date-time',
      warning: 'That time is no longer available. Please choose another time.',
    });
  });

  it('invalid date-time on the order screen saves the session again', async () => {
    route = 'checkout';
    const { calls } = mockApi(() => undefined);
    await handleSessionResponse(apiError(412, 'InvalidOrderDateTime'));
    // The save starts by finding the store again (here it fails: the save error shows).
    expect(calls[0]!.path).toMatch(/\/store\//);
  });

  it("'below ... minimum delivery' opens the minimum-spend modal", async () => {
    const message = 'Basket total is below the minimum delivery order value of $20.00.';
    await handleSessionResponse(apiError(412, 'BasketNotValid', message));
    expect(useOverlayRequests.getState().dialog).toEqual({ type: 'minimum-spend', message });
  });

  it('any other invalid basket goes to /offers', async () => {
    await handleSessionResponse(apiError(412, 'BasketNotValid', 'This deal needs a pizza.'));
    expect(navigate).toHaveBeenCalledWith('/offers', undefined);
  });

  it('below-minimum during the revalidation after idle: the minimum-spend modal on the cart and checkout only', async () => {
    const message = 'Basket total is below the minimum delivery order value of $20.00.';
    for (const name of ['cart', 'checkout'] as const) {
      route = name;
      useOverlayRequests.setState({ dialog: null });
      await expect(
        handleSessionResponse(apiError(412, 'BasketNotValid', message), { action: 'revalidate' }),
      ).resolves.toBe(true);
      expect(useOverlayRequests.getState().dialog).toEqual({ type: 'minimum-spend', message });
    }
    route = 'menu-category';
    useOverlayRequests.setState({ dialog: null });
    await expect(
      handleSessionResponse(apiError(412, 'BasketNotValid', message), { action: 'revalidate' }),
    ).resolves.toBe(false);
    expect(useOverlayRequests.getState().dialog).toBeNull();
    // An empty or otherwise incomplete cart is never sent away to /offers by the background check.
    route = 'cart';
    await expect(
      handleSessionResponse(apiError(412, 'BasketNotValid', 'Your basket is empty.'), { action: 'revalidate' }),
    ).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the background revalidation leaves an incomplete basket alone', async () => {
    await expect(handleSessionResponse(apiError(412, 'BasketNotValid', 'x'), { action: 'revalidate' })).resolves.toBe(
      false,
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('everything else', () => {
  it('is not a session response', async () => {
    await expect(handleSessionResponse(new Error('boom'))).resolves.toBe(false);
    await expect(handleSessionResponse(apiError(404, 'NotFound'))).resolves.toBe(false);
    await expect(handleSessionResponse(apiError(400, 'InvalidRequest'))).resolves.toBe(false);
  });

  it('withSessionResponses handles and rethrows', async () => {
    const error = apiError(412, 'InvalidOrderDateTime');
    await expect(withSessionResponses(() => Promise.reject(error))).rejects.toBe(error);
    expect(useOverlayRequests.getState().dialog?.type).toBe('date-time');
    await expect(withSessionResponses(() => Promise.resolve(7))).resolves.toBe(7);
  });
});
