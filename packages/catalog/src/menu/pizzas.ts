import type {
  Product,
  ProductAvailability,
  ProductBase,
  ProductIngredient,
  ProductSize,
  ProductTag,
} from '@storefront/contract';
import { dietary, makeProduct, promo, sortAllergens, spice } from './build.ts';
import { standardPortionPrices } from '@storefront/domain';
import {
  BASE,
  dietOf,
  findSauce,
  findTopping,
  pizzaBases,
  pizzaSauces,
  pizzaSizes,
  pizzaToppings,
} from './ingredients.ts';
import type { SauceName, SizeId } from './ingredients.ts';

export type PizzaRange =
  'classics-range' | 'favourites-range' | 'supreme-range' | 'premium-range' | 'lunchpizza' | 'schnitzza' | 'unreal';

/** Prices per size in cents: [personal, large, family]; null where the size is not made. */
type SizePrices = [personal: number | null, large: number | null, family: number | null];

const rangePrices: Record<PizzaRange, SizePrices> = {
  'classics-range': [795, 1195, 1595],
  'favourites-range': [895, 1495, 1895],
  'supreme-range': [995, 1695, 2095],
  'premium-range': [1095, 1895, 2395],
  lunchpizza: [695, null, null],
  schnitzza: [null, 2195, 2595],
  unreal: [1095, 1895, 2395],
};

/** Where each range sits in the menu: category codes (first = main) and taxonomy. */
const rangeCategories: Record<PizzaRange, string[]> = {
  'classics-range': ['pizza', 'classics-range'],
  'favourites-range': ['pizza', 'favourites-range'],
  'supreme-range': ['pizza', 'supreme-range'],
  'premium-range': ['pizza', 'premium-range'],
  lunchpizza: ['lunchpizza'],
  schnitzza: ['schnitzza'],
  unreal: ['unreal'],
};

export const LUNCH_WINDOW: ProductAvailability = {
  daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  fromTime: '11:00',
  toTime: '15:00',
};

interface PizzaRow {
  id: number;
  name: string;
  range: PizzaRange;
  sauce: SauceName;
  toppings: string[];
  /** Energy of a large pizza, kJ. */
  largeKj: number;
  tags?: ProductTag[];
  isOutOfStock?: boolean;
  outOfStockStoreCodes?: string[];
}

const M = 'Mozzarella';

