import type { AppliedVoucher, Basket, BasketItemView, GroupedBasketItemView } from '@storefront/contract';
import { percentOfCents } from '@storefront/domain';
import type { Basket as RuleBasket, BasketItem as RuleItem } from '@storefront/domain';
import { priceItem, type PricingContext, type StoredItem } from './item-pricing.ts';
import { priceMeal, type StoredMeal } from './meal-pricing.ts';

/** A basket's stored choices: product ids and options, never prices. */
export interface StoredItems {
  basketItems: StoredItem[];
  groupedBasketItems: StoredMeal[];
  /** Cart-level discount vouchers (percentage or amount off). */
  vouchers?: { voucherId: number; code: string }[];
}

export const emptyItems = (): StoredItems => ({ basketItems: [], groupedBasketItems: [], vouchers: [] });

/** Items priced from the catalogue, with the sums the basket view needs. */
export interface PricedItems {
  basketItems: BasketItemView[];
  groupedBasketItems: GroupedBasketItemView[];
  subTotal: number;
  discount: number;
  itemSavings: number;
  vouchers: AppliedVoucher[];
  messages: Basket['messages'];
}

export function priceItems(items: StoredItems, ctx: PricingContext): PricedItems {
  const basketItems = items.basketItems.map((item) => priceItem(item, ctx));
  const groupedBasketItems = items.groupedBasketItems.map((meal) => priceMeal(meal, ctx));
  const subTotal =
    basketItems.reduce((sum, item) => sum + item.totalPrice, 0) +
    groupedBasketItems.reduce((sum, meal) => sum + meal.totalPrice, 0);
  const freeItemSavings = items.basketItems
    .filter((item) => item.voucherCode)
    .reduce((sum, item) => sum + priceItem({ ...item, voucherCode: null }, { ...ctx, unavailable: [] }).totalPrice, 0);
  const itemSavings = groupedBasketItems.reduce((sum, meal) => sum + meal.savings, 0) + freeItemSavings;

  // Cart vouchers discount what is left after each other, never below zero.
  let remaining = subTotal;
  const vouchers: AppliedVoucher[] = [];
  for (const applied of items.vouchers ?? []) {
    const voucher = ctx.vouchers.get(applied.code);
    if (!voucher) continue;
    const off =
      voucher.kind === 'PercentOff'
        ? percentOfCents(remaining, voucher.percentOff ?? 0)
        : Math.min(remaining, voucher.amountOffCents ?? 0);
    remaining -= off;
    vouchers.push({
      voucherCode: voucher.code,
      voucherId: voucher.voucherId,
      name: voucher.name,
      kind: voucher.kind,
      discount: off,
    });
  }
  const messages = (ctx.unavailable ?? []).map((issue) => ({ code: 'BasketItemNotFound', message: issue.message }));
  return { basketItems, groupedBasketItems, subTotal, discount: subTotal - remaining, itemSavings, vouchers, messages };
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
