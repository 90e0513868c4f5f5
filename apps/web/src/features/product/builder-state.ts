// The product builder's state and the arithmetic on it: defaults, size/base compatibility, the
// request body, the live price (the server's arithmetic, apps/api item-pricing.ts: size + base +
// sauce change + topping portions) and the customisation limits (packages/domain checkCustomisation
// and topping-portions: the one rule book the server prices with).
import type { ItemChoice, ProductIngredient, ProductSize, ProductView, ToppingChoice } from '@storefront/contract';
import {
  checkCustomisation,
  ingredientCount,
  portionOfQuantity,
  portionPriceCents,
  portionWeight,
  TOPPING_PORTIONS,
  type CustomisationSelection,
  type ProductType,
  type ToppingPortion,
} from '@storefront/domain';

/** Topping portions by ingredient id: light, normal or extra. Absent = none. */
export type Portions = Record<number, ToppingPortion>;

/** True for a portions map of this shape (a stored draft from before portions had names is not). */
export const isPortions = (value: unknown): value is Portions =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((p) => (TOPPING_PORTIONS as readonly unknown[]).includes(p));

export interface HalfState {
  productId: number;
  /** null = no sauce. */
  sauceId: number | null;
  toppings: Portions;
  /** Parts still to be filled from the pizza's defaults once its details load. */
  needsDefaults?: { sauce: boolean; toppings: boolean };
}

export interface BuilderState {
  sizeId: number | null;
  baseId: number | null;
  sauceId: number | null;
  toppings: Portions;
  quantity: number;
  halves: [HalfState, HalfState] | null;
}

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

type ProductLike = Pick<
  ProductView,
  | 'productId'
  | 'name'
  | 'productType'
  | 'discriminator'
  | 'ingredients'
  | 'bases'
  | 'sizes'
  | 'customisation'
  | 'totalPrice'
>;

export const ingredientsOf = (
  product: Pick<ProductView, 'ingredients'>,
  code: ProductIngredient['ingredientCategoryCode'],
) => product.ingredients.filter((i) => i.ingredientCategoryCode === code);

export const isCustomisable = (product: Pick<ProductView, 'discriminator'>) =>
  product.discriminator === 'CustomisableProduct';
export const isHalfAndHalf = (product: Pick<ProductView, 'productType'>) => product.productType === 'HalfnHalf';

/** Bases made in this size: listed for the size and compatible with it. */
export function basesForSize(product: Pick<ProductView, 'ingredients' | 'bases'>, size: ProductSize | undefined) {
  if (!size) return [];
  return ingredientsOf(product, 'Base').filter(
    (base) =>
      size.bases.includes(base.productId) &&
      product.bases.some((b) => b.productId === base.productId && b.compatibleWith.includes(size.sizeId)),
  );
}

/** The server's default base for a size: the standard base if made in it, else the first made in it. */
export function defaultBaseFor(product: Pick<ProductView, 'ingredients' | 'bases'>, size: ProductSize | undefined) {
  const bases = basesForSize(product, size);
  return bases.find((b) => b.isDefault) ?? bases[0];
}

const defaultSauceId = (product: Pick<ProductView, 'ingredients'>) =>
  ingredientsOf(product, 'Sauce').find((s) => s.isDefault)?.productId ?? null;

const defaultToppings = (product: Pick<ProductView, 'ingredients'>): Portions =>
  Object.fromEntries(
    ingredientsOf(product, 'Topping')
      .filter((t) => t.isDefault)
      .map((t) => [t.productId, 'normal' as ToppingPortion]),
  );

export function defaultHalf(product: Pick<ProductView, 'productId' | 'ingredients'>): HalfState {
  return { productId: product.productId, sauceId: defaultSauceId(product), toppings: defaultToppings(product) };
}

/** Fills in what a half still needs from its pizza's defaults. */
export function completeHalf(half: HalfState, pizza: Pick<ProductView, 'productId' | 'ingredients'>): HalfState {
  if (!half.needsDefaults || half.productId !== pizza.productId) return half;
  return {
    productId: half.productId,
    sauceId: half.needsDefaults.sauce ? defaultSauceId(pizza) : half.sauceId,
    toppings: half.needsDefaults.toppings ? defaultToppings(pizza) : half.toppings,
  };
}

/** A choice's toppings as portions; an older line's quantity 2 was extra. */
const portionsOf = (toppings: ToppingChoice[] | undefined, fallback: Portions): Portions =>
  toppings
    ? Object.fromEntries(toppings.map((t) => [t.productId, t.portion ?? portionOfQuantity(t.quantity ?? 1)]))
    : fallback;

