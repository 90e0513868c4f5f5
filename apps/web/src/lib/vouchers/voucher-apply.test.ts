import type { Basket } from '@storefront/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppNavigation } from '../session/app-navigation.ts';
import { useBasketSession } from '../session/basket-session.ts';
import { useOverlayRequests } from '../session/overlay-requests.ts';
import { usePendingVoucher } from '../session/pending-voucher.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { jsonResponse, problemResponse, testBasket } from '../../test/voucher-test-basket.ts';
import {
  applyVoucher,
  appliedMessage,
  dismissVoucherStatus,
  mealBuilderPath,
  resumePendingVoucher,
  runVoucherAction,
  useVoucherApply,
  watchBasketForVouchers,
} from './voucher-apply.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
  Promise.resolve(handler(String(input), init)),
);
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const navigate = vi.fn();

const BASKET = testBasket();
const applyPath = (code: string) => `POST /api/v1/baskets/${BASKET.basketId}/applyvoucher/${code}`;
const withSave20: Basket = testBasket({
  vouchers: [{ voucherCode: 'SAVE20', voucherId: 1, name: '20% off', kind: 'PercentOff', discount: 717 }],
  discount: 717,
  totalSavings: 717,
  voucherResult: { action: 'Applied', voucherCode: 'SAVE20', dealSlug: null },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  watchBasketForVouchers();
});

beforeEach(() => {
  fetchMock.mockClear();
  navigate.mockClear();
  setAppNavigation({ navigate, routeName: () => undefined, pathname: () => '/offers' });
  handler = () => jsonResponse(withSave20);
});

afterEach(() => {
  dismissVoucherStatus();
  useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
  usePendingVoucher.setState({ pendingVoucher: null });
  useOverlayRequests.setState({ localisation: null, dialog: null, cartOpen: false });
  useAlertStore.setState({ current: null });
  useSnackbarStore.setState({ current: null });
  setAppNavigation(null);
});

