import { describe, it, expect } from 'vitest';
import { FLAG_ENABLE, isFlagEnabled } from './feature-flags.ts';

describe('isFlagEnabled', () => {
  it("passes for 'enable'", () => {
    expect(FLAG_ENABLE).toBe('enable');
    expect(isFlagEnabled('enable')).toBe(true);
    expect(isFlagEnabled('enable', 'store-42')).toBe(true);
    expect(isFlagEnabled(' Enable ')).toBe(true);
  });

  it('passes for an empty value', () => {
    expect(isFlagEnabled('')).toBe(true);
    expect(isFlagEnabled('', 'store-42')).toBe(true);
    expect(isFlagEnabled('   ')).toBe(true);
  });

  it('treats a missing flag as disabled', () => {
    expect(isFlagEnabled(undefined)).toBe(false);
    expect(isFlagEnabled(null)).toBe(false);
    expect(isFlagEnabled(undefined, 'store-42')).toBe(false);
  });

  it('passes when a comma-separated list contains the given value', () => {
    expect(isFlagEnabled('store-1,store-42,store-7', 'store-42')).toBe(true);
    expect(isFlagEnabled('store-1, store-42 ,store-7', 'store-42')).toBe(true);
    expect(isFlagEnabled('NSW,VIC', 'vic')).toBe(true);
    expect(isFlagEnabled('store-42', 'store-42')).toBe(true);
  });

  it('fails when the list lacks the given value', () => {
    expect(isFlagEnabled('store-1,store-7', 'store-42')).toBe(false);
    expect(isFlagEnabled('store-420', 'store-42')).toBe(false); // whole items only
    expect(isFlagEnabled('store-1,store-7', '')).toBe(false);
  });

  it('fails for any other value without a given value', () => {
    expect(isFlagEnabled('disable')).toBe(false);
    expect(isFlagEnabled('store-1,store-7')).toBe(false);
    expect(isFlagEnabled('enabled')).toBe(false);
  });
});
