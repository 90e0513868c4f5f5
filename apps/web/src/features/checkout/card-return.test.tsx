import { IDEMPOTENCY_HEADER } from '@storefront/contract/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../lib/platform/index.ts';
import { json, problem, type Route } from '../../test/api-mock.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { attemptKey, attemptScopes } from './attempts.ts';
import { checkoutFixture, renderCheckout, VISA_1111 } from './test-checkout.tsx';

// The captcha solver (altcha-lib, loaded lazily) is replaced: the test decides when it finishes.
const solver = vi.hoisted(() => ({
  solveChallenge: vi.fn(),
  deriveKey: vi.fn(),
}));
vi.mock('altcha-lib', () => ({ solveChallenge: solver.solveChallenge }));
vi.mock('altcha-lib/algorithms/web/sha', () => ({ deriveKey: solver.deriveKey }));

const CHALLENGE = {
  parameters: { algorithm: 'SHA-256', nonce: 'n1', salt: 's1', cost: 1, keyLength: 32, keyPrefix: '0000' },
  signature: 'sig',
};
const SOLUTION = { counter: 4242, derivedKey: '0000abcd' };

let fixture = checkoutFixture();
let api: ReturnType<typeof fixture.serve>;
const attached = () =>
  fixture.withPayment({ paymentMethod: 'card', status: 'ready', card: VISA_1111, reference: 'cs_1' });
const serve = (routes: Record<string, Route> = {}) =>
  (api = fixture.serve({
    'POST /createToken': () => json(200, attached()),
    'POST /orders/card': () => json(201, fixture.order),
    'DELETE /token/cs_1': () => json(204, null),
    ...routes,
  }));

beforeEach(() => {
  fixture = checkoutFixture();
  serve();
  solver.solveChallenge.mockReset();
  solver.deriveKey.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RETURN = '/checkout/credit-card?sessionId=cs_1';
const CAPTCHA_REQUIRED: Route = () =>
  problem(428, 'CaptchaRequired', 'Please confirm you are not a robot before trying another card.');

describe('back from the hosted card page', () => {
  it('attaches the card (createToken), then places the order with it', async () => {
    const { router } = renderCheckout(RETURN);
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/${fixture.order.orderId}`);
    // The payment calls in order (payment options, Click to Pay and the engagement cards load beside them).
    const paymentCalls = api
      .keys()
      .filter((k) => !k.includes('Options') && !k.includes('VCO') && !k.includes('/engagement/'));
    expect(paymentCalls).toEqual([
      'POST /createToken',
      'POST /orders/card',
      // The fresh basket after the order (spec document 2, section 4).
      'POST /api/v1/baskets',
    ]);
    expect(api.calls('POST /createToken')[0]!.body).toEqual({ flexToken: 'cs_1' });
    expect(api.calls('POST /orders/card')[0]!.body).toEqual({ returnUrl: '/card-auth' });
  });

  it('sends the key a reload finds stored, so the server replays the first answer', async () => {
    const stored = attemptKey(attemptScopes.card('cs_1'));
    renderCheckout(RETURN);
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.calls('POST /orders/card')[0]!.headers[IDEMPOTENCY_HEADER]).toBe(stored);
  });

  it('opens 3-D Secure when the bank asks', async () => {
    const assign = vi.spyOn(platform, 'assign').mockImplementation(() => undefined);
    serve({
      'POST /orders/card': () => json(302, { origin: '/sandbox-gateway/3ds/auth_1', referenceID: 'auth_1' }),
    });
    renderCheckout(RETURN);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-gateway/3ds/auth_1'));
  });

  it('solves the captcha when asked (428), attaches with customerToken and goes on', async () => {
    let solve: (value: typeof SOLUTION) => void = () => undefined;
    solver.solveChallenge.mockImplementation(() => new Promise((resolve) => (solve = resolve)));
    serve({
      'POST /createToken': CAPTCHA_REQUIRED,
      'GET /api/v1/captcha/challenge?action=CUSTOMER_TOKEN': () => json(200, CHALLENGE),
      'POST /customerToken': () => json(200, attached()),
    });
    renderCheckout(RETURN);
    const status = await screen.findByText('Checking you are not a robot…');
    expect(status.getAttribute('role')).toBe('status');
    expect(solver.solveChallenge).toHaveBeenCalledWith(
      expect.objectContaining({ challenge: CHALLENGE, deriveKey: solver.deriveKey }),
    );
    solve(SOLUTION);
    await screen.findByRole('heading', { name: 'Order page' });
    const [sent] = api.calls('POST /customerToken');
    const { flexToken, captcha } = sent!.body as { flexToken: string; captcha: string };
    expect(flexToken).toBe('cs_1');
    expect(JSON.parse(atob(captcha))).toEqual({ challenge: CHALLENGE, solution: SOLUTION });
    expect(api.calls('POST /orders/card')).toHaveLength(1);
  });

  it("shows the server's message with Try again when the captcha is refused", async () => {
    solver.solveChallenge.mockResolvedValue(SOLUTION);
    let refuse = true;
    serve({
      'POST /createToken': CAPTCHA_REQUIRED,
      'GET /api/v1/captcha/challenge?action=CUSTOMER_TOKEN': () => json(200, CHALLENGE),
      'POST /customerToken': () =>
        refuse
          ? problem(400, 'CaptchaInvalid', 'We could not confirm you are not a robot. Please try again.')
          : json(200, attached()),
    });
    renderCheckout(RETURN);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not confirm you are not a robot. Please try again.',
    );
    expect(api.calls('POST /orders/card')).toEqual([]);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(solver.solveChallenge).toHaveBeenCalledTimes(2);
  });

  it('says so when the captcha cannot be solved in this browser', async () => {
    solver.solveChallenge.mockResolvedValue(null);
    serve({
      'POST /createToken': CAPTCHA_REQUIRED,
      'GET /api/v1/captcha/challenge?action=CUSTOMER_TOKEN': () => json(200, CHALLENGE),
    });
    renderCheckout(RETURN);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not confirm you are not a robot. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Use a different card' })).toBeTruthy();
  });

  it('a card that cannot be attached explains, and "Use a different card" goes back to the card method', async () => {
    serve({
      'POST /createToken': () =>
        problem(410, 'CardSessionExpired', 'The card form expired. Please enter your card again.'),
    });
    const { router } = renderCheckout(RETURN);
    // A 410 about the card is not a session answer: the cart stays, the message says what to do.
    expect((await screen.findByRole('alert')).textContent).toBe('The card form expired. Please enter your card again.');
    fireEvent.click(screen.getByRole('button', { name: 'Use a different card' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/checkout/credit-card');
    expect(api.calls('POST /orders/card')).toEqual([]);
  });

  it('discards a declined card (DELETE token) and offers the methods again', async () => {
    serve({
      'POST /orders/card': () => problem(402, 'PaymentDeclined', 'Your card was declined. Please try another card.'),
    });
    const { router } = renderCheckout(RETURN);
    await waitFor(() => expect(api.calls('DELETE /token/cs_1')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/checkout/credit-card');
    expect(useSnackbarStore.getState().current?.message).toBe('Your card was declined. Please try another card.');
    // The basket in this tab no longer holds the card: the hosted page is offered, not the old card.
    expect(await screen.findByRole('button', { name: 'Pay $23.90 by card' })).toBeTruthy();
    expect(screen.queryByText('Visa ending 1111')).toBeNull();
  });
});
