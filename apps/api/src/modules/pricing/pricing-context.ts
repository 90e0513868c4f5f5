import type { StoreSeed, Voucher } from '@storefront/contract';
import { dayOfWeekOfDate, storeLocalDateTime } from '@storefront/domain';
import type { CatalogueSnapshot } from '../product/product.repository.ts';
import type { PricingContext } from './item-pricing.ts';

/**
 * Pricing for a basket's store and due time. `lenient` prices sold-out or out-of-hours lines
 * anyway and collects their messages (for reading a basket); strict throws (for adding them).
 */
export function pricingContext(
  catalogue: CatalogueSnapshot,
  vouchers: ReadonlyMap<string, Voucher>,
  store: StoreSeed,
  orderDueAt: Date,
  lenient: boolean,
): PricingContext {
  const local = storeLocalDateTime(orderDueAt, store.timeZone);
  return {
    byId: catalogue.byId,
    vouchers,
    storeCode: store.code,
    at: { dayOfWeek: dayOfWeekOfDate(local.slice(0, 10)), time: local.slice(11, 16) },
    ...(lenient ? { unavailable: [] } : {}),
  };
}
