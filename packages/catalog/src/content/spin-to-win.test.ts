import { spinCampaignContentSchema } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { vouchers } from '../vouchers.ts';
import { spinToWinSeeds } from './spin-to-win.ts';

describe('spin-to-win seeds', () => {
  it('parse as campaigns whose prizes are all catalogue vouchers, with the published odds of decision 197', () => {
    const codes = new Set(vouchers.map((v) => v.code));
    for (const seed of spinToWinSeeds) {
      const campaign = spinCampaignContentSchema.parse(seed.content);
      for (const segment of campaign.segments) if (segment.voucherCode) expect(codes).toContain(segment.voucherCode);
    }
    const summer = spinCampaignContentSchema.parse(spinToWinSeeds[0]!.content);
    expect(summer.period).toBe('campaign');
    expect(summer.segments.map((s) => [s.voucherCode, s.weight])).toEqual([
      ['FREEGARLIC', 50],
      ['SAVE20', 25],
      ['PICKUP25', 15],
      ['TENOFF', 10],
    ]);
  });
});
