import type { Voucher } from '@storefront/contract';
import { storeLocalDateTime } from '@storefront/domain';
import { AppError, notFound } from '../../platform/errors.ts';
import type { baskets } from '../../db/schema/index.ts';
import { priceItems, type StoredItems } from './basket-pricing.ts';
import type { PricingContext } from './item-pricing.ts';
import { alreadyRedeemed, signInForVoucher } from './voucher-errors.ts';
import { checkVoucherConditions } from './voucher-rules.ts';

type BasketRow = typeof baskets.$inferSelect;

/**
 * The voucher definitions and redemption counts pricing reads. The voucher module's repository
 * provides them; basket and pricing depend on this shape, not on that module.
 */
export interface VoucherSource {
  all(): Promise<ReadonlyMap<string, Voucher>>;
  redeemedCount(voucherId: number): Promise<number>;
  redeemedBy(voucherId: number, customerKey: string): Promise<boolean>;
  /** The customer a personal voucher was issued to; null when anyone may use it. */
  ownerOf(voucherId: number): Promise<string | null>;
}

/**
 * Who a once-per-customer voucher is counted against: the verified customer the basket belongs
 * to. A guest has none (a fresh basket or an invented id would be a new "customer" every time).
 */
export const customerKeyOf = (row: Pick<BasketRow, 'customerId'>): string | null => row.customerId;

export function knownVoucher(code: string, vouchers: ReadonlyMap<string, Voucher>): Voucher {
  const voucher = vouchers.get(code);
  if (!voucher || !voucher.isActive) throw notFound(`Sorry, we could not find the voucher ${code}.`);
  return voucher;
}

/**
 * Redemptions left for the chain and for this customer. Read before the basket is locked (it
 * queries outside the basket's transaction); the final count happens when the order is placed.
 */
export async function assertRedemptionsLeft(
  voucher: Voucher,
  row: Pick<BasketRow, 'customerId'>,
  vouchers: VoucherSource,
) {
  if (voucher.maxRedemptions !== null && (await vouchers.redeemedCount(voucher.voucherId)) >= voucher.maxRedemptions) {
    throw alreadyRedeemed();
  }
  if (!voucher.singleUsePerCustomer) return;
  const customerKey = customerKeyOf(row);
  if (customerKey === null) throw signInForVoucher();
  // Another customer's personal voucher is answered like a code that does not exist.
  const owner = await vouchers.ownerOf(voucher.voucherId);
  if (owner !== null && owner !== customerKey) throw notFound(`Sorry, we could not find the voucher ${voucher.code}.`);
  if (await vouchers.redeemedBy(voucher.voucherId, customerKey)) throw alreadyRedeemed();
}

/**
 * The voucher's conditions against the locked basket: when, how, where, and the minimum spend
 * on what is paid for. Pure: safe inside the basket's transaction.
 */
export function assertConditionsMet(
  voucher: Voucher,
  basket: { row: BasketRow; items: StoredItems; storeCode: string; timeZone: string; ctx: PricingContext },
): void {
  const paid: StoredItems = {
    ...basket.items,
    basketItems: basket.items.basketItems.filter((i) => !i.voucherCode),
    vouchers: [],
  };
  const check = checkVoucherConditions(voucher, {
    serviceType: basket.row.serviceType,
    storeCode: basket.storeCode,
    dueLocal: storeLocalDateTime(basket.row.orderDueAt, basket.timeZone),
    subTotal: priceItems(paid, { ...basket.ctx, unavailable: [] }).subTotal,
  });
  if (!check.ok) throw new AppError(check.status, check.code, check.message, [], { ...check.extra });
}
