import type { StorySeed } from '@storefront/contract';

const link = (label: string, url: string) => ({ label, url });

/** The header's links and the footer (document 1 section 2's footer and menu links); the app
 * keeps the same lists built in as the fallback. */
export const navigationSeeds: StorySeed[] = [
  {
    uuid: 'aa700000-0000-4000-8000-000000000001',
    full_slug: 'navigation/main',
    name: 'Main menu',
    published_at: '2026-06-01T00:00:00.000Z',
    content: {
      component: 'navigation',
      groups: [
        {
          title: 'Main',
          links: [
            link('Menu', '/menu/pizza'),
            link('Offers', '/offers'),
            link('Stores', '/stores'),
            link('Track order', '/track-order'),
          ],
        },
      ],
    },
  },
  {
    uuid: 'aa700000-0000-4000-8000-000000000002',
    full_slug: 'navigation/footer',
    name: 'Footer',
    published_at: '2026-06-01T00:00:00.000Z',
    content: {
      component: 'navigation',
      groups: [
        {
          title: 'Our menu',
          links: [
            link('Pizza meals', '/menu/pizza-meals'),
            link('Pizza', '/menu/pizza'),
            link('Classics range', '/menu/pizza/classics-range'),
            link('Favourites range', '/menu/pizza/favourites-range'),
            link('Supreme range', '/menu/pizza/supreme-range'),
            link('Premium range', '/menu/pizza/premium-range'),
            link('Lunch pizza', '/lunchpizza'),
            link('WingsStreet', '/menu/WingsStreet'),
            link('Sides', '/menu/sides'),
            link('Desserts', '/menu/desserts'),
            link('Drinks', '/menu/drinks'),
          ],
        },
        {
          title: 'Red Roof Pizza',
          links: [
            link('About us', '/about-us'),
            link('Store finder', '/stores'),
            link('Blog', '/blog'),
            link('Nutrition information', '/nutrition-information'),
            link('Own a franchise', '/franchise'),
            link('Careers', '/careers-apply-now'),
          ],
        },
        {
          title: 'Help',
          links: [
            link('Track your order', '/track-order'),
            link('Contact us', '/contact'),
            link('Feedback', '/feedback'),
            link('FAQ', '/faq'),
            link('Sitemap', '/sitemap'),
            link('Privacy', '/privacy'),
            link('Terms', '/terms'),
          ],
        },
      ],
    },
  },
];
