// Some items can only be paid one way (e.g. a payment partner's promo); they can't be mixed.
import { RULE_OK, basketLines, ruleFailure } from './basket.ts';
import type { Basket, RuleResult } from './basket.ts';

export const PAYMENT_CLASH_MESSAGE = 'Payment Option Clash! Cart contained exclusive items.';

/** Distinct payment types the basket's items are restricted to (null/'' means unrestricted). */
export function paymentTypesIn(basket: Basket): string[] {
  const types = new Set<string>();
  for (const { item } of basketLines(basket)) if (item.paymentType) types.add(item.paymentType);
  return [...types];
}

export function checkPaymentType(basket: Basket): RuleResult {
  return paymentTypesIn(basket).length > 1 ? ruleFailure('BasketNotValid', PAYMENT_CLASH_MESSAGE) : RULE_OK;
}
