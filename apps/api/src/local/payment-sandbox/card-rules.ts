import type { CardBrand } from '../../modules/payment/payment-gateway.ts';

/**
 * Card number rules the hosted card fields apply. The browser script (card-fields-script.ts)
 * repeats them in plain JavaScript for instant feedback; the server applies these, and a test keeps
 * the two in step.
 */

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The Luhn check every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

interface BrandRule {
  brand: CardBrand;
  matches: (digits: string) => boolean;
  lengths: readonly number[];
  securityCode: { label: 'CVV' | 'CVC' | 'CID'; length: number };
}

const mastercardRange = (digits: string) => {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  return (two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720);
};

const brandRules: readonly BrandRule[] = [
  {
    brand: 'Visa',
    matches: (d) => d.startsWith('4'),
    lengths: [13, 16, 19],
    securityCode: { label: 'CVV', length: 3 },
  },
  {
    brand: 'Mastercard',
    matches: mastercardRange,
    lengths: [16],
    securityCode: { label: 'CVC', length: 3 },
  },
  {
    brand: 'Amex',
    matches: (d) => d.startsWith('34') || d.startsWith('37'),
    lengths: [15],
    securityCode: { label: 'CID', length: 4 },
  },
];

/** The brand a (possibly partial) number belongs to, or null when it is none we accept. */
export function detectBrand(digits: string): CardBrand | null {
  return brandRules.find((rule) => rule.matches(digits))?.brand ?? null;
}

const ruleOf = (brand: CardBrand) => brandRules.find((rule) => rule.brand === brand)!;

export const securityCodeOf = (brand: CardBrand) => ruleOf(brand).securityCode;
export const maxLengthOf = (brand: CardBrand | null) => (brand ? Math.max(...ruleOf(brand).lengths) : 19);

/** A complete number of a known brand with the right length and a valid check digit. */
export function validCardNumber(digits: string): CardBrand | null {
  const brand = detectBrand(digits);
  if (!brand || !ruleOf(brand).lengths.includes(digits.length)) return null;
  return luhnValid(digits) ? brand : null;
}

/** Groups of four as the customer types (spec section 5), capped at the brand's longest number. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value);
  const capped = digits.slice(0, maxLengthOf(detectBrand(digits)));
  return capped.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY as the customer types (spec section 5). A first digit above 1 can only be a single-digit
 * month, so it gets its leading zero at once; the slash appears with the third digit so that
 * deleting back through it never fights the customer.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Reads MM/YY (or MMYY) into a month and a four-digit year; null when it is not a real month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

const sydneyMonth = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: 'numeric',
});

/**
 * A card is good through the last day of its expiry month. The month is read in Sydney time: the
 * chain's customers are Australian, and a card must not expire a day early or late for them.
 */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const parts = sydneyMonth.formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return expiry.year * 12 + expiry.month < year * 12 + month;
}
