import type { BasketItemView, GroupedBasketItemView, MealChoice, MealSlot, Product } from '@storefront/contract';
import { invalidRequest } from '../../platform/errors.ts';
import { assertOrderable, notValid, priceItem, productOf, type PricingContext } from './item-pricing.ts';

export interface StoredMeal extends Omit<MealChoice, 'voucherCode'> {
  groupedBasketItemId: string;
  /** The deal voucher that opened this meal, checked when it was added. */
  voucherCode?: string | null;
  voucherId?: number | null;
}

export const DEAL_NEEDS_COUPON_MESSAGE = 'This deal requires a valid coupon.';

const fieldError = (field: string, message: string) =>
  invalidRequest(`Invalid request: ${field}.`, [{ field, message }]);

/** A slot named for a size ('Large Pizzas') fixes that size; otherwise the product's first size. */
export function slotSizeId(slot: MealSlot, product: Product): number | undefined {
  if (product.sizes.length === 0) return undefined;
  const named = product.sizes.find((size) => slot.name.toLowerCase().includes(size.name.toLowerCase()));
  return (named ?? product.sizes[0]!).sizeId;
}

/** What a priced line costs over the product as it comes in its size: toppings, bases, sauces. */
const extrasOf = (item: BasketItemView) => {
  const sizePart = item.basketItemParts.find((p) => p.category === 'Size');
  return item.unitPrice - (sizePart ? sizePart.totalPrice : item.unitPrice);
};

/**
 * Checks a meal slot by slot (each filled with exactly its quantity of allowed products) and
 * prices it: the meal's price plus any extras chosen on its items. Savings compare with buying
 * the same items on their own.
 */
export function priceMeal(meal: StoredMeal, ctx: PricingContext, field = 'body'): GroupedBasketItemView {
  const product = productOf(ctx, meal.productId, field);
  if (product.discriminator !== 'Deal' && product.discriminator !== 'Coupon') {
    throw fieldError(`${field}.productId`, `${product.name} is not a meal or deal`);
  }
  const isVoucher = Boolean(meal.voucherCode);
  if (product.requiresCoupon && !isVoucher) throw notValid(DEAL_NEEDS_COUPON_MESSAGE);
  assertOrderable(product, ctx);

  const slots = product.mealSlots ?? [];
  meal.slots.forEach((chosen, index) => {
    if (!slots.some((slot) => slot.slotId === chosen.slotId))
      throw fieldError(`${field}.slots.${index}.slotId`, 'Not a slot of this meal');
    if (meal.slots.findIndex((s) => s.slotId === chosen.slotId) !== index)
      throw fieldError(`${field}.slots.${index}.slotId`, 'Listed twice');
  });

  const items: BasketItemView[] = [];
  const slotViews: GroupedBasketItemView['slots'] = [];
  let extras = 0;
  let standalone = 0;
  for (const slot of slots) {
    const index = meal.slots.findIndex((s) => s.slotId === slot.slotId);
    const chosen = meal.slots[index];
    if (!chosen) throw fieldError(`${field}.slots`, `Choose ${slot.name}`);
    const count = chosen.items.reduce((sum, item) => sum + item.quantity, 0);
    if (count !== slot.quantity)
      throw fieldError(`${field}.slots.${index}.items`, `Choose ${slot.quantity} for ${slot.name}`);
    const ids: string[] = [];
    chosen.items.forEach((choice, k) => {
      const path = `${field}.slots.${index}.items.${k}`;
      if (!slot.allowedProductIds.includes(choice.productId))
        throw fieldError(`${path}.productId`, `Not a choice for ${slot.name}`);
      const itemProduct = productOf(ctx, choice.productId, path);
      const sizeId = slotSizeId(slot, itemProduct);
      if (choice.sizeId !== undefined && choice.sizeId !== sizeId)
        throw fieldError(`${path}.sizeId`, `${slot.name} comes in one size`);
      const basketItemId = `${meal.groupedBasketItemId}:${slot.slotId}:${k}`;
      const priced = priceItem({ ...choice, ...(sizeId === undefined ? {} : { sizeId }), basketItemId }, ctx, path);
      const extra = extrasOf(priced);
      extras += extra * priced.quantity;
      standalone += priced.totalPrice;
      ids.push(basketItemId);
      items.push({ ...priced, unitPrice: extra, totalPrice: extra * priced.quantity });
    });
    slotViews.push({ slotId: slot.slotId, name: slot.name, basketItemIds: ids });
  }

  const unitPrice = product.totalPrice + extras;
  return {
    groupedBasketItemId: meal.groupedBasketItemId,
    productId: product.productId,
    slug: product.slug,
    name: product.name,
    quantity: meal.quantity,
    unitPrice,
    totalPrice: unitPrice * meal.quantity,
    savings: Math.max(0, standalone - unitPrice) * meal.quantity,
    paymentType: product.paymentType,
    basketItems: items,
    isVoucher,
    voucherCode: meal.voucherCode ?? null,
    voucherId: meal.voucherId ?? null,
    ignoreMinSpend: product.ignoreMinSpend,
    ableToSwap: !isVoucher,
    slots: slotViews,
    fulfilledProduct: {
      productId: product.productId,
      slug: product.slug,
      name: product.name,
      productType: product.productType,
    },
  };
}

export { assertOrderable };
