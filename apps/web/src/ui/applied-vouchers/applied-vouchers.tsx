// The vouchers on a basket, each with what it saves and a Remove button, and the basket's total
// savings (spec document 2, sections 3 and 7). Presentational: the screen passes the basket and
// how to remove a line (ui/voucher-code/basket-vouchers.tsx calls the line's `removal`).
import type { Basket } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useState } from 'react';
import { Button } from '../button/button.tsx';
import { TagIcon } from '../icons/icons.tsx';
import './applied-vouchers.css';

/** How a voucher comes off: a cart voucher (or one that brought an item) by its code, a deal by its meal. */
export type VoucherRemoval = { from: 'cart'; voucherCode: string } | { from: 'meal'; groupedBasketItemId: string };

export interface AppliedVoucherLine {
  /** Stable key: the code, or the meal's line id for a deal voucher. */
  key: string;
  code: string;
  name: string;
  /** What it takes off, in cents; null when it brings an item instead of a discount. */
  savingCents: number | null;
  /** '−$7.17', 'Free item', 'Saves $4.00'. */
  detail: string;
  removal: VoucherRemoval;
}

/** Cart vouchers, vouchers that brought an item, and deal vouchers' meals, in that order. */
export function appliedVoucherLines(basket: Pick<Basket, 'vouchers' | 'basketItems' | 'groupedBasketItems'> | null) {
  if (!basket) return [];
  const lines: AppliedVoucherLine[] = [];
  const seen = new Set<string>();
  for (const v of basket.vouchers) {
    seen.add(v.voucherCode);
    lines.push({
      key: v.voucherCode,
      code: v.voucherCode,
      name: v.name,
      savingCents: v.discount,
      detail: v.discount > 0 ? `−${formatCents(v.discount)}` : 'Applied',
      removal: { from: 'cart', voucherCode: v.voucherCode },
    });
  }
  for (const item of basket.basketItems) {
    if (!item.voucherCode || seen.has(item.voucherCode)) continue;
    seen.add(item.voucherCode);
    lines.push({
      key: item.voucherCode,
      code: item.voucherCode,
      name: item.name,
      savingCents: null,
      detail: item.totalPrice === 0 ? 'Free item' : formatCents(item.totalPrice),
      removal: { from: 'cart', voucherCode: item.voucherCode },
    });
  }
  for (const meal of basket.groupedBasketItems) {
    if (!meal.voucherCode) continue;
    lines.push({
      key: meal.groupedBasketItemId,
      code: meal.voucherCode,
      name: meal.name,
      savingCents: meal.savings,
      detail: meal.savings > 0 ? `Saves ${formatCents(meal.savings)}` : formatCents(meal.totalPrice),
      removal: { from: 'meal', groupedBasketItemId: meal.groupedBasketItemId },
    });
  }
  return lines;
}

export interface AppliedVouchersProps {
  basket: Pick<Basket, 'vouchers' | 'basketItems' | 'groupedBasketItems' | 'totalSavings'> | null;
  /** Takes a line off; a rejection's message is shown next to it. */
  onRemove(line: AppliedVoucherLine): Promise<unknown>;
  title?: string;
  /** Shown when there is nothing applied; nothing is rendered when omitted. */
  emptyText?: string;
  /** Level of the title heading (2 in a page, 3 inside a titled panel). */
  headingLevel?: 2 | 3;
  id?: string;
}

export function AppliedVouchers({
  basket,
  onRemove,
  title = 'Your vouchers',
  emptyText,
  headingLevel = 2,
  id = 'applied-vouchers',
}: AppliedVouchersProps) {
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const lines = appliedVoucherLines(basket);
  if (lines.length === 0 && !emptyText) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${id}-title`;

  const remove = async (line: AppliedVoucherLine) => {
    if (removing) return;
    setRemoving(line.key);
    setError(null);
    try {
      await onRemove(line);
    } catch (reason) {
      setError({
        key: line.key,
        message:
          reason instanceof Error && reason.message ? reason.message : 'Sorry, that voucher could not be removed.',
      });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className="applied-vouchers" aria-labelledby={headingId}>
      <Heading id={headingId} className="applied-vouchers__title">
        {title}
      </Heading>
      {lines.length === 0 ? (
        <p className="applied-vouchers__empty">{emptyText}</p>
      ) : (
        <ul className="applied-vouchers__list">
          {lines.map((line) => (
            <li key={line.key} className="applied-vouchers__line">
              <TagIcon className="applied-vouchers__icon" />
              <div className="applied-vouchers__text">
                <span className="applied-vouchers__code">{line.code}</span>
                <span className="applied-vouchers__name">{line.name}</span>
              </div>
              <span className="applied-vouchers__detail">{line.detail}</span>
              <Button
                variant="ghost"
                size="sm"
                className="applied-vouchers__remove"
                aria-label={`Remove voucher ${line.code}`}
                disabled={removing !== null}
                aria-busy={removing === line.key || undefined}
                onClick={() => void remove(line)}
              >
                {removing === line.key ? 'Removing…' : 'Remove'}
              </Button>
              {error?.key === line.key && (
                <p className="applied-vouchers__error" role="alert">
                  {error.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {basket && basket.totalSavings > 0 && (
        <p className="applied-vouchers__savings">
          <span>Total savings</span> <strong>{formatCents(basket.totalSavings)}</strong>
        </p>
      )}
    </section>
  );
}
