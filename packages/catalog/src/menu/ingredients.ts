import type { Allergen } from '@storefront/contract';

/**
 * The pizza ingredient catalogue: sizes, bases, sauces and toppings. Ingredient productIds (501–799)
 * never collide with sellable productIds (1000 and up).
 */

export const SIZE = { personal: 1, large: 2, family: 3 } as const;
export type SizeId = (typeof SIZE)[keyof typeof SIZE];

export interface PizzaSize {
  sizeId: SizeId;
  name: string;
  /** Energy of this size relative to a large pizza. */
  energyFactor: number;
}

export const pizzaSizes: PizzaSize[] = [
  { sizeId: SIZE.personal, name: 'Personal', energyFactor: 0.45 },
  { sizeId: SIZE.large, name: 'Large', energyFactor: 1 },
  { sizeId: SIZE.family, name: 'Family', energyFactor: 1.35 },
];

/** Who may eat an ingredient (decision 178): vegan, vegetarian, or neither. */
export type Diet = 'vegan' | 'vegetarian' | 'neither';

export interface Ingredient {
  productId: number;
  name: string;
  priceCents: number;
  allergens: Allergen[];
  diet: Diet;
}

export interface PizzaBase extends Ingredient {
  compatibleWith: SizeId[];
}

export const BASE = { pan: 701, thin: 702, stuffed: 703, glutenFree: 704 } as const;

export const pizzaBases: PizzaBase[] = [
  {
    productId: BASE.pan,
    name: 'Pan',
    priceCents: 0,
    allergens: ['gluten', 'wheat', 'soy'],
    diet: 'vegan',
    compatibleWith: [1, 2, 3],
  },
  {
    productId: BASE.thin,
    name: "Thin 'n Crispy",
    priceCents: 0,
    allergens: ['gluten', 'wheat', 'soy'],
    diet: 'vegan',
    compatibleWith: [1, 2, 3],
  },
  {
    productId: BASE.stuffed,
    name: 'Stuffed Crust',
    priceCents: 400,
    allergens: ['gluten', 'wheat', 'soy', 'milk'],
    diet: 'vegetarian',
    compatibleWith: [2],
  },
  {
    productId: BASE.glutenFree,
    name: 'Gluten Free',
    priceCents: 300,
    allergens: ['egg', 'soy'],
    diet: 'vegetarian',
    compatibleWith: [1, 2],
  },
];

export const pizzaSauces: Ingredient[] = [
  { productId: 601, name: 'Tomato', priceCents: 0, allergens: [], diet: 'vegan' },
  { productId: 602, name: 'BBQ', priceCents: 0, allergens: ['soy', 'sulphites'], diet: 'vegan' },
  { productId: 603, name: 'Garlic', priceCents: 0, allergens: ['milk', 'egg'], diet: 'vegetarian' },
  { productId: 604, name: 'Peri Peri', priceCents: 0, allergens: [], diet: 'vegan' },
];
export type SauceName = 'Tomato' | 'BBQ' | 'Garlic' | 'Peri Peri';

/** What a topping means for dietary tags. */
export type ToppingGroup = 'meat' | 'chicken' | 'seafood' | 'veg' | 'cheese' | 'plant';

export interface Topping extends Ingredient {
  group: ToppingGroup;
}

const groupPrice: Record<ToppingGroup, number> = {
  veg: 150,
  cheese: 200,
  meat: 250,
  chicken: 250,
  plant: 300,
  seafood: 400,
};

type ToppingRow = [productId: number, name: string, group: ToppingGroup, allergens: Allergen[]];

const toppingRows: ToppingRow[] = [
  [501, 'Ham', 'meat', ['sulphites']],
  [502, 'Pepperoni', 'meat', ['sulphites']],
  [503, 'Bacon', 'meat', ['sulphites']],
  [504, 'Italian Sausage', 'meat', ['gluten', 'wheat', 'sulphites']],
  [505, 'Seasoned Beef', 'meat', ['gluten', 'wheat', 'soy']],
  [506, 'Salami', 'meat', ['sulphites']],
  [507, 'Meatballs', 'meat', ['gluten', 'wheat', 'egg']],
  [508, 'Smoked Brisket', 'meat', ['soy']],
  [511, 'Chicken', 'chicken', []],
  [512, 'Peri Peri Chicken', 'chicken', []],
  [513, 'Crispy Chicken Schnitzel', 'chicken', ['gluten', 'wheat', 'egg', 'milk']],
  [521, 'Prawns', 'seafood', ['crustacea']],
  [522, 'Anchovies', 'seafood', ['fish']],
  [531, 'Mushrooms', 'veg', []],
  [532, 'Spanish Onion', 'veg', []],
  [533, 'Capsicum', 'veg', []],
  [534, 'Pineapple', 'veg', []],
  [535, 'Black Olives', 'veg', []],
  [536, 'Baby Spinach', 'veg', []],
  [537, 'Fresh Tomato', 'veg', []],
  [538, 'Jalapeños', 'veg', []],
  [539, 'Roasted Garlic', 'veg', []],
  [540, 'Rocket', 'veg', []],
  [541, 'Mozzarella', 'cheese', ['milk']],
  [542, 'Feta', 'cheese', ['milk']],
  [543, 'Parmesan', 'cheese', ['milk']],
  [551, 'Plant-Based Cheese', 'plant', []],
  [552, 'Plant-Based Pepperoni', 'plant', ['gluten', 'wheat', 'soy']],
  [553, 'Plant-Based Mince', 'plant', ['soy']],
];

/** Animal rennet by definition (Parmigiano): a cheese that is not vegetarian. */
const ANIMAL_RENNET_CHEESES = ['Parmesan'];

/** Meat, chicken and seafood are neither; cheese and milk or egg are vegetarian; the rest vegan. */
const toppingDiet = (name: string, group: ToppingGroup, allergens: Allergen[]): Diet => {
  if (group === 'meat' || group === 'chicken' || group === 'seafood') return 'neither';
  if (ANIMAL_RENNET_CHEESES.includes(name)) return 'neither';
  if (group === 'cheese' || allergens.includes('milk') || allergens.includes('egg')) return 'vegetarian';
  return 'vegan';
};

export const pizzaToppings: Topping[] = toppingRows.map(([productId, name, group, allergens]) => ({
  productId,
  name,
  group,
  priceCents: groupPrice[group],
  allergens,
  diet: toppingDiet(name, group, allergens),
}));

/** The diet of a dish: the strictest its ingredients all meet. */
export const dietOf = (ingredients: readonly Pick<Ingredient, 'diet'>[]): Diet => {
  if (ingredients.some((ingredient) => ingredient.diet === 'neither')) return 'neither';
  return ingredients.every((ingredient) => ingredient.diet === 'vegan') ? 'vegan' : 'vegetarian';
};

export const findTopping = (name: string): Topping => {
  const topping = pizzaToppings.find((candidate) => candidate.name === name);
  if (!topping) throw new Error(`Unknown topping ${name}`);
  return topping;
};

export const findSauce = (name: SauceName): Ingredient => {
  const sauce = pizzaSauces.find((candidate) => candidate.name === name);
  if (!sauce) throw new Error(`Unknown sauce ${name}`);
  return sauce;
};

/** Every ingredient productId, for checking that they never collide with sellable products. */
export const ingredientProductIds = (): number[] => [
  ...pizzaBases.map((base) => base.productId),
  ...pizzaSauces.map((sauce) => sauce.productId),
  ...pizzaToppings.map((topping) => topping.productId),
];
