import type { MealSlot, Product, ProductAvailability } from '@storefront/contract';
import { inOrder, makeProduct, promo, sortAllergens } from './build.ts';
import type { ProductSpec } from './build.ts';
import { drinks } from './drinks.ts';
import { pizzaIdsIn, pizzas } from './pizzas.ts';
import { desserts, sides, wings } from './stock-items.ts';

/** Meals, deals and coupons: fixed prices for a set of choices (meal slots). */

const largePizzas = pizzaIdsIn('classics-range', 'favourites-range');
const anyLargePizza = pizzaIdsIn('classics-range', 'favourites-range', 'supreme-range');
const premiumPizzas = pizzaIdsIn('premium-range');
const classicPizzas = pizzaIdsIn('classics-range');
const lunchPizzas = pizzaIdsIn('lunchpizza');
const sideIds = [2001, 2002, 2003, 2005];
const bigDrinks = [3011, 3012, 3013, 3014];
const smallDrinks = [3001, 3002, 3003, 3004, 3021, 3022];
const dessertIds = [4001, 4002, 4005];
const wingIds = [2101, 2102, 2104];

type SlotRow = [name: string, quantity: number, allowedProductIds: number[], defaultProductId: number];

const slots = (...rows: SlotRow[]): MealSlot[] =>
  rows.map(([name, quantity, allowedProductIds, defaultProductId], index) => ({
    slotId: index + 1,
    name,
    quantity,
    allowedProductIds,
    defaultProductId,
  }));

const everything = [...pizzas, ...sides, ...drinks, ...desserts, ...wings];

/** A meal may contain whatever its slots allow, so it declares all of their allergens. */
const slotAllergens = (mealSlots: MealSlot[]): Product['allergens'] => {
  const ids = new Set(mealSlots.flatMap((slot) => slot.allowedProductIds));
  return sortAllergens(
    everything.filter((product) => ids.has(product.productId)).flatMap((product) => product.allergens),
  );
};

/** Known only when every product its slots allow has allergen data (decision 178). */
const slotAllergensKnown = (mealSlots: MealSlot[]): boolean => {
  const ids = new Set(mealSlots.flatMap((slot) => slot.allowedProductIds));
  return [...ids].every((id) => everything.find((product) => product.productId === id)?.allergensKnown === true);
};

type BundleSpec = Omit<ProductSpec, 'productType' | 'discriminator'> & { mealSlots: MealSlot[] };

const bundle = (productType: 'Meals' | 'Deals' | 'Coupons', spec: BundleSpec): Product =>
  makeProduct({
    ...spec,
    productType,
    discriminator: productType === 'Coupons' ? 'Coupon' : 'Deal',
    allergens: slotAllergens(spec.mealSlots),
    allergensKnown: slotAllergensKnown(spec.mealSlots),
    requiresCoupon: spec.requiresCoupon ?? productType === 'Coupons',
  });

const weekdayLunch: ProductAvailability = { daysOfWeek: [1, 2, 3, 4, 5], fromTime: '11:00', toTime: '15:00' };

export const meals: Product[] = inOrder([
  bundle('Meals', {
    productId: 7001,
    name: 'Family Feast',
    description: 'Two large pizzas, a side and a 1.25L drink.',
    totalPrice: 4495,
    categoryCodes: ['pizza-meals'],
    tags: [promo('Best Value')],
    mealSlots: slots(
      ['Large Pizzas', 2, largePizzas, 1003],
      ['Side', 1, sideIds, 2001],
      ['1.25L Drink', 1, bigDrinks, 3011],
    ),
  }),
  bundle('Meals', {
    productId: 7002,
    name: 'Date Night Meal',
    description: 'A large pizza, a dessert and two 600ml drinks.',
    totalPrice: 3495,
    categoryCodes: ['pizza-meals'],
    mealSlots: slots(
      ['Large Pizza', 1, anyLargePizza, 1011],
      ['Dessert', 1, dessertIds, 4001],
      ['600ml Drinks', 2, smallDrinks, 3001],
    ),
  }),
  bundle('Meals', {
    productId: 7003,
    name: 'Solo Meal',
    description: 'A personal pizza, a side and a 600ml drink. No minimum spend.',
    totalPrice: 1495,
    categoryCodes: ['pizza-meals'],
    ignoreMinSpend: true,
    mealSlots: slots(
      ['Personal Pizza', 1, largePizzas, 1003],
      ['Side', 1, sideIds, 2003],
      ['600ml Drink', 1, smallDrinks, 3001],
    ),
  }),
  bundle('Meals', {
    productId: 7004,
    name: 'Wings & Pizza Meal',
    description: 'A large pizza, six wings and a 1.25L drink.',
    totalPrice: 2995,
    categoryCodes: ['pizza-meals', 'WingsStreet'],
    mealSlots: slots(
      ['Large Pizza', 1, largePizzas, 1011],
      ['Wings', 1, wingIds, 2102],
      ['1.25L Drink', 1, bigDrinks, 3011],
    ),
  }),
]);

