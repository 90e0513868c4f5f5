import { describe, expect, it } from 'vitest';
import {
  detectBrand,
  formatCardNumber,
  formatExpiry,
  isExpired,
  luhnValid,
  parseExpiry,
  securityCodeOf,
  validCardNumber,
} from './card-rules.ts';

describe('luhnValid', () => {
  it.each(['4111111111111111', '5555555555554444', '378282246310005', '4242424242424242', '2223003122003222'])(
    'accepts %s',
    (digits) => expect(luhnValid(digits)).toBe(true),
  );

  it.each(['4111111111111112', '5555555555554445', '378282246310006', '1234567812345678'])('refuses %s', (digits) =>
    expect(luhnValid(digits)).toBe(false),
  );

  it('refuses non-digits and lengths outside 12 to 19', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('00000000000000000000')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('detectBrand', () => {
  it('reads the brand from the leading digits, even of a partial number', () => {
    expect(detectBrand('4')).toBe('Visa');
    expect(detectBrand('51')).toBe('Mastercard');
    expect(detectBrand('55')).toBe('Mastercard');
    expect(detectBrand('2221')).toBe('Mastercard');
    expect(detectBrand('2720')).toBe('Mastercard');
    expect(detectBrand('34')).toBe('Amex');
    expect(detectBrand('37')).toBe('Amex');
  });

  it('knows no other brand', () => {
    for (const digits of ['', '3', '35', '36', '50', '56', '6011', '2220', '2721', '9']) {
      expect(detectBrand(digits)).toBeNull();
    }
  });

  it('gives each brand its security code: CVV 3, CVC 3, CID 4 (spec section 3)', () => {
    expect(securityCodeOf('Visa')).toEqual({ label: 'CVV', length: 3 });
    expect(securityCodeOf('Mastercard')).toEqual({ label: 'CVC', length: 3 });
    expect(securityCodeOf('Amex')).toEqual({ label: 'CID', length: 4 });
  });
});

describe('validCardNumber', () => {
  it('needs a known brand, its length and a valid check digit', () => {
    expect(validCardNumber('4111111111111111')).toBe('Visa');
    expect(validCardNumber('4222222222222')).toBe('Visa');
    expect(validCardNumber('378282246310005')).toBe('Amex');
    expect(validCardNumber('37828224631000')).toBeNull();
    expect(validCardNumber('5555555555554444')).toBe('Mastercard');
    // Luhn-valid, but 15 digits is no Mastercard length.
    expect(validCardNumber('555555555555558')).toBeNull();
    // Luhn-valid, but no brand we accept (Discover).
    expect(validCardNumber('6011111111111117')).toBeNull();
  });
});

describe('formatCardNumber', () => {
  it('groups digits in fours as they are typed (spec section 5)', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
  });

  it("caps the number at the brand's longest length", () => {
    expect(formatCardNumber('55555555555544449')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('3782822463100059')).toBe('3782 8224 6310 005');
    expect(formatCardNumber('41111111111111111111')).toBe('4111 1111 1111 1111 111');
  });
});

describe('formatExpiry', () => {
  it('auto-formats MM/YY (spec section 5)', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('04')).toBe('04');
    expect(formatExpiry('042')).toBe('04/2');
    expect(formatExpiry('0429')).toBe('04/29');
    expect(formatExpiry('04/29')).toBe('04/29');
    expect(formatExpiry('04/2999')).toBe('04/29');
  });

  it('adds the leading zero to a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('429')).toBe('04/29');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
  });

  it('lets the customer delete back through the slash', () => {
    expect(formatExpiry('04/')).toBe('04');
  });
});

describe('parseExpiry and isExpired', () => {
  it('reads MM/YY into month and four-digit year', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 12 / 30 ')).toEqual({ month: 12, year: 2030 });
  });

  it('refuses months outside 1 to 12 and other shapes', () => {
    for (const value of ['00/29', '13/29', '4/29', '04/2029', 'ab/cd', '']) expect(parseExpiry(value)).toBeNull();
  });

  it('keeps a card valid through the end of its expiry month, in Sydney time', () => {
    const lastOfNovember = new Date('2026-11-30T12:00:00Z'); // 11 pm, 30 November in Sydney
    expect(isExpired({ month: 11, year: 2026 }, lastOfNovember)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, lastOfNovember)).toBe(true);
    const firstOfDecember = new Date('2026-11-30T13:30:00Z'); // 00:30, 1 December in Sydney
    expect(isExpired({ month: 11, year: 2026 }, firstOfDecember)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, firstOfDecember)).toBe(false);
  });
});