// prettier-ignore
const pizzaRows: PizzaRow[] = [
  { id: 1001, name: 'Margherita', range: 'classics-range', sauce: 'Tomato', toppings: [M, 'Fresh Tomato'], largeKj: 7050 },
  { id: 1002, name: 'Hawaiian', range: 'classics-range', sauce: 'Tomato', toppings: [M, 'Ham', 'Pineapple'], largeKj: 7480 },
  { id: 1003, name: 'Pepperoni', range: 'classics-range', sauce: 'Tomato', toppings: [M, 'Pepperoni'], largeKj: 7900, tags: [promo('Best Seller')] },
  { id: 1004, name: 'Ham & Cheese', range: 'classics-range', sauce: 'Tomato', toppings: [M, 'Ham'], largeKj: 7380 },
  { id: 1005, name: 'Veggie Trio', range: 'classics-range', sauce: 'Tomato', toppings: [M, 'Mushrooms', 'Capsicum', 'Spanish Onion'], largeKj: 6820 },
  { id: 1006, name: 'Cheese Lovers', range: 'classics-range', sauce: 'Tomato', toppings: [M, 'Feta', 'Parmesan'], largeKj: 8150 },
  { id: 1011, name: 'BBQ Meatlovers', range: 'favourites-range', sauce: 'BBQ', toppings: [M, 'Ham', 'Pepperoni', 'Italian Sausage', 'Bacon', 'Seasoned Beef'], largeKj: 9420, tags: [promo('Best Seller')] },
  { id: 1012, name: 'Chicken & Bacon', range: 'favourites-range', sauce: 'Tomato', toppings: [M, 'Chicken', 'Bacon', 'Spanish Onion'], largeKj: 8260 },
  { id: 1013, name: 'Pepperoni Lovers', range: 'favourites-range', sauce: 'Tomato', toppings: [M, 'Pepperoni', 'Salami', 'Parmesan'], largeKj: 8840 },
  { id: 1014, name: 'Mexicana', range: 'favourites-range', sauce: 'Tomato', toppings: [M, 'Seasoned Beef', 'Capsicum', 'Spanish Onion', 'Jalapeños'], largeKj: 8120, tags: [spice('Hot')] },
  { id: 1015, name: 'Garlic Mushroom', range: 'favourites-range', sauce: 'Garlic', toppings: [M, 'Mushrooms', 'Roasted Garlic', 'Parmesan'], largeKj: 7640 },
  { id: 1016, name: 'Peri Peri Chicken', range: 'favourites-range', sauce: 'Peri Peri', toppings: [M, 'Peri Peri Chicken', 'Spanish Onion', 'Capsicum'], largeKj: 7710, tags: [spice('Medium')] },
  { id: 1021, name: 'Supreme', range: 'supreme-range', sauce: 'Tomato', toppings: [M, 'Ham', 'Pepperoni', 'Seasoned Beef', 'Italian Sausage', 'Mushrooms', 'Capsicum', 'Spanish Onion', 'Black Olives', 'Pineapple'], largeKj: 8980, tags: [promo('Best Seller')] },
  { id: 1022, name: 'Veggie Supreme', range: 'supreme-range', sauce: 'Tomato', toppings: [M, 'Mushrooms', 'Capsicum', 'Spanish Onion', 'Black Olives', 'Fresh Tomato', 'Baby Spinach', 'Pineapple'], largeKj: 7230 },
  { id: 1023, name: 'Chicken Supreme', range: 'supreme-range', sauce: 'Tomato', toppings: [M, 'Chicken', 'Bacon', 'Mushrooms', 'Capsicum', 'Spanish Onion'], largeKj: 8410 },
  { id: 1024, name: 'Meat Supreme', range: 'supreme-range', sauce: 'BBQ', toppings: [M, 'Ham', 'Bacon', 'Pepperoni', 'Salami', 'Italian Sausage', 'Seasoned Beef', 'Meatballs'], largeKj: 9870 },
  { id: 1025, name: 'Mediterranean Supreme', range: 'supreme-range', sauce: 'Tomato', toppings: [M, 'Salami', 'Black Olives', 'Feta', 'Baby Spinach', 'Fresh Tomato', 'Spanish Onion'], largeKj: 8030, isOutOfStock: true },
  { id: 1031, name: 'Garlic Prawn', range: 'premium-range', sauce: 'Garlic', toppings: [M, 'Prawns', 'Roasted Garlic', 'Baby Spinach', 'Fresh Tomato'], largeKj: 7560, outOfStockStoreCodes: ['NSW004', 'QLD007', 'WA003'] },
  { id: 1032, name: 'Peri Peri Prawn', range: 'premium-range', sauce: 'Peri Peri', toppings: [M, 'Prawns', 'Capsicum', 'Spanish Onion', 'Jalapeños', 'Rocket'], largeKj: 7380, tags: [spice('Hot'), promo('New')], outOfStockStoreCodes: ['NSW004'] },
  { id: 1033, name: 'Smoky Brisket', range: 'premium-range', sauce: 'BBQ', toppings: [M, 'Smoked Brisket', 'Bacon', 'Spanish Onion', 'Parmesan'], largeKj: 9210, outOfStockStoreCodes: ['VIC010', 'SA002'] },
  { id: 1034, name: 'Truffle Mushroom', range: 'premium-range', sauce: 'Garlic', toppings: [M, 'Mushrooms', 'Roasted Garlic', 'Parmesan', 'Rocket'], largeKj: 7690 },
  { id: 1035, name: 'Anchovy Napoletana', range: 'premium-range', sauce: 'Tomato', toppings: [M, 'Anchovies', 'Black Olives', 'Fresh Tomato'], largeKj: 7120 },
  { id: 1041, name: 'Lunch Margherita', range: 'lunchpizza', sauce: 'Tomato', toppings: [M, 'Fresh Tomato'], largeKj: 7050 },
  { id: 1042, name: 'Lunch Pepperoni', range: 'lunchpizza', sauce: 'Tomato', toppings: [M, 'Pepperoni'], largeKj: 7900 },
  { id: 1043, name: 'Lunch Hawaiian', range: 'lunchpizza', sauce: 'Tomato', toppings: [M, 'Ham', 'Pineapple'], largeKj: 7480 },
  { id: 1051, name: 'Chicken Parmi Schnitzza', range: 'schnitzza', sauce: 'Tomato', toppings: ['Crispy Chicken Schnitzel', 'Ham', M, 'Parmesan'], largeKj: 10450, tags: [promo('Limited Time')] },
  { id: 1052, name: 'BBQ Bacon Schnitzza', range: 'schnitzza', sauce: 'BBQ', toppings: ['Crispy Chicken Schnitzel', 'Bacon', M, 'Spanish Onion'], largeKj: 10780 },
  { id: 1061, name: 'Unreal Pepperoni', range: 'unreal', sauce: 'Tomato', toppings: ['Plant-Based Cheese', 'Plant-Based Pepperoni'], largeKj: 7240, tags: [dietary('Plant Based')] },
  { id: 1062, name: 'Unreal Meatlovers', range: 'unreal', sauce: 'BBQ', toppings: ['Plant-Based Cheese', 'Plant-Based Pepperoni', 'Plant-Based Mince', 'Spanish Onion'], largeKj: 7910, tags: [dietary('Plant Based')] },
];

export const PIZZA_CUSTOMISATION: Product['customisation'] = [
  { type: 'Sauce', min: 0, max: 1 },
  { type: 'Base', min: 1, max: 1 },
  { type: 'Topping', min: 0, max: 10 },
];

