// Topping portion controls (decision 182) in the product builder, and pizzas customised inside a
// meal (decision 183).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MealView } from '../../lib/api/product-service.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { basket } from '../../test/basket-fixtures.ts';
import { BACON, MOZZARELLA, pepperoni } from '../../test/product-fixtures.ts';
import { mealChoice, MealPage } from './meal-builder.tsx';
import { itemState } from './meal-item-options.ts';
import { ProductBuilder } from './product-builder.tsx';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  useOverlayRequests.setState({ localisation: null, upsell: null });
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

const renderBuilder = () =>
  render(
    <QueryClientProvider client={client()}>
      <MemoryRouter>
        <ProductBuilder product={pepperoni} editing={null} missingLine={false} onClose={() => {}} onDone={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const addButton = (scope: HTMLElement) => within(scope).getByRole('button', { name: /Add to cart/ });

describe('topping portion controls', () => {
  it('labels each chosen topping’s portion group, with light, normal and extra', () => {
    renderBuilder();
    const dialog = screen.getByRole('dialog', { name: 'Pepperoni' });
    const group = within(dialog).getByRole('group', { name: 'Mozzarella portion' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['light', 'normal', 'extra']);
    expect(within(group).getByRole('radio', { name: 'Normal' })).toHaveProperty('checked', true);
    // Toppings not on the pizza have no portion yet, only Add.
    expect(within(dialog).queryByRole('group', { name: 'Bacon portion' })).toBeNull();
  });

  it('is keyboard operable: one tab stop, arrow keys choose the portion and the price follows', async () => {
    // user-event walks a radio group by name with CSS.escape, which the test DOM lacks.
    if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (name: string) => name.replace(/["\\]/g, '\\$&') });
    const user = userEvent.setup();
    renderBuilder();
    const dialog = screen.getByRole('dialog', { name: 'Pepperoni' });
    expect(addButton(dialog).textContent).toContain('$7.95');
    const group = within(dialog).getByRole('group', { name: 'Mozzarella portion' });
    within(group).getByRole('radio', { name: 'Normal' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Extra' })).toHaveProperty('checked', true);
    // Extra mozzarella: its add price again.
    expect(addButton(dialog).textContent).toContain('$9.95');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
    expect(addButton(dialog).textContent).toContain('$7.95');
    expect(within(dialog).getByText(/Mozzarella \(light\)/)).toBeTruthy();
  });

  it('adds a topping at a normal portion and removes it with a labelled button', () => {
    renderBuilder();
    const dialog = screen.getByRole('dialog', { name: 'Pepperoni' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Bacon' }));
    const group = within(dialog).getByRole('group', { name: 'Bacon portion' });
    expect(within(group).getByRole('radio', { name: 'Normal' })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Extra' }));
    expect(addButton(dialog).textContent).toContain(`$${((795 + 500) / 100).toFixed(2)}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Bacon' }));
    expect(within(dialog).getByRole('button', { name: 'Add Bacon' })).toBeTruthy();
  });

  it('refuses extra at the ingredient maximum: extra counts as two', () => {
    renderBuilder();
    const dialog = screen.getByRole('dialog', { name: 'Pepperoni' });
    // Pepperoni and mozzarella come on it: 2; seven more make 9.
    for (const name of ['Ham', 'Bacon', 'Italian Sausage', 'Seasoned Beef', 'Chicken', 'Mushrooms', 'Capsicum'])
      fireEvent.click(within(dialog).getByRole('button', { name: `Add ${name}` }));
    expect(within(dialog).getByText('9 of 10 toppings')).toBeTruthy();
    const ham = within(dialog).getByRole('group', { name: 'Ham portion' });
    fireEvent.click(within(ham).getByRole('radio', { name: 'Extra' }));
    expect(within(dialog).getByText('10 of 10 toppings')).toBeTruthy();
    expect(within(dialog).getByText('The Pepperoni can only contain a maximum of 10 toppings.')).toBeTruthy();
    const bacon = within(dialog).getByRole('group', { name: 'Bacon portion' });
    expect(within(bacon).getByRole('radio', { name: 'Extra' })).toHaveProperty('disabled', true);
    expect(within(bacon).getByRole('radio', { name: 'Light' })).toHaveProperty('disabled', false);
  });
});

describe('customising a pizza inside a meal', () => {
  const slot = (slotId: number, name: string, quantity: number, products: object[]) => ({
    slotId,
    name,
    quantity,
    allowedProductIds: products.map((p) => (p as { productId: number }).productId),
    defaultProductId: (products[0] as { productId: number }).productId,
    products,
    isSoldOut: false,
  });
  const garlicBread = { ...pepperoni, productId: 2001, name: 'Garlic Bread', discriminator: 'StockItem', sizes: [] };
  const meal = {
    ...pepperoni,
    productId: 7003,
    slug: 'solo-meal',
    name: 'Solo Meal',
    productType: 'Meals',
    discriminator: 'Deal',
    totalPrice: 1495,
    isSoldOut: false,
    mealSlots: [slot(1, 'Personal Pizza', 1, [pepperoni]), slot(2, 'Side', 1, [garlicBread])],
  } as unknown as MealView;
  const short = {
    productId: 7003,
    slug: 'solo-meal',
    name: 'Solo Meal',
    description: 'A personal pizza and a side',
    productType: 'Meals',
    totalPrice: 1495,
    imageSlug: 'solo-meal',
    requiresCoupon: false,
    ignoreMinSpend: false,
    slots: [
      { slotId: 1, name: 'Personal Pizza', quantity: 1, defaultProductId: 1003, optionCount: 1 },
      { slotId: 2, name: 'Side', quantity: 1, defaultProductId: 2001, optionCount: 1 },
    ],
  };

  const renderMeal = (ui: ReactNode = <MealPage />) => {
    const fetch = vi.fn(async (url: string) => (url.includes('/short') ? json(short) : json(meal)));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={client()}>
        <MemoryRouter initialEntries={['/pizza-meals/solo-meal']}>
          <Routes>
            <Route path="/pizza-meals/:slug/:basketItemId?" element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('offers the product builder’s controls for a chosen pizza, prices them into the meal, and not for a side', async () => {
    useBasketSession.getState().setBasket(basket({ basketItems: [] }));
    renderMeal();
    const toggle = await screen.findByRole('button', { name: 'Customise Pepperoni' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const toppings = screen.getByRole('group', { name: 'Pepperoni toppings' });
    fireEvent.click(within(toppings).getByRole('button', { name: 'Add Bacon' }));
    const mozzarella = within(toppings).getByRole('group', { name: 'Mozzarella portion' });
    fireEvent.click(within(mozzarella).getByRole('radio', { name: 'Extra' }));
    // $14.95 + bacon $2.50 + extra mozzarella $2.00.
    expect(screen.getByRole('button', { name: /Add to cart/ }).textContent).toContain('$19.45');
    expect(toggle.textContent).toContain('(+$4.50)');
    expect(screen.queryByRole('button', { name: 'Customise Garlic Bread' })).toBeNull();
  });

  it('sends the customised pizza’s options without a size (its slot fixes it)', () => {
    const state = itemState(meal.mealSlots[0]!, pepperoni);
    const customised = {
      ...state,
      toppings: { ...state.toppings, [MOZZARELLA]: 'extra' as const, [BACON]: 'light' as const },
    };
    const body = mealChoice(meal, { 1: { 1003: 1 }, 2: { 2001: 1 } }, 1, null, null, { 1: { 1003: customised } });
    expect(body.slots[0]!.items[0]).toEqual({
      productId: 1003,
      quantity: 1,
      baseId: 701,
      sauceId: 601,
      toppings: expect.arrayContaining([
        { productId: MOZZARELLA, portion: 'extra' },
        { productId: BACON, portion: 'light' },
      ]),
    });
    expect(body.slots[1]!.items[0]).toEqual({ productId: 2001, quantity: 1 });
  });
});
