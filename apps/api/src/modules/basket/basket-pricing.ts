import type { Basket, BasketItemView, GroupedBasketItemView } from '@storefront/contract';
import type { Basket as RuleBasket, BasketItem as RuleItem } from '@storefront/domain';
import { priceItem, type PricingContext, type StoredItem } from './item-pricing.ts';
import { priceMeal, type StoredMeal } from './meal-pricing.ts';

/** A basket's stored choices: product ids and options, never prices. */
export interface StoredItems {
  basketItems: StoredItem[];
  groupedBasketItems: StoredMeal[];
}

export const emptyItems = (): StoredItems => ({ basketItems: [], groupedBasketItems: [] });

/** Items priced from the catalogue, with the sums the basket view needs. */
export interface PricedItems {
  basketItems: BasketItemView[];
  groupedBasketItems: GroupedBasketItemView[];
  subTotal: number;
  discount: number;
  itemSavings: number;
  messages: Basket['messages'];
}

export function priceItems(items: StoredItems, ctx: PricingContext): PricedItems {
  const basketItems = items.basketItems.map((item) => priceItem(item, ctx));
  const groupedBasketItems = items.groupedBasketItems.map((meal) => priceMeal(meal, ctx));
  const subTotal =
    basketItems.reduce((sum, item) => sum + item.totalPrice, 0) +
    groupedBasketItems.reduce((sum, meal) => sum + meal.totalPrice, 0);
  const itemSavings = groupedBasketItems.reduce((sum, meal) => sum + meal.savings, 0);
  const messages = (ctx.unavailable ?? []).map((issue) => ({ code: 'BasketItemNotFound', message: issue.message }));
  return { basketItems, groupedBasketItems, subTotal, discount: 0, itemSavings, messages };
}

const ruleItem = (item: BasketItemView): RuleItem => ({
  productType: item.productType,
  quantity: item.quantity,
  alcoholUnits: item.alcoholUnits,
  paymentType: item.paymentType,
  isFreePromoDrink: item.isFreePromoDrink,
  totalPrice: item.totalPrice,
});

/** The priced basket in the shape the shared basket rules read. */
export function ruleBasket(
  priced: PricedItems,
  limits: Pick<RuleBasket, 'maxAlcoholUnits' | 'minimumDeliveryOrderValue' | 'minimumPickupOrderValue'>,
): RuleBasket {
  return {
    items: priced.basketItems.map(ruleItem),
    groupedItems: priced.groupedBasketItems.map((meal) => ({
      quantity: meal.quantity,
      ignoreMinSpend: meal.ignoreMinSpend,
      // The meal's payment type (an exclusive deal) governs what is inside it.
      items: meal.basketItems.map((item) => ({ ...ruleItem(item), paymentType: meal.paymentType })),
    })),
    ...limits,
  };
}
