import { describe, expect, it } from 'vitest';
import { readCardForm } from './card-form.ts';

const visa = { number: '4111 1111 1111 1111', expiry: '04/29', securityCode: '123', name: 'Alex Citizen' };

describe('readCardForm', () => {
  it('accepts a valid card with its brand and expiry', () => {
    expect(readCardForm(visa)).toEqual({
      ok: true,
      card: { digits: '4111111111111111', brand: 'Visa', expiry: { month: 4, year: 2029 } },
    });
  });

  it('accepts an expiry in the past: the decline comes at authorisation, as expired_card', () => {
    expect(readCardForm({ ...visa, expiry: '01/20' })).toMatchObject({ ok: true });
  });

  it('asks for a CID of 4 digits for Amex and a CVC of 3 for Mastercard', () => {
    const amex = readCardForm({ ...visa, number: '378282246310005', securityCode: '123' });
    expect(amex).toMatchObject({ ok: false, errors: { securityCode: 'Enter the CID: 4 digits.' } });
    const mastercard = readCardForm({ ...visa, number: '5555555555554444', securityCode: '1234' });
    expect(mastercard).toMatchObject({ ok: false, errors: { securityCode: 'Enter the CVC: 3 digits.' } });
    expect(readCardForm({ ...visa, securityCode: '12' })).toMatchObject({
      errors: { securityCode: 'Enter the CVV: 3 digits.' },
    });
  });

  it('refuses a Luhn-invalid number and an unknown brand without echoing the number', () => {
    const luhn = readCardForm({ ...visa, number: '4111111111111112' });
    expect(luhn).toMatchObject({ ok: false, errors: { number: 'Check the card number: it is not valid.' } });
    const discover = readCardForm({ ...visa, number: '6011111111111117' });
    expect(discover).toMatchObject({
      ok: false,
      errors: { number: 'Enter a Visa, Mastercard or American Express card number.' },
    });
    for (const result of [luhn, discover]) {
      expect(JSON.stringify(result)).not.toMatch(/4111111111111112|6011111111111117|1111/);
    }
  });

  it('keeps only the expiry and name for the page to show again', () => {
    const result = readCardForm({ number: '', expiry: '13/29', securityCode: '', name: ' ' });
    expect(result).toEqual({
      ok: false,
      errors: {
        number: 'Enter the card number.',
        expiry: 'Enter the expiry date as MM/YY, for example 04/29.',
        securityCode: 'Enter the security code: 3 or 4 digits.',
        name: 'Enter the name on the card.',
      },
      kept: { expiry: '13/29', name: '' },
    });
  });

  it('treats missing and non-text fields as empty', () => {
    expect(readCardForm({ number: ['4111111111111111'], expiry: 4 })).toMatchObject({
      ok: false,
      errors: { number: 'Enter the card number.' },
    });
  });
});
