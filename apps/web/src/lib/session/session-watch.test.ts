// The visit's session checks: start-up read-back, revalidation after activity, skipped routes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { setAppNavigation } from './app-navigation.ts';
import { useBasketSession } from './basket-session.ts';
import { useLocationStore } from './location-store.ts';
import { useOverlayRequests } from './overlay-requests.ts';
import { basketFor, mockApi, problem } from './session-fixtures.test-support.ts';
import { IDLE_TIME_MS } from './idle.ts';
import { askForReset, revalidateSession, startSessionWatch } from './session-watch.ts';

let stop: (() => void) | undefined;
beforeEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useLocationStore.getState().clearLocation();
  useSnackbarStore.setState({ current: null });
  useOverlayRequests.setState({ dialog: null });
  setAppNavigation({ navigate: vi.fn(), routeName: () => 'menu-category', pathname: () => '/menu/pizza' });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  setAppNavigation(null);
});

describe('session watch', () => {
  it('at start-up drops old sessions and reads the basket back into the header', async () => {
    useBasketSession.getState().setBasket(basketFor());
    const { calls } = mockApi(() => ({ body: basketFor({ isAsap: false, orderDueAt: '2026-11-22T19:00:00+11:00' }) }));
    stop = startSessionWatch();
    await vi.waitFor(() => expect(useLocationStore.getState().orderDueAt).toBe('2026-11-22T19:00'));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/v1/baskets/00000000-0000-4000-8000-000000000001' });
  });

  it('does nothing without a basket, or on a route that skips session validation', async () => {
    const { calls } = mockApi(() => undefined);
    stop = startSessionWatch();
    stop();
    useBasketSession.getState().setBasket(basketFor());
    stop = startSessionWatch({ skipsValidation: () => true });
    await revalidateSession();
    expect(calls).toEqual([]);
  });

  it('revalidates with POST validate and hands session responses to the handler', async () => {
    useBasketSession.getState().setBasket(basketFor());
    const { calls } = mockApi(() => problem(412, 'InvalidOrderDateTime'));
    await revalidateSession();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/baskets/00000000-0000-4000-8000-000000000001/validate',
    });
    expect(calls[0]!.headers['x-session-id']).toBe('sid-1');
    expect(useOverlayRequests.getState().dialog?.type).toBe('date-time');
  });

  it('forgets a basket the server does not know', async () => {
    useBasketSession.getState().setBasket(basketFor());
    mockApi(() => problem(404, 'NotFound'));
    await revalidateSession();
    expect(useBasketSession.getState().basket).toBeNull();
  });

  it('asks for a reset when the idle session expires', () => {
    useBasketSession.getState().setBasket(basketFor());
    askForReset();
    expect(useSnackbarStore.getState().current).toMatchObject({
      message: 'Your session has expired. Reset it to carry on with your order.',
      autoCloseMs: 0,
      actions: [{ label: 'Reset session' }],
    });
  });

  describe('the background revalidation after idle (spec sections 4 and 8)', () => {
    /** Start watching, go idle (600000 ms without activity), then come back with a click. */
    async function idleThenReturn(answer: ReturnType<typeof problem>, routeName: string) {
      setAppNavigation({ navigate: vi.fn(), routeName: () => routeName as never, pathname: () => '/cart' });
      useBasketSession.getState().setBasket(basketFor());
      const { calls } = mockApi((call) => (call.path.endsWith('/validate') ? answer : { body: basketFor() }));
      vi.useFakeTimers();
      try {
        stop = startSessionWatch();
        await vi.advanceTimersByTimeAsync(IDLE_TIME_MS + 1000);
        window.dispatchEvent(new Event('mousedown'));
        await vi.advanceTimersByTimeAsync(1000);
      } finally {
        vi.useRealTimers();
      }
      await vi.waitFor(() => expect(calls.some((c) => c.path.endsWith('/validate'))).toBe(true));
    }

    it('InvalidOrderDateTime after idle opens the date-time selector', async () => {
      await idleThenReturn(problem(412, 'InvalidOrderDateTime'), 'menu-category');
      await vi.waitFor(() => expect(useOverlayRequests.getState().dialog?.type).toBe('date-time'));
    });

    it('below the minimum after idle, on the cart, opens the minimum-spend modal', async () => {
      const message = 'Basket total is below the minimum delivery order value of $20.00.';
      await idleThenReturn(problem(412, 'BasketNotValid', message), 'cart');
      await vi.waitFor(() => expect(useOverlayRequests.getState().dialog).toEqual({ type: 'minimum-spend', message }));
    });
  });
});