export const deals: Product[] = inOrder([
  bundle('Deals', {
    productId: 7101,
    name: 'Any 2 Large Pizzas',
    description: 'Two large pizzas from the Classics, Favourites or Supreme ranges.',
    totalPrice: 2995,
    categoryCodes: ['pizza-meals', 'offers'],
    mealSlots: slots(['Large Pizzas', 2, anyLargePizza, 1003]),
  }),
  bundle('Deals', {
    productId: 7102,
    name: 'Party Pack',
    description: 'Three large pizzas, two sides and two 1.25L drinks.',
    totalPrice: 5995,
    categoryCodes: ['pizza-meals'],
    mealSlots: slots(
      ['Large Pizzas', 3, anyLargePizza, 1021],
      ['Sides', 2, sideIds, 2001],
      ['1.25L Drinks', 2, bigDrinks, 3011],
    ),
  }),
  bundle('Deals', {
    productId: 7103,
    name: 'Pizza + Drink Lunch Deal',
    description: 'A lunch pizza and a 600ml drink, weekdays 11am to 3pm.',
    totalPrice: 995,
    categoryCodes: ['pizza-meals', 'lunchpizza'],
    availability: weekdayLunch,
    mealSlots: slots(['Lunch Pizza', 1, lunchPizzas, 1042], ['600ml Drink', 1, smallDrinks, 3001]),
  }),
  bundle('Deals', {
    productId: 7104,
    name: 'Large Classic Pizza $9.95',
    description: 'Any large Classics Range pizza for $9.95 with a valid coupon.',
    totalPrice: 995,
    categoryCodes: ['offers'],
    requiresCoupon: true,
    tags: [promo('Coupon')],
    mealSlots: slots(['Large Classic Pizza', 1, classicPizzas, 1003]),
  }),
  bundle('Deals', {
    productId: 7105,
    name: 'Online Exclusive Premium Pizza + Wings',
    description: 'A large premium pizza and six wings. Online exclusive.',
    totalPrice: 2795,
    categoryCodes: ['offers', 'pizza-meals'],
    paymentType: 'Exclusive',
    tags: [promo('Online Exclusive')],
    mealSlots: slots(['Premium Pizza', 1, premiumPizzas, 1031], ['Wings', 1, wingIds, 2101]),
  }),
]);

export const coupons: Product[] = inOrder([
  bundle('Coupons', {
    productId: 8001,
    name: 'Any Premium Large $14.95',
    description: 'Coupon: any large Premium Range pizza for $14.95.',
    totalPrice: 1495,
    categoryCodes: ['coupons'],
    mealSlots: slots(['Premium Pizza', 1, premiumPizzas, 1031]),
  }),
  bundle('Coupons', {
    productId: 8002,
    name: 'Free Garlic Bread',
    description: 'Coupon: a free garlic bread with your order.',
    totalPrice: 0,
    categoryCodes: ['coupons'],
    mealSlots: slots(['Garlic Bread', 1, [2001], 2001]),
  }),
  bundle('Coupons', {
    productId: 8003,
    name: '2 Large Classics + 1.25L Drink $24.95',
    description: 'Coupon: two large Classics Range pizzas and a 1.25L drink.',
    totalPrice: 2495,
    categoryCodes: ['coupons'],
    mealSlots: slots(['Large Classic Pizzas', 2, classicPizzas, 1001], ['1.25L Drink', 1, bigDrinks, 3011]),
  }),
  // The campaign form's coupon (decision 159): each claim makes its own single-use code for it.
  bundle('Coupons', {
    productId: 8004,
    name: 'Free Large Classic Pizza',
    description: 'Coupon: any large Classics Range pizza, free, with your campaign coupon code.',
    totalPrice: 0,
    categoryCodes: ['coupons'],
    mealSlots: slots(['Large Classic Pizza', 1, classicPizzas, 1003]),
  }),
]);
