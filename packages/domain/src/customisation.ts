// Limits on how a product may be customised (toppings, sauces, bases, sizes).
import { RULE_OK, ruleFailure } from './basket.ts';
import type { ProductType, RuleResult } from './basket.ts';

export const MAX_PIZZA_INGREDIENTS = 10;

export type CustomisationType = 'Topping' | 'Sauce' | 'Base' | 'Size';

/** Allowed count of one customisation type; max null means no upper limit. */
export type CustomisationRule = { type: CustomisationType; min: number; max: number | null };

/** One chosen option; a double topping is quantity 2. */
export type CustomisationSelection = { type: CustomisationType; quantity: number };

export type CustomisedProduct = {
  productName: string;
  productType: ProductType;
  rules: readonly CustomisationRule[];
  selections: readonly CustomisationSelection[];
};

const PIZZA_TYPES: readonly ProductType[] = ['Pizzas', 'HalfnHalf'];

/** Lower-case noun, plural unless the count is exactly 1: 'topping', 'toppings', 'sauces'. */
export function customisationNoun(type: CustomisationType, count: number): string {
  const noun = type.toLowerCase();
  return count === 1 ? noun : `${noun}s`;
}

export function customisationLimitMessage(
  productName: string,
  bound: 'minimum' | 'maximum',
  count: number,
  noun: string,
): string {
  return `The ${productName} can only contain a ${bound} of ${count} ${noun}.`;
}

export function countOf(selections: readonly CustomisationSelection[], type: CustomisationType): number {
  return selections.filter((selection) => selection.type === type).reduce((sum, s) => sum + s.quantity, 0);
}

/**
 * Checks each rule (minimum first), then caps a pizza's ingredients — its toppings, doubles
 * counted twice — at MAX_PIZZA_INGREDIENTS.
 */
export function checkCustomisation(product: CustomisedProduct): RuleResult {
  const { productName, selections } = product;
  for (const rule of product.rules) {
    const count = countOf(selections, rule.type);
    if (count < rule.min) {
      return ruleFailure(
        'BasketNotValid',
        customisationLimitMessage(productName, 'minimum', rule.min, customisationNoun(rule.type, rule.min)),
      );
    }
    if (rule.max !== null && count > rule.max) {
      return ruleFailure(
        'BasketNotValid',
        customisationLimitMessage(productName, 'maximum', rule.max, customisationNoun(rule.type, rule.max)),
      );
    }
  }
  if (PIZZA_TYPES.includes(product.productType) && countOf(selections, 'Topping') > MAX_PIZZA_INGREDIENTS) {
    return ruleFailure(
      'BasketNotValid',
      customisationLimitMessage(productName, 'maximum', MAX_PIZZA_INGREDIENTS, 'ingredients'),
    );
  }
  return RULE_OK;
}
