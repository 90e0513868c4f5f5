import { allergenNames } from '@storefront/contract';
import type { Allergen, Product, ProductKind, ProductTag, ProductType } from '@storefront/contract';
import { categoryRef } from '../categories.ts';
import { slugify } from '../text.ts';
import { itemEnergyKj } from './energy.ts';

/** What every product must say; everything else has a default. */
export interface ProductSpec extends Partial<Omit<Product, 'categories'>> {
  productId: number;
  name: string;
  productType: ProductType;
  discriminator: ProductKind;
  totalPrice: number;
  /** Category codes; the first is the product's main category. */
  categoryCodes: string[];
}

/** The item's energy when it is sold without sizes (from energy.ts unless given). */
const energyOf = (spec: Omit<ProductSpec, 'categoryCodes'>): { energyKj?: number } => {
  const energyKj = spec.energyKj ?? itemEnergyKj[spec.productId];
  return energyKj === undefined || (spec.sizes ?? []).length > 0 ? {} : { energyKj };
};

export const makeProduct = ({ categoryCodes, ...spec }: ProductSpec): Product => {
  const slug = spec.slug ?? slugify(spec.name);
  return {
    productId: spec.productId,
    slug,
    name: spec.name,
    description: spec.description ?? '',
    productType: spec.productType,
    discriminator: spec.discriminator,
    taxonomy: spec.taxonomy ?? categoryCodes.map((code) => code.toLowerCase()),
    totalPrice: spec.totalPrice,
    ingredients: spec.ingredients ?? [],
    bases: spec.bases ?? [],
    sizes: spec.sizes ?? [],
    ...energyOf(spec),
    categories: categoryCodes.map(categoryRef),
    tags: spec.tags ?? [],
    allergens: sortAllergens(spec.allergens ?? []),
    // A product that declares no allergens has no data: it may contain any (decision 178).
    allergensKnown: spec.allergensKnown ?? spec.allergens !== undefined,
    isOutOfStock: spec.isOutOfStock ?? false,
    sortOrder: spec.sortOrder ?? 0,
    paymentType: spec.paymentType ?? 'Standard',
    alcoholUnits: spec.alcoholUnits ?? 0,
    isFreePromoDrink: spec.isFreePromoDrink ?? false,
    imageSlug: spec.imageSlug ?? slug,
    customisation: spec.customisation ?? [],
    ...(spec.mealSlots ? { mealSlots: spec.mealSlots } : {}),
    requiresCoupon: spec.requiresCoupon ?? false,
    ignoreMinSpend: spec.ignoreMinSpend ?? false,
    availability: spec.availability ?? null,
    outOfStockStoreCodes: spec.outOfStockStoreCodes ?? [],
  };
};

/** Distinct allergens in the order the contract lists them. */
export const sortAllergens = (list: Iterable<Allergen>): Allergen[] => {
  const present = new Set(list);
  return allergenNames.filter((allergen) => present.has(allergen));
};

/** Parses a compact allergen list: 'gluten,wheat,milk'. */
export const allergensOf = (list: string): Allergen[] =>
  list === ''
    ? []
    : list.split(',').map((name) => {
        const allergen = allergenNames.find((candidate) => candidate === name.trim());
        if (!allergen) throw new Error(`Unknown allergen ${name}`);
        return allergen;
      });

export const dietary = (name: string): ProductTag => ({ name, tagType: 'dietary' });
export const promo = (name: string): ProductTag => ({ name, tagType: 'promo' });
export const spice = (name: string): ProductTag => ({ name, tagType: 'spice' });

/** Gives each product a sort order by its position: 10, 20, 30… */
export const inOrder = (list: Product[]): Product[] =>
  list.map((product, index) => ({ ...product, sortOrder: (index + 1) * 10 }));

/** Australian standard drinks: litres × ABV% × 0.789, to one decimal. */
export const standardDrinks = (litres: number, abvPercent: number): number =>
  Math.round(litres * abvPercent * 0.789 * 10) / 10;
