// What the app says about basket changes, shared by the builders, the cart and the upsells:
// the server's refusals turned into messages (spec document 2, section 8 "Add or update item"),
// and the shared basket rules run on the client first so a change the server would refuse is
// explained before it is sent.
import type { Basket, BasketItemView } from '@storefront/contract';
import {
  checkAlcohol,
  checkFreeDrinks,
  checkPaymentType,
  FREE_DRINKS_LIMIT_MESSAGE,
  type Basket as RuleBasket,
  type BasketItem as RuleItem,
  type ProductType,
  type RuleResult,
} from '@storefront/domain';
import { ApiError, NetworkError } from '../api-client.ts';
import { NoBasketError } from './basket-request.ts';

export type BasketAction = 'add' | 'update' | 'remove';

export const NETWORK_MESSAGE = "We couldn't reach Red Roof Pizza. Check your connection and try again.";

const DEFAULT_MESSAGES: Record<BasketAction, string> = {
  add: "Sorry, we couldn't add that to your cart. Please try again.",
  update: "Sorry, we couldn't update your cart. Please try again.",
  remove: "Sorry, we couldn't remove that from your cart. Please try again.",
};

/** Spec: a 410 on add or update is ignored here (the session handling deals with gone baskets). */
export const isIgnoredBasketError = (error: unknown): boolean => error instanceof ApiError && error.status === 410;

/**
 * The message for a refused change: InvalidAlcohol carries the alcohol message, StockPromoLimitReached
 * its dictionary message, a field error its own explanation, otherwise the server's message or a default.
 */
export function basketErrorMessage(error: unknown, action: BasketAction): string {
  if (error instanceof NoBasketError) return error.message;
  if (error instanceof NetworkError) return NETWORK_MESSAGE;
  if (!(error instanceof ApiError)) return DEFAULT_MESSAGES[action];
  if (error.code === 'StockPromoLimitReached') return FREE_DRINKS_LIMIT_MESSAGE;
  if (error.code === 'BasketItemNotFound') return 'That item is no longer in your cart.';
  const problem = error.problem;
  if (!problem) return DEFAULT_MESSAGES[action];
  // 'Invalid request: body.baseId.' says where; the field error says what.
  const fieldMessage = problem.errors.find((e) => e.message)?.message;
  if (/^Invalid request/i.test(problem.message) && fieldMessage) return fieldMessage;
  return problem.message || DEFAULT_MESSAGES[action];
}

// ---- the shared basket rules, on the basket the API answered ----

const ruleItem = (item: BasketItemView): RuleItem => ({
  productType: item.productType as ProductType,
  quantity: item.quantity,
  alcoholUnits: item.alcoholUnits,
  paymentType: item.paymentType,
  isFreePromoDrink: item.isFreePromoDrink,
  totalPrice: item.totalPrice,
});

/** The basket in the shape `@storefront/domain` reads, built exactly as the server builds it. */
export function ruleBasketOf(basket: Basket | null): RuleBasket {
  if (!basket) return { items: [], groupedItems: [] };
  return {
    items: basket.basketItems.map(ruleItem),
    groupedItems: basket.groupedBasketItems.map((meal) => ({
      quantity: meal.quantity,
      ignoreMinSpend: meal.ignoreMinSpend,
      items: meal.basketItems.map((item) => ({ ...ruleItem(item), paymentType: meal.paymentType })),
    })),
    maxAlcoholUnits: basket.maxAlcoholUnits,
    minimumDeliveryOrderValue: basket.storeInfo.minimumDeliveryOrderValue,
    minimumPickupOrderValue: basket.storeInfo.minimumPickupOrderValue,
  };
}

/** What a product brings to the rules when added. */
export interface RuleProduct {
  productType: string;
  alcoholUnits: number;
  paymentType: string;
  isFreePromoDrink: boolean;
}

const basketRules = (basket: RuleBasket): RuleResult => {
  for (const check of [checkPaymentType, checkAlcohol, checkFreeDrinks]) {
    const result = check(basket);
    if (!result.ok) return result;
  }
  return { ok: true };
};

/**
 * Would the server accept this basket after the change? Runs the rules the server runs on every
 * change (payment type, alcohol, free drinks). `replaceLineId` swaps a line out (editing).
 */
export function checkBasketChange(
  basket: Basket | null,
  change:
    | { kind: 'add'; product: RuleProduct; quantity: number; replaceLineId?: string }
    | { kind: 'quantity'; basketItemId: string; quantity: number }
    | { kind: 'meal-quantity'; groupedBasketItemId: string; quantity: number }
    | { kind: 'add-meal'; paymentType: string; items: RuleProduct[]; quantity: number },
): RuleResult {
  const rules = ruleBasketOf(basket);
  const items = basket?.basketItems ?? [];
  if (change.kind === 'add') {
    const kept = items.filter((item) => item.basketItemId !== change.replaceLineId).map(ruleItem);
    const added: RuleItem = {
      productType: change.product.productType as ProductType,
      quantity: change.quantity,
      alcoholUnits: change.product.alcoholUnits,
      paymentType: change.product.paymentType,
      isFreePromoDrink: change.product.isFreePromoDrink,
      totalPrice: 0,
    };
    return basketRules({ ...rules, items: [...kept, added] });
  }
  if (change.kind === 'quantity') {
    return basketRules({
      ...rules,
      items: items.map((item) =>
        item.basketItemId === change.basketItemId ? { ...ruleItem(item), quantity: change.quantity } : ruleItem(item),
      ),
    });
  }
  if (change.kind === 'meal-quantity') {
    const meals = basket?.groupedBasketItems ?? [];
    return basketRules({
      ...rules,
      groupedItems: meals.map((meal, index) => ({
        ...rules.groupedItems![index]!,
        quantity: meal.groupedBasketItemId === change.groupedBasketItemId ? change.quantity : meal.quantity,
      })),
    });
  }
  return basketRules({
    ...rules,
    groupedItems: [
      ...(rules.groupedItems ?? []),
      {
        quantity: change.quantity,
        ignoreMinSpend: false,
        items: change.items.map((p) => ({
          productType: p.productType as ProductType,
          quantity: 1,
          alcoholUnits: p.alcoholUnits,
          paymentType: change.paymentType,
          isFreePromoDrink: p.isFreePromoDrink,
          totalPrice: 0,
        })),
      },
    ],
  });
}

/** Every product id in the basket, meals included (upsells hide what is already there). */
export function productIdsInBasket(basket: Basket | null): Set<number> {
  const ids = new Set<number>();
  for (const item of basket?.basketItems ?? []) ids.add(item.productId);
  for (const meal of basket?.groupedBasketItems ?? []) for (const item of meal.basketItems) ids.add(item.productId);
  return ids;
}
