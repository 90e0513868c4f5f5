import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { detectBrand, formatCardNumber, formatExpiry, luhnValid } from '../card-rules.ts';
import { testCards } from '../test-cards.ts';
import { cardFieldsScript } from './card-fields-script.ts';

interface BrowserRules {
  luhnValid(digits: string): boolean;
  detectBrand(digits: string): string | null;
  formatCardNumber(value: string): string;
  formatExpiry(value: string): string;
  numberError(digits: string): string;
}

// The script runs without a document here, so only its functions are defined.
const browser = runInNewContext(
  `${cardFieldsScript}\n;({ luhnValid, detectBrand, formatCardNumber, formatExpiry, numberError })`,
) as BrowserRules;

const numbers = [
  ...testCards.map((c) => c.number),
  '4242424242424242',
  '4111111111111112',
  '2223003122003222',
  '6011111111111117',
  '3',
  '',
  '5',
  '222',
  '41111111111111111111',
];

describe('the card page script', () => {
  it('agrees with the server on Luhn, brand and grouping', () => {
    for (const digits of numbers) {
      expect(browser.luhnValid(digits)).toBe(luhnValid(digits));
      expect(browser.detectBrand(digits)).toBe(detectBrand(digits));
      expect(browser.formatCardNumber(digits)).toBe(formatCardNumber(digits));
    }
  });

  it('agrees with the server on MM/YY', () => {
    for (const value of ['', '0', '1', '4', '04', '04/', '042', '0429', '04/2999', '12', '1229', 'ab']) {
      expect(browser.formatExpiry(value)).toBe(formatExpiry(value));
    }
  });

  it('explains a bad number without repeating it', () => {
    expect(browser.numberError('4111111111111112')).toBe('Check the card number: it is not valid.');
    expect(browser.numberError('411111111111111')).toBe('Check the card number: it is not valid.');
    expect(browser.numberError('6011111111111117')).toBe('Enter a Visa, Mastercard or American Express card number.');
    expect(browser.numberError('4111111111111111')).toBe('');
  });

  it('has no inline handlers or eval the CSP would block', () => {
    expect(cardFieldsScript).not.toMatch(/\beval\(|new Function|innerHTML/);
  });
});
