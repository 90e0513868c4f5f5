import { offerCardSchema, offerCategorySchema } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { offerCards, offerCategories, products, vouchers } from './index.ts';

describe('offers content', () => {
  it('parses against the contract, with known categories, codes and products', () => {
    for (const category of offerCategories) expect(offerCategorySchema.safeParse(category).success).toBe(true);
    for (const card of offerCards) {
      expect(offerCardSchema.safeParse(card).success, card.title).toBe(true);
      expect(offerCategories.some((c) => c.code === card.categoryCode)).toBe(true);
      if (card.voucherCode)
        expect(
          vouchers.some((v) => v.code === card.voucherCode),
          card.voucherCode,
        ).toBe(true);
      if (card.productSlug)
        expect(
          products.some((p) => p.slug === card.productSlug),
          card.productSlug,
        ).toBe(true);
    }
  });

  it('fills the offers page and both coupons sections', () => {
    expect(new Set(offerCards.map((c) => c.section))).toEqual(
      new Set(['offers', 'exclusive-deals', 'exclusive-products']),
    );
  });
});
