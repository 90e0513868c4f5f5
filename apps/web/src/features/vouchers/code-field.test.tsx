// "Have a code?" in the cart and at checkout: the coupon form's outcomes where the basket is, and a
// code that needs a higher spend says how much more to add before the customer leaves the cart.
import type { Basket } from '@storefront/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppNavigation } from '../../lib/session/app-navigation.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { json, mockApi } from '../../test/api-mock.ts';
import { CartPage } from '../basket/cart-page.tsx';
import { checkoutFixture, renderCheckout } from '../checkout/test-checkout.tsx';
import { testBasket } from '../../test/voucher-test-basket.ts';
import { dismissVoucherStatus, MENU_PATH } from '../../lib/vouchers/voucher-apply.ts';

/** The API's minimum-spend refusal (voucher-rules.ts): BasketNotValid with the amounts as extension members. */
const belowMinimum = (shortfallCents: number) =>
  new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Precondition Failed',
      status: 412,
      code: 'BasketNotValid',
      message: 'Spend $30.00 or more to use this voucher.',
      errors: [],
      minimumSpendCents: 3000,
      shortfallCents,
    }),
    { status: 412, headers: { 'content-type': 'application/problem+json' } },
  );

function renderCart(basket: Basket) {
  useBasketSession.setState({
    basketId: basket.basketId,
    sessions: { [basket.basketId]: { sid: 'sid-1', created: Date.now() } },
    basket,
  });
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/menu/pizza', element: <h1>Pizza menu</h1> },
    ],
    { initialEntries: ['/cart'] },
  );
  setAppNavigation({ navigate: (to) => void router.navigate(to), routeName: () => undefined, pathname: () => '' });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  dismissVoucherStatus();
  useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
  useSnackbarStore.setState({ current: null });
  setAppNavigation(null);
  vi.unstubAllGlobals();
});

describe('the cart’s "Have a code?" field', () => {
  it('applies a code in the cart, without going to the offers page, and lists it with Remove', async () => {
    const basket = testBasket({ basketSubTotal: 3585, basketTotal: 3585 });
    const applied = testBasket({
      ...basket,
      discount: 717,
      totalSavings: 717,
      basketTotal: 2868,
      vouchers: [{ voucherCode: 'SAVE20', voucherId: 1, name: '20% off', kind: 'PercentOff', discount: 717 }],
      voucherResult: { action: 'Applied', voucherCode: 'SAVE20', dealSlug: null },
    });
    const api = mockApi(basket.basketId, { 'POST /applyvoucher/SAVE20': () => json(200, applied) });
    const router = renderCart(basket);
    await userEvent.type(screen.getByRole('textbox', { name: 'Have a code?' }), 'save20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('SAVE20 applied: 20% off. You save $7.17.')).toBeTruthy();
    expect(api.keys()).toEqual(['POST /applyvoucher/SAVE20']);
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.getByRole('button', { name: 'Remove voucher SAVE20' })).toBeTruthy();
    // The field is the page's status: no snackbar repeats it.
    expect(useSnackbarStore.getState().current).toBeNull();
  });

  it('a code needing a higher spend says how much more to add, in the cart (SAVE20 over $30)', async () => {
    const basket = testBasket({ basketSubTotal: 1795, basketTotal: 1795 });
    mockApi(basket.basketId, { 'POST /applyvoucher/SAVE20': () => belowMinimum(3000 - 1795) });
    const router = renderCart(basket);
    await userEvent.type(screen.getByRole('textbox', { name: 'Have a code?' }), 'SAVE20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Add $12.05 more to use SAVE20 (it needs a spend of $30.00).');
    expect(router.state.location.pathname).toBe('/cart');
    await userEvent.click(within(alert).getByRole('button', { name: 'Add more items' }));
    expect(router.state.location.pathname).toBe(MENU_PATH);
  });

  it('keeps the format check of the coupon modal: nothing is sent for a malformed code', async () => {
    const basket = testBasket();
    const api = mockApi(basket.basketId, {});
    renderCart(basket);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a coupon code.');
    expect(api.keys()).toEqual([]);
  });
});

describe('the checkout’s "Have a code?" field', () => {
  it('applies a code beside the order summary, with the same outcomes', async () => {
    const fixture = checkoutFixture({ basketSubTotal: 1795, basketTotal: 1795 });
    fixture.serve({ 'POST /applyvoucher/SAVE20': () => belowMinimum(1205) });
    renderCheckout('/checkout');
    const summary = screen.getByRole('complementary', { name: 'Your order' });
    await userEvent.type(within(summary).getByRole('textbox', { name: 'Have a code?' }), 'SAVE20');
    await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect((await within(summary).findByRole('alert')).textContent).toContain('Add $12.05 more to use SAVE20');
  });
});
