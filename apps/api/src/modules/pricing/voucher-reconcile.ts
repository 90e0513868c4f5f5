import type { BasketServiceType, Voucher } from '@storefront/contract';
import { priceItems, type StoredItems } from './basket-pricing.ts';
import type { PricingContext } from './item-pricing.ts';
import { checkVoucherConditions } from './voucher-rules.ts';

export interface ReconcileResult {
  items: StoredItems;
  messages: { code: 'VoucherAutoRemove'; message: string }[];
}

/** Every voucher code a basket uses: cart discounts, free items and deal meals. */
export function vouchersIn(items: StoredItems): string[] {
  return [
    ...(items.vouchers ?? []).map((v) => v.code),
    ...items.basketItems.flatMap((i) => (i.voucherCode ? [i.voucherCode] : [])),
    ...items.groupedBasketItems.flatMap((m) => (m.voucherCode ? [m.voucherCode] : [])),
  ];
}

/**
 * After any change (items, time, store, delivery or pickup), a voucher whose conditions no
 * longer hold is taken out with what it brought, and the answer says so (VoucherAutoRemove).
 * Minimum spend is judged on the basket without the voucher's own free lines.
 */
export function reconcileVouchers(
  items: StoredItems,
  situation: { serviceType: BasketServiceType; storeCode: string; dueLocal: string },
  ctx: PricingContext,
): ReconcileResult {
  const messages: ReconcileResult['messages'] = [];
  let current = items;
  for (const code of new Set(vouchersIn(items))) {
    const voucher: Voucher | undefined = ctx.vouchers.get(code);
    const paidOnly: StoredItems = {
      ...current,
      basketItems: current.basketItems.filter((i) => !i.voucherCode),
      vouchers: [],
    };
    const subTotal = priceItems(paidOnly, { ...ctx, unavailable: [] }).subTotal;
    const check = voucher
      ? checkVoucherConditions(voucher, { ...situation, subTotal })
      : { ok: false as const, message: 'It is no longer available.' };
    if (check.ok) continue;
    current = {
      basketItems: current.basketItems.filter((i) => i.voucherCode !== code),
      groupedBasketItems: current.groupedBasketItems.filter((m) => m.voucherCode !== code),
      vouchers: (current.vouchers ?? []).filter((v) => v.code !== code),
    };
    messages.push({
      code: 'VoucherAutoRemove',
      message: `Voucher ${code} has been removed from your cart. ${check.message}`,
    });
  }
  return { items: current, messages };
}
