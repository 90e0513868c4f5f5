// Dietary and allergen filters for every menu page (decision 178): vegetarian, vegan, gluten-free
// base available, and "without" each allergen the catalogue declares. They live in the query
// string (?diet=vegan&without=milk,gluten) and, for the rest of the visit, in session storage.
// A product whose allergen data is incomplete is never shown as free of an allergen.
import { ALLERGEN_NAMES, type AllergenName } from '@storefront/domain';
import type { ProductView } from '../../lib/api/product-service.ts';
import { readSession, removeSession, writeSession } from '../../lib/storage.ts';

export const DIET_FILTERS = [
  { id: 'vegetarian', label: 'Vegetarian' },
  { id: 'vegan', label: 'Vegan' },
  { id: 'gluten-free-base', label: 'Gluten-free base available' },
] as const;
export type DietFilter = (typeof DIET_FILTERS)[number]['id'];

/** Every allergen the catalogue can declare, in the contract's order. */
export const ALLERGEN_FILTERS: readonly AllergenName[] = ALLERGEN_NAMES;

export interface MenuFilters {
  diets: DietFilter[];
  without: AllergenName[];
}

export const NO_FILTERS: MenuFilters = { diets: [], without: [] };
export const DIET_PARAM = 'diet';
export const WITHOUT_PARAM = 'without';
export const FILTERS_SESSION_KEY = 'menu_filters';

const listOf = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Known values only, in the lists' own order, once each: a hand-edited URL cannot break the page. */
export function parseFilters(search: URLSearchParams): MenuFilters {
  const diets = listOf(search.get(DIET_PARAM));
  const without = listOf(search.get(WITHOUT_PARAM));
  return {
    diets: DIET_FILTERS.map((d) => d.id).filter((id) => diets.includes(id)),
    without: ALLERGEN_FILTERS.filter((allergen) => without.includes(allergen)),
  };
}

export const hasFilters = (filters: MenuFilters): boolean => filters.diets.length + filters.without.length > 0;

export const hasFilterParams = (search: URLSearchParams): boolean =>
  search.has(DIET_PARAM) || search.has(WITHOUT_PARAM);

/** The query string with these filters, other parameters kept. */
export function withFilters(search: URLSearchParams, filters: MenuFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(DIET_PARAM);
  next.delete(WITHOUT_PARAM);
  if (filters.diets.length > 0) next.set(DIET_PARAM, filters.diets.join(','));
  if (filters.without.length > 0) next.set(WITHOUT_PARAM, filters.without.join(','));
  return next;
}

export function readSessionFilters(): MenuFilters {
  try {
    const stored = JSON.parse(readSession(FILTERS_SESSION_KEY) ?? 'null') as Partial<MenuFilters> | null;
    if (!stored) return NO_FILTERS;
    const search = new URLSearchParams();
    search.set(DIET_PARAM, (stored.diets ?? []).join(','));
    search.set(WITHOUT_PARAM, (stored.without ?? []).join(','));
    return parseFilters(search);
  } catch {
    return NO_FILTERS;
  }
}

export function saveSessionFilters(filters: MenuFilters): void {
  if (hasFilters(filters)) writeSession(FILTERS_SESSION_KEY, JSON.stringify(filters));
  else removeSession(FILTERS_SESSION_KEY);
}

type Filterable = Pick<ProductView, 'tags' | 'bases' | 'allergens' | 'allergensKnown'>;

const hasTag = (product: Filterable, name: string) =>
  product.tags.some((tag) => tag.tagType === 'dietary' && tag.name === name);

/** A base named gluten free among those the product is made on. */
export const hasGlutenFreeBase = (product: Filterable): boolean =>
  product.bases.some((base) => /gluten[- ]free/i.test(base.name));

function meetsDiet(product: Filterable, diet: DietFilter): boolean {
  if (diet === 'vegan') return hasTag(product, 'Vegan');
  if (diet === 'vegetarian') return hasTag(product, 'Vegetarian') || hasTag(product, 'Vegan');
  return hasGlutenFreeBase(product);
}

/** Free of an allergen only when every ingredient's allergens are known and none is it. */
export const isFreeOf = (product: Filterable, allergen: AllergenName): boolean =>
  product.allergensKnown === true && !product.allergens.includes(allergen);

export const matchesFilters = (product: Filterable, filters: MenuFilters): boolean =>
  filters.diets.every((diet) => meetsDiet(product, diet)) &&
  filters.without.every((allergen) => isFreeOf(product, allergen));

/** 'Vegan, without milk and egg': what the filters ask for, in words. */
export function describeFilters(filters: MenuFilters): string {
  const diets = filters.diets.map((id) => DIET_FILTERS.find((d) => d.id === id)!.label);
  const parts: string[] = [...diets];
  if (filters.without.length > 0) parts.push(`without ${listInWords(filters.without)}`);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The live region's words: '3 products match: Vegan.' */
export function matchCountText(count: number, filters: MenuFilters): string {
  const noun = count === 1 ? 'product matches' : 'products match';
  return `${count === 0 ? 'No' : count} ${noun}: ${describeFilters(filters)}.`;
}
