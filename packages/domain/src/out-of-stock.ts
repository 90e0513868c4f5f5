// Out of stock after ordering (docs/out-of-stock.md, decision 186): the replacement a store
// suggests for a line it cannot make, and what the customer gets back when a line goes or gets cheaper.

/** A product the store could offer instead, priced as the line would be (same size when it has one). */
export interface ReplacementCandidate {
  productId: number;
  name: string;
  slug: string;
  productType: string;
  /** The product's main (first) category code. */
  mainCategory: string | null;
  priceCents: number;
  /** The size it would be made in (the line's size), null when it has no sizes. */
  sizeId: number | null;
  sizeName: string | null;
  /** Not out of stock at this store, not coupon-only. */
  orderable: boolean;
  sortOrder: number;
}

export interface UnavailableLine {
  productId: number;
  productType: string;
  mainCategory: string | null;
  unitPriceCents: number;
}

/**
 * The suggested replacement: another orderable product of the same main category and product
 * type costing no more than one unit of the line; the dearest of those (closest in value), then
 * the menu's order. Null when the store has nothing that fits.
 */
export function suggestReplacement(
  line: UnavailableLine,
  candidates: readonly ReplacementCandidate[],
): ReplacementCandidate | null {
  const fits = candidates.filter(
    (c) =>
      c.orderable &&
      c.productId !== line.productId &&
      c.productType === line.productType &&
      c.mainCategory !== null &&
      c.mainCategory === line.mainCategory &&
      c.priceCents <= line.unitPriceCents,
  );
  fits.sort((a, b) => b.priceCents - a.priceCents || a.sortOrder - b.sortOrder || a.productId - b.productId);
  return fits[0] ?? null;
}

/**
 * What the customer gets back when `removedCents` of goods leave an order: the amount less its
 * share of the order's discount, the share being discount × removed ÷ subtotal rounded down (so
 * any rounding cent goes to the customer). Delivery and other charges stay. Never more than is
 * left to refund.
 */
export function refundForRemoved(
  removedCents: number,
  order: { basketSubTotal: number; discount: number },
  refundableCents: number = Number.MAX_SAFE_INTEGER,
): number {
  if (removedCents <= 0 || order.basketSubTotal <= 0) return 0;
  const share = Math.floor((order.discount * removedCents) / order.basketSubTotal);
  return Math.max(0, Math.min(removedCents - share, refundableCents));
}

export const OUT_OF_STOCK_CHOICES = ['swap', 'drop', 'cancel'] as const;
export type OutOfStockChoice = (typeof OUT_OF_STOCK_CHOICES)[number];

/** Minutes the customer has to answer unless the store sets its own. */
export const DEFAULT_ANSWER_MINUTES = 5;
/** What applies when the customer does not answer, unless the store sets its own. */
export const DEFAULT_UNANSWERED_CHOICE: OutOfStockChoice = 'drop';
