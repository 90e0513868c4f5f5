import { describe, expect, it } from 'vitest';
import { CACHED_READ_PATTERN, NAVIGATION_FALLBACK_DENYLIST } from './cached-reads.ts';

const origin = 'https://www.redroofpizza.com.au';
const cached = (path: string) => CACHED_READ_PATTERN.test(origin + path);

describe('service worker cached reads', () => {
  it.each([
    '/api/v1/Configuration',
    '/api/v1/navigation',
    '/api/v1/products?primaryCategory=pizza&storeCode=NSW002&fulfilmentDateTime=2026-11-24T19:00',
    '/api/v1/products/1031?storeCode=NSW004&fulfilmentDateTime=2026-11-24T19:00',
    '/api/v1/products/slug/garlic-prawn',
    '/api/v1/product/categories',
    '/api/v1/productIds/List?productIds=1031,1032&storeCode=NSW004',
    '/api/v1/meals/7103?storeCode=NSW002',
    '/api/v1/store/NSW002',
    '/api/v1/store?includeComingSoon=true',
    '/api/v1/store/schedule/postcode?postcode=2000',
    '/api/v1/surcharges',
    '/api/v1/offers',
    '/api/v1/content/cdn/stories/about-us',
  ])('caches the menu, product, store and content read %s', (path) => {
    expect(cached(path)).toBe(true);
  });

  it.each([
    '/api/v1/baskets/b-1',
    '/api/v1/baskets',
    '/api/v1/baskets/b-1/basketItems/7',
    '/api/v1/baskets/b-1/orders/cash',
    '/api/v1/order/lookup',
    '/api/v1/orders/o-1',
    '/api/v1/customer/c-1',
    '/api/v1/customer/token/refresh',
    '/api/v1/customer/oauth/authorize',
    '/api/v1/captcha/challenge',
    '/api/v1/staff/orders',
    '/api/v1/address/search?q=1',
    '/api/v1/marketing/upsells',
    '/api/v1/survey/surveys',
    '/api/v1/storefront-secrets',
    '/api/v1/store/NSW002/orders',
    '/api/v1/products/1031/customer',
  ])('never caches %s', (path) => {
    expect(cached(path)).toBe(false);
  });

  it.each(['/api/v1/products', '/docs/json', '/sandbox-gateway/card/cs_1', '/idp/google/auth', '/healthz'])(
    'does not answer the server page %s with the app on navigation',
    (path) => {
      expect(NAVIGATION_FALLBACK_DENYLIST.some((re) => re.test(path))).toBe(true);
    },
  );

  it.each(['/', '/menu/pizza', '/checkout', '/track-order', '/account/history'])(
    'answers the app route %s with the app on navigation, offline too',
    (path) => {
      expect(NAVIGATION_FALLBACK_DENYLIST.some((re) => re.test(path))).toBe(false);
    },
  );
});
