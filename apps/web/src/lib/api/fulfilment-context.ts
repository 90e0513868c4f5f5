// The basket's store, time and service type as the product service is asked with them (spec
// document 2, section 7): every product call that depends on them carries this context, so
// availability and stock match what the basket will accept. No React here: start-up's cookie
// (session/personal-landing-cookie.ts) names the same context for the server's preloads.
import type { Basket } from '@storefront/contract';
import type { StoreFulfilment } from '@storefront/contract/http';

/**
 * Store, service type and, for a scheduled order, the store-local time of the current basket
 * ('YYYY-MM-DDTHH:mm'; absent for ASAP, the service then uses now at the store); empty before the
 * visitor localises. The cookie's `StoreFulfilment`, with every part optional.
 */
export type FulfilmentContext = Partial<StoreFulfilment>;

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

/** The context the product service is asked with: empty until the basket has a store, a time and a service type. */
export const basketFulfilmentContext = (
  basket: Pick<Basket, 'storeInfo' | 'orderDueAt' | 'isAsap' | 'serviceType'> | null,
): FulfilmentContext =>
  basket?.storeInfo.code && basket.orderDueAt && basket.serviceType ? fulfilmentContext(basket) : {};
