import type {
  BasketItemPart,
  BasketItemView,
  HalfChoice,
  ItemChoice,
  Product,
  ProductIngredient,
  ToppingChoice,
  Voucher,
} from '@storefront/contract';
import {
  checkCustomisation,
  portionOfQuantity,
  portionPriceCents,
  portionWeight,
  type CustomisationSelection,
  type ToppingPortion,
} from '@storefront/domain';
import { AppError, basketNotValid, invalidRequest } from '../../platform/errors.ts';
import { isWithinWindow, type WallClock } from '../product/product-view.ts';

/** What pricing needs to know: the catalogue, and the store and time the basket is for. */
export interface PricingContext {
  byId: ReadonlyMap<number, Product>;
  /** Voucher definitions by code, for lines and discounts that vouchers bring. */
  vouchers: ReadonlyMap<string, Voucher>;
  storeCode: string;
  at: WallClock | null;
  /**
   * When given, a line that is sold out or out of hours is priced anyway and its message
   * collected here: reading a basket never fails because stock changed since it was filled.
   */
  unavailable?: { productId: number; message: string }[];
}

export interface StoredItem extends ItemChoice {
  basketItemId: string;
  /** Set on a line a voucher added (a free item): priced at nothing. */
  voucherCode?: string | null;
  /** A group order's line: the name of the person it is for, shown on the line (and the order). */
  groupMember?: string;
}

/** Where a bad choice came from, for the 400's field names ('body', 'body.slots.0.items.1'). */
type FieldPath = string;

const fieldError = (field: string, message: string) =>
  invalidRequest(`Invalid request: ${field}.`, [{ field, message }]);
export const notValid = (message: string) => basketNotValid(message);

export function productOf(ctx: PricingContext, productId: number, field: FieldPath): Product {
  const product = ctx.byId.get(productId);
  if (!product)
    throw new AppError(404, 'NotFound', 'Product not found.', [
      { field: `${field}.productId`, message: 'Unknown product' },
    ]);
  return product;
}

/** Sold out here, or outside its hours (lunch pizzas), at the basket's time. */
export function assertOrderable(product: Product, ctx: PricingContext): void {
  let message: string | null = null;
  if (product.isOutOfStock || product.outOfStockStoreCodes.includes(ctx.storeCode)) {
    message = `Sorry, ${product.name} is sold out at this store.`;
  } else if (!isWithinWindow(product.availability ?? null, ctx.at)) {
    message = `Sorry, ${product.name} is not available at your order time.`;
  }
  if (message === null) return;
  if (!ctx.unavailable) throw notValid(message);
  ctx.unavailable.push({ productId: product.productId, message });
}

const ofCategory = (product: Product, category: ProductIngredient['ingredientCategoryCode']) =>
  product.ingredients.filter((i) => i.ingredientCategoryCode === category);

/** Toppings with their default portions: what the pizza comes with unless changed. */
const defaultToppings = (product: Product): ToppingChoice[] =>
  ofCategory(product, 'Topping')
    .filter((t) => t.isDefault)
    .map((t) => ({ productId: t.productId, portion: 'normal' }));

/** The portion a choice asks for: `portion`, else what an older basket's quantity meant. */
const portionOf = (choice: ToppingChoice): ToppingPortion =>
  choice.portion ?? (choice.quantity === undefined ? 'normal' : portionOfQuantity(choice.quantity));

/**
 * Each chosen topping as a part priced by its portion (packages/domain topping-portions), its
 * quantity the ingredient-equivalents it uses of the pizza's maximum.
 */
function toppingParts(product: Product, chosen: ToppingChoice[] | undefined, field: FieldPath) {
  const toppings = chosen ?? defaultToppings(product);
  const known = new Map(ofCategory(product, 'Topping').map((t) => [t.productId, t]));
  const seen = new Set<number>();
  const parts: BasketItemPart[] = [];
  toppings.forEach((choice, index) => {
    const topping = known.get(choice.productId);
    const at = `${field}.toppings.${index}`;
    if (!topping) throw fieldError(`${at}.productId`, `Not a topping of ${product.name}`);
    if (seen.has(choice.productId)) throw fieldError(`${at}.productId`, 'Listed twice');
    const portion = portionOf(choice);
    const weight = portionWeight(portion);
    if (weight > topping.maxQuantity) {
      throw fieldError(choice.portion ? `${at}.portion` : `${at}.quantity`, `At most ${topping.maxQuantity}`);
    }
    seen.add(choice.productId);
    parts.push({
      productId: topping.productId,
      quantity: weight,
      size: null,
      sizeName: null,
      name: topping.name,
      category: 'Topping',
      totalPrice: portionPriceCents(topping, portion),
      isDefault: topping.isDefault,
      portion,
    });
  });
  return parts;
}

