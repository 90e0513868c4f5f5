import { IDEMPOTENCY_HEADER } from '@storefront/contract/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { useRecentOrders } from '../../lib/session/recent-orders.ts';
import { ORDER_ID, placedOrder } from '../../test/order-fixtures.ts';
import { attemptKey, attemptScopes, orderOfAttempt } from './attempts.ts';
import {
  completeOrder,
  placeCardOrder,
  placeDirectOrder,
  placeRedirectOrder,
  redirectUrls,
  startRedirectPayment,
} from './placement.ts';

const BASKET = 'b0000000-0000-4000-8000-000000000001';
const order = placedOrder({ basketId: BASKET, orderReference: 'RR1' });
const problem = (status: number, code: string, message = '') =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, code, message, errors: [] }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const keysSent = () =>
  fetchMock.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((h) => h[IDEMPOTENCY_HEADER]);

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useBasketSession.setState({
    basketId: BASKET,
    sessions: { [BASKET]: { sid: 'sid-1', created: Date.now() } },
    basket: null,
  });
  useCallCentreStore.setState({ isCallCentre: false, agentName: null });
  useRecentOrders.setState({ recentOrders: [], lastOrderBasket: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('placing an order: one Idempotency-Key per attempt', () => {
  it('a double click sends one request, and both clicks get its answer', async () => {
    fetchMock.mockResolvedValue(json(201, order));
    const [a, b] = await Promise.all([placeDirectOrder(BASKET, 'cash'), placeDirectOrder(BASKET, 'cash')]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(a).toEqual({ kind: 'placed', order });
    expect(b).toBe(a);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/v1/baskets/${BASKET}/orders/cash`);
    expect((init as RequestInit).headers).toMatchObject({ 'x-session-id': 'sid-1' });
  });

  it('retries after a lost connection with the SAME key (the first may have been placed)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(201, order));
    await expect(placeDirectOrder(BASKET, 'cash')).rejects.toThrow();
    await placeDirectOrder(BASKET, 'cash');
    const [first, second] = keysSent();
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('reuses the key a reload finds in session storage', async () => {
    const stored = attemptKey(attemptScopes.direct(BASKET, 'cash'));
    fetchMock.mockResolvedValue(json(201, order));
    await placeDirectOrder(BASKET, 'cash');
    expect(keysSent()).toEqual([stored]);
  });

  it('uses a new key after a decline: trying again is a new attempt', async () => {
    fetchMock
      .mockResolvedValueOnce(problem(402, 'PaymentDeclined', 'Declined'))
      .mockResolvedValueOnce(json(201, order));
    await expect(placeRedirectOrder('zip', 'pay_1')).rejects.toMatchObject({ status: 402 });
    await placeRedirectOrder('zip', 'pay_1');
    const [first, second] = keysSent();
    expect(second).not.toBe(first);
  });

  it('asks again with the same key while the first request is still running (409 in flight)', async () => {
    fetchMock.mockResolvedValueOnce(problem(409, 'IdempotencyKeyInFlight')).mockResolvedValueOnce(json(201, order));
    await expect(placeDirectOrder(BASKET, 'free')).resolves.toEqual({ kind: 'placed', order });
    const [first, second] = keysSent();
    expect(second).toBe(first);
  });

  it('reads a 302 card answer as the 3-D Secure challenge', async () => {
    fetchMock.mockResolvedValue(json(302, { origin: '/sandbox-gateway/3ds/auth_1', referenceID: 'auth_1' }));
    await expect(placeCardOrder('cs_1')).resolves.toEqual({
      kind: 'challenge',
      origin: '/sandbox-gateway/3ds/auth_1',
      referenceID: 'auth_1',
    });
    // The card is the one attached to the basket (createToken): the body names none.
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({
      returnUrl: '/card-auth',
    });
  });

  it("sends the agent's name in call-centre mode", async () => {
    useCallCentreStore.setState({ isCallCentre: true, agentName: 'Priya' });
    fetchMock.mockResolvedValue(json(201, order));
    await placeDirectOrder(BASKET, 'cash');
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({ agentName: 'Priya' });
  });

  it('starts a provider payment once per attempt, and afresh when the cart changed (422)', async () => {
    fetchMock
      .mockResolvedValueOnce(problem(422, 'IdempotencyKeyReused'))
      .mockResolvedValueOnce(json(200, { paymentId: 'pay_2', redirectUrl: '/sandbox-gateway/pay/pay_2' }));
    await expect(startRedirectPayment(BASKET, 'zip')).resolves.toEqual({
      paymentId: 'pay_2',
      redirectUrl: '/sandbox-gateway/pay/pay_2',
    });
    const [first, second] = keysSent();
    expect(second).not.toBe(first);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/v1/baskets/${BASKET}/initialiseZipPay`);
  });
});

describe('return urls', () => {
  it('sends Zip to /zippayconfirmation, Afterpay to /completeafterpay and the rest to /process-order', () => {
    expect(redirectUrls('zip', 'b1')).toEqual({ returnUrl: '/zippayconfirmation', cancelUrl: '/zippayconfirmation' });
    expect(redirectUrls('afterpay', 'b1')).toEqual({
      returnUrl: '/completeafterpay/b1',
      cancelUrl: '/checkout/afterpay?status=cancelled',
    });
    expect(redirectUrls('paypal', 'b1')).toEqual({
      returnUrl: '/process-order/b1?method=paypal',
      cancelUrl: '/checkout/paypal?status=cancelled',
    });
  });
});

describe('after the order', () => {
  it('remembers it for the order page, marks the attempt and forgets the basket', () => {
    const scope = attemptScopes.direct(BASKET, 'cash');
    const path = completeOrder(order, scope, new Date('2026-11-24T07:00:00Z'));
    expect(path).toBe(`/order/${ORDER_ID}`);
    expect(useRecentOrders.getState().recentOrders[0]).toEqual({
      orderId: ORDER_ID,
      orderReference: 'RR1',
      sessionId: 'sid-1',
      placedAt: '2026-11-24T07:00:00.000Z',
      basketId: BASKET,
    });
    expect(useRecentOrders.getState().lastOrderBasket).toBe(BASKET);
    expect(useBasketSession.getState().basketId).toBeNull();
    expect(orderOfAttempt(scope)).toBe(ORDER_ID);
  });
});
