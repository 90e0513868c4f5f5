import type {
  DealsStripContent,
  HeroBannerContent,
  OfferStripContent,
  SecondaryBannerContent,
  SplashContent,
  StorySeed,
} from '@storefront/contract';

const published_at = '2026-06-01T00:00:00.000Z';
const link = (label: string, url: string) => ({ label, url });

/** The landing's hero, secondary hero, offers strip and today's deals heading (banners/home-*),
 * and the splash screen shown on the splash routes (splash-screens/*). */
export const landingSeeds: StorySeed[] = [
  {
    uuid: 'aa800000-0000-4000-8000-000000000001',
    full_slug: 'banners/home-hero',
    name: 'Landing hero',
    position: 1,
    published_at,
    content: {
      component: 'hero-banner',
      brand: 'Red Roof Pizza',
      headline: 'Hot, hand-stretched and made your way',
      lead: 'Order online for delivery to your door or pick up from your local store. Fresh dough every day, real cheese, no shortcuts.',
    } satisfies HeroBannerContent,
  },
  {
    uuid: 'aa800000-0000-4000-8000-000000000002',
    full_slug: 'banners/home-deals',
    name: "Today's deals",
    position: 2,
    published_at,
    content: {
      component: 'deals-strip',
      title: "Today's deals",
      more_label: 'All offers',
      more_url: '/offers',
    } satisfies DealsStripContent,
  },
  {
    uuid: 'aa800000-0000-4000-8000-000000000003',
    full_slug: 'banners/home-secondary',
    name: 'Landing secondary hero',
    position: 3,
    published_at,
    content: {
      component: 'secondary-banner',
      title: 'Pizza ranges',
      text: 'From everyday classics to loaded premium pizzas. Every range comes in every size.',
      links: [
        link('Classics', '/menu/pizza/classics-range'),
        link('Favourites', '/menu/pizza/favourites-range'),
        link('Supreme', '/menu/pizza/supreme-range'),
        link('Premium', '/menu/pizza/premium-range'),
      ],
    } satisfies SecondaryBannerContent,
  },
  {
    uuid: 'aa800000-0000-4000-8000-000000000004',
    full_slug: 'banners/home-offers',
    name: "Today's offer",
    position: 4,
    published_at,
    content: {
      component: 'offer-strip',
      title: 'More from Red Roof Pizza',
      items: [
        { title: 'Deals and coupons', text: "Today's offers at your local store", url: '/offers' },
        { title: 'Find a store', text: 'Opening hours, pickup and delivery areas', url: '/stores' },
        { title: 'Track your order', text: 'See where your pizza is, live', url: '/track-order' },
      ],
    } satisfies OfferStripContent,
  },
  {
    uuid: 'aa800000-0000-4000-8000-000000000005',
    full_slug: 'splash-screens/welcome',
    name: 'Welcome splash',
    position: 5,
    published_at,
    content: {
      component: 'splash',
      title: 'Two large pizzas from $24.95',
      text: 'Pick any two large pizzas from the classics or favourites ranges, for delivery or pickup.',
      cta_label: 'See the deal',
      cta_url: '/offers',
      // Off until an editor switches it on: a splash over the landing is a campaign decision.
      active: 'no',
    } satisfies SplashContent,
  },
];
