// Offline, the cart stays readable from the kept basket but nothing in it can change and checkout
// waits, saying why; back online, everything works again (every change is a call to the basket).
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_ORDERING_REASON } from '../../lib/pwa/use-online.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { basket, basketItem, meal } from '../../test/basket-fixtures.ts';
import { CartPage } from './cart-page.tsx';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useBasketSession
    .getState()
    .setBasket(basket({ basketItems: [basketItem({ quantity: 2 })], groupedBasketItems: [meal()] }));
});
afterEach(() => vi.restoreAllMocks());

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('cart offline', () => {
  it('keeps the lines readable, locks every change and checkout with the reason, and unlocks online', () => {
    render(
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>,
    );
    const changes = ['Increase Pepperoni quantity', 'Decrease Pepperoni quantity', 'Remove Pepperoni', 'Empty cart'];
    expect(changes.map((name) => button(name).disabled)).toEqual([false, false, false, false]);
    expect(button('Checkout').disabled).toBe(false);

    setOnline(false);
    expect(screen.getByRole('list', { name: 'Items in your cart' }).textContent).toContain('Pepperoni');
    expect(changes.map((name) => button(name).disabled)).toEqual([true, true, true, true]);
    const mealButtons = screen.getAllByRole('button', { name: /Family Feast/ }) as HTMLButtonElement[];
    expect(mealButtons.length).toBeGreaterThan(0);
    expect(mealButtons.every((b) => b.disabled)).toBe(true);
    const checkout = button('Checkout');
    expect(checkout.disabled).toBe(true);
    expect(document.getElementById(checkout.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      OFFLINE_ORDERING_REASON,
    );

    setOnline(true);
    expect(changes.map((name) => button(name).disabled)).toEqual([false, false, false, false]);
    expect(button('Checkout').disabled).toBe(false);
    expect(screen.queryByText(OFFLINE_ORDERING_REASON)).toBeNull();
  });
});
