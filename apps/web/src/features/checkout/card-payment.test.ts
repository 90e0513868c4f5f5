import type { Basket } from '@storefront/contract';
import { IDEMPOTENCY_HEADER } from '@storefront/contract/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { json, mockApi, problem, type Route } from '../../test/api-mock.ts';
import { basket } from '../../test/basket-fixtures.ts';
import { placedOrder } from '../../test/order-fixtures.ts';
import { attachCard, payWithAttachedCard, type CardStep } from './card-payment.ts';
import { attachedCard } from './payment-setup.ts';

const solver = vi.hoisted(() => ({ solveChallenge: vi.fn(), deriveKey: vi.fn() }));
vi.mock('altcha-lib', () => ({ solveChallenge: solver.solveChallenge }));
vi.mock('altcha-lib/algorithms/web/sha', () => ({ deriveKey: solver.deriveKey }));

const BASKET = 'b0000000-0000-4000-8000-0000000000c1';
const CHALLENGE = {
  parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '0000' },
  signature: 'x',
};
const order = placedOrder({ basketId: BASKET, paymentMethod: 'card' });
const basketWith = (reference: string | null): Basket =>
  basket({
    basketId: BASKET,
    sessionId: 'sid-1',
    basketItems: [],
    paymentInfo: reference
      ? {
          paymentMethod: 'card',
          status: 'ready',
          card: { brand: 'Visa', brandCode: '001', last4: '1111', expiryMonth: 4, expiryYear: 2029 },
          reference,
          captchaVerified: false,
          updatedAt: '2026-11-24T18:05:00+11:00',
        }
      : null,
  });
const captchaRoutes: Record<string, Route> = {
  'GET /api/v1/captcha/challenge?action=CUSTOMER_TOKEN': () => json(200, CHALLENGE),
  'POST /customerToken': () => json(200, basketWith('cs_1')),
};
const CAPTCHA_REQUIRED: Route = () =>
  problem(428, 'CaptchaRequired', 'Please confirm you are not a robot before trying another card.');

beforeEach(() => {
  useBasketSession.setState({
    basketId: BASKET,
    sessions: { [BASKET]: { sid: 'sid-1', created: Date.now() } },
    basket: basketWith('cs_1'),
  });
  useCallCentreStore.setState({ isCallCentre: false, agentName: null });
  solver.solveChallenge.mockReset().mockResolvedValue({ counter: 1, derivedKey: '0000' });
});
afterEach(() => vi.unstubAllGlobals());

describe('attaching a card', () => {
  it('a remount joins the createToken already running', async () => {
    const api = mockApi(BASKET, { 'POST /createToken': () => json(200, basketWith('cs_1')) });
    await Promise.all([attachCard('cs_1'), attachCard('cs_1')]);
    expect(api.calls('POST /createToken')).toHaveLength(1);
  });

  it('on 428 says it is checking, solves the captcha and uses customerToken', async () => {
    const api = mockApi(BASKET, { 'POST /createToken': CAPTCHA_REQUIRED, ...captchaRoutes });
    const steps: CardStep[] = [];
    await attachCard('cs_1', (step) => steps.push(step));
    expect(steps).toEqual(['captcha', 'attaching']);
    expect(api.keys()).toEqual([
      'POST /createToken',
      'GET /api/v1/captcha/challenge?action=CUSTOMER_TOKEN',
      'POST /customerToken',
    ]);
  });
});

describe('paying with the attached card', () => {
  it('on 428 solves the captcha, attaches again with it and places as a new attempt', async () => {
    let first = true;
    const api = mockApi(BASKET, {
      'POST /orders/card': () => {
        if (!first) return json(201, order);
        first = false;
        return CAPTCHA_REQUIRED({} as never);
      },
      ...captchaRoutes,
    });
    const steps: CardStep[] = [];
    await expect(payWithAttachedCard('cs_1', (step) => steps.push(step))).resolves.toEqual({ kind: 'placed', order });
    expect(steps).toEqual(['placing', 'captcha', 'attaching', 'placing']);
    const [one, two] = api.calls('POST /orders/card').map((r) => r.headers[IDEMPOTENCY_HEADER]);
    expect(two).not.toBe(one);
    expect(api.calls('POST /customerToken')[0]!.body).toMatchObject({ flexToken: 'cs_1' });
  });

  it('discards a declined card (fire and forget) and lets the decline through', async () => {
    const api = mockApi(BASKET, {
      'POST /orders/card': () => problem(402, 'PaymentDeclined', 'Declined.'),
      'DELETE /token/cs_1': () => json(204, null),
    });
    await expect(payWithAttachedCard('cs_1')).rejects.toMatchObject({ status: 402 });
    // The tab's basket lets go of the card at once; the call follows.
    expect(useBasketSession.getState().basket?.paymentInfo).toMatchObject({ status: 'chosen', reference: null });
    await vi.waitFor(() => expect(api.calls('DELETE /token/cs_1')).toHaveLength(1));
    // A basket read sent before the discard, answering after it, does not offer the card again.
    useBasketSession.getState().setBasket(basketWith('cs_1'));
    expect(attachedCard(useBasketSession.getState().basket?.paymentInfo)).toBeNull();
  });

  it('keeps the card after other failures', async () => {
    useBasketSession.setState({ basket: basketWith('cs_2') });
    const api = mockApi(BASKET, { 'POST /orders/card': () => problem(400, 'InvalidRequest', 'Bad.') });
    await expect(payWithAttachedCard('cs_2')).rejects.toMatchObject({ status: 400 });
    expect(api.calls('DELETE /token/cs_2')).toEqual([]);
    expect(attachedCard(useBasketSession.getState().basket?.paymentInfo)?.flexToken).toBe('cs_2');
  });
});
