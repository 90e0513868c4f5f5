// Product fixtures for the builder, cart and upsell tests: a pizza shaped like the catalogue's
// Pepperoni (sizes, bases with compatibility, sauces, toppings with default portions and prices, the
// 10-topping rule), a Hawaiian, a half-and-half and a stock item.
import type { ProductIngredient, ProductView } from '@storefront/contract';

const ing = (
  productId: number,
  name: string,
  code: ProductIngredient['ingredientCategoryCode'],
  priceCents: number,
  isDefault = false,
  maxQuantity = code === 'Topping' ? 2 : 1,
): ProductIngredient => ({ productId, name, ingredientCategoryCode: code, priceCents, isDefault, maxQuantity });

export const PAN = 701;
export const THIN = 702;
export const STUFFED = 703;
export const GLUTEN_FREE = 704;
export const TOMATO = 601;
export const BBQ = 602;
export const PEPPERONI_TOPPING = 502;
export const MOZZARELLA = 541;
export const BACON = 503;
export const MUSHROOMS = 531;
export const PRAWNS = 521;
export const PERSONAL = 1;
export const LARGE = 2;
export const FAMILY = 3;

const toppings: ProductIngredient[] = [
  ing(501, 'Ham', 'Topping', 250),
  ing(PEPPERONI_TOPPING, 'Pepperoni', 'Topping', 250, true),
  ing(BACON, 'Bacon', 'Topping', 250),
  ing(504, 'Italian Sausage', 'Topping', 250),
  ing(505, 'Seasoned Beef', 'Topping', 250),
  ing(511, 'Chicken', 'Topping', 250),
  ing(PRAWNS, 'Prawns', 'Topping', 400),
  ing(MUSHROOMS, 'Mushrooms', 'Topping', 150),
  ing(532, 'Spanish Onion', 'Topping', 150),
  ing(533, 'Capsicum', 'Topping', 150),
  ing(534, 'Pineapple', 'Topping', 150),
  ing(MOZZARELLA, 'Mozzarella', 'Topping', 200, true),
  ing(542, 'Feta', 'Topping', 200),
  ing(551, 'Plant-Based Cheese', 'Topping', 300),
];

export const pepperoni: ProductView = {
  productId: 1003,
  slug: 'pepperoni',
  name: 'Pepperoni',
  description: 'Mozzarella and pepperoni on a tomato sauce base.',
  productType: 'Pizzas',
  discriminator: 'CustomisableProduct',
  taxonomy: ['pizza', 'classics-range'],
  totalPrice: 795,
  ingredients: [
    ing(PAN, 'Pan', 'Base', 0, true),
    ing(THIN, "Thin 'n Crispy", 'Base', 0),
    ing(STUFFED, 'Stuffed Crust', 'Base', 400),
    ing(GLUTEN_FREE, 'Gluten Free', 'Base', 300),
    ing(TOMATO, 'Tomato', 'Sauce', 0, true),
    ing(BBQ, 'BBQ', 'Sauce', 0),
    ing(603, 'Garlic', 'Sauce', 50),
    ...toppings,
  ],
  bases: [
    { productId: PAN, name: 'Pan', compatibleWith: [1, 2, 3] },
    { productId: THIN, name: "Thin 'n Crispy", compatibleWith: [1, 2, 3] },
    { productId: STUFFED, name: 'Stuffed Crust', compatibleWith: [2] },
    { productId: GLUTEN_FREE, name: 'Gluten Free', compatibleWith: [1, 2] },
  ],
  sizes: [
    { sizeId: PERSONAL, name: 'Personal', priceCents: 795, energyKj: 3555, bases: [PAN, THIN, GLUTEN_FREE] },
    { sizeId: LARGE, name: 'Large', priceCents: 1195, energyKj: 7900, bases: [PAN, THIN, STUFFED, GLUTEN_FREE] },
    { sizeId: FAMILY, name: 'Family', priceCents: 1595, energyKj: 10665, bases: [PAN, THIN] },
  ],
  categories: [],
  tags: [{ name: 'Best Seller', tagType: 'promo' }],
  allergens: ['gluten', 'wheat', 'milk'],
  isOutOfStock: false,
  isAvailable: true,
  sortOrder: 30,
  paymentType: 'Standard',
  alcoholUnits: 0,
  isFreePromoDrink: false,
  imageSlug: 'pepperoni',
  customisation: [
    { type: 'Sauce', min: 0, max: 1 },
    { type: 'Base', min: 1, max: 1 },
    { type: 'Topping', min: 0, max: 10 },
  ],
  requiresCoupon: false,
  ignoreMinSpend: false,
  availability: null,
  outOfStockStoreCodes: [],
};

export const hawaiian: ProductView = {
  ...pepperoni,
  productId: 1002,
  slug: 'hawaiian',
  name: 'Hawaiian',
  ingredients: pepperoni.ingredients.map((i) =>
    i.ingredientCategoryCode !== 'Topping'
      ? i
      : { ...i, isDefault: i.name === 'Ham' || i.name === 'Pineapple' || i.name === 'Mozzarella' },
  ),
};

export const halfAndHalf: ProductView = {
  ...pepperoni,
  productId: 1090,
  slug: 'half-n-half',
  name: "Half 'n' Half",
  productType: 'HalfnHalf',
  totalPrice: 1695,
  ingredients: pepperoni.ingredients.filter((i) => i.ingredientCategoryCode === 'Base'),
  bases: [
    { productId: PAN, name: 'Pan', compatibleWith: [2, 3] },
    { productId: STUFFED, name: 'Stuffed Crust', compatibleWith: [2] },
  ],
  sizes: [
    { sizeId: LARGE, name: 'Large', priceCents: 1695, energyKj: 8000, bases: [PAN, STUFFED] },
    { sizeId: FAMILY, name: 'Family', priceCents: 2195, energyKj: 10800, bases: [PAN] },
  ],
  customisation: [{ type: 'Base', min: 1, max: 1 }],
  mealSlots: [
    { slotId: 1, name: 'First Half', quantity: 1, allowedProductIds: [1002, 1003], defaultProductId: 1003 },
    { slotId: 2, name: 'Second Half', quantity: 1, allowedProductIds: [1002, 1003], defaultProductId: 1002 },
  ],
};

export const garlicBread: ProductView = {
  ...pepperoni,
  productId: 2001,
  slug: 'garlic-bread',
  name: 'Garlic Bread',
  productType: 'Sides',
  discriminator: 'StockItem',
  taxonomy: ['sides'],
  totalPrice: 595,
  ingredients: [],
  bases: [],
  sizes: [],
  energyKj: 2900,
  customisation: [],
};

/** The catalogue's delivery surcharge (slug 'delivery-fee'), as GET /surcharges lists it. */
export const deliveryFee: ProductView = {
  ...garlicBread,
  productId: 9001,
  slug: 'delivery-fee',
  name: 'Delivery Fee',
  discriminator: 'Surcharge',
  taxonomy: [],
  totalPrice: 795,
  energyKj: undefined,
};
