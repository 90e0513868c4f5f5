// The product screens' failures (spec document 2, section 8 user messages): a product that is not
// ordered on its own (a surcharge) says 'The product is not valid.' rather than opening a builder,
// and a product the server has refused once is not asked for again. The sheet rises in once.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketFulfilmentContext, productBySlugQuery } from '../../lib/api/product-service.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { garlicBread } from '../../test/product-fixtures.ts';
import { ProductModalScreen, ProductPage } from './product-pages.tsx';

const deliveryFee = {
  ...garlicBread,
  productId: 9001,
  slug: 'delivery-fee',
  name: 'Delivery Fee',
  productType: 'Surcharges' as const,
  discriminator: 'Surcharge' as const,
};

function renderAt(path: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter(
    [
      { path: '/menu/:category/product/:type/:slug/:basketItemId?', element: <ProductModalScreen /> },
      { path: '/product/:type/:slug/:basketItemId?', element: <ProductPage /> },
      { path: '/menu/:category', element: <h1>Menu</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useBasketSession.setState({ basketId: null, sessions: {}, basket: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(deliveryFee), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("'The product is not valid.'", () => {
  it('in the product modal: a surcharge opens no builder', async () => {
    renderAt('/menu/sides/product/surcharges/delivery-fee');
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('The product is not valid.');
    expect(screen.getByRole('heading', { name: 'Product not valid', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to cart/, hidden: true })).toBeNull();
  });

  it('on the product redirect page: no redirect to a builder', async () => {
    const router = renderAt('/product/surcharges/delivery-fee');
    expect((await screen.findByRole('alert')).textContent).toContain('The product is not valid.');
    expect(router.state.location.pathname).toBe('/product/surcharges/delivery-fee');
  });
});

describe('the sheet rises in once', () => {
  const dialog = () => document.querySelector('dialog')!;

  it('opened from the menu: the loading sheet rises, what takes its place does not rise again', async () => {
    const router = renderAt('/menu/sides');
    await act(() => router.navigate('/menu/sides/product/surcharges/delivery-fee'));
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain('Loading the product');
    expect(dialog().classList.contains('modal--still')).toBe(false);
    // The browser began the loading sheet's rise (jsdom runs no animations).
    fireEvent.animationStart(dialog(), { animationName: 'modal-in' });
    await screen.findByRole('alert', { hidden: true });
    expect(dialog().classList.contains('modal--still')).toBe(true);
  });

  it('an answer that comes before the loading sheet began to rise rises in itself', async () => {
    const router = renderAt('/menu/sides');
    await act(() => router.navigate('/menu/sides/product/surcharges/delivery-fee'));
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain('Loading the product');
    await screen.findByRole('alert', { hidden: true });
    expect(dialog().classList.contains('modal--still')).toBe(false);
  });

  it("an animation inside the loading sheet is not the sheet's rise", async () => {
    const router = renderAt('/menu/sides');
    await act(() => router.navigate('/menu/sides/product/surcharges/delivery-fee'));
    fireEvent.animationStart(screen.getByRole('status', { hidden: true }), { animationName: 'spin' });
    await screen.findByRole('alert', { hidden: true });
    expect(dialog().classList.contains('modal--still')).toBe(false);
  });

  it('opened by a page load: nothing rises', async () => {
    renderAt('/menu/sides/product/surcharges/delivery-fee');
    expect(dialog().classList.contains('modal--still')).toBe(true);
    await screen.findByRole('alert', { hidden: true });
    expect(dialog().classList.contains('modal--still')).toBe(true);
  });
});

describe('a product the server has already refused', () => {
  it("is not asked for again on mount: 'Product not found' at once, after one request", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 404, code: 'NotFound', title: 'Product not found' }), {
          status: 404,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // As the start-up's prefetch leaves it (preload-first-screen.ts), with the app's retry (query-client.ts).
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
    await client.prefetchQuery(productBySlugQuery('no-such-pizza', basketFulfilmentContext(null)));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    renderAt('/menu/pizza/product/pizzas/no-such-pizza', client);
    expect(await screen.findByRole('heading', { name: 'Product not found', hidden: true })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
