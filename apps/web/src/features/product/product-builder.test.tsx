import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { basket, basketItem } from '../../test/basket-fixtures.ts';
import { garlicBread, pepperoni } from '../../test/product-fixtures.ts';
import type { MealView } from '../../lib/api/product-service.ts';
import { DRAFT_KEY, ProductBuilder } from './product-builder.tsx';
import { defaultPicks, mealChoice, MealPage } from './meal-builder.tsx';

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useOverlayRequests.setState({ localisation: null, upsell: null });
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

const builder = (props: Partial<Parameters<typeof ProductBuilder>[0]> = {}) => (
  <ProductBuilder
    product={pepperoni}
    editing={null}
    missingLine={false}
    onClose={() => {}}
    onDone={() => {}}
    {...props}
  />
);

describe('product builder', () => {
  it('prices live: large, stuffed crust, bacon and mushrooms = $19.95', () => {
    wrap(builder());
    const dialog = screen.getByRole('dialog', { name: 'Pepperoni' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Large/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Stuffed Crust/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Bacon' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Mushrooms' }));
    expect(within(dialog).getByRole('button', { name: /Add to cart/ }).textContent).toContain('$19.95');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase Pepperoni quantity' }));
    expect(within(dialog).getByRole('button', { name: /Add to cart/ }).textContent).toContain('$39.90');
  });

  it('states the energy of the size chosen, or of an item sold without sizes, with the daily intake', () => {
    const { unmount } = wrap(builder());
    expect(screen.getByText(/^Personal: 3,555 kJ\./).textContent).toContain(
      'The average adult daily energy intake is 8,700 kJ',
    );
    unmount();
    wrap(builder({ product: garlicBread }));
    expect(screen.getByText(/^2,900 kJ\./).textContent).toContain('The average adult daily energy intake is 8,700 kJ');
  });

  it('shows only the bases made in the size', () => {
    wrap(builder());
    const dialog = screen.getByRole('dialog', { name: 'Pepperoni' });
    expect(within(dialog).queryByRole('radio', { name: /^Stuffed Crust/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Large/ }));
    expect(within(dialog).getByRole('radio', { name: /^Stuffed Crust/ })).toBeTruthy();
  });

  it('reports the product view with GST size 0', () => {
    wrap(builder());
    expect(window.dataLayer!.at(-1)).toMatchObject({
      event: 'product_view',
      product: { slug: 'pepperoni', price: { displayGross: 7.95, displayTax: 0 }, tax: { name: 'GST', size: 0 } },
    });
  });

  it('without a basket opens the localisation modal, keeps the choice, and adds once a basket exists', async () => {
    const b = basket({ basketItems: [] });
    const fetchMock = vi.fn(async () => json({ ...b, basketItems: [basketItem({ basketItemId: 'new-line' })] }));
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    wrap(builder({ onDone }));
    const dialog = screen.getByRole('dialog', { name: 'Pepperoni' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Large/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    expect(useOverlayRequests.getState().localisation).toMatchObject({ tab: 'delivery' });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ slug: 'pepperoni', state: { sizeId: 2 } });
    expect(screen.getByText(/Choose delivery or pickup and we'll add this to your cart/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => useBasketSession.getState().setBasket(b));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('added'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/baskets/${b.basketId}/basketItems`);
    expect(JSON.parse(init.body as string)).toMatchObject({ productId: 1003, sizeId: 2, baseId: 701 });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(useOverlayRequests.getState().upsell).toEqual({
      productId: 1003,
      trigger: 'addtocart',
      basketItemId: 'new-line',
    });
  });

  it('keeps the choice and says why when the server refuses', async () => {
    useBasketSession.getState().setBasket(basket({ basketItems: [] }));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 412,
              code: 'BasketNotValid',
              message: 'Sorry, Pepperoni is sold out at this store.',
              errors: [],
            }),
            { status: 412, headers: { 'content-type': 'application/problem+json' } },
          ),
      ),
    );
    const onDone = vi.fn();
    wrap(builder({ onDone }));
    const dialog = screen.getByRole('dialog', { name: 'Pepperoni' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Bacon' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    const { useSnackbarStore } = await import('../../ui/snackbar/snackbar-store.ts');
    await waitFor(() =>
      expect(useSnackbarStore.getState().current).toMatchObject({
        message: 'Sorry, Pepperoni is sold out at this store.',
        theme: 'danger',
      }),
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Remove Bacon' })).toBeTruthy();
  });
});

