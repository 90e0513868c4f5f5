// What the cart shows, worked out from the basket the API answered (each line's words come from
// describeItem in packages/domain): the lines the basket's messages flag (sold out since they were
// added), incomplete meals, the minimum spend and the meal body for a quantity change.
import type { Basket, BasketItemView, GroupedBasketItemView, MealChoice } from '@storefront/contract';
import { alcoholUnitsIn, minimumOrderValueFor, type ServiceType } from '@storefront/domain';
import { ruleBasketOf } from './api/basket-outcomes.ts';

/** BASKET.BASKET_EMPTY_WARNING (dictionary key; the wording is ours, the spec gives the key only). */
export const BASKET_EMPTY_WARNING = 'Your cart is empty. Add something delicious to continue.';
export const EMPTY_CART_CONFIRM = 'Are you sure you want to empty your cart?';
export const CART_EMPTIED = 'Your cart has been emptied.';
export const CART_EMPTY_ERROR = 'Error emptying your cart. Please try again.';

export const basketIsEmpty = (basket: Basket | null): boolean =>
  !basket || (basket.basketItems.length === 0 && basket.groupedBasketItems.length === 0);

export const itemCount = (basket: Basket | null): number =>
  (basket?.basketItems.reduce((n, i) => n + i.quantity, 0) ?? 0) +
  (basket?.groupedBasketItems.reduce((n, g) => n + g.quantity, 0) ?? 0);

/**
 * The messages that flag a product ('Sorry, Garlic Bread is sold out at this store.') name it; the
 * lines with that name are flagged with the message.
 */
export function unavailableMessageFor(basket: Basket, name: string): string | null {
  const message = basket.messages.find(
    (m) => m.code === 'BasketItemNotFound' && m.message.toLowerCase().includes(name.toLowerCase()),
  );
  return message?.message ?? null;
}

/** A meal with an item that can no longer be had: the cart asks to continue (unbundle) or remove it. */
export const incompleteMealMessage = (basket: Basket, meal: GroupedBasketItemView): string | null =>
  meal.basketItems.map((item) => unavailableMessageFor(basket, item.name)).find(Boolean) ??
  unavailableMessageFor(basket, meal.name);

export const serviceTypeOf = (basket: Pick<Basket, 'serviceType'>): ServiceType =>
  basket.serviceType === 'Delivery' ? 'delivery' : 'pickup';

export interface MinimumSpendState {
  serviceType: ServiceType;
  orderMinimum: number;
  totalOrder: number;
  /** Still to add; 0 when met. */
  minimumSpend: number;
  met: boolean;
}

/** The server's rule at validate: subtotal against the service type's minimum, unless a meal ignores it. */
export function minimumSpendOf(basket: Basket): MinimumSpendState {
  const serviceType = serviceTypeOf(basket);
  const orderMinimum = minimumOrderValueFor(ruleBasketOf(basket), serviceType);
  const totalOrder = basket.basketSubTotal;
  const ignored = basket.groupedBasketItems.some((g) => g.ignoreMinSpend);
  const minimumSpend = ignored ? 0 : Math.max(0, orderMinimum - totalOrder);
  return { serviceType, orderMinimum, totalOrder, minimumSpend, met: minimumSpend === 0 };
}

export const standardDrinksIn = (basket: Basket): number => alcoholUnitsIn(ruleBasketOf(basket));

/** PATCH groupedBasketItems body that keeps a meal's items and changes how many of it. */
export function mealQuantityChoice(meal: GroupedBasketItemView, quantity: number): MealChoice {
  return {
    productId: meal.productId,
    quantity,
    slots: meal.slots.map((slot) => ({
      slotId: slot.slotId,
      items: slot.basketItemIds
        .map((id) => meal.basketItems.find((item) => item.basketItemId === id))
        .filter((item): item is BasketItemView => !!item)
        .map((item) => ({ ...item.choice, quantity: item.quantity })),
    })),
  };
}
