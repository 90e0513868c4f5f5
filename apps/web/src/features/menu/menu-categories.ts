// Menu navigation. The product service's navigation (GET /api/v1/navigation) is the source; this
// list is what shows while it loads or when it cannot be read, and names the spec's fallback
// categories (/menu/offers, /menu/schnitzza, /menu/unreal), which are reachable by link only.
import type { NavigationEntry } from '../../lib/api/product-service.ts';

export interface MenuCategory {
  code: string;
  name: string;
  blurb: string;
  /** Shown in the category bar when the navigation cannot be read; fallbacks are reachable by link only. */
  inNav: boolean;
}

export const MENU_CATEGORIES: MenuCategory[] = [
  { code: 'pizza-meals', name: 'Meals & Deals', blurb: 'Pizzas with sides and drinks, bundled for less.', inNav: true },
  { code: 'pizza', name: 'Pizza', blurb: 'Hand-stretched pizzas from the classics to loaded premium.', inNav: true },
  { code: 'lunchpizza', name: 'Lunch Pizza', blurb: 'Personal pizzas at a lunch price, 11 am to 3 pm.', inNav: true },
  { code: 'wingsstreet', name: 'WingsStreet', blurb: 'Crispy wings tossed in sauces from mild to fiery.', inNav: true },
  { code: 'sides', name: 'Sides', blurb: 'Garlic bread, wedges, pasta, bakes and dips.', inNav: true },
  { code: 'desserts', name: 'Desserts', blurb: 'Lava cakes, cookies and sweet treats.', inNav: true },
  { code: 'drinks', name: 'Drinks', blurb: 'Soft drinks and water to go with your order.', inNav: true },
  { code: 'offers', name: 'Offers', blurb: 'Deals available on the menu today.', inNav: true },
  { code: 'alcohol', name: 'Beer & Wine', blurb: 'Beer, cider and wine, with a food order.', inNav: false },
  {
    code: 'schnitzza',
    name: 'Schnitzza',
    blurb: 'A crumbed chicken schnitzel base, topped like a pizza.',
    inNav: false,
  },
  { code: 'unreal', name: 'Unreal Plant-Based', blurb: 'Plant-based pizzas with all the flavour.', inNav: false },
];

export const PIZZA_RANGES = [
  { code: 'classics-range', name: 'Classics Range' },
  { code: 'favourites-range', name: 'Favourites Range' },
  { code: 'supreme-range', name: 'Supreme Range' },
  { code: 'premium-range', name: 'Premium Range' },
];

export const findCategory = (code: string): MenuCategory | undefined =>
  MENU_CATEGORIES.find((c) => c.code === code.toLowerCase());

export interface MenuLink {
  slug: string;
  name: string;
  path: string;
  children: { slug: string; name: string; path: string }[];
}

/** The category bar: the service's navigation, or the fallback list. */
export function menuLinks(navigation: NavigationEntry[] | undefined): MenuLink[] {
  if (navigation?.length) {
    return [...navigation]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((entry) => ({
        slug: entry.slug,
        name: entry.name,
        path: entry.path,
        children: [...entry.children]
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((child) => ({ slug: child.slug, name: child.name, path: child.path })),
      }));
  }
  return MENU_CATEGORIES.filter((c) => c.inNav).map((c) => ({
    slug: c.code,
    name: c.name,
    path: `/menu/${c.code}`,
    children:
      c.code === 'pizza'
        ? PIZZA_RANGES.map((r) => ({ slug: r.code, name: r.name, path: `/menu/pizza/${r.code}` }))
        : [],
  }));
}

/** Related links shown on a category page for menus the bar does not list. */
export const RELATED_LINKS: Record<string, { to: string; label: string }[]> = {
  drinks: [{ to: '/menu/alcohol', label: 'Beer & wine' }],
  pizza: [
    { to: '/menu/schnitzza', label: 'Schnitzza' },
    { to: '/menu/unreal', label: 'Unreal plant-based' },
  ],
};
