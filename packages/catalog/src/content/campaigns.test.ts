import { CAMPAIGN_DUPLICATE_MESSAGE, campaignContentSchema } from '@storefront/contract';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { products } from '../menu/products.ts';
import { campaignSeeds } from './campaigns.ts';
import { datasourceSeeds, storySeeds } from './index.ts';

const publicDir = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));

describe('campaign stories', () => {
  it('are seeded under campaigns/, each a campaign with an image the app serves', () => {
    expect(campaignSeeds.length).toBeGreaterThanOrEqual(1);
    for (const seed of campaignSeeds) {
      expect(storySeeds).toContain(seed);
      expect(seed.full_slug).toMatch(/^campaigns\/[a-z0-9-]+$/);
      const content = campaignContentSchema.parse(seed.content);
      expect(existsSync(`${publicDir}${content.image.filename}`)).toBe(true);
    }
  });

  it('the dictionary says the duplicate-claim message in the words the API answers with', () => {
    const entry = datasourceSeeds.dictionary.find(([name]) => name === 'campaign.duplicate');
    expect(entry?.[1]).toBe(CAMPAIGN_DUPLICATE_MESSAGE);
    expect(CAMPAIGN_DUPLICATE_MESSAGE).toContain('only get 1 FREE Pizza coupon each day');
  });

  it("the coupon's product is a free large Classics Range pizza that needs a coupon", () => {
    const coupon = products.find((p) => p.productId === 8004)!;
    expect(coupon).toMatchObject({ discriminator: 'Coupon', totalPrice: 0, requiresCoupon: true });
    expect(coupon.slug).toBe('free-large-classic-pizza');
    expect(coupon.mealSlots).toHaveLength(1);
    expect(coupon.mealSlots![0]!.name).toContain('Large');
  });
});
