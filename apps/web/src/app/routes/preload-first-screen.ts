// While start-up waits for the configuration, the first screen's code (and, on a product page, the
// product and its photo) is already on its way: the router asks for the same chunks once it is
// created and finds them loaded. A failure here is only a lost head start: the router loads them
// again, through the chunk-reload guard, and the screen fetches its own data.
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { RouteHandle, RouteName } from '../../lib/route-names.ts';

type LazyComponent = () => Promise<unknown>;

/** The product under the menu (/menu/{category}/product/{type}/{slug}): its answer and its photo. */
async function prefetchProduct(params: Params) {
  if (!params.slug) return;
  const [{ queryClient }, { basketFulfilmentContext, productBySlugQuery }, { useBasketSession }, image] =
    await Promise.all([
      import('../../lib/query-client.ts'),
      import('../../lib/api/product-service.ts'),
      import('../../lib/session/basket-session.ts'),
      import('../../ui/product-image/preload-product-image.ts'),
    ]);
  const product = await queryClient.fetchQuery(
    productBySlugQuery(params.slug, basketFulfilmentContext(useBasketSession.getState().basket)),
  );
  image.preloadProductImage(product.imageSlug);
}

const PREFETCH: Partial<Record<RouteName, (params: Params) => Promise<void>>> = { product: prefetchProduct };

export function preloadFirstScreen(routes: RouteObject[], path: string): void {
  for (const { route, params } of matchRoutes(routes, path) ?? []) {
    const lazy = route.lazy as { Component?: LazyComponent } | undefined;
    if (lazy && typeof lazy === 'object') lazy.Component?.().catch(() => {});
    const name = (route.handle as RouteHandle | undefined)?.name;
    if (name) PREFETCH[name]?.(params).catch(() => {});
  }
}
