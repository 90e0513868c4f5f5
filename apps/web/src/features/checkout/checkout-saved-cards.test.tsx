import { CARD_ALREADY_SAVED_MESSAGE, CARD_SAVE_FAILED_AFTER_ORDER_MESSAGE, type SavedCard } from '@storefront/contract';
import { IDEMPOTENCY_HEADER } from '@storefront/contract/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../lib/platform/index.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { customerSummary } from '../../lib/session/customer-session.ts';
import { json, problem, type Route } from '../../test/api-mock.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { CARD_SAVED_MESSAGE, SAVE_CARD_STORAGE_KEY, wantsCardSaved } from './save-card-intent.ts';
import { checkoutFixture, renderCheckout, VALID_DETAILS, VISA_1111 } from './test-checkout.tsx';
import { useCheckoutDetails } from './customer-details.ts';

const VISA: SavedCard = {
  cardId: 'c0000000-0000-4000-8000-000000000001',
  brand: 'Visa',
  brandCode: '001',
  last4: '1111',
  expiryMonth: 4,
  expiryYear: 2029,
  default: false,
  status: 'Active',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const AMEX: SavedCard = {
  ...VISA,
  cardId: 'c0000000-0000-4000-8000-000000000002',
  brand: 'Amex',
  brandCode: '003',
  last4: '0005',
  default: true,
};
const OFF: SavedCard = { ...VISA, cardId: 'c0000000-0000-4000-8000-000000000003', last4: '4242', status: 'Inactive' };
const cardsPath = `GET /api/v1/customer/${CUSTOMER.customerId}/card`;
const savePath = `POST /api/v1/customer/${CUSTOMER.customerId}/card`;

let fixture = checkoutFixture();
let api: ReturnType<typeof fixture.serve>;
const serve = (routes: Record<string, Route> = {}) =>
  (api = fixture.serve({
    [cardsPath]: () => json(200, [VISA, AMEX, OFF]),
    'POST /validateOrder': () => json(200, fixture.basket),
    'POST /orders/savedcard': () => json(201, fixture.order),
    ...routes,
  }));

const signIn = () => useAuthStore.getState().signIn(customerSummary(CUSTOMER));

beforeEach(() => {
  fixture = checkoutFixture();
  sessionStorage.removeItem(SAVE_CARD_STORAGE_KEY);
  useAuthStore.getState().signOut();
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the saved-card method', () => {
  it('lists the active saved cards, the default first, and asks for the code of the brand', async () => {
    signIn();
    renderCheckout('/checkout/saved-card');
    const cards = await screen.findByRole('group', { name: 'Your saved cards' });
    const names = [...cards.querySelectorAll('label')].map((label) => label.textContent);
    expect(names).toEqual(['Amex ending 0005 (default)Expires 04/29', 'Visa ending 1111Expires 04/29']);
    const cid = screen.getByLabelText('CID (4 digits)');
    expect(cid.getAttribute('maxlength')).toBe('4');
    expect(cid.getAttribute('inputmode')).toBe('numeric');
    fireEvent.click(screen.getByRole('radio', { name: /Visa ending 1111/ }));
    expect(screen.getByLabelText('CVV (3 digits)').getAttribute('maxlength')).toBe('3');
  });

  it("refuses a code of the wrong length before anything is sent, naming the brand's code", async () => {
    signIn();
    useCheckoutDetails.setState({ form: VALID_DETAILS });
    renderCheckout('/checkout/saved-card');
    fireEvent.change(await screen.findByLabelText('CID (4 digits)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order · $23.90' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 4-digit CID of your Amex card.');
    expect(screen.getByLabelText('CID (4 digits)').getAttribute('aria-invalid')).toBe('true');
    expect(api.keys().filter((k) => /validateOrder|orders/.test(k))).toEqual([]);
  });

  it('places the order with the chosen card and its code, once, with an Idempotency-Key', async () => {
    signIn();
    useCheckoutDetails.setState({ form: VALID_DETAILS });
    const { router } = renderCheckout('/checkout/saved-card');
    fireEvent.click(await screen.findByRole('radio', { name: /Visa ending 1111/ }));
    fireEvent.change(screen.getByLabelText('CVV (3 digits)'), { target: { value: '1 2 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order · $23.90' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/${fixture.order.orderId}`);
    const placed = api.calls('POST /orders/savedcard');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toEqual({ cardId: VISA.cardId, cvv: '123', returnUrl: '/card-auth' });
    expect(placed[0]!.headers[IDEMPOTENCY_HEADER]).toEqual(expect.any(String));
  });

  it('opens 3-D Secure when the bank asks, as for a new card', async () => {
    const assign = vi.spyOn(platform, 'assign').mockImplementation(() => undefined);
    serve({
      'POST /orders/savedcard': () => json(302, { origin: '/sandbox-gateway/3ds/auth_9', referenceID: 'auth_9' }),
    });
    signIn();
    useCheckoutDetails.setState({ form: VALID_DETAILS });
    renderCheckout('/checkout/saved-card');
    fireEvent.change(await screen.findByLabelText('CID (4 digits)'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order · $23.90' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-gateway/3ds/auth_9'));
  });

  it('is not offered to a guest', async () => {
    renderCheckout('/checkout');
    expect(screen.queryByRole('radio', { name: 'Saved card' })).toBeNull();
    expect(api.keys()).not.toContain(cardsPath);
  });
});

describe("'Save this card' with a new card", () => {
  it('is not offered to a guest', async () => {
    renderCheckout('/checkout/credit-card');
    expect(screen.queryByRole('checkbox', { name: /Save this card/ })).toBeNull();
  });

  it('ticked, the card that paid is saved to the account after the order', async () => {
    signIn();
    const { unmount } = renderCheckout('/checkout/credit-card');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Save this card to my account for next time' }));
    expect(wantsCardSaved(fixture.basket.basketId)).toBe(true);
    unmount();
    const attached = fixture.withPayment({
      paymentMethod: 'card',
      status: 'ready',
      card: VISA_1111,
      reference: 'cs_1',
    });
    serve({
      'POST /createToken': () => json(200, attached),
      'POST /orders/card': () => json(201, fixture.order),
      [savePath]: () => json(201, VISA),
    });
    renderCheckout('/checkout/credit-card?sessionId=cs_1');
    await screen.findByRole('heading', { name: 'Order page' });
    await waitFor(() => expect(api.calls(savePath)).toHaveLength(1));
    expect(api.calls(savePath)[0]!.body).toEqual({ flexToken: 'cs_1', makeDefault: false });
    await waitFor(() => expect(useSnackbarStore.getState().current?.message).toBe(CARD_SAVED_MESSAGE));
    expect(wantsCardSaved(fixture.basket.basketId)).toBe(false);
  });

  it('when saving fails, the order stands and the customer is told', async () => {
    signIn();
    sessionStorage.setItem(SAVE_CARD_STORAGE_KEY, JSON.stringify([fixture.basket.basketId]));
    const attached = fixture.withPayment({
      paymentMethod: 'card',
      status: 'ready',
      card: VISA_1111,
      reference: 'cs_1',
    });
    serve({
      'POST /createToken': () => json(200, attached),
      'POST /orders/card': () => json(201, fixture.order),
      [savePath]: () => problem(402, 'PaymentDeclined', 'There was an issue with this card.'),
    });
    const { router } = renderCheckout('/checkout/credit-card?sessionId=cs_1');
    await screen.findByRole('heading', { name: 'Order page' });
    await waitFor(() =>
      expect(useSnackbarStore.getState().current).toMatchObject({
        message: CARD_SAVE_FAILED_AFTER_ORDER_MESSAGE,
        theme: 'warning',
      }),
    );
    expect(router.state.location.pathname).toBe(`/order/${fixture.order.orderId}`);
  });

  it('a card already saved to the account says so, not that saving failed', async () => {
    signIn();
    sessionStorage.setItem(SAVE_CARD_STORAGE_KEY, JSON.stringify([fixture.basket.basketId]));
    const attached = fixture.withPayment({
      paymentMethod: 'card',
      status: 'ready',
      card: VISA_1111,
      reference: 'cs_1',
    });
    serve({
      'POST /createToken': () => json(200, attached),
      'POST /orders/card': () => json(201, fixture.order),
      [savePath]: () => problem(409, 'CardAlreadySaved', CARD_ALREADY_SAVED_MESSAGE),
    });
    const { router } = renderCheckout('/checkout/credit-card?sessionId=cs_1');
    await screen.findByRole('heading', { name: 'Order page' });
    await waitFor(() =>
      expect(useSnackbarStore.getState().current).toMatchObject({
        message: 'That card is already saved to your account.',
        theme: 'success',
      }),
    );
    expect(router.state.location.pathname).toBe(`/order/${fixture.order.orderId}`);
  });

  it('a card refused at the gateway places no order and saves nothing', async () => {
    signIn();
    sessionStorage.setItem(SAVE_CARD_STORAGE_KEY, JSON.stringify([fixture.basket.basketId]));
    const attached = fixture.withPayment({
      paymentMethod: 'card',
      status: 'ready',
      card: VISA_1111,
      reference: 'cs_1',
    });
    serve({
      'POST /createToken': () => json(200, attached),
      'POST /orders/card': () => problem(402, 'PaymentDeclined', 'Your card was declined.'),
      'DELETE /token/cs_1': () => json(204, null),
    });
    renderCheckout('/checkout/credit-card?sessionId=cs_1');
    await waitFor(() => expect(api.calls('POST /orders/card')).toHaveLength(1));
    await waitFor(() => expect(api.keys()).toContain('DELETE /token/cs_1'));
    expect(api.calls(savePath)).toHaveLength(0);
  });
});

describe("a signed-in customer's details", () => {
  it('fill the empty fields from the account (name, mobile, e-mail), keeping what was typed', async () => {
    serve({ [`GET /api/v1/customer/${CUSTOMER.customerId}`]: () => json(200, CUSTOMER) });
    signIn();
    useCheckoutDetails.setState({ form: { ...useCheckoutDetails.getState().form, firstName: 'Samantha' } });
    renderCheckout('/checkout');
    await waitFor(() => expect((screen.getByLabelText('Last name (optional)') as HTMLInputElement).value).toBe('Lee'));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('+61 412 345 678');
    expect((screen.getByLabelText('Email', { exact: true }) as HTMLInputElement).value).toBe('sam@example.com');
    expect((screen.getByLabelText('First name (optional)') as HTMLInputElement).value).toBe('Samantha');
  });
});
