import { describe, expect, it } from 'vitest';
import { BOTTOM_NAV, FOOTER_GROUPS } from './footer-links.ts';

const SPEC_LINKS = [
  '/menu/pizza-meals',
  '/menu/pizza',
  '/menu/pizza/classics-range',
  '/menu/pizza/favourites-range',
  '/menu/pizza/supreme-range',
  '/menu/pizza/premium-range',
  '/lunchpizza',
  '/menu/WingsStreet',
  '/menu/sides',
  '/menu/desserts',
  '/menu/drinks',
  '/about-us',
  '/stores',
  '/blog',
  '/nutrition-information',
  '/feedback',
  '/franchise',
  '/careers-apply-now',
  '/sitemap',
  '/faq',
  '/privacy',
  '/terms',
];

describe('footer links', () => {
  const paths = FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.to));

  it('include every link the spec lists, exactly as written', () => {
    expect(SPEC_LINKS.filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('list each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('bottom navigation', () => {
  it('is home /, menu /menu/pizza, offers /offers, cart (no route), account /account', () => {
    expect(BOTTOM_NAV.map((item) => [item.label, 'to' in item ? item.to : 'opens cart'])).toEqual([
      ['Home', '/'],
      ['Menu', '/menu/pizza'],
      ['Offers', '/offers'],
      ['Cart', 'opens cart'],
      ['Account', '/account'],
    ]);
  });
});
