import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANSWER_MINUTES,
  DEFAULT_UNANSWERED_CHOICE,
  refundForRemoved,
  suggestReplacement,
  type ReplacementCandidate,
} from './out-of-stock.ts';

const candidate = (over: Partial<ReplacementCandidate>): ReplacementCandidate => ({
  productId: 2,
  name: 'Margherita',
  slug: 'margherita',
  productType: 'Pizza',
  mainCategory: 'pizza',
  priceCents: 1000,
  sizeId: null,
  sizeName: null,
  orderable: true,
  sortOrder: 1,
  ...over,
});
const line = { productId: 1, productType: 'Pizza', mainCategory: 'pizza', unitPriceCents: 1200 };

describe('suggestReplacement', () => {
  it('picks the dearest orderable product of the same category at or under the line price', () => {
    const picked = suggestReplacement(line, [
      candidate({ productId: 2, priceCents: 900 }),
      candidate({ productId: 3, priceCents: 1200 }),
      candidate({ productId: 4, priceCents: 1300 }),
      candidate({ productId: 5, priceCents: 1200, orderable: false }),
      candidate({ productId: 6, priceCents: 1100, mainCategory: 'sides' }),
      candidate({ productId: 1, priceCents: 1000 }),
    ]);
    expect(picked?.productId).toBe(3);
  });
  it('breaks ties by menu order, and offers nothing when nothing fits', () => {
    expect(
      suggestReplacement(line, [candidate({ productId: 8, sortOrder: 5 }), candidate({ productId: 9, sortOrder: 2 })])
        ?.productId,
    ).toBe(9);
    expect(suggestReplacement(line, [candidate({ priceCents: 1201 })])).toBeNull();
    expect(suggestReplacement(line, [candidate({ productType: 'Side' })])).toBeNull();
  });
});

describe('refundForRemoved', () => {
  it('refunds the removed goods less their share of the discount, rounded for the customer', () => {
    // 10% off a $30.00 subtotal: removing $10.00 takes $1.00 of the $3.00 discount.
    expect(refundForRemoved(1000, { basketSubTotal: 3000, discount: 300 })).toBe(900);
    // share = floor(100 × 333 / 1000) = 33 cents
    expect(refundForRemoved(333, { basketSubTotal: 1000, discount: 100 })).toBe(300);
    expect(refundForRemoved(1000, { basketSubTotal: 3000, discount: 0 })).toBe(1000);
  });
  it('never refunds more than is left, nor anything for nothing removed', () => {
    expect(refundForRemoved(1000, { basketSubTotal: 3000, discount: 0 }, 400)).toBe(400);
    expect(refundForRemoved(0, { basketSubTotal: 3000, discount: 0 })).toBe(0);
  });
  it('defaults: 5 minutes to answer, then the line is dropped', () => {
    expect(DEFAULT_ANSWER_MINUTES).toBe(5);
    expect(DEFAULT_UNANSWERED_CHOICE).toBe('drop');
  });
});
