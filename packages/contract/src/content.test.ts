import { describe, expect, it } from 'vitest';
import { featureFlagPasses } from './content.ts';

describe('featureFlagPasses (document 1 section 3)', () => {
  it('passes when the value is enable or empty', () => {
    expect(featureFlagPasses('enable')).toBe(true);
    expect(featureFlagPasses('')).toBe(true);
    expect(featureFlagPasses('  ')).toBe(true);
  });

  it('passes a comma-separated list only for a value it holds', () => {
    expect(featureFlagPasses('meat,chicken, veggie', 'veggie')).toBe(true);
    expect(featureFlagPasses('meat,chicken', 'prawn')).toBe(false);
    expect(featureFlagPasses('meat,chicken')).toBe(false);
  });

  it('fails for a flag that is not there or says anything else', () => {
    expect(featureFlagPasses(undefined)).toBe(false);
    expect(featureFlagPasses('disable')).toBe(false);
  });
});
