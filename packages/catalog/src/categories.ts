import type { Category, CategoryRef } from '@storefront/contract';

type CategoryRow = [id: number, code: string, name: string, slug: string, flags: string, parentCode: string | null];

// flags: N = in the navigation, H = on the home page, X = hidden from customers
const rows: CategoryRow[] = [
  [1, 'pizza-meals', 'Meals & Deals', 'pizza-meals', 'NH', null],
  [2, 'pizza', 'Pizza', 'pizza', 'NH', null],
  [3, 'classics-range', 'Classics Range', 'classics-range', 'N', 'pizza'],
  [4, 'favourites-range', 'Favourites Range', 'favourites-range', 'N', 'pizza'],
  [5, 'supreme-range', 'Supreme Range', 'supreme-range', 'N', 'pizza'],
  [6, 'premium-range', 'Premium Range', 'premium-range', 'N', 'pizza'],
  [7, 'lunchpizza', 'Lunch Pizza', 'lunchpizza', 'N', null],
  [8, 'WingsStreet', 'WingsStreet', 'wingsstreet', 'NH', null],
  [9, 'sides', 'Sides', 'sides', 'NH', null],
  [10, 'desserts', 'Desserts', 'desserts', 'NH', null],
  [11, 'drinks', 'Drinks', 'drinks', 'NH', null],
  [12, 'alcohol', 'Beer & Wine', 'alcohol', '', null],
  [13, 'offers', 'Offers', 'offers', 'NH', null],
  // fallback menus: reachable by link, not listed in the navigation
  [14, 'schnitzza', 'Schnitzza', 'schnitzza', '', null],
  [15, 'unreal', 'Unreal Plant-Based', 'unreal', '', null],
  [16, 'surcharges', 'Surcharges', 'surcharges', 'X', null],
  [17, 'coupons', 'Coupons', 'coupons', 'X', null],
];

export const categories: Category[] = rows.map(([id, code, name, slug, flags, parentCode]) => ({
  id,
  code,
  name,
  slug,
  isNavigation: flags.includes('N'),
  isHomePage: flags.includes('H'),
  isHidden: flags.includes('X'),
  sortOrder: id * 10,
  parentCode,
}));

/** The reference a product carries to one of its categories. */
export const categoryRef = (code: string): CategoryRef => {
  const category = categories.find((candidate) => candidate.code === code);
  if (!category) throw new Error(`Unknown category code ${code}`);
  return {
    id: category.id,
    code: category.code,
    name: category.name,
    isNavigation: category.isNavigation,
    isHomePage: category.isHomePage,
    isHidden: category.isHidden,
    slug: category.slug,
    sortOrder: category.sortOrder,
  };
};
