import type { Product } from '@storefront/contract';
import { allergensOf, dietary, inOrder, makeProduct, promo, standardDrinks } from './build.ts';

type DrinkRow = [id: number, name: string, priceCents: number, description: string];

// prettier-ignore
const softDrinkRows: DrinkRow[] = [
  [3001, 'Cola 600ml', 450, 'Classic cola, 600ml bottle.'],
  [3002, 'Cola No Sugar 600ml', 450, 'No-sugar cola, 600ml bottle.'],
  [3003, 'Lemonade 600ml', 450, 'Sparkling lemonade, 600ml bottle.'],
  [3004, 'Orange Burst 600ml', 450, 'Orange soft drink, 600ml bottle.'],
  [3011, 'Cola 1.25L', 595, 'Classic cola, 1.25 litre bottle.'],
  [3012, 'Cola No Sugar 1.25L', 595, 'No-sugar cola, 1.25 litre bottle.'],
  [3013, 'Lemonade 1.25L', 595, 'Sparkling lemonade, 1.25 litre bottle.'],
  [3014, 'Lemon Squash 1.25L', 595, 'Lemon squash, 1.25 litre bottle.'],
  [3021, 'Spring Water 600ml', 395, 'Still Australian spring water.'],
  [3022, 'Lemon Iced Tea 500ml', 495, 'Lemon-flavoured iced tea.'],
];

const softDrinks = softDrinkRows.map(([productId, name, totalPrice, description]) =>
  makeProduct({
    productId,
    name,
    totalPrice,
    description,
    productType: 'Drinks',
    discriminator: 'StockItem',
    categoryCodes: ['drinks'],
    isOutOfStock: productId === 3014,
    outOfStockStoreCodes: productId === 3004 ? ['VIC003', 'ACT002'] : [],
    // sulphites: preservative 223 in the orange drink
    allergens: productId === 3004 ? ['sulphites'] : [],
    // Water, soft drinks and iced tea: no animal ingredients (decision 178).
    tags: [dietary('Vegan')],
  }),
);

/** Drinks the basket adds for free while a promotion runs; never sold on their own. */
const freePromoDrinks = (
  [
    [3031, 'Free Cola No Sugar 1.25L', 'Free with selected online orders while the promotion runs.'],
    [3032, 'Free Lemonade 600ml', 'Free with any meal while the promotion runs.'],
  ] as const
).map(([productId, name, description]) =>
  makeProduct({
    productId,
    name,
    description,
    totalPrice: 0,
    productType: 'Drinks',
    discriminator: 'StockItem',
    categoryCodes: ['drinks'],
    taxonomy: ['drinks', 'promo'],
    isFreePromoDrink: true,
    // The same cola and lemonade as sold: no declarable allergens, no animal ingredients.
    allergens: [],
    tags: [promo('Free'), dietary('Vegan')],
  }),
);

export const drinks: Product[] = inOrder([...softDrinks, ...freePromoDrinks]);

type AlcoholRow = [id: number, name: string, priceCents: number, litres: number, abvPercent: number, allergens: string];

// prettier-ignore
const alcoholRows: AlcoholRow[] = [
  [3101, 'Pale Ale 375ml Can', 650, 0.375, 4.6, 'gluten'],
  [3102, 'Lager 6 x 375ml', 2595, 6 * 0.375, 4.5, 'gluten'],
  [3103, 'Apple Cider 375ml', 695, 0.375, 5.4, 'sulphites'],
  [3104, 'Mid-Strength Lager 4 x 375ml', 1695, 4 * 0.375, 3.5, 'gluten'],
  [3105, 'Barossa Shiraz 750ml', 2495, 0.75, 13.5, 'sulphites'],
  [3106, 'Sauvignon Blanc 750ml', 2295, 0.75, 12.5, 'sulphites,milk,egg'],
];

const describeAlcohol = (name: string, units: number): string =>
  `${name}. Contains ${units} standard drinks. Must be 18+ to purchase; ID checked on delivery.`;

export const alcohol: Product[] = inOrder(
  alcoholRows.map(([productId, name, totalPrice, litres, abv, allergens]) => {
    const alcoholUnits = standardDrinks(litres, abv);
    return makeProduct({
      productId,
      name,
      totalPrice,
      description: describeAlcohol(name, alcoholUnits),
      productType: 'Alcohol',
      discriminator: 'StockItem',
      categoryCodes: ['alcohol'],
      alcoholUnits,
      allergens: allergensOf(allergens),
    });
  }),
);
