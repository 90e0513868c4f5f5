// Menu navigation until the product service supplies categories (menu issue). Codes follow the
// spec's menu links; /menu/offers, /menu/schnitzza and /menu/unreal are the spec's fallbacks.
export interface MenuCategory {
  code: string;
  name: string;
  blurb: string;
  /** Shown in the category bar; fallbacks are reachable by link only. */
  inNav: boolean;
}

export const MENU_CATEGORIES: MenuCategory[] = [
  { code: 'pizza', name: 'Pizza', blurb: 'Hand-stretched pizzas from the classics to loaded premium.', inNav: true },
  { code: 'pizza-meals', name: 'Pizza meals', blurb: 'Pizzas with sides and drinks, bundled for less.', inNav: true },
  { code: 'wingsstreet', name: 'WingsStreet', blurb: 'Crispy wings tossed in sauces from mild to fiery.', inNav: true },
  { code: 'sides', name: 'Sides', blurb: 'Garlic bread, fries, bites and dips.', inNav: true },
  { code: 'desserts', name: 'Desserts', blurb: 'Lava cakes, cookies and sweet pizzas.', inNav: true },
  { code: 'drinks', name: 'Drinks', blurb: 'Soft drinks and water to go with your order.', inNav: true },
  { code: 'offers', name: 'Offers', blurb: 'Deals available on the menu today.', inNav: false },
  {
    code: 'schnitzza',
    name: 'Schnitzza',
    blurb: 'A crumbed chicken schnitzel base, topped like a pizza.',
    inNav: false,
  },
  { code: 'unreal', name: 'Unreal', blurb: 'Plant-based pizzas and sides.', inNav: false },
];

export const PIZZA_RANGES = [
  { code: 'classics-range', name: 'Classics' },
  { code: 'favourites-range', name: 'Favourites' },
  { code: 'supreme-range', name: 'Supreme' },
  { code: 'premium-range', name: 'Premium' },
];

export const findCategory = (code: string): MenuCategory | undefined => MENU_CATEGORIES.find((c) => c.code === code);
