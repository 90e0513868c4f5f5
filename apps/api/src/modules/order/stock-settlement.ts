// What each answer to an out-of-stock question does to the order's basket snapshot and money
// (docs/out-of-stock.md). Pure: the service applies it with the order row locked.
import type { Basket, BasketItemView } from '@storefront/contract';
import { refundForRemoved, type OutOfStockChoice } from '@storefront/domain';

/** The suggested replacement as kept on the question. */
export interface StoredReplacement {
  productId: number;
  slug: string;
  name: string;
  sizeId: number | null;
  sizeName: string | null;
  unitPrice: number;
  total: number;
}

export interface Settlement {
  choice: OutOfStockChoice;
  /** The basket snapshot after the answer (unchanged for a cancel). */
  basket: Basket;
  basketTotal: number;
  /** What goes back to a card or provider payment, in cents (0 for cash and free orders). */
  refund: number;
}

export interface MoneyState {
  /** A captured card or provider payment (refunds are possible); false for cash and free orders. */
  refundable: boolean;
  /** Captured less already refunded, in cents. */
  refundableCents: number;
}

function withoutLine(basket: Basket, lineId: string, removedCents: number, replacement?: BasketItemView): Basket {
  const share = Math.floor((basket.discount * removedCents) / Math.max(basket.basketSubTotal, 1));
  const items = basket.basketItems.flatMap((item) =>
    item.basketItemId !== lineId ? [item] : replacement ? [replacement] : [],
  );
  return {
    ...basket,
    basketItems: items,
    basketSubTotal: basket.basketSubTotal - removedCents,
    discount: basket.discount - share,
    totalSavings: Math.max(0, basket.totalSavings - share),
    basketTotal: basket.basketTotal - refundForRemoved(removedCents, basket),
  };
}

/** The swapped-in line: the replacement product as it comes, in the line's size and quantity. */
function replacementLine(item: BasketItemView, r: StoredReplacement): BasketItemView {
  return {
    ...item,
    productId: r.productId,
    slug: r.slug,
    name: r.name,
    unitPrice: r.unitPrice,
    totalPrice: r.total,
    voucherCode: null,
    basketItemParts:
      r.sizeId !== null && r.sizeName !== null
        ? [
            {
              productId: r.sizeId,
              quantity: 1,
              size: r.sizeId,
              sizeName: r.sizeName,
              name: r.sizeName,
              category: 'Size',
              totalPrice: 0,
              isDefault: true,
            },
          ]
        : [],
    removedParts: [],
    surcharge: null,
    basketItems: [],
    choice: { productId: r.productId, quantity: item.quantity, ...(r.sizeId !== null ? { sizeId: r.sizeId } : {}) },
  };
}

/** The order after an answer; null when the answer is not possible (swap without a replacement, line gone). */
export function settle(
  basket: Basket,
  question: { basketItemId: string; replacement: StoredReplacement | null },
  choice: OutOfStockChoice,
  money: MoneyState,
): Settlement | null {
  const item = basket.basketItems.find((i) => i.basketItemId === question.basketItemId);
  if (!item) return null;
  const refundOf = (before: number, after: number) =>
    money.refundable ? Math.min(Math.max(0, before - after), money.refundableCents) : 0;
  if (choice === 'cancel') {
    return { choice, basket, basketTotal: basket.basketTotal, refund: money.refundable ? money.refundableCents : 0 };
  }
  if (choice === 'swap') {
    if (!question.replacement) return null;
    const next = withoutLine(
      basket,
      item.basketItemId,
      item.totalPrice - question.replacement.total,
      replacementLine(item, question.replacement),
    );
    return {
      choice,
      basket: next,
      basketTotal: next.basketTotal,
      refund: refundOf(basket.basketTotal, next.basketTotal),
    };
  }
  const next = withoutLine(basket, item.basketItemId, item.totalPrice);
  return {
    choice,
    basket: next,
    basketTotal: next.basketTotal,
    refund: refundOf(basket.basketTotal, next.basketTotal),
  };
}
