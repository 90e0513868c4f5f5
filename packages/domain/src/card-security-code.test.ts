import { describe, expect, it } from 'vitest';
import { isValidSecurityCode, SECURITY_CODE_LENGTH } from './card-security-code.ts';

describe('saved-card security code per brand', () => {
  it('Visa and Mastercard take 3 digits, Amex 4', () => {
    expect(SECURITY_CODE_LENGTH).toEqual({ Visa: 3, Mastercard: 3, Amex: 4 });
    expect(isValidSecurityCode('Visa', '123')).toBe(true);
    expect(isValidSecurityCode('Mastercard', '123')).toBe(true);
    expect(isValidSecurityCode('Amex', '1234')).toBe(true);
  });

  it('refuses the other length, letters and blanks', () => {
    expect(isValidSecurityCode('Visa', '1234')).toBe(false);
    expect(isValidSecurityCode('Mastercard', '12')).toBe(false);
    expect(isValidSecurityCode('Amex', '123')).toBe(false);
    expect(isValidSecurityCode('Amex', '12a4')).toBe(false);
    expect(isValidSecurityCode('Visa', ' 123')).toBe(false);
    expect(isValidSecurityCode('Visa', '')).toBe(false);
  });
});
