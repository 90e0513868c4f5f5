// Minimum order value per service type; checked when validating or ordering, not on add.
import { RULE_OK, ruleFailure } from './basket.ts';
import type { Basket, BasketItem, RuleResult } from './basket.ts';
import { formatCents, multiplyCents, sumCents } from './money.ts';
import type { ServiceType } from './service-type.ts';

/** 'storefront' is shown in the app; 'server' is the validate call's wording. */
export type MinimumSpendMessageVariant = 'storefront' | 'server';

export function minimumSpendMessage(serviceType: ServiceType, minimumCents: number): string {
  return `You have not reached our ${serviceType} minimum of ${formatCents(minimumCents)}. Please add more items to your cart.`;
}

export function belowMinimumOrderValueMessage(serviceType: ServiceType, minimumCents: number): string {
  return `Basket total is below the minimum ${serviceType} order value of ${formatCents(minimumCents)}.`;
}

/** Lets the API recognise the server's minimum-delivery failure by its wording. */
export function isBelowMinimumDeliveryMessage(message: string): boolean {
  return /below .* minimum delivery/i.test(message);
}

// Fees such as the delivery surcharge must not help reach the minimum.
const countsTowardsMinimum = (item: BasketItem) => item.productType !== 'Surcharges';

const linesTotal = (items: readonly BasketItem[]) =>
  sumCents(items.filter(countsTowardsMinimum).map((item) => item.totalPrice));

/** Cents counted towards the minimum: line totals (coupons included), surcharges excluded. */
export function minimumSpendTotalCents(basket: Basket): number {
  const groups = (basket.groupedItems ?? []).map((group) => multiplyCents(linesTotal(group.items), group.quantity));
  return sumCents([linesTotal(basket.items), ...groups]);
}

export function minimumOrderValueFor(basket: Basket, serviceType: ServiceType): number {
  return (serviceType === 'delivery' ? basket.minimumDeliveryOrderValue : basket.minimumPickupOrderValue) ?? 0;
}

/** Skipped when any grouped item has ignoreMinSpend. */
export function checkMinimumSpend(
  basket: Basket,
  serviceType: ServiceType,
  variant: MinimumSpendMessageVariant = 'storefront',
): RuleResult {
  if ((basket.groupedItems ?? []).some((group) => group.ignoreMinSpend)) return RULE_OK;
  const minimum = minimumOrderValueFor(basket, serviceType);
  if (minimum <= 0 || minimumSpendTotalCents(basket) >= minimum) return RULE_OK;
  const message =
    variant === 'server'
      ? belowMinimumOrderValueMessage(serviceType, minimum)
      : minimumSpendMessage(serviceType, minimum);
  return ruleFailure('BasketNotValid', message);
}