/**
 * The builder's starting point: the product as it comes (first size, its standard base, the standard
 * sauce and default toppings), or a basket line's `choice` when editing. Halves start on the
 * half-and-half's default pizzas; their sauces and toppings fill in once those pizzas load.
 */
export function initialState(product: ProductLike, choice?: ItemChoice | null): BuilderState {
  const size = product.sizes.find((s) => s.sizeId === choice?.sizeId) ?? product.sizes[0];
  const hasBases = ingredientsOf(product, 'Base').length > 0;
  const chosenBase =
    choice?.baseId !== undefined && basesForSize(product, size).some((b) => b.productId === choice.baseId)
      ? choice.baseId
      : undefined;
  const slots = product.discriminator === 'CustomisableProduct' && isHalfAndHalf(product) ? [0, 1] : [];
  const halves =
    slots.length === 2
      ? (slots.map((index) => {
          const half = choice?.halves?.[index];
          const slotDefault = (product as Partial<ProductView>).mealSlots?.[index]?.defaultProductId ?? 0;
          const half_: HalfState = {
            productId: half?.productId ?? slotDefault,
            sauceId: half?.sauceId ?? null,
            toppings: portionsOf(half?.toppings, {}),
          };
          // What the choice leaves out comes from the pizza's defaults once it loads.
          const sauce = half?.sauceId === undefined;
          const toppings = half?.toppings === undefined;
          return sauce || toppings ? { ...half_, needsDefaults: { sauce, toppings } } : half_;
        }) as [HalfState, HalfState])
      : null;
  return {
    sizeId: size?.sizeId ?? null,
    baseId: hasBases ? (chosenBase ?? defaultBaseFor(product, size)?.productId ?? null) : null,
    sauceId: choice && choice.sauceId !== undefined ? choice.sauceId : defaultSauceId(product),
    toppings: portionsOf(choice?.toppings, defaultToppings(product)),
    quantity: clampQuantity(choice?.quantity ?? 1),
    halves,
  };
}

export const clampQuantity = (n: number): number =>
  Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Number.isFinite(n) ? Math.round(n) : MIN_QUANTITY));

/**
 * A new size keeps the base when it is made in that size; otherwise the size's standard base.
 * Returns the base that was replaced, so the builder can say so.
 */
export function withSize(
  product: Pick<ProductView, 'ingredients' | 'bases' | 'sizes'>,
  state: BuilderState,
  sizeId: number,
): { state: BuilderState; replacedBase: ProductIngredient | null } {
  const size = product.sizes.find((s) => s.sizeId === sizeId);
  if (!size || state.baseId === null) return { state: { ...state, sizeId }, replacedBase: null };
  const keeps = basesForSize(product, size).some((b) => b.productId === state.baseId);
  if (keeps) return { state: { ...state, sizeId }, replacedBase: null };
  const replaced = ingredientsOf(product, 'Base').find((b) => b.productId === state.baseId) ?? null;
  return {
    state: { ...state, sizeId, baseId: defaultBaseFor(product, size)?.productId ?? null },
    replacedBase: replaced,
  };
}

/** The toppings with one set to a portion, or taken off (null). */
export function withPortion(toppings: Portions, toppingId: number, portion: ToppingPortion | null): Portions {
  const next = { ...toppings };
  if (portion === null) delete next[toppingId];
  else next[toppingId] = portion;
  return next;
}

const toppingList = (toppings: Portions): ToppingChoice[] =>
  Object.entries(toppings).map(([id, portion]) => ({ productId: Number(id), portion }));

/** The POST/PATCH basketItems body for this state: only what the product accepts. */
export function toChoice(product: ProductLike, state: BuilderState): ItemChoice {
  const choice: ItemChoice = { productId: product.productId, quantity: clampQuantity(state.quantity) };
  if (product.sizes.length > 0 && state.sizeId !== null) choice.sizeId = state.sizeId;
  if (!isCustomisable(product)) return choice;
  if (state.baseId !== null) choice.baseId = state.baseId;
  if (isHalfAndHalf(product) && state.halves) {
    // A half whose pizza has not loaded yet leaves its defaults to the server.
    choice.halves = state.halves.map((half) => ({
      productId: half.productId,
      ...(half.needsDefaults?.sauce ? {} : { sauceId: half.sauceId }),
      ...(half.needsDefaults?.toppings ? {} : { toppings: toppingList(half.toppings) }),
    }));
    return choice;
  }
  if (ingredientsOf(product, 'Sauce').length > 0) choice.sauceId = state.sauceId;
  choice.toppings = toppingList(state.toppings);
  return choice;
}

