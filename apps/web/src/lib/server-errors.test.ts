import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client.ts';
import { platform } from './platform/index.ts';
import { GENERIC_CUSTOMER_ERROR, SERVER_ERRORS_KEY, serverErrorAction, serviceOf } from './server-errors.ts';

const problem = (status: number) =>
  new Response(
    JSON.stringify({ type: 'about:blank', title: 'Down', status, code: 'InternalError', message: 'Down', errors: [] }),
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
const ok = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });

describe('serviceOf', () => {
  it('names the cart, store, product and customer calls, and no others', () => {
    expect(serviceOf('/api/v1/baskets')).toBe('cart');
    expect(serviceOf('/api/v1/baskets/b-1')).toBe('cart');
    expect(serviceOf('/api/v1/baskets/b-1/basketItems/7')).toBe('cart');
    expect(serviceOf('/api/v1/baskets/b-1/applyvoucher/SAVE20')).toBe('cart');
    expect(serviceOf('/api/v1/store/schedule/postcode?postcode=2150')).toBe('store');
    expect(serviceOf('/api/v1/products/12')).toBe('product');
    expect(serviceOf('/api/v1/meals/family')).toBe('product');
    expect(serviceOf('/api/v1/customer/c-1/card')).toBe('customer');
    // Orders and payments explain their own failures; a reload could lose the customer's place.
    expect(serviceOf('/api/v1/baskets/b-1/orders/cash')).toBeNull();
    expect(serviceOf('/api/v1/baskets/b-1/initialiseZipPay')).toBeNull();
    expect(serviceOf('/api/v1/Configuration')).toBeNull();
    expect(serviceOf('/api/v1/survey/surveys/s')).toBeNull();
  });
});

describe('serverErrorAction (spec 000 sections 4 and 8)', () => {
  it('5xx on a cart, store or product call: reload, or /fatal when the URL was already recorded', () => {
    for (const status of [500, 502, 503, 599]) {
      expect(serverErrorAction('/api/v1/store/NSW002', status, [], '/stores')).toEqual({ kind: 'reload' });
      expect(serverErrorAction('/api/v1/store/NSW002', status, ['/api/v1/store/NSW002'], '/stores')).toEqual({
        kind: 'fatal',
        to: '/fatal?from=%2Fstores',
      });
    }
    // Another URL's record does not count.
    expect(serverErrorAction('/api/v1/products/1', 500, ['/api/v1/products/2'], '/')).toEqual({ kind: 'reload' });
  });

  it('5xx on a customer call shows the generic customer error', () => {
    expect(serverErrorAction('/api/v1/customer/c-1', 500, [], '/account')).toEqual({
      kind: 'customer-error',
      message: 'Something went wrong! We apologise for the inconvenience.',
    });
  });

  it('answers below 500 are left to their callers', () => {
    for (const status of [400, 404, 410, 412, 499])
      expect(serverErrorAction('/api/v1/baskets/b-1', status, ['/api/v1/baskets/b-1'], '/')).toEqual({ kind: 'none' });
  });
});

describe('apiFetch with the server-error policy', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/cart?x=1');
    reload = vi.spyOn(platform, 'reload').mockImplementation(() => {});
    assign = vi.spyOn(platform, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('a 5xx storm makes no reload loop: the second 5xx on the same URL goes to /fatal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(503)),
    );
    await expect(apiFetch('/api/v1/baskets/b-1')).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(SERVER_ERRORS_KEY)!)).toEqual(['/api/v1/baskets/b-1']);

    // The reloaded page asks again and fails again: the fatal page, not another reload.
    await expect(apiFetch('/api/v1/baskets/b-1')).rejects.toMatchObject({ status: 503 });
    expect(reload).toHaveBeenCalledOnce();
    expect(assign).toHaveBeenCalledWith('/fatal?from=%2Fcart%3Fx%3D1');
  });

  it('a success takes the URL off the record, so a later failure reloads once again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(problem(500))
      .mockResolvedValueOnce(ok())
      .mockResolvedValueOnce(problem(500));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/v1/store/NSW002').catch(() => undefined);
    await apiFetch('/api/v1/store/NSW002');
    expect(JSON.parse(sessionStorage.getItem(SERVER_ERRORS_KEY)!)).toEqual([]);
    await apiFetch('/api/v1/store/NSW002').catch(() => undefined);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a customer call 5xx neither reloads nor leaves: its error says the generic sentence', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(500)),
    );
    const error = (await apiFetch('/api/v1/customer/c-1').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(GENERIC_CUSTOMER_ERROR);
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a 5xx on an order call is left to the checkout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(500)),
    );
    await apiFetch('/api/v1/baskets/b-1/orders/cash', { method: 'POST' }).catch(() => undefined);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SERVER_ERRORS_KEY)).toBeNull();
  });
});
