// Options of the products chosen inside a meal (decision 183): a pizza in a meal takes a base,
// sauce and topping portions as in the product builder, in the size its slot fixes. The server
// prices a meal as its price plus what each item's options add (apps/api meal-pricing.ts).
import type { GroupedBasketItemView, ItemChoice, MealSlotView, ProductView } from '@storefront/contract';
import {
  checkLimits,
  initialState,
  isCustomisable,
  isHalfAndHalf,
  toChoice,
  unitPriceCents,
  type BuilderState,
  type LimitCheck,
} from './builder-state.ts';

/** Customised items: slotId -> productId -> the item's builder state. Absent: as it comes. */
export type MealItemOptions = Record<number, Record<number, BuilderState>>;

/** Products a meal item may be customised as: a single pizza (a half-and-half is built on its own). */
export const isCustomisableInMeal = (product: ProductView): boolean =>
  isCustomisable(product) && !isHalfAndHalf(product);

/** As the server: a slot named for a size ('Large Pizzas') fixes that size; otherwise the first size. */
export function slotSizeId(slot: Pick<MealSlotView, 'name'>, product: Pick<ProductView, 'sizes'>): number | null {
  if (product.sizes.length === 0) return null;
  const named = product.sizes.find((size) => slot.name.toLowerCase().includes(size.name.toLowerCase()));
  return (named ?? product.sizes[0]!).sizeId;
}

/** The item as it comes in its slot's size, or as a basket line chose it. */
export function itemState(
  slot: Pick<MealSlotView, 'name'>,
  product: ProductView,
  choice?: ItemChoice | null,
): BuilderState {
  const sizeId = slotSizeId(slot, product) ?? undefined;
  return initialState(product, { ...choice, productId: product.productId, quantity: 1, sizeId });
}

/** The options of the items of a meal already in the basket. */
export function optionsFromMeal(
  meal: { mealSlots: MealSlotView[] },
  line: Pick<GroupedBasketItemView, 'slots' | 'basketItems'>,
): MealItemOptions {
  const options: MealItemOptions = {};
  for (const slot of meal.mealSlots) {
    const ids = line.slots.find((s) => s.slotId === slot.slotId)?.basketItemIds ?? [];
    for (const item of line.basketItems.filter((i) => ids.includes(i.basketItemId))) {
      const product = slot.products.find((p) => p.productId === item.productId);
      if (!product || !isCustomisableInMeal(product)) continue;
      options[slot.slotId] = { ...options[slot.slotId], [product.productId]: itemState(slot, product, item.choice) };
    }
  }
  return options;
}

/** The choice sent for an item: its options, without size (the slot fixes it) and quantity. */
export function itemOptionsChoice(product: ProductView, state: BuilderState): Omit<ItemChoice, 'quantity'> {
  const { sizeId: _size, quantity: _quantity, ...rest } = toChoice(product, state);
  return rest;
}

/** What an item's options add to one unit of it: its price less its size's price. */
export function itemExtrasCents(product: ProductView, state: BuilderState): number {
  const size = product.sizes.find((s) => s.sizeId === state.sizeId);
  return unitPriceCents(product, state) - (size?.priceCents ?? product.totalPrice);
}

/** What every customised, chosen item adds to one meal. */
export function mealExtrasCents(
  meal: { mealSlots: MealSlotView[] },
  picks: Record<number, Record<number, number>>,
  options: MealItemOptions,
): number {
  let cents = 0;
  for (const slot of meal.mealSlots) {
    for (const [id, count] of Object.entries(picks[slot.slotId] ?? {})) {
      const product = slot.products.find((p) => p.productId === Number(id));
      const state = options[slot.slotId]?.[Number(id)];
      if (product && state && count > 0) cents += itemExtrasCents(product, state) * count;
    }
  }
  return cents;
}

/** The first chosen item whose options break a limit, with the message. */
export function mealItemProblem(
  meal: { mealSlots: MealSlotView[] },
  picks: Record<number, Record<number, number>>,
  options: MealItemOptions,
): string | null {
  for (const slot of meal.mealSlots) {
    for (const [id, count] of Object.entries(picks[slot.slotId] ?? {})) {
      const product = slot.products.find((p) => p.productId === Number(id));
      const state = options[slot.slotId]?.[Number(id)];
      if (!product || !state || count === 0) continue;
      const limits: LimitCheck = checkLimits(product, state);
      if (limits.error) return limits.error;
    }
  }
  return null;
}