// ---- price ----

/** What a sauce adds: nothing for the standard sauce or none, else its price. */
function sauceCents(product: Pick<ProductView, 'ingredients'>, sauceId: number | null): number {
  if (sauceId === null) return 0;
  const sauce = ingredientsOf(product, 'Sauce').find((s) => s.productId === sauceId);
  return !sauce || sauce.isDefault ? 0 : sauce.priceCents;
}

/** What the chosen portions add: a default topping's normal or light portion is included. */
export function toppingCents(product: Pick<ProductView, 'ingredients'>, toppings: Portions): number {
  let cents = 0;
  for (const topping of ingredientsOf(product, 'Topping')) {
    const portion = toppings[topping.productId];
    if (portion) cents += portionPriceCents(topping, portion);
  }
  return cents;
}

/** A half's price: its sauce change and extra portions (a half has no size or base of its own). */
export const halfCents = (pizza: Pick<ProductView, 'ingredients'>, half: HalfState): number =>
  sauceCents(pizza, half.sauceId) + toppingCents(pizza, half.toppings);

/** One unit, as the server prices it. Half products are the pizzas chosen for each half. */
export function unitPriceCents(
  product: ProductLike,
  state: BuilderState,
  halfProducts: readonly (Pick<ProductView, 'ingredients'> | undefined)[] = [],
): number {
  const size = product.sizes.find((s) => s.sizeId === state.sizeId);
  if (!isCustomisable(product)) return size ? size.priceCents : product.totalPrice;
  const sizeCents = size?.priceCents ?? product.totalPrice;
  const base = ingredientsOf(product, 'Base').find((b) => b.productId === state.baseId);
  const baseCents = base?.priceCents ?? 0;
  if (isHalfAndHalf(product)) {
    const halves = (state.halves ?? []).reduce((sum, half, i) => {
      const pizza = halfProducts[i];
      return sum + (pizza ? halfCents(pizza, half) : 0);
    }, 0);
    return sizeCents + baseCents + halves;
  }
  return sizeCents + baseCents + sauceCents(product, state.sauceId) + toppingCents(product, state.toppings);
}

// ---- limits ----

function selectionsOf(baseId: number | null, sauceId: number | null, toppings: Portions): CustomisationSelection[] {
  const selections: CustomisationSelection[] = [];
  if (baseId !== null) selections.push({ type: 'Base', quantity: 1 });
  if (sauceId !== null) selections.push({ type: 'Sauce', quantity: 1 });
  for (const portion of Object.values(toppings)) selections.push({ type: 'Topping', quantity: portionWeight(portion) });
  return selections;
}

/** Ingredient-equivalents counted towards the limits (an extra portion counts twice). */
export const portionCount = (toppings: Portions): number => ingredientCount(Object.values(toppings));

export interface LimitCheck {
  /** Why the current choice cannot be ordered, or null. */
  error: string | null;
  /** One more topping portion would break a maximum: the message to show, or null. */
  atMaximum: string | null;
}

/**
 * The product's min/max rules and the 10-ingredient cap, as the server checks them. For a half, only
 * its topping and sauce rules count (its base is the half-and-half's).
 */
export function checkLimits(
  product: Pick<ProductView, 'name' | 'productType' | 'customisation'>,
  choice: { baseId?: number | null; sauceId: number | null; toppings: Portions },
  only?: readonly string[],
): LimitCheck {
  const rules = product.customisation
    .filter((rule) => !only || only.includes(rule.type))
    .map((rule) => ({ type: rule.type, min: rule.min, max: rule.max }));
  const check = (toppings: Portions) =>
    checkCustomisation({
      productName: product.name,
      productType: product.productType as ProductType,
      rules,
      selections: selectionsOf(
        only && !only.includes('Base') ? null : (choice.baseId ?? null),
        choice.sauceId,
        toppings,
      ),
    });
  const now = check(choice.toppings);
  const oneMore = check({ ...choice.toppings, [-1]: 'normal' });
  // A minimum not yet met is not "at the maximum".
  const atMaximum = !oneMore.ok && (now.ok || /maximum/.test(now.message)) ? oneMore.message : null;
  return { error: now.ok ? null : now.message, atMaximum };
}
