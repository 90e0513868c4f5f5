import { describe, it, expect } from 'vitest';
import { assertCents, formatCents, multiplyCents, percentOfCents, sumCents } from './money.ts';

describe('formatCents', () => {
  it('formats cents as Australian dollars', () => {
    expect(formatCents(1295)).toBe('$12.95');
    expect(formatCents(2000)).toBe('$20.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(12345670)).toBe('$123,456.70');
  });

  it('formats negative amounts', () => {
    expect(formatCents(-500)).toBe('-$5.00');
  });

  it('rejects non-integer cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
  });

  it("prints what the platform's en-AU currency formatter prints, from cents to millions", () => {
    const intl = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
    const samples = [1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 100_001, 123_456_789, 9_007_199_254_740];
    for (const cents of [...samples, ...samples.map((n) => -n)]) {
      expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('assertCents', () => {
  it('accepts integers', () => {
    expect(() => assertCents(0)).not.toThrow();
    expect(() => assertCents(-100)).not.toThrow();
  });

  it.each([0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2])('rejects %s', (n) => {
    expect(() => assertCents(n)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it('adds integer cents', () => {
    expect(sumCents([1295, 500, 5])).toBe(1800);
    expect(sumCents([])).toBe(0);
  });

  it('rejects a float amongst the values', () => {
    expect(() => sumCents([100, 0.5])).toThrow(RangeError);
  });
});

describe('multiplyCents', () => {
  it('multiplies by an integer quantity', () => {
    expect(multiplyCents(1295, 3)).toBe(3885);
    expect(multiplyCents(1295, 0)).toBe(0);
  });

  it('rejects fractional quantities', () => {
    expect(() => multiplyCents(1295, 1.5)).toThrow(RangeError);
  });
});

describe('percentOfCents', () => {
  it('takes a whole percentage', () => {
    expect(percentOfCents(2000, 10)).toBe(200);
    expect(percentOfCents(2000, 100)).toBe(2000);
    expect(percentOfCents(2000, 0)).toBe(0);
  });

  it('rounds half a cent up', () => {
    expect(percentOfCents(1295, 10)).toBe(130); // 129.5
    expect(percentOfCents(1285, 10)).toBe(129); // 128.5
    expect(percentOfCents(1294, 10)).toBe(129); // 129.4
  });

  it('handles fractional percentages without float drift', () => {
    expect(percentOfCents(1295, 12.5)).toBe(162); // 161.875
    expect(percentOfCents(1000, 33.3333)).toBe(333); // 333.333
    expect(percentOfCents(3, 50)).toBe(2); // 1.5
    expect(percentOfCents(1005, 10)).toBe(101); // 100.5, 1005 * 0.1 drifts in floats
  });

  it('rounds negative halves away from zero', () => {
    expect(percentOfCents(-1295, 10)).toBe(-130);
  });

  it('always returns an integer', () => {
    for (let cents = 0; cents < 500; cents += 7) {
      expect(Number.isInteger(percentOfCents(cents, 17.5))).toBe(true);
    }
  });

  it('rejects bad input', () => {
    expect(() => percentOfCents(10.5, 10)).toThrow(RangeError);
    expect(() => percentOfCents(100, Number.NaN)).toThrow(RangeError);
  });
});
