import type { Voucher } from '@storefront/contract';
import { storeLocalDateTime } from '@storefront/domain';
import { AppError, notFound } from '../../platform/errors.ts';
import { priceItems, type StoredItems } from '../basket/basket-pricing.ts';
import type { BasketRow } from '../basket/basket-view.ts';
import type { PricingContext } from '../basket/item-pricing.ts';
import { alreadyRedeemed } from './voucher-redemption.ts';
import { checkVoucherConditions } from './voucher-rules.ts';
import type { VoucherRepository } from './voucher.repository.ts';

/** Who a single-use voucher is counted against: the customer, else the basket session. */
export const customerKeyOf = (row: Pick<BasketRow, 'customerId' | 'sessionId'>) =>
  row.customerId ?? `session:${row.sessionId}`;

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
  row: Pick<BasketRow, 'customerId' | 'sessionId'>,
  vouchers: VoucherRepository,
) {
  if (voucher.maxRedemptions !== null && (await vouchers.redeemedCount(voucher.voucherId)) >= voucher.maxRedemptions) {
    throw alreadyRedeemed();
  }
  if (voucher.singleUsePerCustomer && (await vouchers.redeemedBy(voucher.voucherId, customerKeyOf(row)))) {
    throw alreadyRedeemed();
  }
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
  if (!check.ok) throw new AppError(check.status, check.code, check.message);
}
