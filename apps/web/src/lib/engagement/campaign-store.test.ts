import { describe, expect, it } from 'vitest';
import { campaignAction, campaignPath, SPIN_TO_WIN_CAMPAIGN_TYPE } from './campaign-store.ts';

describe('campaign modal destinations', () => {
  it('a spin-to-win campaign message opens the wheel; any other campaign type its form', () => {
    expect(campaignPath(SPIN_TO_WIN_CAMPAIGN_TYPE)).toBe('/spin-to-win');
    expect(campaignAction('spin-to-win')).toBe('Spin the wheel');
    expect(campaignPath('free-pizza-friday')).toBe('/c/free-pizza-friday');
    expect(campaignAction('free-pizza-friday')).toBe('Claim your offer');
  });
});
