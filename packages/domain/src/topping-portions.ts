// Topping portions (light, normal, extra): what each costs and how it counts towards the pizza's
// ingredient maximum. The API prices and checks lines with these; the builder shows the same sums.
// Decision 182 records the rule.

export const TOPPING_PORTIONS = ['light', 'normal', 'extra'] as const;
export type ToppingPortion = (typeof TOPPING_PORTIONS)[number];

/** What each portion adds over a normal portion, in cents (the catalogue's portion prices). */
export type PortionPrices = Readonly<Record<ToppingPortion, number>>;

/** A topping as the catalogue sells it. */
export interface PortionedTopping {
  /** On the pizza as it comes: its normal portion is included in the price. */
  isDefault: boolean;
  /** The price of adding one normal portion. */
  priceCents: number;
  /** Absent on catalogues that predate portions: the standard rule applies. */
  portionPriceCents?: PortionPrices;
}

/** The standard rule: light costs nothing more, extra costs the topping's add price again. */
export const standardPortionPrices = (priceCents: number): PortionPrices => ({
  light: 0,
  normal: 0,
  extra: priceCents,
});

/** Ingredient-equivalents a portion uses of the maximum: extra counts as two, light as one. */
export const PORTION_WEIGHT: Readonly<Record<ToppingPortion, number>> = { light: 1, normal: 1, extra: 2 };

export const portionWeight = (portion: ToppingPortion): number => PORTION_WEIGHT[portion];

/** The portion a legacy quantity (1 = normal, 2 or more = extra) stands for. */
export const portionOfQuantity = (quantity: number): ToppingPortion => (quantity >= 2 ? 'extra' : 'normal');

/**
 * What one portion of a topping adds to one pizza (or half): its add price unless it comes on the
 * pizza, plus the portion's own price.
 */
export function portionPriceCents(topping: PortionedTopping, portion: ToppingPortion): number {
  const prices = topping.portionPriceCents ?? standardPortionPrices(topping.priceCents);
  return (topping.isDefault ? 0 : topping.priceCents) + prices[portion];
}

/** Ingredient-equivalents of a list of chosen portions, as the 10-ingredient maximum counts them. */
export const ingredientCount = (portions: Iterable<ToppingPortion>): number => {
  let count = 0;
  for (const portion of portions) count += portionWeight(portion);
  return count;
};

/** 'Light', 'Normal', 'Extra'. */
export const portionLabel = (portion: ToppingPortion): string => portion.charAt(0).toUpperCase() + portion.slice(1);