describe('meal choice', () => {
  const product = (id: number, over = {}) => ({ ...pepperoni, productId: id, name: `P${id}`, ...over });
  const meal = {
    productId: 7001,
    mealSlots: [
      {
        slotId: 1,
        name: 'Large Pizzas',
        quantity: 2,
        allowedProductIds: [1, 2],
        defaultProductId: 1,
        products: [product(1, { isOutOfStock: true }), product(2)],
        isSoldOut: false,
      },
      {
        slotId: 2,
        name: 'Side',
        quantity: 1,
        allowedProductIds: [3],
        defaultProductId: 3,
        products: [product(3)],
        isSoldOut: false,
      },
    ],
  } as unknown as MealView;

  it('fills each slot with its default, or the first in stock when the default is sold out', () => {
    expect(defaultPicks(meal)).toEqual({ 1: { 2: 2 }, 2: { 3: 1 } });
  });

  it('sends every slot with its quantity and the voucher code', () => {
    expect(mealChoice(meal, { 1: { 1: 1, 2: 1 }, 2: { 3: 1 } }, 2, null, 'DEAL10')).toEqual({
      productId: 7001,
      quantity: 2,
      voucherCode: 'DEAL10',
      slots: [
        {
          slotId: 1,
          items: [
            { productId: 1, quantity: 1 },
            { productId: 2, quantity: 1 },
          ],
        },
        { slotId: 2, items: [{ productId: 3, quantity: 1 }] },
      ],
    });
  });
});

describe('meal page', () => {
  const slot = (slotId: number, name: string, quantity: number, products: object[], isSoldOut = false) => ({
    slotId,
    name,
    quantity,
    allowedProductIds: products.map((p) => (p as { productId: number }).productId),
    defaultProductId: (products[0] as { productId: number }).productId,
    products,
    isSoldOut,
  });
  const mealView = (soldOut: boolean) => ({
    ...pepperoni,
    productId: 7001,
    slug: 'family-feast',
    name: 'Family Feast',
    productType: 'Meals',
    discriminator: 'Deal',
    totalPrice: 4495,
    isSoldOut: soldOut,
    mealSlots: [
      slot(1, 'Large Pizzas', 2, [pepperoni]),
      slot(3, '1.25L Drink', 1, [{ ...pepperoni, productId: 3014, name: 'Lemon Squash', isOutOfStock: true }], soldOut),
    ],
  });

  // GET /meals/slug/family-feast/short: the meal's id, price and slots in short.
  const mealShort = {
    productId: 7001,
    slug: 'family-feast',
    name: 'Family Feast',
    description: 'Two large pizzas and a drink',
    productType: 'Meals',
    totalPrice: 4495,
    imageSlug: 'family-feast',
    requiresCoupon: false,
    ignoreMinSpend: false,
    slots: [
      { slotId: 1, name: 'Large Pizzas', quantity: 2, defaultProductId: pepperoni.productId, optionCount: 1 },
      { slotId: 3, name: '1.25L Drink', quantity: 1, defaultProductId: 3014, optionCount: 1 },
    ],
  };

  function renderMeal(soldOut: boolean) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('/short') ? json(mealShort) : json(mealView(soldOut)))),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/pizza-meals/family-feast']}>
          <Routes>
            <Route path="/pizza-meals/:slug/:basketItemId?" element={<MealPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('shows a disabled Sold Out button when a slot cannot be filled, and the sold-out product disabled', async () => {
    renderMeal(true);
    const button = await screen.findByRole('button', { name: 'Sold Out' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain("can't be ordered right now");
    fireEvent.click(screen.getByRole('button', { name: /1.25L Drink/ }));
    expect((screen.getByRole('radio', { name: /Lemon Squash/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('starts with every slot filled by default and the meal price', async () => {
    const b = basket({ basketItems: [] });
    useBasketSession.getState().setBasket(b);
    renderMeal(false);
    await screen.findByRole('heading', { level: 1, name: 'Family Feast' });
    expect(screen.getByRole('button', { name: /Large Pizzas/ }).textContent).toContain('Pepperoni × 2');
  });
});
