import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { startBackgroundWork } from '../../lib/background-work.ts';
import { pepperoni } from '../../test/product-fixtures.ts';
import { nextStep, useStepwiseClock } from '../../test/stepwise-clock.ts';
import { ProductGrid } from './product-grid.tsx';

const products = Array.from({ length: 11 }, (_, i) => ({
  ...pepperoni,
  productId: 9000 + i,
  name: `Pizza ${i + 1}`,
  slug: `pizza-${i + 1}`,
}));

const renderGrid = () =>
  render(
    <MemoryRouter>
      <ProductGrid
        products={products}
        label="Pizza products"
        pathOf={(p) => `/menu/pizza/product/pizzas/${p.slug}`}
        photosAfterFirstScreen={false}
      />
    </MemoryRouter>,
  );

const cards = () => within(screen.getByRole('list', { name: 'Pizza products' })).queryAllByRole('article');

describe('ProductGrid', () => {
  useStepwiseClock();

  it('on a page load shows the first six cards, then the rest a few per frame, keeping the cards drawn', () => {
    renderGrid();
    expect(cards()).toHaveLength(6);
    const first = cards()[0];
    nextStep();
    expect(cards()).toHaveLength(10);
    nextStep();
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(products.map((p) => p.name));
    expect(cards()[0]).toBe(first);
    expect(within(cards()[10]!).getByRole('link', { name: 'Pizza 11' }).getAttribute('href')).toBe(
      '/menu/pizza/product/pizzas/pizza-11',
    );
  });

  it('after the first screen (a navigation in the app) shows every card at once', () => {
    startBackgroundWork();
    renderGrid();
    expect(cards()).toHaveLength(11);
  });

  it("opens a card's plain link through the router, without loading the page again", () => {
    startBackgroundWork();
    const grid = (
      <ProductGrid
        products={products}
        label="Pizza products"
        pathOf={(p) => `/menu/pizza/product/pizzas/${p.slug}`}
        photosAfterFirstScreen={false}
      />
    );
    const router = createMemoryRouter([{ path: '*', element: grid }], { initialEntries: ['/menu/pizza'] });
    render(<RouterProvider router={router} />);
    const link = within(cards()[2]!).getByRole('link', { name: 'Pizza 3' });
    expect(fireEvent.click(link)).toBe(false);
    expect(router.state.location.pathname).toBe('/menu/pizza/product/pizzas/pizza-3');
  });
});
