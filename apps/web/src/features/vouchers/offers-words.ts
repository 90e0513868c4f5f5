// The offers strips' headings and labels: dictionary names with the built-in words shown until the
// dictionary is read or when it lacks them (seeded with the same words, packages/catalog).
import type { DictionaryWords } from '../../lib/content/datasources.ts';

export const OFFERS_WORDS = {
  allOffers: ['offers.all', 'All offers'],
  offersEmpty: ['offers.empty', 'There are no offers right now. Check back soon.'],
  exclusiveDeals: ['offers.exclusive-deals.title', 'Exclusive deals'],
  exclusiveDealsEmpty: ['offers.exclusive-deals.empty', 'No exclusive deals right now.'],
  exclusiveProducts: ['offers.exclusive-products.title', 'Exclusive products'],
  exclusiveProductsEmpty: ['offers.exclusive-products.empty', 'No exclusive products right now.'],
} as const satisfies DictionaryWords<string>;

/**
 * The /coupons strips that feature flags switch, asked with the customer's order type (delivery,
 * pickup or unlocalised), as on the landing (decision 190). Shown until the flags are read.
 */
export const OFFERS_FLAGS = {
  exclusiveDeals: 'offers_exclusive_deals',
  exclusiveProducts: 'offers_exclusive_products',
} as const;
