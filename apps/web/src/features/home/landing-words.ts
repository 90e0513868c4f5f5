// The landing's own headings and labels: dictionary names (content service, datasource
// `dictionary`) with the built-in words shown until it is read or when it lacks them. The seeds
// (packages/catalog, content/datasources.ts) start with the same words.
import type { DictionaryWords } from '../../lib/content/datasources.ts';

export const LANDING_WORDS = {
  startOrderTitle: ['home.start-order.title', 'Start your order'],
  startOrderLead: ['home.start-order.lead', 'How would you like your pizza?'],
  delivery: ['home.start-order.delivery', 'Delivery'],
  deliveryText: ['home.start-order.delivery-text', 'To your door'],
  pickup: ['home.start-order.pickup', 'Pickup'],
  pickupText: ['home.start-order.pickup-text', 'From a store near you'],
  yourOrderTitle: ['home.your-order.title', 'Your order'],
  browseMenu: ['home.your-order.browse', 'Browse the menu'],
  change: ['home.your-order.change', 'Change'],
  todaysOffer: ['home.cards.todays-offer', "Today's offer"],
  dealsForYou: ['home.cards.deals', 'Deals for you'],
  categoriesTitle: ['home.categories.title', 'What are you craving?'],
  fullMenu: ['home.categories.full-menu', 'Full menu'],
} as const satisfies DictionaryWords<string>;

/**
 * The landing's strips that feature flags (datasource `feature-flags`) switch, asked with the
 * customer's order type (delivery, pickup or unlocalised): `enable` or empty shows a strip to
 * everyone, `delivery,pickup` only once a location is chosen. Shown until the flags are read.
 */
export const LANDING_FLAGS = {
  todaysDeals: 'home_todays_deals',
  offerStrip: 'home_offer_strip',
} as const;