/**
 * The standard sauce and toppings this choice leaves off (quantity 0, nothing charged), so every
 * description of the line can say 'No Bacon' or 'BBQ sauce instead of Tomato'.
 */
function removedParts(product: Product, parts: BasketItemPart[]): BasketItemPart[] {
  const kept = new Set(parts.map((p) => p.productId));
  return product.ingredients
    .filter((i) => i.isDefault && (i.ingredientCategoryCode === 'Topping' || i.ingredientCategoryCode === 'Sauce'))
    .filter((i) => !kept.has(i.productId))
    .map((i) => ({
      productId: i.productId,
      quantity: 0,
      size: null,
      sizeName: null,
      name: i.name,
      category: i.ingredientCategoryCode as 'Topping' | 'Sauce',
      totalPrice: 0,
      isDefault: true,
    }));
}

function sauceParts(product: Product, sauceId: number | null | undefined, field: FieldPath): BasketItemPart[] {
  const sauces = ofCategory(product, 'Sauce');
  const standard = sauces.find((s) => s.isDefault);
  const chosenId = sauceId === undefined ? standard?.productId : sauceId;
  if (chosenId === null || chosenId === undefined) return [];
  const sauce = sauces.find((s) => s.productId === chosenId);
  if (!sauce) throw fieldError(`${field}.sauceId`, `Not a sauce of ${product.name}`);
  const price = sauce.productId === standard?.productId ? 0 : sauce.priceCents;
  return [
    {
      productId: sauce.productId,
      quantity: 1,
      size: null,
      sizeName: null,
      name: sauce.name,
      category: 'Sauce',
      totalPrice: price,
      isDefault: sauce.productId === standard?.productId,
    },
  ];
}

/** The size (default: the first) and a base made in that size (default: the standard base). */
function sizeAndBase(product: Product, choice: Pick<ItemChoice, 'sizeId' | 'baseId'>, field: FieldPath) {
  const size = choice.sizeId === undefined ? product.sizes[0] : product.sizes.find((s) => s.sizeId === choice.sizeId);
  if (!size) throw fieldError(`${field}.sizeId`, `Not a size of ${product.name}`);
  const sizePart: BasketItemPart = {
    productId: product.productId,
    quantity: 1,
    size: size.sizeId,
    sizeName: size.name,
    name: size.name,
    category: 'Size',
    totalPrice: size.priceCents,
    isDefault: size.sizeId === product.sizes[0]?.sizeId,
  };
  const baseIngredients = ofCategory(product, 'Base');
  if (baseIngredients.length === 0) return { size, parts: [sizePart] };
  const standard =
    baseIngredients.find((b) => b.isDefault && size.bases.includes(b.productId)) ??
    baseIngredients.find((b) => size.bases.includes(b.productId));
  const base = choice.baseId === undefined ? standard : baseIngredients.find((b) => b.productId === choice.baseId);
  const compatible =
    base &&
    size.bases.includes(base.productId) &&
    product.bases.some((b) => b.productId === base.productId && b.compatibleWith.includes(size.sizeId));
  if (!base || !compatible) {
    const name = base?.name ?? 'chosen';
    throw fieldError(`${field}.baseId`, `The ${name} base is not made in the ${size.name} size`);
  }
  const basePart: BasketItemPart = {
    productId: base.productId,
    quantity: 1,
    size: size.sizeId,
    sizeName: size.name,
    name: base.name,
    category: 'Base',
    totalPrice: base.priceCents,
    isDefault: base.productId === standard?.productId,
  };
  return { size, parts: [sizePart, basePart] };
}

function checkLimits(product: Product, name: string, parts: BasketItemPart[], only?: readonly string[]) {
  const selections: CustomisationSelection[] = parts
    .filter((p) => p.category === 'Topping' || p.category === 'Sauce' || p.category === 'Base')
    .map((p) => ({ type: p.category as CustomisationSelection['type'], quantity: p.quantity }));
  const result = checkCustomisation({
    productName: name,
    productType: product.productType,
    rules: product.customisation
      .filter((rule) => !only || only.includes(rule.type))
      .map((rule) => ({ type: rule.type, min: rule.min, max: rule.max })),
    selections,
  });
  if (!result.ok) throw new AppError(400, 'InvalidRequest', result.message);
}

function priceHalf(
  halfProduct: Product,
  half: HalfChoice,
  ctx: PricingContext,
  index: number,
  field: FieldPath,
): BasketItemView {
  const pizza = productOf(ctx, half.productId, `${field}.halves.${index}`);
  const slot = halfProduct.mealSlots?.[index];
  if (!slot?.allowedProductIds.includes(pizza.productId)) {
    throw fieldError(`${field}.halves.${index}.productId`, `${pizza.name} cannot be a half`);
  }
  assertOrderable(pizza, ctx);
  const parts = [
    ...sauceParts(pizza, half.sauceId, `${field}.halves.${index}`),
    ...toppingParts(pizza, half.toppings, `${field}.halves.${index}`),
  ];
  // A half has no base of its own: the half-and-half's base counts.
  checkLimits(pizza, pizza.name, parts, ['Topping', 'Sauce']);
  const extras = parts.reduce((sum, p) => sum + p.totalPrice, 0);
  return lineView(
    pizza,
    { productId: pizza.productId, quantity: 1, sauceId: half.sauceId, toppings: half.toppings },
    `half-${index + 1}`,
    extras,
    parts,
    [],
    removedParts(pizza, parts),
  );
}

