import type { Product } from '@storefront/contract';
import { makeProduct, sortAllergens } from './build.ts';
import { SIZE } from './ingredients.ts';
import { baseIngredients, basesFor, pizzaIdsIn, pizzas, sizesFor } from './pizzas.ts';

const halfIds = pizzaIdsIn('classics-range', 'favourites-range', 'supreme-range', 'premium-range');
const halves = pizzas.filter((pizza) => halfIds.includes(pizza.productId));
const baseList = basesFor([SIZE.large, SIZE.family]);
const sizes = sizesFor([null, 1695, 2195], 8000, baseList);

/** Two half pizzas on one base; a half may be any pizza from the four ranges. */
export const halfNHalf: Product = makeProduct({
  productId: 1090,
  name: "Half 'n' Half",
  description: 'Can’t decide? Pick two favourites, one on each half of a large or family pizza.',
  productType: 'HalfnHalf',
  discriminator: 'CustomisableProduct',
  categoryCodes: ['pizza'],
  taxonomy: ['pizza', 'half-n-half'],
  totalPrice: Math.min(...sizes.map((size) => size.priceCents)),
  ingredients: baseIngredients(baseList),
  bases: baseList,
  sizes,
  // may contain anything its halves contain
  allergens: sortAllergens(halves.flatMap((pizza) => pizza.allergens)),
  allergensKnown: halves.every((pizza) => pizza.allergensKnown === true),
  customisation: [{ type: 'Base', min: 1, max: 1 }],
  mealSlots: [
    { slotId: 1, name: 'First Half', quantity: 1, allowedProductIds: halfIds, defaultProductId: 1003 },
    { slotId: 2, name: 'Second Half', quantity: 1, allowedProductIds: halfIds, defaultProductId: 1002 },
  ],
  sortOrder: 5,
});
