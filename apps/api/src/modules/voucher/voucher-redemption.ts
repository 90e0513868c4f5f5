import type { Voucher } from '@storefront/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { voucherRedemptions, vouchers } from '../../db/schema/index.ts';
import { alreadyRedeemed, signInForVoucher } from '../pricing/voucher-errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Redeems the basket's vouchers inside the order's transaction. The conditional UPDATE takes the
 * voucher row's lock, so of two orders racing for the last redemption the second re-reads the
 * count after the first commits and matches no row; a customer's second use of a single-use
 * voucher hits the unique index (voucher, customer). Either way the order rolls back with
 * VoucherAlreadyRedeemed. A single-use voucher without a verified customer is refused outright.
 * Nothing is counted before the order is placed, so an abandoned basket takes nothing.
 */
export async function redeemVouchers(
  tx: Tx,
  used: readonly Pick<Voucher, 'voucherId' | 'singleUsePerCustomer'>[],
  order: { basketId: string; orderId: string; customerKey: string | null; at: Date },
): Promise<void> {
  for (const voucher of used) {
    if (voucher.singleUsePerCustomer && order.customerKey === null) throw signInForVoucher();
    const counted = await tx
      .update(vouchers)
      .set({ redeemedCount: sql`${vouchers.redeemedCount} + 1` })
      .where(
        and(
          eq(vouchers.voucherId, voucher.voucherId),
          or(isNull(vouchers.maxRedemptions), lt(vouchers.redeemedCount, vouchers.maxRedemptions)),
        ),
      )
      .returning({ id: vouchers.voucherId });
    if (counted.length === 0) throw alreadyRedeemed();
    const customerKey = voucher.singleUsePerCustomer ? order.customerKey : null;
    const inserted = await tx
      .insert(voucherRedemptions)
      .values({
        voucherId: voucher.voucherId,
        basketId: order.basketId,
        orderId: order.orderId,
        customerKey,
        redeemedAt: order.at,
      })
      .onConflictDoNothing()
      .returning({ id: voucherRedemptions.id });
    if (inserted.length === 0) throw alreadyRedeemed();
  }
}
