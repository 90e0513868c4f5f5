// Spec document 2, section 8: "404 BasketItemNotFound fills cart errors and routes to the menu, the
// meal swap, or the incomplete-meal prompt".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { basket, basketItem, meal } from '../../test/basket-fixtures.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { menuPathOf, missingItemRoute } from './missing-item-route.ts';
import { settleOrderError } from './order-errors.ts';
import { orderOutcome } from './outcomes.ts';

const soldOut = (name: string) => [
  { code: 'BasketItemNotFound', message: `Sorry, ${name} is sold out at this store.` },
];
const garlicBread = basketItem({ basketItemId: 'b2', productId: 2001, name: 'Garlic Bread', productType: 'Sides' });

afterEach(() => vi.unstubAllGlobals());

describe('missingItemRoute', () => {
  it('an item on its own: its menu, to choose something else', () => {
    const cart = basket({ basketItems: [basketItem(), garlicBread], messages: soldOut('Garlic Bread') });
    expect(missingItemRoute(cart)).toBe('/menu/sides');
    expect(menuPathOf('Pizzas')).toBe('/menu/pizza');
    expect(menuPathOf('Drinks')).toBe('/menu/drinks');
    expect(menuPathOf('WingsStreet')).toBe('/menu/WingsStreet');
  });

  it('an item inside a meal that can be swapped: the meal swap', () => {
    const cart = basket({ basketItems: [], groupedBasketItems: [meal()], messages: soldOut('Garlic Bread') });
    expect(missingItemRoute(cart)).toBe('/pizza-meals/family-feast/g1');
  });

  it('a meal that cannot be swapped (a voucher deal): the incomplete-meal prompt in the cart', () => {
    const deal = meal({ ableToSwap: false, isVoucher: true, voucherCode: 'LARGE995' });
    const cart = basket({ basketItems: [], groupedBasketItems: [deal], messages: soldOut('Garlic Bread') });
    expect(missingItemRoute(cart)).toBe('/cart');
  });

  it('nothing identifiable, or no basket: the cart', () => {
    expect(missingItemRoute(basket({ messages: soldOut('Something Else') }))).toBe('/cart');
    expect(missingItemRoute(null)).toBe('/cart');
  });
});

describe('settleOrderError for a missing item', () => {
  const ordered = basket({ basketItems: [basketItem(), garlicBread] });

  it('reads the basket again (the cart errors), says the message and routes to the menu', async () => {
    useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
    useBasketSession.getState().setBasket(ordered);
    const error = await apiError(problem(404, 'BasketItemNotFound', 'Sorry, Garlic Bread is sold out at this store.'));
    mockApi(ordered.basketId, { 'GET ': () => json(200, { ...ordered, messages: soldOut('Garlic Bread') }) });
    const navigate = vi.fn();
    const settled = await settleOrderError(error, {
      action: 'orders/cash',
      basketId: ordered.basketId,
      navigate,
      phone: '13 11 66',
    });
    expect(settled.handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/menu/sides', {
      state: { checkoutError: 'Sorry, Garlic Bread is sold out at this store.' },
    });
    expect(useBasketSession.getState().basket?.messages).toEqual(soldOut('Garlic Bread'));
    expect(useSnackbarStore.getState().current).toMatchObject({ theme: 'danger' });
  });

  it('409 ZipPayOutOfStock is handled like a missing item, with its own message', async () => {
    const message =
      'Sorry, Garlic Bread is sold out at this store. Your Zip payment has been cancelled and you have not been charged. Please review your cart.';
    const error = await apiError(problem(409, 'ZipPayOutOfStock', message));
    expect(orderOutcome(error)).toEqual({ kind: 'item-missing', message });
    expect(orderOutcome(await apiError(problem(409, 'ZipPayOutOfStock', '')))).toMatchObject({
      kind: 'item-missing',
      message: expect.stringMatching(/sold out while you paid with Zip/),
    });
  });
});

/** The ApiError apiFetch makes of a response. */
async function apiError(response: Response) {
  const { apiFetch } = await import('../../lib/api-client.ts');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response.clone()),
  );
  return apiFetch('/api/v1/x').catch((e: unknown) => e);
}
