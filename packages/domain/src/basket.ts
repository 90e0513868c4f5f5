// Structural basket shape shared by the basket rules, and a walker that knows quantities.

/**
 * The spec's product types (document 1, "Product types"), the one list: the contract's
 * productTypeSchema is built from it. Pasta is no type of its own: the menu sells it as Main.
 */
export const PRODUCT_TYPES = [
  'Pizzas',
  'Sides',
  'Wings',
  'Drinks',
  'Desserts',
  'Deals',
  'Meals',
  'Coupons',
  'WingsStreet',
  'Surcharges',
  'HalfnHalf',
  'Alcohol',
  'Main',
  'Meatballs',
  'StockItemExtended',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export type BasketItem = {
  productType: ProductType;
  quantity: number;
  /** Standard drinks in one unit of this item; 0 for non-alcoholic items. */
  alcoholUnits: number;
  /** Payment option the item is restricted to; null when any payment type will do. */
  paymentType: string | null;
  isFreePromoDrink: boolean;
  /** Cents for the whole line (quantity included). */
  totalPrice: number;
  /** Contents of a meal, per one unit of this item. */
  subItems?: readonly BasketItem[];
};

/** A deal or meal bought as a unit; its items' quantities and prices are per one group. */
export type GroupedBasketItem = {
  quantity: number;
  ignoreMinSpend: boolean;
  items: readonly BasketItem[];
};

export type Basket = {
  items: readonly BasketItem[];
  groupedItems?: readonly GroupedBasketItem[];
  /** Per-order alcohol limit; null/undefined means MAX_ALCOHOL_UNITS. */
  maxAlcoholUnits?: number | null;
  /** Cents; null/undefined/0 means no minimum. */
  minimumDeliveryOrderValue?: number | null;
  minimumPickupOrderValue?: number | null;
};

export type BasketErrorCode = 'BasketNotValid' | 'InvalidAlcohol' | 'StockPromoLimitReached';

export type RuleResult = { ok: true } | { ok: false; code: BasketErrorCode; message: string };

export const RULE_OK: RuleResult = Object.freeze({ ok: true });

export function ruleFailure(code: BasketErrorCode, message: string): RuleResult {
  return { ok: false, code, message };
}

/** An item with how many of it the order really holds (group and meal quantities applied). */
export type BasketLine = { item: BasketItem; count: number };

function* walkItem(item: BasketItem, multiplier: number): Generator<BasketLine> {
  const count = item.quantity * multiplier;
  yield { item, count };
  for (const sub of item.subItems ?? []) yield* walkItem(sub, count);
}

/** Every item, including those in groups and meals, with its effective count. */
export function* basketLines(basket: Basket): Generator<BasketLine> {
  for (const item of basket.items) yield* walkItem(item, 1);
  for (const group of basket.groupedItems ?? []) {
    for (const item of group.items) yield* walkItem(item, group.quantity);
  }
}
