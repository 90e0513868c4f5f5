import { IDEMPOTENCY_HEADER } from '@storefront/contract/http';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import { platform } from '../../lib/platform/index.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { json, problem, type Route } from '../../test/api-mock.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { useCheckoutDetails } from './customer-details.ts';
import { checkoutFixture, renderCheckout, VALID_DETAILS, VISA_1111 } from './test-checkout.tsx';

let fixture = checkoutFixture();
let api: ReturnType<typeof fixture.serve>;
const serve = (routes: Record<string, Route> = {}) => (api = fixture.serve(routes));

beforeEach(() => {
  fixture = checkoutFixture();
  serve({
    'PATCH /paymentInfo': ({ body }) => json(200, fixture.withPayment({ ...(body as object), status: 'chosen' })),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
/** The line under a method's name (its accessible description). */
const detailOf = (name: string) => {
  const id = radio(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** Keep a card on the basket as createToken leaves it (a new card session each time), details filled. */
function withAttachedCard() {
  const flexToken = `cs_${crypto.randomUUID().slice(0, 8)}`;
  const basket = fixture.withPayment({ paymentMethod: 'card', status: 'ready', card: VISA_1111, reference: flexToken });
  useBasketSession.setState({ basket });
  useCheckoutDetails.setState({ form: VALID_DETAILS });
  return { basket, flexToken, discard: `DELETE /token/${flexToken}` };
}

describe('choosing a method keeps it on the basket (PATCH paymentInfo)', () => {
  it('sends the latest of quick clicks once, and the basket keeps it', async () => {
    renderCheckout('/checkout');
    fireEvent.click(radio('Zip'));
    fireEvent.click(radio('PayPal'));
    fireEvent.click(radio('Pay in Store'));
    expect(radio('Pay in Store').checked).toBe(true);
    await waitFor(() => expect(api.calls('PATCH /paymentInfo')).toHaveLength(1));
    expect(api.calls('PATCH /paymentInfo')[0]!.body).toEqual({ paymentMethod: 'cash' });
    await waitFor(() => expect(useBasketSession.getState().basket?.paymentInfo?.paymentMethod).toBe('cash'));
  });

  it('maps the path names to the order methods (credit-card is card)', async () => {
    renderCheckout('/checkout');
    fireEvent.click(radio('Credit or debit card'));
    await waitFor(() => expect(api.calls('PATCH /paymentInfo')[0]?.body).toEqual({ paymentMethod: 'card' }));
  });

  it('shows a failure inline and keeps the choice', async () => {
    serve({ 'PATCH /paymentInfo': () => problem(503, 'Unavailable') });
    renderCheckout('/checkout');
    fireEvent.click(radio('Zip'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't save your payment choice just now. You can still continue with it.",
    );
    expect(radio('Zip').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue to Zip' })).toBeTruthy();
  });

  it("shows the server's reason when it refuses the method", async () => {
    serve({
      'PATCH /paymentInfo': () =>
        problem(400, 'PaymentMethodUnavailable', 'Zip is not available for this order. Please choose another.'),
    });
    renderCheckout('/checkout');
    fireEvent.click(radio('Zip'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zip is not available for this order. Please choose another.',
    );
  });
});

describe('a reload preselects the method the basket keeps', () => {
  it('selects it when it is still offered', () => {
    useBasketSession.setState({ basket: fixture.withPayment({ paymentMethod: 'zip', status: 'chosen' }) });
    renderCheckout('/checkout');
    expect(radio('Zip').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue to Zip' })).toBeTruthy();
    // Already on the basket: nothing to send.
    expect(api.calls('PATCH /paymentInfo')).toEqual([]);
  });

  it('leaves it out when this order no longer offers it', () => {
    useBasketSession.setState({ basket: fixture.withPayment({ paymentMethod: 'mobileeftpos', status: 'chosen' }) });
    renderCheckout('/checkout');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByText('Choose a payment method to continue.')).toBeTruthy();
  });

  it('does not preselect a method that was just declined', () => {
    useBasketSession.setState({ basket: fixture.withPayment({ paymentMethod: 'zip', status: 'declined' }) });
    renderCheckout('/checkout');
    expect(radio('Zip').checked).toBe(false);
  });

  it('the method in the path wins over the one kept', () => {
    useBasketSession.setState({ basket: fixture.withPayment({ paymentMethod: 'zip', status: 'chosen' }) });
    renderCheckout('/checkout/paypal');
    expect(radio('PayPal').checked).toBe(true);
  });
});

describe('Afterpay and Click to Pay in the method list', () => {
  it("shows Afterpay's four payments and the brands Click to Pay takes", async () => {
    renderCheckout('/checkout');
    await waitFor(() => expect(detailOf('Afterpay')).toBe('4 payments of $5.99'));
    expect(detailOf('Click to Pay')).toBe('Accepts Visa, Mastercard');
    expect(api.calls('GET /apOptions')).toHaveLength(1);
    expect(api.calls('POST /initialiseVCO')).toHaveLength(1);
  });

  it('disables Afterpay with the reason when it cannot pay this basket', async () => {
    serve({
      'GET /apOptions': () =>
        json(200, {
          available: false,
          reason: 'Afterpay is available for orders of $35.00 or more.',
          minimumAmount: 3500,
          maximumAmount: 100_000,
          instalments: [],
        }),
    });
    renderCheckout('/checkout');
    await waitFor(() => expect(radio('Afterpay').disabled).toBe(true));
    expect(detailOf('Afterpay')).toBe('Afterpay is available for orders of $35.00 or more.');
  });

  it('a disabled Afterpay in the path is explained, not selected', async () => {
    serve({
      'GET /apOptions': () =>
        json(200, { available: false, reason: 'Not here.', minimumAmount: 100, maximumAmount: 100, instalments: [] }),
    });
    renderCheckout('/checkout/afterpay');
    await screen.findByText("Afterpay isn't available for this order. Please choose another payment method.");
    expect(radio('Afterpay').checked).toBe(false);
  });

  it("spec 001 section 8: a Click to Pay that cannot pay this basket shows 'error loading' instead of vanishing", async () => {
    serve({
      'POST /initialiseVCO': () => json(200, { available: false, acceptedBrands: [], amount: 2390, currency: 'AUD' }),
    });
    renderCheckout('/checkout');
    await waitFor(() => expect(radio('Click to Pay').disabled).toBe(true));
    expect(detailOf('Click to Pay')).toBe('Click to Pay: error loading. Please choose another payment method.');
    expect(radio('Zip')).toBeTruthy();
  });

  it('does not block checkout while they load or when they fail', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve({
      'GET /apOptions': () => new Promise<Response>((resolve) => (answer = resolve)),
      'POST /initialiseVCO': () => problem(500, 'InternalError', 'Something went wrong.'),
    });
    renderCheckout('/checkout');
    // Afterpay, still unanswered, is listed and selectable as it is; Click to Pay, which failed to
    // load, says so (spec 001 section 8: 'error loading') instead of vanishing.
    await waitFor(() => expect(radio('Click to Pay').disabled).toBe(true));
    expect(detailOf('Click to Pay')).toBe('Click to Pay: error loading. Please choose another payment method.');
    fireEvent.click(radio('Afterpay'));
    expect(screen.getByRole('button', { name: 'Continue to Afterpay' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    answer(problem(500, 'InternalError', 'Something went wrong.'));
    await waitFor(() => expect(api.calls('GET /apOptions')).toHaveLength(1));
    expect(radio('Afterpay').checked).toBe(true);
  });

  it('asks neither when neither is offered', async () => {
    useBasketSession.setState({ basket: { ...fixture.basket, basketTotal: 0 } });
    renderCheckout('/checkout');
    await screen.findByRole('button', { name: 'Place free order' });
    expect(api.sent).toEqual([]);
  });
});

describe('PayPal and its login provider', () => {
  afterEach(() => useConfigurationStore.setState({ configuration: null }));

  it('spec 000 section 2: /checkout/paypal in an environment without a PayPal login provider offers no PayPal', async () => {
    useConfigurationStore.setState({
      configuration: {
        ...sampleConfiguration,
        settings: { ...sampleConfiguration.settings, LOGIN_PROVIDERS: ['Google'] },
      },
    });
    renderCheckout('/checkout/paypal');
    await screen.findByText("PayPal isn't available for this order. Please choose another payment method.");
    expect(screen.queryByRole('radio', { name: 'PayPal' })).toBeNull();
    expect(radio('Zip')).toBeTruthy();
  });

  it('with one configured, /checkout/paypal selects PayPal', async () => {
    useConfigurationStore.setState({ configuration: sampleConfiguration });
    renderCheckout('/checkout/paypal');
    await waitFor(() => expect(radio('PayPal').checked).toBe(true));
  });
});

describe('a card attached to the basket', () => {
  it('is offered on a reload: brand, last four and expiry, with its own buttons', () => {
    withAttachedCard();
    renderCheckout('/checkout');
    expect(radio('Credit or debit card').checked).toBe(true);
    expect(screen.getByText('Visa ending 1111')).toBeTruthy();
    expect(screen.getByText('Expires 04/29')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with this card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use a different card' })).toBeTruthy();
  });

  it('pays with it: orders/card names no card (the attached one is used)', async () => {
    const { basket } = withAttachedCard();
    serve({
      'POST /validateOrder': () => json(200, basket),
      'POST /orders/card': () => json(201, fixture.order),
    });
    const { router } = renderCheckout('/checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Pay with this card' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/${fixture.order.orderId}`);
    const [placed] = api.calls('POST /orders/card');
    expect(placed!.body).toEqual({ returnUrl: '/card-auth' });
    expect(placed!.headers[IDEMPOTENCY_HEADER]).toEqual(expect.any(String));
  });

  it('a declined card is discarded (DELETE token) and no longer offered', async () => {
    const { basket, discard } = withAttachedCard();
    serve({
      'POST /validateOrder': () => json(200, basket),
      'POST /orders/card': () => problem(402, 'PaymentDeclined', 'Your card was declined. Please try another card.'),
      [discard]: () => json(204, null),
    });
    renderCheckout('/checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Pay with this card' }));
    await waitFor(() => expect(api.calls(discard)).toHaveLength(1));
    await waitFor(() =>
      expect(useSnackbarStore.getState().current?.message).toBe('Your card was declined. Please try another card.'),
    );
    expect(screen.queryByText('Visa ending 1111')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $23.90 by card' })).toBeTruthy();
  });

  it('"Use a different card" discards it, then opens the hosted card page', async () => {
    const { basket, discard } = withAttachedCard();
    const assign = vi.spyOn(platform, 'assign').mockImplementation(() => undefined);
    serve({
      'POST /validateOrder': () => json(200, basket),
      [discard]: () => json(204, null),
      'POST /initialiseFlex': () => json(200, { sessionId: 'cs_10', url: '/sandbox-gateway/card/cs_10' }),
    });
    renderCheckout('/checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Use a different card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-gateway/card/cs_10'));
    expect(api.keys()).toEqual(expect.arrayContaining(['POST /validateOrder', discard, 'POST /initialiseFlex']));
    expect(api.keys().indexOf(discard)).toBeLessThan(api.keys().indexOf('POST /initialiseFlex'));
    expect(api.calls('POST /orders/card')).toEqual([]);
  });

  it('is not offered for another method', () => {
    withAttachedCard();
    renderCheckout('/checkout/zip');
    const panel = screen.getByRole('button', { name: 'Continue to Zip' }).closest('div')!;
    expect(within(panel).queryByText('Visa ending 1111')).toBeNull();
  });
});
