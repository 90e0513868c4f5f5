// The landing's built-in copy: shown while its stories load and whenever the content service
// fails. The seeded stories (packages/catalog, banners/home-*) start with the same words.
import type {
  DealsStripContent,
  HeroBannerContent,
  OfferStripContent,
  SecondaryBannerContent,
} from '@storefront/contract';
import type { StoriesBySlug } from '../../lib/content/use-content-stories.ts';
import { dealsStripOf, heroBannerOf, offerStripOf, secondaryBannerOf } from '../../lib/content/story-guards.ts';

/** One read brings every landing story. */
export const LANDING_STORIES_PREFIX = 'banners/home-';

export const BUILT_IN_HERO: HeroBannerContent = {
  component: 'hero-banner',
  brand: 'Red Roof Pizza',
  headline: 'Hot, hand-stretched and made your way',
  lead: 'Order online for delivery to your door or pick up from your local store. Fresh dough every day, real cheese, no shortcuts.',
};

export const BUILT_IN_DEALS_STRIP: DealsStripContent = {
  component: 'deals-strip',
  title: "Today's deals",
  more_label: 'All offers',
  more_url: '/offers',
};

export const BUILT_IN_SECONDARY: SecondaryBannerContent = {
  component: 'secondary-banner',
  title: 'Pizza ranges',
  text: 'From everyday classics to loaded premium pizzas. Every range comes in every size.',
  links: [
    { label: 'Classics', url: '/menu/pizza/classics-range' },
    { label: 'Favourites', url: '/menu/pizza/favourites-range' },
    { label: 'Supreme', url: '/menu/pizza/supreme-range' },
    { label: 'Premium', url: '/menu/pizza/premium-range' },
  ],
};

export const BUILT_IN_OFFER_STRIP: OfferStripContent = {
  component: 'offer-strip',
  title: 'More from Red Roof Pizza',
  items: [
    { title: 'Deals and coupons', text: "Today's offers at your local store", url: '/offers' },
    { title: 'Find a store', text: 'Opening hours, pickup and delivery areas', url: '/stores' },
    { title: 'Track your order', text: 'See where your pizza is, live', url: '/track-order' },
  ],
};

export interface LandingCopy {
  hero: HeroBannerContent;
  deals: DealsStripContent;
  secondary: SecondaryBannerContent;
  offers: OfferStripContent;
}

/** Each part from its story when that story is there and well formed, else the built-in copy. */
export function landingCopy(stories: StoriesBySlug | null): LandingCopy {
  const story = (name: string) => stories?.get(`${LANDING_STORIES_PREFIX}${name}`);
  return {
    hero: heroBannerOf(story('hero')) ?? BUILT_IN_HERO,
    deals: dealsStripOf(story('deals')) ?? BUILT_IN_DEALS_STRIP,
    secondary: secondaryBannerOf(story('secondary')) ?? BUILT_IN_SECONDARY,
    offers: offerStripOf(story('offers')) ?? BUILT_IN_OFFER_STRIP,
  };
}
