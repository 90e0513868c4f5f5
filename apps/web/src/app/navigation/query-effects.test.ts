import { describe, expect, it, vi } from 'vitest';
import { applyQueryEffects, queryEffects } from './query-effects.ts';

const effects = (query: string) => queryEffects(new URLSearchParams(query));

describe('queryEffects', () => {
  it('opens the delivery tab for localise=delivery, pickup for anything else', () => {
    expect(effects('localise=delivery').localise).toBe('delivery');
    expect(effects('localise=pickup').localise).toBe('pickup');
    expect(effects('localise=1').localise).toBe('pickup');
    expect(effects('localise').localise).toBe('pickup');
    expect(effects('x=1').localise).toBeUndefined();
  });

  it('turns debug mode on with debugMode', () => {
    expect(effects('debugMode').debugMode).toBe(true);
    expect(effects('debugMode=true').debugMode).toBe(true);
    expect(effects('').debugMode).toBeUndefined();
  });

  it('stores UTM parameters as last_source, last_medium, last_campaign, last_term, last_content', () => {
    expect(
      effects('utm_source=google&utm_medium=cpc&utm_campaign=friday&utm_term=pizza+deals&utm_content=ad1').attribution,
    ).toEqual({
      last_source: 'google',
      last_medium: 'cpc',
      last_campaign: 'friday',
      last_term: 'pizza deals',
      last_content: 'ad1',
    });
  });

  it('replaces the whole set on a new campaign visit', () => {
    expect(effects('utm_source=facebook').attribution).toEqual({
      last_source: 'facebook',
      last_medium: null,
      last_campaign: null,
      last_term: null,
      last_content: null,
    });
    expect(effects('page=2').attribution).toBeUndefined();
  });

  it('keeps the irpid referral id', () => {
    expect(effects('irpid=12345').irpid).toBe('12345');
    expect(effects('irpid=').irpid).toBeUndefined();
  });
});

describe('applyQueryEffects', () => {
  it('acts on each effect', () => {
    const targets = {
      openLocalisation: vi.fn(),
      setDebugMode: vi.fn(),
      setAttribution: vi.fn(),
      saveReferralId: vi.fn(),
    };
    applyQueryEffects(effects('localise=delivery&debugMode&utm_source=g&irpid=9'), targets);
    expect(targets.openLocalisation).toHaveBeenCalledWith('delivery');
    expect(targets.setDebugMode).toHaveBeenCalledWith(true);
    expect(targets.setAttribution).toHaveBeenCalledWith(expect.objectContaining({ last_source: 'g' }));
    expect(targets.saveReferralId).toHaveBeenCalledWith('9');
  });

  it('does nothing without parameters', () => {
    const targets = {
      openLocalisation: vi.fn(),
      setDebugMode: vi.fn(),
      setAttribution: vi.fn(),
      saveReferralId: vi.fn(),
    };
    applyQueryEffects(effects(''), targets);
    expect(Object.values(targets).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });
});