describe('a code with no basket yet', () => {
  it('waits, asks for a location, and is applied once, right after the session is saved', async () => {
    await applyVoucher(' save20 ', 'link');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(usePendingVoucher.getState().pendingVoucher).toBe('SAVE20');
    expect(useVoucherApply.getState()).toMatchObject({ phase: 'waiting', code: 'SAVE20', source: 'link' });
    const request = useOverlayRequests.getState().localisation;
    expect(request).toMatchObject({ tab: 'delivery' });
    expect(request?.notice).toContain('SAVE20');

    // The location feature saves the session (creates the basket), then runs its success callback.
    useBasketSession.getState().setBasket(testBasket());
    request?.onSuccess?.();
    await flush();
    await flush();

    expect(calls()).toEqual([applyPath('SAVE20')]);
    expect(usePendingVoucher.getState().pendingVoucher).toBeNull();
    expect(useVoucherApply.getState()).toMatchObject({
      phase: 'applied',
      message: 'SAVE20 applied: 20% off. You save $7.17.',
    });
  });

  it('is applied by the success callback alone when the basket already existed (location changed)', async () => {
    usePendingVoucher.getState().setPendingVoucher('FREEGARLIC');
    useBasketSession.setState({
      basketId: BASKET.basketId,
      basket: BASKET,
      sessions: { [BASKET.basketId]: { sid: 'session-1', created: Date.now() } },
    });
    await resumePendingVoucher();
    expect(calls()).toEqual([applyPath('FREEGARLIC')]);
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ 'x-session-id': 'session-1' });
    expect(usePendingVoucher.getState().pendingVoucher).toBeNull();
    // a second call finds nothing waiting
    await resumePendingVoucher();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the wait when another part of the app applied the waiting code', async () => {
    await applyVoucher('SAVE20', 'card');
    usePendingVoucher.getState().takePendingVoucher();
    useBasketSession.getState().setBasket(withSave20);
    expect(useVoucherApply.getState()).toMatchObject({ phase: 'applied', source: 'card' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('applying with a basket', () => {
  beforeEach(() => useBasketSession.getState().setBasket(BASKET));

  it('sends one request for a double submit', async () => {
    await Promise.all([applyVoucher('SAVE20', 'modal'), applyVoucher('SAVE20', 'modal'), resumePendingVoucher()]);
    expect(calls()).toEqual([applyPath('SAVE20')]);
    expect(useBasketSession.getState().basket?.vouchers).toHaveLength(1);
  });

  it('checks the shape before sending', async () => {
    await applyVoucher("' OR 1=1 --", 'modal');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useVoucherApply.getState()).toMatchObject({
      phase: 'failed',
      outcome: { message: 'Coupon codes use only letters, numbers and hyphens.' },
    });
  });

  it('opens the meal builder for a deal voucher', async () => {
    handler = () =>
      jsonResponse(
        testBasket({
          voucherResult: { action: 'OpenDeal', voucherCode: 'LARGE995', dealSlug: 'large-classic-pizza-9-95' },
        }),
      );
    await applyVoucher('large995', 'card');
    expect(navigate).toHaveBeenCalledWith('/pizza-meals/large-classic-pizza-9-95?voucherCode=LARGE995', undefined);
    expect(useVoucherApply.getState().phase).toBe('idle');
    expect(mealBuilderPath('a-b', 'X-1')).toBe('/pizza-meals/a-b?voucherCode=X-1');
  });

  it('switches a delivery basket to pickup at the same store and time, then applies the code again', async () => {
    const pickup = testBasket({ serviceType: 'Pickup', deliveryAddress: null });
    let applied = false;
    handler = (url, init) => {
      if (init.method === 'PATCH') return jsonResponse(pickup);
      if (!applied && useBasketSession.getState().basket?.serviceType === 'Delivery') {
        return problemResponse(
          400,
          'VoucherUnavailableForFulfillmentType',
          'This voucher is only available for pickup orders.',
        );
      }
      applied = true;
      return jsonResponse(
        testBasket({
          ...pickup,
          vouchers: [
            { voucherCode: 'PICKUP25', voucherId: 5, name: '25% off pickup', kind: 'PercentOff', discount: 896 },
          ],
          voucherResult: { action: 'Applied', voucherCode: 'PICKUP25', dealSlug: null },
        }),
      );
    };
    await applyVoucher('PICKUP25', 'link');
    const failed = useVoucherApply.getState();
    expect(failed).toMatchObject({
      phase: 'failed',
      outcome: { message: 'This voucher is only available for pickup orders.', action: { label: 'Change to Pickup' } },
    });
    await runVoucherAction(failed.outcome!.action!);
    expect(calls()).toEqual([applyPath('PICKUP25'), `PATCH /api/v1/baskets/${BASKET.basketId}`, applyPath('PICKUP25')]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toMatchObject({
      serviceType: 'Pickup',
      storeId: 1002,
      isAsap: true,
      orderDueAt: null,
    });
    expect(useVoucherApply.getState()).toMatchObject({
      phase: 'applied',
      message: 'PICKUP25 applied: 25% off pickup. You save $8.96.',
    });
  });

  it('keeps a scheduled time when switching, and asks for a pickup time when it is refused', async () => {
    useBasketSession.getState().setBasket(testBasket({ isAsap: false, orderDueAt: '2026-11-25T12:15:00+11:00' }));
    handler = (_url, init) =>
      init.method === 'PATCH'
        ? problemResponse(412, 'InvalidOrderDateTime', 'The selected order time is not available.')
        : problemResponse(
            400,
            'VoucherUnavailableForFulfillmentType',
            'This voucher is only available for pickup orders.',
          );
    await applyVoucher('PICKUP25', 'card');
    await runVoucherAction(useVoucherApply.getState().outcome!.action!);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toMatchObject({
      isAsap: false,
      orderDueAt: '2026-11-25T12:15',
    });
    expect(useVoucherApply.getState().phase).toBe('waiting');
    expect(usePendingVoucher.getState().pendingVoucher).toBe('PICKUP25');
    expect(useOverlayRequests.getState().localisation).toMatchObject({ tab: 'pickup', storeCode: 'NSW002' });
  });

  it('asks for an address to change to delivery, a store to change location, a time to change time', async () => {
    handler = () =>
      problemResponse(400, 'VoucherUnavailableForStore', 'This voucher is not available at your selected store.');
    await applyVoucher('PARRA5', 'link');
    await runVoucherAction(useVoucherApply.getState().outcome!.action!);
    expect(useOverlayRequests.getState().localisation).toMatchObject({ tab: 'delivery' });
    expect(usePendingVoucher.getState().pendingVoucher).toBe('PARRA5');

    // the new location is saved: the basket's store changes, the waiting code goes on
    handler = () =>
      jsonResponse(testBasket({ voucherResult: { action: 'Applied', voucherCode: 'PARRA5', dealSlug: null } }));
    useBasketSession
      .getState()
      .setBasket(testBasket({ storeInfo: { ...BASKET.storeInfo, storeId: 1003, code: 'NSW003' } }));
    await flush();
    await flush();
    expect(calls()).toEqual([applyPath('PARRA5'), applyPath('PARRA5')]);
    expect(useVoucherApply.getState().phase).toBe('applied');

    handler = () =>
      problemResponse(
        400,
        'VoucherUnavailableForFulfillmentDate',
        'This voucher can only be used for orders between 11am and 3pm.',
      );
    await applyVoucher('LUNCH15', 'link');
    await runVoucherAction(useVoucherApply.getState().outcome!.action!);
    expect(useOverlayRequests.getState().dialog).toEqual({
      type: 'date-time',
      warning: 'This voucher can only be used for orders between 11am and 3pm.',
    });
    expect(useVoucherApply.getState()).toMatchObject({ phase: 'waiting', resume: { type: 'change-time' } });
  });

  it('clears an expired session, asks for a location and keeps the code waiting', async () => {
    handler = () =>
      problemResponse(410, 'BasketHasExpired', 'Your session has expired. Please choose your location again.');
    await applyVoucher('SAVE20', 'link');
    expect(useBasketSession.getState().basketId).toBeNull();
    expect(usePendingVoucher.getState().pendingVoucher).toBe('SAVE20');
    expect(useVoucherApply.getState()).toMatchObject({ phase: 'waiting', outcome: { kind: 'expired' } });
    expect(useOverlayRequests.getState().localisation?.notice).toContain('Your session has expired');
  });

  it('refreshes the basket and reloads /cart for a voucher already redeemed', async () => {
    handler = (_url, init) =>
      init.method === 'POST'
        ? problemResponse(409, 'VoucherAlreadyRedeemed', 'Sorry, this voucher has already been redeemed.')
        : jsonResponse(BASKET);
    await applyVoucher('LASTONE', 'modal');
    expect(calls()).toEqual([applyPath('LASTONE'), `GET /api/v1/baskets/${BASKET.basketId}`]);
    expect(navigate).toHaveBeenCalledWith('/cart', undefined);
    expect(useSnackbarStore.getState().current).toMatchObject({
      theme: 'danger',
      message: 'Sorry, this voucher has already been redeemed.',
    });
  });

  it('shows the server text for other refusals, as a snackbar when no screen shows the status', async () => {
    handler = () => problemResponse(412, 'BasketNotValid', 'Spend $30.00 or more to use this voucher.');
    await applyVoucher('SAVE20', 'pending');
    expect(useVoucherApply.getState()).toMatchObject({
      phase: 'failed',
      outcome: { kind: 'error', tone: 'danger', message: 'Spend $30.00 or more to use this voucher.' },
    });
    expect(useSnackbarStore.getState().current).toMatchObject({
      theme: 'danger',
      message: 'Spend $30.00 or more to use this voucher.',
    });
  });

  it('shows an alert when a basket answer says a voucher was removed', () => {
    useBasketSession.getState().setBasket(
      testBasket({
        messages: [{ code: 'VoucherAutoRemove', message: 'DELIVERY5 was removed: it is for delivery orders.' }],
      }),
    );
    expect(useAlertStore.getState().current).toMatchObject({
      title: 'Voucher removed',
      body: 'DELIVERY5 was removed: it is for delivery orders.',
    });
  });
});

describe('appliedMessage', () => {
  it('names the discount, or the item the voucher added', () => {
    expect(appliedMessage(withSave20, 'SAVE20')).toBe('SAVE20 applied: 20% off. You save $7.17.');
    const garlic = testBasket({
      basketItems: [
        {
          basketItemId: 'a',
          productId: 2001,
          slug: 'garlic-bread',
          quantity: 1,
          unitPrice: 0,
          totalPrice: 0,
          productType: 'Sides',
          paymentType: 'Standard',
          alcoholUnits: 0,
          isFreePromoDrink: false,
          isCustomisable: false,
          name: 'Garlic Bread',
          voucherCode: 'FREEGARLIC',
          basketItemParts: [],
          removedParts: [],
          surcharge: null,
          basketItems: [],
          choice: { productId: 2001, quantity: 1 },
        },
      ],
    });
    expect(appliedMessage(garlic, 'FREEGARLIC')).toBe('FREEGARLIC applied: Garlic Bread added to your cart free.');
    expect(appliedMessage(BASKET, 'X')).toBe('X applied.');
  });
});
