import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './whole-number.ts';

describe('formatWholeNumber', () => {
  it('separates thousands with commas', () => {
    expect(formatWholeNumber(0)).toBe('0');
    expect(formatWholeNumber(999)).toBe('999');
    expect(formatWholeNumber(3555)).toBe('3,555');
    expect(formatWholeNumber(10665)).toBe('10,665');
    expect(formatWholeNumber(-12000)).toBe('-12,000');
  });

  it("prints what the platform's en-AU number formatting prints", () => {
    const samples = [1, 12, 123, 1234, 12345, 123456, 1234567, 100000000, Number.MAX_SAFE_INTEGER];
    for (const n of [...samples, ...samples.map((s) => -s)]) {
      expect(formatWholeNumber(n), String(n)).toBe(n.toLocaleString('en-AU'));
    }
  });

  it('refuses a fraction or a number past the safe integers', () => {
    expect(() => formatWholeNumber(3555.5)).toThrow(RangeError);
    expect(() => formatWholeNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatWholeNumber(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});