/** The sizes a product is made in, each with the bases that suit it. */
export const sizesFor = (prices: SizePrices, largeKj: number, baseList: ProductBase[]): ProductSize[] =>
  pizzaSizes.flatMap((size, index) => {
    const priceCents = prices[index];
    if (priceCents === null || priceCents === undefined) return [];
    return [
      {
        sizeId: size.sizeId,
        name: size.name,
        priceCents,
        energyKj: Math.round(largeKj * size.energyFactor),
        bases: baseList.filter((base) => base.compatibleWith.includes(size.sizeId)).map((base) => base.productId),
      },
    ];
  });

/** Bases that suit at least one of the offered sizes, listing only those sizes. */
export const basesFor = (sizeIds: SizeId[]): ProductBase[] =>
  pizzaBases.flatMap((base) => {
    const compatibleWith = base.compatibleWith.filter((sizeId) => sizeIds.includes(sizeId));
    return compatibleWith.length === 0 ? [] : [{ productId: base.productId, name: base.name, compatibleWith }];
  });

export const offeredSizeIds = (prices: SizePrices): SizeId[] =>
  pizzaSizes.filter((_size, index) => prices[index] !== null).map((size) => size.sizeId);

/** Base choices as ingredients: Pan is the default. */
export const baseIngredients = (baseList: ProductBase[]): ProductIngredient[] =>
  baseList.map((base) => {
    const source = pizzaBases.find((candidate) => candidate.productId === base.productId);
    return {
      productId: base.productId,
      name: base.name,
      ingredientCategoryCode: 'Base',
      isDefault: base.productId === BASE.pan,
      priceCents: source?.priceCents ?? 0,
      maxQuantity: 1,
    };
  });

const ingredientsFor = (row: PizzaRow, baseList: ProductBase[]): ProductIngredient[] => [
  ...baseIngredients(baseList),
  ...pizzaSauces.map((sauce): ProductIngredient => ({
    productId: sauce.productId,
    name: sauce.name,
    ingredientCategoryCode: 'Sauce',
    isDefault: sauce.name === row.sauce,
    priceCents: sauce.priceCents,
    maxQuantity: 1,
  })),
  ...pizzaToppings.map((topping): ProductIngredient => ({
    productId: topping.productId,
    name: topping.name,
    ingredientCategoryCode: 'Topping',
    isDefault: row.toppings.includes(topping.name),
    priceCents: topping.priceCents,
    // Light, normal or extra; extra counts as two ingredients (decision 182).
    maxQuantity: 2,
    portionPriceCents: standardPortionPrices(topping.priceCents),
  })),
];

/** The pizza as it comes (standard base, sauce and toppings) decides its diet (decision 178). */
const dietaryTags = (row: PizzaRow): ProductTag[] => {
  const pan = pizzaBases.find((base) => base.productId === BASE.pan);
  const diet = dietOf([...(pan ? [pan] : []), findSauce(row.sauce), ...row.toppings.map(findTopping)]);
  if (diet === 'neither') return [];
  return diet === 'vegan' ? [dietary('Vegan')] : [dietary('Vegetarian')];
};

const describe = (row: PizzaRow): string => {
  const names = row.toppings.map((name) => name.toLowerCase());
  const last = names.pop();
  const list = names.length > 0 ? `${names.join(', ')} and ${last}` : (last ?? '');
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} on a ${row.sauce.toLowerCase()} sauce base.`;
};

const pizzaFromRow = (row: PizzaRow): Product => {
  const prices = rangePrices[row.range];
  const baseList = basesFor(offeredSizeIds(prices));
  const sizes = sizesFor(prices, row.largeKj, baseList);
  const pan = pizzaBases.find((base) => base.productId === BASE.pan);
  return makeProduct({
    productId: row.id,
    name: row.name,
    description: describe(row),
    productType: 'Pizzas',
    discriminator: 'CustomisableProduct',
    categoryCodes: rangeCategories[row.range],
    totalPrice: Math.min(...sizes.map((size) => size.priceCents)),
    ingredients: ingredientsFor(row, baseList),
    bases: baseList,
    sizes,
    tags: [...dietaryTags(row), ...(row.tags ?? [])],
    allergens: sortAllergens([
      ...(pan?.allergens ?? []),
      ...findSauce(row.sauce).allergens,
      ...row.toppings.flatMap((name) => findTopping(name).allergens),
    ]),
    isOutOfStock: row.isOutOfStock ?? false,
    outOfStockStoreCodes: row.outOfStockStoreCodes ?? [],
    customisation: PIZZA_CUSTOMISATION,
    availability: row.range === 'lunchpizza' ? LUNCH_WINDOW : null,
  });
};

export const pizzas: Product[] = pizzaRows.map((row, index) => ({ ...pizzaFromRow(row), sortOrder: (index + 1) * 10 }));

export const pizzaIdsIn = (...ranges: PizzaRange[]): number[] =>
  pizzaRows.filter((row) => ranges.includes(row.range)).map((row) => row.id);
