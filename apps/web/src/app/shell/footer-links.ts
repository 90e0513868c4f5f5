// Footer and menu links (spec section 2 of both documents), grouped for the footer. Paths are
// exactly as the spec lists them; /contact and /track-order are added for visitors who need help.
// These are the fallback: the shell shows the navigation stories' links once they are read.
export interface FooterLink {
  to: string;
  label: string;
}

export interface FooterGroup {
  title: string;
  links: FooterLink[];
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Our menu',
    links: [
      { to: '/menu/pizza-meals', label: 'Pizza meals' },
      { to: '/menu/pizza', label: 'Pizza' },
      { to: '/menu/pizza/classics-range', label: 'Classics range' },
      { to: '/menu/pizza/favourites-range', label: 'Favourites range' },
      { to: '/menu/pizza/supreme-range', label: 'Supreme range' },
      { to: '/menu/pizza/premium-range', label: 'Premium range' },
      { to: '/lunchpizza', label: 'Lunch pizza' },
      { to: '/menu/WingsStreet', label: 'WingsStreet' },
      { to: '/menu/sides', label: 'Sides' },
      { to: '/menu/desserts', label: 'Desserts' },
      { to: '/menu/drinks', label: 'Drinks' },
    ],
  },
  {
    title: 'Red Roof Pizza',
    links: [
      { to: '/about-us', label: 'About us' },
      { to: '/stores', label: 'Store finder' },
      { to: '/blog', label: 'Blog' },
      { to: '/nutrition-information', label: 'Nutrition information' },
      { to: '/franchise', label: 'Own a franchise' },
      { to: '/careers-apply-now', label: 'Careers' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/track-order', label: 'Track your order' },
      { to: '/contact', label: 'Contact us' },
      { to: '/feedback', label: 'Feedback' },
      { to: '/faq', label: 'FAQ' },
      { to: '/sitemap', label: 'Sitemap' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
    ],
  },
];

/** The header's links (spec section 2's menu links); each marks its section current. */
export const MAIN_NAV: FooterLink[] = [
  { to: '/menu/pizza', label: 'Menu' },
  { to: '/offers', label: 'Offers' },
  { to: '/stores', label: 'Stores' },
  { to: '/track-order', label: 'Track order' },
];

/** Mobile bottom navigation (spec): home, menu, offers, cart (opens the cart), account. */
export const BOTTOM_NAV = [
  { kind: 'link', to: '/', label: 'Home' },
  { kind: 'link', to: '/menu/pizza', label: 'Menu' },
  { kind: 'link', to: '/offers', label: 'Offers' },
  { kind: 'cart', label: 'Cart' },
  { kind: 'link', to: '/account', label: 'Account' },
] as const;
