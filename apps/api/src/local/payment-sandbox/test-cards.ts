import type { CardBrand } from '../../modules/payment/payment-gateway.ts';
import type { sandboxCardOutcomes } from '../../db/schema/payment-sandbox.ts';

export type SandboxCardOutcome = (typeof sandboxCardOutcomes)[number];

export interface TestCard {
  brand: CardBrand;
  outcome: SandboxCardOutcome;
  /** Digits only; shown grouped in fours on the pages and in docs/payment-sandbox.md. */
  number: string;
  securityCode: string;
}

/**
 * The published sandbox cards (docs/payment-sandbox.md). All are Luhn-valid; the last four digits
 * name the outcome across brands (3220-ish challenge, 000x decline, 999x insufficient funds, 006x
 * expired), so a tester can tell them apart from a receipt. Any other valid number of a known
 * brand succeeds, and any expiry in the past declines as expired_card.
 */
export const testCards: readonly TestCard[] = [
  { brand: 'Visa', outcome: 'success', number: '4111111111111111', securityCode: '123' },
  { brand: 'Visa', outcome: 'challenge', number: '4000000000003220', securityCode: '123' },
  { brand: 'Visa', outcome: 'declined', number: '4000000000000002', securityCode: '123' },
  { brand: 'Visa', outcome: 'insufficient_funds', number: '4000000000009995', securityCode: '123' },
  { brand: 'Visa', outcome: 'expired_card', number: '4000000000000069', securityCode: '123' },
  { brand: 'Mastercard', outcome: 'success', number: '5555555555554444', securityCode: '123' },
  { brand: 'Mastercard', outcome: 'challenge', number: '5200000000003225', securityCode: '123' },
  { brand: 'Mastercard', outcome: 'declined', number: '5200000000000007', securityCode: '123' },
  { brand: 'Mastercard', outcome: 'insufficient_funds', number: '5200000000009990', securityCode: '123' },
  { brand: 'Mastercard', outcome: 'expired_card', number: '5200000000000064', securityCode: '123' },
  { brand: 'Amex', outcome: 'success', number: '378282246310005', securityCode: '1234' },
  { brand: 'Amex', outcome: 'challenge', number: '340000000003227', securityCode: '1234' },
  { brand: 'Amex', outcome: 'declined', number: '340000000000009', securityCode: '1234' },
  { brand: 'Amex', outcome: 'insufficient_funds', number: '340000000009992', securityCode: '1234' },
  { brand: 'Amex', outcome: 'expired_card', number: '340000000000066', securityCode: '1234' },
];

export function testCard(brand: CardBrand, outcome: SandboxCardOutcome): TestCard {
  return testCards.find((card) => card.brand === brand && card.outcome === outcome)!;
}

/** Decided once, at tokenisation, while the number is still in hand; only the outcome is kept. */
export function outcomeOfCardNumber(digits: string): SandboxCardOutcome {
  return testCards.find((card) => card.number === digits)?.outcome ?? 'success';
}

/**
 * The cards a sandbox Click to Pay profile, Apple Pay or Google Pay wallet holds. Only their
 * summaries and outcomes are needed: the wallet hands the merchant a token, never the number.
 */
export interface WalletCard {
  id: string;
  brand: CardBrand;
  last4: string;
  outcome: SandboxCardOutcome;
  label: string;
}

export const walletCards: readonly WalletCard[] = [
  { id: 'visa-1111', brand: 'Visa', last4: '1111', outcome: 'success', label: 'Visa ending 1111' },
  { id: 'mastercard-4444', brand: 'Mastercard', last4: '4444', outcome: 'success', label: 'Mastercard ending 4444' },
  { id: 'amex-0005', brand: 'Amex', last4: '0005', outcome: 'success', label: 'Amex ending 0005' },
  {
    id: 'visa-9995',
    brand: 'Visa',
    last4: '9995',
    outcome: 'insufficient_funds',
    label: 'Visa ending 9995 (declines: insufficient funds)',
  },
];
