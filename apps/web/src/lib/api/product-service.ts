// The product service's GET calls (spec document 2, section 7) as query options, shared by the
// menu, the product and meal builders, the cart and the upsell popups. Every call that depends on
// the store and time carries the basket's fulfilment context, so availability and stock match what
// the basket will accept.
import type { Basket, MealView, NavigationEntry, ProductView } from '@storefront/contract';
import { useMemo } from 'react';
import { productPagePath, productTypeSegment } from '@storefront/domain';
import { ApiError } from '../api-client.ts';
import { useBasketSession } from '../session/basket-session.ts';
import { callApi } from './call-api.ts';
import { fulfilmentContext, type FulfilmentContext } from './fulfilment-context.ts';

export type { MealView, NavigationEntry, ProductView };
export { basketFulfilmentContext, fulfilmentContext, type FulfilmentContext } from './fulfilment-context.ts';

/** The current basket's fulfilment context, stable while store, time and service type stay the same. */
export function useFulfilmentContext(): FulfilmentContext {
  const basket = useBasketSession((s) => s.basket);
  const storeCode = basket?.storeInfo.code;
  const { orderDueAt, isAsap, serviceType } = basket ?? {};
  return useMemo(
    () =>
      storeCode && orderDueAt && serviceType
        ? fulfilmentContext({ storeInfo: { code: storeCode }, orderDueAt, isAsap: !!isAsap, serviceType } as Basket)
        : {},
    [storeCode, orderDueAt, isAsap, serviceType],
  );
}

const contextKey = (ctx: FulfilmentContext) =>
  [ctx.storeCode ?? '', ctx.fulfilmentDateTime ?? '', ctx.fulfilmentType ?? ''] as const;

export const navigationQuery = {
  queryKey: ['navigation'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => callApi('menuNavigation', { signal }),
};

export const productListQuery = (
  primaryCategory: string,
  secondaryCategory: string | undefined,
  ctx: FulfilmentContext,
) => ({
  queryKey: ['products', primaryCategory, secondaryCategory ?? '', ...contextKey(ctx)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    callApi('productList', {
      signal,
      query: { primaryCategory, secondaryCategory, ...ctx, includeIngredientDetails: false },
    }),
});

/** A product by its slug: the start-up's prefetch and the product screens ask alike (a 404 is not asked again). */
export const productBySlugQuery = (slug: string, ctx: FulfilmentContext) => ({
  queryKey: ['product', slug, ...contextKey(ctx)] as const,
  retry: retryUnlessClientError,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    callApi('productBySlug', {
      params: { slug },
      signal,
      query: { ...ctx, includeIngredientDetails: true },
    }),
});

export const productByIdQuery = (productId: number, ctx: FulfilmentContext) => ({
  queryKey: ['product-id', productId, ...contextKey(ctx)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    callApi('productById', {
      params: { productId },
      signal,
      query: { ...ctx, includeIngredientDetails: true },
    }),
});

export const productIdsQuery = (productIds: readonly number[], ctx: FulfilmentContext) => ({
  queryKey: ['product-ids', productIds.join(','), ...contextKey(ctx)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    callApi('productsByIds', {
      signal,
      query: { productIds: productIds.join(','), ...ctx, includeIngredientDetails: true },
    }),
});

/** A meal by slug: the short form gives the id, the full form resolves slots for the store. */
export const mealBySlugQuery = (slug: string, ctx: FulfilmentContext) => ({
  queryKey: ['meal', slug, ...contextKey(ctx)] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const short = await callApi('mealShort', { params: { slug }, signal });
    return callApi('meal', { params: { productId: short.productId }, signal, query: { ...ctx } });
  },
});

/** The product service answers 404 'Product not found.' (or 'Category not found.') for unknown ids. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** No retry for answers that will not change (404 and other 4xx); one retry for the rest. */
export const retryUnlessClientError = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1;

/** Where a product's builder lives: meals have their own page, everything else opens over the menu. */
export const productPath = (
  product: Pick<ProductView, 'slug' | 'productType' | 'discriminator' | 'taxonomy'>,
  options: { category?: string; subcategory?: string; basketItemId?: string } = {},
): string => productPagePath(product, options);

export { productTypeSegment };

/** Where a basket line is edited: /product/{type}/{slug}/{basketItemId} redirects to its builder. */
export const basketItemEditPath = (item: { productType: string; slug: string; basketItemId: string }): string =>
  `/product/${productTypeSegment(item.productType)}/${item.slug}/${item.basketItemId}`;
