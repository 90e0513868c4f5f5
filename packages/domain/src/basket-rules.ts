// Runs the basket rules in the order the API reports them.
import { checkAlcohol } from './alcohol.ts';
import type { Basket, RuleResult } from './basket.ts';
import { RULE_OK } from './basket.ts';
import { checkFreeDrinks } from './free-drinks.ts';
import { checkMinimumSpend } from './minimum-spend.ts';
import type { MinimumSpendMessageVariant } from './minimum-spend.ts';
import { checkPaymentType } from './payment-type.ts';
import type { ServiceType } from './service-type.ts';

export type ValidateBasketOptions = {
  /** Give this at validate/order time; minimum spend is not checked when adding items. */
  minimumSpend?: { serviceType: ServiceType; variant?: MinimumSpendMessageVariant };
};

/**
 * First failure of: payment type, alcohol, free drinks, then minimum spend (only when asked).
 * Customisation is checked per product with checkCustomisation, as the basket shape has none.
 */
export function validateBasket(basket: Basket, options: ValidateBasketOptions = {}): RuleResult {
  const checks: (() => RuleResult)[] = [
    () => checkPaymentType(basket),
    () => checkAlcohol(basket),
    () => checkFreeDrinks(basket),
  ];
  const { minimumSpend } = options;
  if (minimumSpend) checks.push(() => checkMinimumSpend(basket, minimumSpend.serviceType, minimumSpend.variant));
  for (const check of checks) {
    const result = check();
    if (!result.ok) return result;
  }
  return RULE_OK;
}
