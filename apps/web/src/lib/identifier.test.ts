import { describe, expect, it } from 'vitest';
import { identifierError, identifierMessages, parseIdentifier } from './identifier.ts';

describe('the login field', () => {
  it('reads an e-mail address, lower-cased', () => {
    expect(parseIdentifier(' Sam@Example.com ')).toEqual({ otpType: 'email', email: 'sam@example.com' });
  });

  it('reads an Australian mobile in any usual form as +614 (spec section 5)', () => {
    for (const typed of ['0412 345 678', '+61 412 345 678', '61412345678', '(04) 1234-5678', '412345678'])
      expect(parseIdentifier(typed)).toEqual({ otpType: 'sms', mobileNumber: '+61412345678' });
  });

  it('says what is wrong', () => {
    expect(identifierError('')).toBe(identifierMessages.empty);
    expect(identifierError('sam@')).toBe(identifierMessages.invalidEmail);
    expect(identifierError('02 9999 1234')).toBe(identifierMessages.invalidMobile);
    expect(identifierError('0412345678')).toBeNull();
  });
});