function lineView(
  product: Product,
  choice: ItemChoice,
  basketItemId: string,
  unitPrice: number,
  parts: BasketItemPart[],
  halves: BasketItemView[],
  removed: BasketItemPart[] = [],
): BasketItemView {
  return {
    basketItemId,
    productId: product.productId,
    slug: product.slug,
    quantity: choice.quantity,
    unitPrice,
    totalPrice: unitPrice * choice.quantity,
    productType: product.productType,
    paymentType: product.paymentType,
    alcoholUnits: product.alcoholUnits,
    isFreePromoDrink: product.isFreePromoDrink,
    isCustomisable: product.discriminator === 'CustomisableProduct',
    name: product.name,
    voucherCode: null,
    basketItemParts: parts,
    removedParts: removed,
    surcharge: null,
    basketItems: halves,
    choice,
  };
}

/**
 * Checks one line against the catalogue and prices it: size, base compatible with the size,
 * sauce, toppings (extra portions only cost), halves, limits, stock and hours.
 */
export function priceItem(item: StoredItem, ctx: PricingContext, field: FieldPath = 'body'): BasketItemView {
  const { voucherCode, groupMember, ...rest } = item;
  const priced =
    groupMember === undefined ? priceChoice(rest, ctx, field) : { ...priceChoice(rest, ctx, field), groupMember };
  if (!voucherCode) return priced;
  // A voucher's free item: the line shows what it is worth as savings, and costs nothing.
  return { ...priced, voucherCode, unitPrice: 0, totalPrice: 0 };
}

function priceChoice(item: StoredItem, ctx: PricingContext, field: FieldPath): BasketItemView {
  const product = productOf(ctx, item.productId, field);
  const { basketItemId, ...choice } = item;
  if (product.discriminator === 'Deal' || product.discriminator === 'Coupon') {
    throw fieldError(`${field}.productId`, `${product.name} is a meal: add it as a grouped basket item`);
  }
  if (product.discriminator === 'Surcharge')
    throw fieldError(`${field}.productId`, 'Surcharges are added by the basket itself');
  assertOrderable(product, ctx);

  const customisable = product.discriminator === 'CustomisableProduct';
  if (
    !customisable &&
    (choice.baseId !== undefined || choice.sauceId !== undefined || choice.toppings || choice.halves)
  ) {
    throw fieldError(field, `${product.name} cannot be customised`);
  }
  if (product.productType !== 'HalfnHalf' && choice.halves)
    throw fieldError(`${field}.halves`, 'Only a half-and-half has halves');

  if (!customisable) {
    if (product.sizes.length === 0) {
      if (choice.sizeId !== undefined) throw fieldError(`${field}.sizeId`, `${product.name} comes in one size`);
      return lineView(product, choice, basketItemId, product.totalPrice, [], []);
    }
    const { parts } = sizeAndBase(product, choice, field);
    return lineView(product, choice, basketItemId, parts[0]!.totalPrice, parts, []);
  }

  const { parts: sizeParts } = sizeAndBase(product, choice, field);
  if (product.productType === 'HalfnHalf') {
    if (!choice.halves) throw fieldError(`${field}.halves`, 'Choose a pizza for each half');
    const halves = choice.halves.map((half, index) => priceHalf(product, half, ctx, index, field));
    const unit = sizeParts.reduce((s, p) => s + p.totalPrice, 0) + halves.reduce((s, h) => s + h.unitPrice, 0);
    const halfParts: BasketItemPart[] = halves.map((h, index) => ({
      productId: h.productId,
      quantity: 1,
      size: null,
      sizeName: null,
      name: h.name,
      category: 'Half',
      totalPrice: h.unitPrice,
      isDefault: h.productId === product.mealSlots?.[index]?.defaultProductId,
    }));
    checkLimits(product, product.name, sizeParts);
    return lineView(product, choice, basketItemId, unit, [...sizeParts, ...halfParts], halves);
  }

  const parts = [
    ...sizeParts,
    ...sauceParts(product, choice.sauceId, field),
    ...toppingParts(product, choice.toppings, field),
  ];
  checkLimits(product, product.name, parts);
  return lineView(
    product,
    choice,
    basketItemId,
    parts.reduce((s, p) => s + p.totalPrice, 0),
    parts,
    [],
    removedParts(product, parts),
  );
}
