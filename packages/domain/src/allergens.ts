/**
 * The allergens Australian food labelling (FSANZ PEAL) requires to be declared. Listed here, not in
 * the contract (which builds its enum from it, decision 166), so the menu's filters use it without
 * loading the schema library.
 */
export const ALLERGEN_NAMES = [
  'gluten',
  'wheat',
  'milk',
  'egg',
  'soy',
  'sesame',
  'peanut',
  'tree nuts',
  'fish',
  'crustacea',
  'mollusc',
  'lupin',
  'sulphites',
] as const;

export type AllergenName = (typeof ALLERGEN_NAMES)[number];
