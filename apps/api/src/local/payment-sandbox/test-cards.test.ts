import { describe, expect, it } from 'vitest';
import { cardBrands } from '../../modules/payment/payment-gateway.ts';
import { sandboxCardOutcomes } from '../../db/schema/payment-sandbox.ts';
import { securityCodeOf, validCardNumber } from './card-rules.ts';
import { outcomeOfCardNumber, testCards, walletCards } from './test-cards.ts';

describe('published test cards', () => {
  it('has one card per brand and outcome', () => {
    for (const brand of cardBrands) {
      for (const outcome of sandboxCardOutcomes) {
        expect(testCards.filter((c) => c.brand === brand && c.outcome === outcome)).toHaveLength(1);
      }
    }
    expect(new Set(testCards.map((c) => c.number)).size).toBe(testCards.length);
  });

  it.each(testCards)('$brand $outcome ($number) is a valid number of its brand', (card) => {
    expect(validCardNumber(card.number)).toBe(card.brand);
    expect(card.securityCode).toHaveLength(securityCodeOf(card.brand).length);
  });

  it('starts Visa with 4, Mastercard with 5 and Amex with 34 or 37 (15 digits)', () => {
    for (const card of testCards) {
      if (card.brand === 'Visa') expect(card.number).toMatch(/^4\d{15}$/);
      if (card.brand === 'Mastercard') expect(card.number).toMatch(/^5\d{15}$/);
      if (card.brand === 'Amex') expect(card.number).toMatch(/^3[47]\d{13}$/);
    }
  });

  it('maps each published number to its outcome and any other number to success', () => {
    for (const card of testCards) expect(outcomeOfCardNumber(card.number)).toBe(card.outcome);
    expect(outcomeOfCardNumber('4242424242424242')).toBe('success');
  });

  it('keeps the well-known success numbers', () => {
    const success = testCards.filter((c) => c.outcome === 'success').map((c) => c.number);
    expect(success).toEqual(['4111111111111111', '5555555555554444', '378282246310005']);
  });

  it('gives wallets distinct cards that match a published last four', () => {
    expect(new Set(walletCards.map((c) => c.id)).size).toBe(walletCards.length);
    for (const card of walletCards) {
      expect(testCards.some((t) => t.brand === card.brand && t.number.endsWith(card.last4))).toBe(true);
    }
  });
});
