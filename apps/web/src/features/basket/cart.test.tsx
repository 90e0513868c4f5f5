import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { basket, basketItem, meal, paleAle } from '../../test/basket-fixtures.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { CartPage } from './cart-page.tsx';
import { BASKET_EMPTY_WARNING, mealQuantityChoice, minimumSpendOf } from '../../lib/cart-model.ts';
import { MinimumSpendModal } from './minimum-spend-modal.tsx';

const wrap = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

beforeEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useAlertStore.setState({ current: null });
  useSnackbarStore.setState({ current: null });
});
afterEach(() => vi.unstubAllGlobals());

function useBasket(b = basket()) {
  useBasketSession.getState().setBasket(b);
  return b;
}

describe('cart model', () => {
  it('works out the minimum spend as the server does (subtotal against the service minimum)', () => {
    const delivery = basket({ serviceType: 'Delivery', basketItems: [basketItem({ unitPrice: 1295 })] });
    expect(minimumSpendOf(delivery)).toEqual({
      serviceType: 'delivery',
      orderMinimum: 2000,
      totalOrder: 1295,
      minimumSpend: 705,
      met: false,
    });
    expect(minimumSpendOf(basket()).met).toBe(true);
    expect(minimumSpendOf({ ...delivery, groupedBasketItems: [meal({ ignoreMinSpend: true })] }).met).toBe(true);
  });

  it('changes a meal’s quantity keeping its items', () => {
    expect(mealQuantityChoice(meal(), 3)).toEqual({
      productId: 7001,
      quantity: 3,
      slots: [
        { slotId: 1, items: [{ productId: 1003, quantity: 2, sizeId: 2, baseId: 703 }] },
        { slotId: 2, items: [{ productId: 2001, quantity: 1 }] },
      ],
    });
  });
});

