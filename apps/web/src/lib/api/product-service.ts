// The product service's GET calls (spec document 2, section 7) as query options, shared by the
// menu, the product and meal builders, the cart and the upsell popups. Every call that depends on
// the store and time carries the basket's fulfilment context, so availability and stock match what
// the basket will accept.
import type { Basket, MealView, NavigationEntry, ProductView } from '@storefront/contract';
import { useMemo } from 'react';
import { ApiError, apiFetch } from '../api-client.ts';
import { useBasketSession } from '../session/basket-session.ts';

export type { MealView, NavigationEntry, ProductView };

/** Store, time and service type of the current basket; empty before the visitor localises. */
export interface FulfilmentContext {
  storeCode?: string;
  /** Store-local 'YYYY-MM-DDTHH:mm'; absent for ASAP (the service then uses now at the store). */
  fulfilmentDateTime?: string;
  fulfilmentType?: 'Delivery' | 'Pickup';
}

const STORE_LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/;

/**
 * The basket's due time is an ISO instant with the store's own offset ('2025-06-21T18:30:00+10:00'),
 * so its first 16 characters are the store-local wall clock the product service expects.
 */
export function fulfilmentContext(basket: Pick<Basket, 'storeInfo' | 'orderDueAt' | 'isAsap' | 'serviceType'> | null) {
  if (!basket) return {} satisfies FulfilmentContext;
  const local = basket.isAsap ? undefined : STORE_LOCAL.exec(basket.orderDueAt)?.[1];
  const context: FulfilmentContext = { storeCode: basket.storeInfo.code, fulfilmentType: basket.serviceType };
  if (local) context.fulfilmentDateTime = local;
  return context;
}

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
  queryFn: ({ signal }: { signal?: AbortSignal }) => apiFetch<NavigationEntry[]>('/api/v1/navigation', { signal }),
};

export const productListQuery = (
  primaryCategory: string,
  secondaryCategory: string | undefined,
  ctx: FulfilmentContext,
) => ({
  queryKey: ['products', primaryCategory, secondaryCategory ?? '', ...contextKey(ctx)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiFetch<ProductView[]>('/api/v1/products', {
      signal,
      query: { primaryCategory, secondaryCategory, ...ctx, includeIngredientDetails: false },
    }),
});

export const productBySlugQuery = (slug: string, ctx: FulfilmentContext) => ({
  queryKey: ['product', slug, ...contextKey(ctx)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiFetch<ProductView>(`/api/v1/products/slug/${encodeURIComponent(slug)}`, {
      signal,
      query: { ...ctx, includeIngredientDetails: true },
    }),
});

export const productByIdQuery = (productId: number, ctx: FulfilmentContext) => ({
  queryKey: ['product-id', productId, ...contextKey(ctx)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiFetch<ProductView>(`/api/v1/products/${productId}`, {
      signal,
      query: { ...ctx, includeIngredientDetails: true },
    }),
});

export const productIdsQuery = (productIds: readonly number[], ctx: FulfilmentContext) => ({
  queryKey: ['product-ids', productIds.join(','), ...contextKey(ctx)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiFetch<ProductView[]>('/api/v1/productIds/List', {
      signal,
      query: { productIds: productIds.join(','), ...ctx, includeIngredientDetails: true },
    }),
});

export interface MealShortView {
  productId: number;
  slug: string;
  name: string;
}

/** A meal by slug: the short form gives the id, the full form resolves slots for the store. */
export const mealBySlugQuery = (slug: string, ctx: FulfilmentContext) => ({
  queryKey: ['meal', slug, ...contextKey(ctx)] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const short = await apiFetch<MealShortView>(`/api/v1/meals/slug/${encodeURIComponent(slug)}/short`, { signal });
    return apiFetch<MealView>(`/api/v1/meals/${short.productId}`, { signal, query: { ...ctx } });
  },
});

/** The product service answers 404 'Product not found.' (or 'Category not found.') for unknown ids. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** No retry for answers that will not change (404 and other 4xx); one retry for the rest. */
export const retryUnlessClientError = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1;

/** Where a product's builder lives: meals have their own page, everything else opens over the menu. */
export function productPath(
  product: Pick<ProductView, 'slug' | 'productType' | 'discriminator' | 'taxonomy'>,
  options: { category?: string; subcategory?: string; basketItemId?: string } = {},
): string {
  const id = options.basketItemId ? `/${options.basketItemId}` : '';
  if (product.discriminator === 'Deal' || product.discriminator === 'Coupon')
    return `/pizza-meals/${product.slug}${id}`;
  const category = options.category ?? product.taxonomy[0] ?? 'pizza';
  const sub = options.subcategory ? `/${options.subcategory}` : '';
  return `/menu/${category}${sub}/product/${productTypeSegment(product.productType)}/${product.slug}${id}`;
}

/** The {type} route segment: the product type in lower case ('pizzas', 'sides', 'halfnhalf'). */
export const productTypeSegment = (productType: string): string => productType.toLowerCase();

/** Where a basket line is edited: /product/{type}/{slug}/{basketItemId} redirects to its builder. */
export const basketItemEditPath = (item: { productType: string; slug: string; basketItemId: string }): string =>
  `/product/${productTypeSegment(item.productType)}/${item.slug}/${item.basketItemId}`;
