import { describe, expect, it } from 'vitest';
import { intBy, pickBy, slugify, stableHash, titleCase } from './text.ts';

describe('text helpers', () => {
  it('slugifies names', () => {
    expect(slugify('Ham & Cheese')).toBe('ham-and-cheese');
    expect(slugify("Half 'n' Half")).toBe('half-n-half');
    expect(slugify('Cola No Sugar 1.25L')).toBe('cola-no-sugar-1-25l');
    expect(slugify('Large Classic Pizza $9.95')).toBe('large-classic-pizza-9-95');
  });

  it('puts gazetteer localities into display case', () => {
    expect(titleCase('ST KILDA')).toBe('St Kilda');
    expect(titleCase('MCMAHONS POINT')).toBe('McMahons Point');
    expect(titleCase('O’CONNOR')).toBe("O'Connor");
    expect(titleCase('KIPPA-RING')).toBe('Kippa-Ring');
  });

  it('derives the same values from the same keys', () => {
    expect(stableHash('NSW001')).toBe(stableHash('NSW001'));
    expect(stableHash('NSW001')).not.toBe(stableHash('NSW002'));
    expect(pickBy('x', ['a', 'b', 'c'])).toBe(pickBy('x', ['a', 'b', 'c']));
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      const value = intBy(key, 3, 8);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(8);
    }
  });
});
