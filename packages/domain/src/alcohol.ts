// Responsible service of alcohol: a per-order cap and alcohol only alongside food.
import { RULE_OK, basketLines, ruleFailure } from './basket.ts';
import type { Basket, ProductType, RuleResult } from './basket.ts';

export const MAX_ALCOHOL_UNITS = 6;

/**
 * Product types that count as food for buying alcohol (also when inside a meal or deal). The spec
 * also names pasta: the menu sells pasta as Main, so Main covers it.
 */
export const FOOD_PRODUCT_TYPES: readonly ProductType[] = [
  'Pizzas',
  'HalfnHalf',
  'Wings',
  'WingsStreet',
  'Main',
  'Meatballs',
];

export const ALCOHOL_NEEDS_FOOD_MESSAGE = 'Alcohol can only be purchased with a food item.';

export function alcoholLimitMessage(max: number): string {
  return `Sorry, you can only order a maximum of ${max} standard drinks per order.`;
}

/** Shown beside the standard-drinks count once the order holds the most it may. */
export function alcoholLimitReachedMessage(max: number): string {
  return `Alcohol limit reached: this order has the maximum of ${max} standard drinks.`;
}

// Standard drinks are often fractional (1.4); count in hundredths so sums don't drift.
const toHundredths = (units: number) => Math.round(units * 100);

function alcoholHundredthsIn(basket: Basket): number {
  let hundredths = 0;
  for (const { item, count } of basketLines(basket)) hundredths += toHundredths(item.alcoholUnits) * count;
  return hundredths;
}

/** Standard drinks in the basket: units × quantity, groups multiplied by their quantity. */
export function alcoholUnitsIn(basket: Basket): number {
  return alcoholHundredthsIn(basket) / 100;
}

function hasAlcohol(basket: Basket): boolean {
  for (const { item, count } of basketLines(basket)) {
    if (count > 0 && (item.productType === 'Alcohol' || item.alcoholUnits > 0)) return true;
  }
  return false;
}

function hasFood(basket: Basket): boolean {
  for (const { item, count } of basketLines(basket)) {
    if (count > 0 && FOOD_PRODUCT_TYPES.includes(item.productType)) return true;
  }
  return false;
}

/** The limit is checked before the food requirement, so an over-limit basket hears about that first. */
export function checkAlcohol(basket: Basket): RuleResult {
  const max = basket.maxAlcoholUnits ?? MAX_ALCOHOL_UNITS;
  if (alcoholHundredthsIn(basket) > toHundredths(max)) return ruleFailure('InvalidAlcohol', alcoholLimitMessage(max));
  if (hasAlcohol(basket) && !hasFood(basket)) return ruleFailure('InvalidAlcohol', ALCOHOL_NEEDS_FOOD_MESSAGE);
  return RULE_OK;
}
