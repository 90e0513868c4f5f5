// While start-up waits for the configuration, the first screen's code (and, on a product page, the
// product and its photo) is already on its way: the router asks for the same chunks once it is
// created and finds them loaded. A failure here is only a lost head start: the router loads them
// again, through the chunk-reload guard, and the screen fetches its own data.
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { RouteHandle, RouteName } from '../../lib/route-names.ts';
// The shell holds the basket session already: a static import, not a chunk of its own.
import { useBasketSession } from '../../lib/session/basket-session.ts';

type LazyComponent = () => Promise<unknown>;

/** The product under the menu (/menu/{category}/product/{type}/{slug}): its answer and its photo. */
async function prefetchProduct(params: Params) {
  if (!params.slug) return;
  const [{ queryClient }, { basketFulfilmentContext, productBySlugQuery }, image] = await Promise.all([
    import('../../lib/query-client.ts'),
    import('../../lib/api/product-service.ts'),
    import('../../ui/product-image/preload-product-image.ts'),
  ]);
  const product = await queryClient.fetchQuery(
    productBySlugQuery(params.slug, basketFulfilmentContext(useBasketSession.getState().basket)),
  );
  image.preloadProductImage(product.imageSlug);
}

const PREFETCH: Partial<Record<RouteName, (params: Params) => Promise<void>>> = { product: prefetchProduct };

/**
 * The routes that could match a path starting with `firstSegment`: a route whose path begins with
 * another fixed segment cannot, and is left out with its children. Matching ranks the routes it is
 * given, so the answer is the same; React Router compiles a pattern for every route it matches
 * against, and the whole table took a sixth of the start-up script's time on a slow phone (the
 * router, created later, compiles it once for itself).
 */
export function routesThatMayMatch(routes: RouteObject[], firstSegment: string): RouteObject[] {
  const segment = firstSegment.toLowerCase();
  return routes.flatMap((route): RouteObject[] => {
    const head = (route.path ?? '').replace(/^\//, '').split('/')[0]!;
    // A layout (no path of its own): its children are what matches.
    if (head === '')
      return route.children ? [{ ...route, children: routesThatMayMatch(route.children, firstSegment) }] : [route];
    const fixed = !head.startsWith(':') && !head.includes('*') && !head.endsWith('?');
    return !fixed || head.toLowerCase() === segment ? [route] : [];
  });
}

export function preloadFirstScreen(routes: RouteObject[], path: string): void {
  const firstSegment = path.split('/').find((part) => part !== '') ?? '';
  for (const { route, params } of matchRoutes(routesThatMayMatch(routes, firstSegment), path) ?? []) {
    const lazy = route.lazy as { Component?: LazyComponent } | undefined;
    if (lazy && typeof lazy === 'object') lazy.Component?.().catch(() => {});
    const name = (route.handle as RouteHandle | undefined)?.name;
    if (name) PREFETCH[name]?.(params).catch(() => {});
  }
}
