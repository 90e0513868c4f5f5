import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstScreen, routesThatMayMatch } from './preload-first-screen.ts';
import { createRoutes } from './route-table.tsx';

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

describe('routesThatMayMatch', () => {
  const described = (routes: RouteObject[], path: string) =>
    matchRoutes(routes, path)?.map(({ route, params }) => ({ path: route.path, handle: route.handle, params }));

  it('matches every kind of address as the whole route table does', () => {
    const table = createRoutes();
    const paths = [
      '/',
      '/menu/pizza',
      '/MENU/Pizza/Classic',
      '/menu/pizza/product/pizzas/margherita',
      '/cart',
      '/offers',
      '/offers/SAVE10',
      '/checkout/card',
      '/account/orders',
      '/c/winter/12',
      '/preferences/unsubscribe/sms/7',
      '/pizza-hut-parramatta',
      '/stores/nsw/parramatta',
      '/about/our-story',
      '/no-such-page',
    ];
    for (const path of paths) {
      const first = path.split('/')[1] ?? '';
      expect(described(routesThatMayMatch(table, first), path), path).toEqual(described(table, path));
    }
  });

  it('leaves out the routes that begin with another fixed segment, keeping layouts and parameters', () => {
    const routes: RouteObject[] = [
      {
        id: 'layout',
        children: [
          { index: true, id: 'home' },
          { path: 'menu/:category', id: 'menu', children: [{ path: 'product/:slug', id: 'product' }] },
          { path: 'cart', id: 'cart' },
          { path: ':slug', id: 'slug' },
          { path: 'offers?', id: 'optional' },
          { path: '*', id: 'tail' },
        ],
      },
    ];
    const ids = (list: RouteObject[]): string[] => list.flatMap((r) => [r.id!, ...ids(r.children ?? [])]);
    expect(ids(routesThatMayMatch(routes, 'Menu'))).toEqual([
      'layout',
      'home',
      'menu',
      'product',
      'slug',
      'optional',
      'tail',
    ]);
    expect(ids(routesThatMayMatch(routes, 'cart'))).toEqual(['layout', 'home', 'cart', 'slug', 'optional', 'tail']);
  });
});