describe('cart page', () => {
  it('shows the empty state without a basket', () => {
    wrap(<CartPage />);
    expect(screen.getByText('Your cart is currently empty. Browse the menu and start your order.')).toBeTruthy();
  });

  it('offers Order with friends once there is a basket (the group starts from it)', () => {
    wrap(<CartPage />);
    expect(screen.queryByRole('link', { name: 'Order with friends' })).toBeNull();
    cleanup();
    useBasket();
    wrap(<CartPage />);
    expect(screen.getByRole('link', { name: 'Order with friends' }).getAttribute('href')).toBe('/group/start');
  });

  it('shows lines with parts, quantity, totals and savings', () => {
    useBasket(basket({ basketItems: [basketItem({ quantity: 2 })], groupedBasketItems: [meal()] }));
    wrap(<CartPage />);
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    // Each change against the pizza as it comes, as the checkout, the order page and the ticket say it.
    expect(
      within(lines).getByText(
        'Large · Stuffed Crust (+$4.00) · Tomato sauce · No Mozzarella · Add extra Bacon (+$5.00)',
      ),
    ).toBeTruthy();
    expect(within(lines).getByText('$39.90')).toBeTruthy();
    expect(within(lines).getByText('$19.95 each')).toBeTruthy();
    expect(within(lines).getByText('Family Feast')).toBeTruthy();
    expect(within(lines).getByText('Save $5.00')).toBeTruthy();
    const totals = screen.getByText('Total').closest('div')!;
    expect(within(totals).getByText('$84.85')).toBeTruthy();
    expect(screen.getByText("You're saving").nextSibling?.textContent).toBe('$5.00');
    expect(screen.getByRole('link', { name: 'Edit Pepperoni' }).getAttribute('href')).toBe(
      '/product/pizzas/pepperoni/item-1',
    );
    expect(screen.getByRole('link', { name: 'Change items in Family Feast' }).getAttribute('href')).toBe(
      '/pizza-meals/family-feast/g1',
    );
  });

  it('flags a sold-out line and offers to continue or remove an incomplete meal', () => {
    useBasket(
      basket({
        groupedBasketItems: [meal()],
        messages: [{ code: 'BasketItemNotFound', message: 'Sorry, Garlic Bread is sold out at this store.' }],
      }),
    );
    wrap(<CartPage />);
    expect(screen.getByRole('alert').textContent).toContain('Sorry, Garlic Bread is sold out at this store.');
    const prompt = screen.getByRole('group', { name: 'Family Feast is incomplete' });
    expect(within(prompt).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Remove meal' })).toBeTruthy();
  });

  it("spec 001 section 4: the incomplete-meal prompt's Continue unbundles the meal", async () => {
    const b = useBasket(
      basket({
        basketItems: [],
        groupedBasketItems: [meal()],
        messages: [{ code: 'BasketItemNotFound', message: 'Sorry, Garlic Bread is sold out at this store.' }],
      }),
    );
    const unbundled = { ...b, groupedBasketItems: [], basketItems: [basketItem({ quantity: 2 })], messages: [] };
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify(unbundled), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    wrap(<CartPage />);
    const prompt = screen.getByRole('group', { name: 'Family Feast is incomplete' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Family Feast is incomplete' })).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/baskets/${b.basketId}/groupedBasketItems/g1/unbundle`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows VoucherAutoRemove as an alert', async () => {
    useBasket(basket({ messages: [{ code: 'VoucherAutoRemove', message: 'Your voucher SAVE10 was removed.' }] }));
    wrap(<CartPage />);
    await waitFor(() => expect(useAlertStore.getState().current?.body).toBe('Your voucher SAVE10 was removed.'));
  });

  it('stops more alcohol at 6 standard drinks with the message', () => {
    useBasket(basket({ basketItems: [basketItem(), paleAle({ quantity: 4 })] }));
    wrap(<CartPage />);
    expect(screen.getByText('Sorry, you can only order a maximum of 6 standard drinks per order.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Increase Pale Ale 375ml Can quantity' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText(/Standard drinks in this order: 5.6 of 6/)).toBeTruthy();
  });

  it('empties the cart after the confirm, with the spec messages', async () => {
    const b = useBasket();
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ ...b, basketItems: [], basketTotal: 0, basketSubTotal: 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    wrap(<CartPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    expect(useAlertStore.getState().current?.body).toBe('Are you sure you want to empty your cart?');
    await act(async () => useAlertStore.getState().settle(true));
    await waitFor(() => expect(useSnackbarStore.getState().current?.message).toBe('Your cart has been emptied.'));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/baskets/${b.basketId}/basketItems`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.getByText('Your cart is currently empty. Browse the menu and start your order.')).toBeTruthy();
  });

  it('says so when emptying fails, and keeps the cart', async () => {
    useBasket();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    wrap(<CartPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    await act(async () => useAlertStore.getState().settle(true));
    await waitFor(() =>
      expect(useSnackbarStore.getState().current).toMatchObject({
        message: 'Error emptying your cart. Please try again.',
        theme: 'danger',
      }),
    );
    expect(screen.getByText('Pepperoni')).toBeTruthy();
  });

  it('does nothing when the confirm is cancelled', async () => {
    useBasket();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    wrap(<CartPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    await act(async () => useAlertStore.getState().settle(false));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('minimum-spend modal', () => {
  it('shows the minimum, the order and what is still to add', () => {
    useBasket(basket({ serviceType: 'Delivery', basketItems: [basketItem({ unitPrice: 1295 })] }));
    wrap(
      <MinimumSpendModal
        message="Basket total is below the minimum delivery order value of $20.00."
        onClose={() => {}}
      />,
    );
    expect(
      screen.getByText('You have not reached our delivery minimum of $20.00. Please add more items to your cart.'),
    ).toBeTruthy();
    expect(screen.getByText('Your order').nextSibling?.textContent).toBe('$12.95');
    expect(screen.getByText('Delivery minimum').nextSibling?.textContent).toBe('$20.00');
    expect(screen.getByText('Still to add').nextSibling?.textContent).toBe('$7.05');
  });

  it('shows BASKET.BASKET_EMPTY_WARNING for an empty basket', () => {
    useBasket(basket({ basketItems: [] }));
    wrap(<MinimumSpendModal message="x" onClose={() => {}} />);
    expect(screen.getByText(BASKET_EMPTY_WARNING)).toBeTruthy();
    expect(BASKET_EMPTY_WARNING).toBe('Your cart is empty. Add something delicious to continue.');
  });
});
