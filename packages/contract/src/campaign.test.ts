import { describe, expect, it } from 'vitest';
import { CAMPAIGN_COUPON_DAYS, CAMPAIGN_TIME_ZONE, campaignClaimBodySchema, campaignEmailKey } from './campaign.ts';

describe('campaignEmailKey', () => {
  it('trims, lower-cases and drops a +tag from the local part', () => {
    expect(campaignEmailKey('  Sam.Lee+pizza@Example.COM ')).toBe('sam.lee@example.com');
    expect(campaignEmailKey('sam.lee@example.com')).toBe('sam.lee@example.com');
    expect(campaignEmailKey('sam+a+b@example.com')).toBe('sam@example.com');
  });

  it('keeps dots (only some services ignore them) and a leading +', () => {
    expect(campaignEmailKey('s.a.m@example.com')).toBe('s.a.m@example.com');
    expect(campaignEmailKey('+sam@example.com')).toBe('+sam@example.com');
  });
});

describe('the campaign rules', () => {
  it('counts days in Sydney and keeps a coupon 14 days', () => {
    expect(CAMPAIGN_TIME_ZONE).toBe('Australia/Sydney');
    expect(CAMPAIGN_COUPON_DAYS).toBe(14);
  });

  it('names each missing field with its message', () => {
    const result = campaignClaimBodySchema.safeParse({
      campaign: 'x',
      firstName: ' ',
      lastName: '',
      email: 'nope',
      tokenV3: '0123456789',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter a valid e-mail address',
    });
  });
});
