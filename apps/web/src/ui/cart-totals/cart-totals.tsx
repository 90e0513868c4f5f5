// The money lines under a basket or an order: subtotal, each service charge, the vouchers (each
// with its code, or all in one Discount line), the total and what the customer saves. Every amount
// is the server's; this only labels them. Used by the cart, the checkout summary and the receipt.
import type { OrderStatusView } from '@storefront/contract';
import { formatCents } from '@storefront/domain';

/** The basket and the order receipt both carry these figures, in cents. */
export type CartTotalsFigures = Pick<
  OrderStatusView['receipt'],
  'basketSubTotal' | 'serviceCharges' | 'vouchers' | 'discount' | 'basketTotal' | 'totalSavings'
>;

type ServiceChargeType = CartTotalsFigures['serviceCharges'][number]['serviceChargeType'];

const SERVICE_CHARGE_LABELS: Record<ServiceChargeType, string> = {
  Delivery: 'Delivery fee',
  Suburb: 'Suburb surcharge',
};

export interface CartTotalsProps {
  totals: CartTotalsFigures;
  /**
   * The block's class; its rows use the BEM names `{block}__discount`, `{block}__total`,
   * `{block}__savings` and `{block}__detail`, so each screen keeps its own look.
   */
  block: string;
  /**
   * List each voucher by code with what it took off, then whatever else was taken off as Discount.
   * Off: the whole discount in one Discount line (the cart lists its vouchers elsewhere).
   */
  itemiseVouchers: boolean;
  totalLabel: string;
  /** The savings row's label; no row without one, nor when nothing was saved. */
  savingsLabel?: string;
}

export function CartTotals({ totals, block, itemiseVouchers, totalLabel, savingsLabel }: CartTotalsProps) {
  const vouchers = itemiseVouchers ? totals.vouchers : [];
  const otherDiscount = totals.discount - vouchers.reduce((sum, voucher) => sum + voucher.discount, 0);
  return (
    <dl className={block}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.basketSubTotal)}</dd>
      </div>
      {totals.serviceCharges.map((charge) => (
        <div key={charge.serviceChargeType}>
          <dt>{SERVICE_CHARGE_LABELS[charge.serviceChargeType]}</dt>
          <dd>{formatCents(charge.total)}</dd>
        </div>
      ))}
      {vouchers.map((voucher) => (
        <div key={voucher.voucherCode}>
          <dt>
            Voucher {voucher.voucherCode.toUpperCase()}
            <span className={`${block}__detail`}>{voucher.name}</span>
          </dt>
          <dd>{voucher.discount > 0 ? `−${formatCents(voucher.discount)}` : 'Applied'}</dd>
        </div>
      ))}
      {otherDiscount > 0 && (
        <div className={`${block}__discount`}>
          <dt>Discount</dt>
          <dd>−{formatCents(otherDiscount)}</dd>
        </div>
      )}
      <div className={`${block}__total`}>
        <dt>{totalLabel}</dt>
        <dd>{formatCents(totals.basketTotal)}</dd>
      </div>
      {savingsLabel && totals.totalSavings > 0 && (
        <div className={`${block}__savings`}>
          <dt>{savingsLabel}</dt>
          <dd>{formatCents(totals.totalSavings)}</dd>
        </div>
      )}
    </dl>
  );
}
