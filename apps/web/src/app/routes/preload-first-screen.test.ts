import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstScreen } from './preload-first-screen.ts';

const fetchQuery = vi.hoisted(() => vi.fn());
const preloadProductImage = vi.hoisted(() => vi.fn());
vi.mock('../../lib/query-client.ts', () => ({ queryClient: { fetchQuery } }));
vi.mock('../../ui/product-image/preload-product-image.ts', () => ({ preloadProductImage }));

const lazyScreen = (load = vi.fn(() => Promise.resolve(() => null))) => ({ lazy: { Component: load } });

afterEach(() => {
  vi.clearAllMocks();
});

describe('preloadFirstScreen', () => {
  it('asks for the code of every screen the address matches, and of no other', () => {
    const menu = lazyScreen();
    const product = lazyScreen();
    const cart = lazyScreen();
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'menu/:category', ...menu, children: [{ path: 'product/:type/:slug', ...product }] },
          { path: 'cart', ...cart },
        ],
      },
    ];
    preloadFirstScreen(routes, '/menu/pizza');
    expect(menu.lazy.Component).toHaveBeenCalledOnce();
    expect(product.lazy.Component).not.toHaveBeenCalled();
    expect(cart.lazy.Component).not.toHaveBeenCalled();
  });

  it('a chunk that fails to load is left to the router (no unhandled rejection)', async () => {
    const broken = lazyScreen(vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))));
    expect(() => preloadFirstScreen([{ path: '/cart', ...broken }], '/cart')).not.toThrow();
    await Promise.resolve();
    expect(broken.lazy.Component).toHaveBeenCalledOnce();
  });

  it('on a product page, fetches the product into the query cache and preloads its photo', async () => {
    fetchQuery.mockResolvedValue({ slug: 'margherita', imageSlug: 'margherita-photo' });
    const routes: RouteObject[] = [
      { path: '/menu/:category/product/:type/:slug', handle: { name: 'product' }, ...lazyScreen() },
    ];
    preloadFirstScreen(routes, '/menu/pizza/product/pizzas/margherita');
    await vi.waitFor(() => expect(preloadProductImage).toHaveBeenCalledWith('margherita-photo'));
    expect(fetchQuery).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: expect.arrayContaining(['product', 'margherita']) }),
    );
  });

  it('a product that cannot be fetched preloads nothing and throws nothing', async () => {
    fetchQuery.mockRejectedValue(new Error('offline'));
    const routes: RouteObject[] = [{ path: '/menu/:category/product/:type/:slug', handle: { name: 'product' } }];
    preloadFirstScreen(routes, '/menu/pizza/product/pizzas/margherita');
    await vi.waitFor(() => expect(fetchQuery).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloadProductImage).not.toHaveBeenCalled();
  });
});
