import { describe, it, expect } from 'vitest';
import { MOBILE_PREFIX, isAustralianMobile, sanitisePhone, toAustralianMobile } from './phone.ts';

describe('sanitisePhone', () => {
  it('keeps digits and plus signs only', () => {
    expect(sanitisePhone('+61 (0)412-345 678')).toBe('+610412345678');
    expect(sanitisePhone('0412 345 678')).toBe('0412345678');
    expect(sanitisePhone('abc')).toBe('');
  });
});

describe('toAustralianMobile', () => {
  it('uses the +614 prefix', () => {
    expect(MOBILE_PREFIX).toBe('+614');
  });

  it.each(['0412 345 678', '412345678', '+61412345678', '61412345678', '+61 (0)412 345 678', ' 0412-345-678 '])(
    'normalises %j',
    (input) => {
      expect(toAustralianMobile(input)).toEqual({ ok: true, value: '+61412345678' });
    },
  );

  it.each([
    ['0212345678', 'landline'],
    ['041234567', 'too short (7 digits after 04)'],
    ['04123456789', 'too long'],
    ['+6441234567', 'New Zealand'],
    ['+4412345678', 'UK'],
    ['0412+345678', 'plus in the middle'],
    ['++61412345678', 'two pluses'],
    ['512345678', 'not a mobile'],
  ])('rejects %j (%s)', (input) => {
    expect(toAustralianMobile(input)).toEqual({ ok: false, reason: 'NotAnAustralianMobile' });
  });

  it('reports empty input', () => {
    expect(toAustralianMobile('  ')).toEqual({ ok: false, reason: 'Empty' });
    expect(toAustralianMobile('')).toEqual({ ok: false, reason: 'Empty' });
  });

  it('requires exactly 8 digits after +614', () => {
    expect(isAustralianMobile('+614' + '1'.repeat(8))).toBe(true);
    expect(isAustralianMobile('+614' + '1'.repeat(7))).toBe(false);
    expect(isAustralianMobile('+614' + '1'.repeat(9))).toBe(false);
  });
});
