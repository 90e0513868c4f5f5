import type { CardBrand } from '../../modules/payment/payment-gateway.ts';
import { detectBrand, digitsOf, luhnValid, parseExpiry, securityCodeOf, validCardNumber } from './card-rules.ts';

export type CardField = 'number' | 'expiry' | 'securityCode' | 'name';

export interface ValidCard {
  digits: string;
  brand: CardBrand;
  expiry: { month: number; year: number };
}

/**
 * What the hosted page may show again after a refused submit. The card number and security code
 * are never sent back: a page that echoed them would put them in the browser history and caches.
 */
export interface KeptFields {
  expiry: string;
  name: string;
}

export type CardFormResult =
  { ok: true; card: ValidCard } | { ok: false; errors: Partial<Record<CardField, string>>; kept: KeptFields };

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function numberError(digits: string): string | null {
  if (digits.length === 0) return 'Enter the card number.';
  const brand = detectBrand(digits);
  if (!brand) return 'Enter a Visa, Mastercard or American Express card number.';
  if (!validCardNumber(digits)) {
    return luhnValid(digits)
      ? `Enter all the digits of the ${brand} card number.`
      : 'Check the card number: it is not valid.';
  }
  return null;
}

/**
 * Checks the card fields as posted by the hosted page. Messages name the field and what to fix,
 * never the value: the number must not travel back into a page, a log or an error report.
 */
export function readCardForm(body: Record<string, unknown>): CardFormResult {
  const digits = digitsOf(text(body.number, 40));
  const expiryText = text(body.expiry, 10).trim();
  const securityCode = text(body.securityCode, 10).trim();
  const name = text(body.name, 100).trim();
  const errors: Partial<Record<CardField, string>> = {};

  const numberProblem = numberError(digits);
  if (numberProblem) errors.number = numberProblem;
  const brand = numberProblem ? null : detectBrand(digits);

  const expiry = parseExpiry(expiryText);
  if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY, for example 04/29.';

  const code = brand ? securityCodeOf(brand) : null;
  if (code && !new RegExp(`^\\d{${code.length}}$`).test(securityCode)) {
    errors.securityCode = `Enter the ${code.label}: ${code.length} digits.`;
  } else if (!code && !/^\d{3,4}$/.test(securityCode)) {
    errors.securityCode = 'Enter the security code: 3 or 4 digits.';
  }

  if (name.length === 0) errors.name = 'Enter the name on the card.';

  if (brand && expiry && Object.keys(errors).length === 0) return { ok: true, card: { digits, brand, expiry } };
  return { ok: false, errors, kept: { expiry: expiryText, name } };
}
