// Which API calls the service worker may answer from its cache (DESIGN.md: menu, product, store and
// content reads, stale-while-revalidate). vite.config.ts writes these patterns into the generated
// worker, which serialises them: they must be plain RegExps, free of browser and app imports.
// Everything personal or transactional (basket, checkout, order, payment, customer, auth, captcha)
// always goes to the network and is never stored.

/** Resources under /api/v1 whose GET answers are the same for every customer of a store at a time. */
export const CACHED_READ_RESOURCES: readonly string[] = [
  'Configuration',
  'navigation',
  'product',
  'products',
  'productIds',
  'meals',
  'store',
  'surcharges',
  'offers',
  'content',
];

/** Path segments that are never cached, even under a resource above. */
export const NEVER_CACHED_SEGMENTS: readonly string[] = [
  'basket',
  'baskets',
  'basketItems',
  'checkout',
  'order',
  'orders',
  'payment',
  'payments',
  'customer',
  'account',
  'auth',
  'oauth',
  'token',
  'captcha',
  'staff',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: readonly string[]) => words.map(escape).join('|');

/**
 * Matches the full URL of a cacheable read on the app's own API. The cache key is the full URL, so
 * the store code and fulfilment time in the query keep each store's and each time's menu apart.
 */
export const CACHED_READ_PATTERN = new RegExp(
  `^https?://[^/]+(?!.*/(?:${anyOf(NEVER_CACHED_SEGMENTS)})(?:[/?#]|$))/api/v1/(?:${anyOf(CACHED_READ_RESOURCES)})(?:[/?#]|$)`,
  'i',
);

/** Paths the worker must not answer with the app's page on navigation: server pages and stand-ins. */
export const NAVIGATION_FALLBACK_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/docs(\/|$)/,
  /^\/sandbox-gateway(\/|$)/,
  /^\/idp(\/|$)/,
  /^\/(healthz|readyz)$/,
];
