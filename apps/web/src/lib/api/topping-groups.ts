// Topping groups for the builder (meats, chicken, seafood, vegetables, cheese, plant-based) and the
// pizza filter (meat, chicken, prawn, veggie). The product service gives toppings by name only, so
// the group is read from the name; anything unrecognised counts as a vegetable topping.
export type ToppingGroup = 'meat' | 'chicken' | 'seafood' | 'veg' | 'cheese' | 'plant';

export const TOPPING_GROUPS: { group: ToppingGroup; label: string }[] = [
  { group: 'meat', label: 'Meats' },
  { group: 'chicken', label: 'Chicken' },
  { group: 'seafood', label: 'Seafood' },
  { group: 'veg', label: 'Vegetables' },
  { group: 'cheese', label: 'Cheese' },
  { group: 'plant', label: 'Plant-based' },
];

const PATTERNS: [ToppingGroup, RegExp][] = [
  ['plant', /plant[- ]based|vegan|\bunreal\b/i],
  ['chicken', /chicken|schnitzel/i],
  ['seafood', /prawn|shrimp|anchov|tuna|salmon|squid|calamari|seafood|fish/i],
  ['cheese', /cheese|mozzarella|feta|parmesan|cheddar|bocconcini|ricotta|haloumi|halloumi/i],
  ['meat', /\bham\b|pepperoni|bacon|sausage|beef|salami|meatball|brisket|chorizo|prosciutto|pork|lamb|mince|kebab/i],
];

/**
 * Groups read once per name: the builder asks for every topping once per group on every render,
 * and the menu for every pizza's toppings; the names are the product service's few dozen.
 */
const groupOfName = new Map<string, ToppingGroup>();

export function toppingGroupOf(name: string): ToppingGroup {
  let group = groupOfName.get(name);
  if (group === undefined) {
    group = PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'veg';
    groupOfName.set(name, group);
  }
  return group;
}

export type PizzaFilter = 'meat' | 'chicken' | 'prawn' | 'veggie';

export const PIZZA_FILTERS: { id: PizzaFilter; label: string }[] = [
  { id: 'meat', label: 'Meat' },
  { id: 'chicken', label: 'Chicken' },
  { id: 'prawn', label: 'Prawn' },
  { id: 'veggie', label: 'Veggie' },
];

/** Which filters a pizza with these toppings belongs to (several can apply: chicken and bacon). */
export function pizzaFiltersOf(toppingNames: readonly string[]): Set<PizzaFilter> {
  const filters = new Set<PizzaFilter>();
  for (const name of toppingNames) {
    const group = toppingGroupOf(name);
    if (group === 'meat') filters.add('meat');
    if (group === 'chicken') filters.add('chicken');
    if (group === 'seafood' && /prawn|shrimp/i.test(name)) filters.add('prawn');
  }
  const hasAnimal = toppingNames.some((name) => ['meat', 'chicken', 'seafood'].includes(toppingGroupOf(name)));
  if (!hasAnimal) filters.add('veggie');
  return filters;
}
