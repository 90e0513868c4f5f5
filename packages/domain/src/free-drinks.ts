// Promotional free drinks are capped per order to stop stock running out.
import { RULE_OK, basketLines, ruleFailure } from './basket.ts';
import type { Basket, RuleResult } from './basket.ts';

export const MAX_FREE_DRINKS = 3;

export const FREE_DRINKS_LIMIT_MESSAGE = `max of ${MAX_FREE_DRINKS} FREE drinks per order`;

/** Free promotional drinks in the basket, group and meal quantities applied. */
export function freeDrinksIn(basket: Basket): number {
  let total = 0;
  for (const { item, count } of basketLines(basket)) if (item.isFreePromoDrink) total += count;
  return total;
}

export function checkFreeDrinks(basket: Basket): RuleResult {
  return freeDrinksIn(basket) > MAX_FREE_DRINKS
    ? ruleFailure('StockPromoLimitReached', FREE_DRINKS_LIMIT_MESSAGE)
    : RULE_OK;
}
