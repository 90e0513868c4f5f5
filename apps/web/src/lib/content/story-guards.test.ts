// The first-load guards and the contract's zod schemas give the same verdict on the same samples;
// the guards alone also refuse links that leave the app.
import {
  dealsStripContentSchema,
  heroBannerContentSchema,
  navigationContentSchema,
  offerStripContentSchema,
  secondaryBannerContentSchema,
  splashContentSchema,
} from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { dealsStripOf, heroBannerOf, navigationOf, offerStripOf, secondaryBannerOf, splashOf } from './story-guards.ts';

const link = { label: 'Pizza', url: '/menu/pizza' };

const cases = [
  {
    name: 'navigation',
    guard: navigationOf,
    schema: navigationContentSchema,
    valid: [
      { component: 'navigation', groups: [] },
      { _uid: 'u', component: 'navigation', groups: [{ title: 'Menu', links: [link] }] },
      { component: 'navigation', groups: [{ title: '', links: [] }] },
    ],
    invalid: [
      null,
      'navigation',
      { component: 'page', groups: [] },
      { component: 'navigation' },
      { component: 'navigation', groups: [{ title: 'Menu' }] },
      { component: 'navigation', groups: [{ title: 'Menu', links: [{ label: '', url: '/x' }] }] },
      { component: 'navigation', groups: [{ title: 'Menu', links: [{ label: 'x', url: '/x', extra: 1 }] }] },
      { component: 'navigation', groups: [{ title: 'Menu', links: [link], extra: 1 }] },
    ],
  },
  {
    name: 'hero banner',
    guard: heroBannerOf,
    schema: heroBannerContentSchema,
    valid: [{ component: 'hero-banner', brand: 'B', headline: 'H', lead: '', extra: 'kept' }],
    invalid: [
      { component: 'hero-banner', brand: '', headline: 'H', lead: '' },
      { component: 'hero-banner', brand: 'B', headline: 'H' },
      { component: 'banner', brand: 'B', headline: 'H', lead: '' },
    ],
  },
  {
    name: 'secondary banner',
    guard: secondaryBannerOf,
    schema: secondaryBannerContentSchema,
    valid: [{ component: 'secondary-banner', title: 'T', text: '', links: [link] }],
    invalid: [
      { component: 'secondary-banner', title: 'T', text: '' },
      { component: 'secondary-banner', title: 'T', text: '', links: [{ label: 'x' }] },
    ],
  },
  {
    name: 'offer strip',
    guard: offerStripOf,
    schema: offerStripContentSchema,
    valid: [{ component: 'offer-strip', title: 'T', items: [{ title: 'a', text: '', url: '/offers' }] }],
    invalid: [
      { component: 'offer-strip', title: 'T', items: [{ title: '', text: '', url: '/offers' }] },
      { component: 'offer-strip', title: 'T', items: [{ title: 'a', text: '', url: '/offers', icon: 'x' }] },
      { component: 'offer-strip', title: 'T' },
    ],
  },
  {
    name: 'deals strip',
    guard: dealsStripOf,
    schema: dealsStripContentSchema,
    valid: [{ component: 'deals-strip', title: 'T', more_label: 'M', more_url: '/offers' }],
    invalid: [
      { component: 'deals-strip', title: 'T', more_label: '', more_url: '/offers' },
      { component: 'deals-strip', title: 'T', more_label: 'M' },
    ],
  },
  {
    name: 'splash',
    guard: splashOf,
    schema: splashContentSchema,
    valid: [{ component: 'splash', title: 'T', text: '', cta_label: 'Go', cta_url: '/offers', active: 'no' }],
    invalid: [
      { component: 'splash', title: '', text: '', cta_label: 'Go', cta_url: '/offers', active: 'yes' },
      { component: 'splash', title: 'T', text: '', cta_url: '/offers', active: 'yes' },
      { component: 'splash', title: 'T', text: '', cta_label: 'Go', cta_url: '/offers', active: 'on' },
    ],
  },
];

describe('story guards', () => {
  for (const { name, guard, schema, valid, invalid } of cases) {
    it(`${name}: accepts what the schema accepts and refuses what it refuses`, () => {
      for (const sample of valid) {
        expect(schema.safeParse(sample).success).toBe(true);
        expect(guard(sample)).toBe(sample);
      }
      for (const sample of invalid) {
        expect(schema.safeParse(sample).success).toBe(false);
        expect(guard(sample)).toBeNull();
      }
    });
  }

  it('refuses links to other sites or schemes, which the schema alone would let through', () => {
    const navigation = (url: string) => ({
      component: 'navigation',
      groups: [{ title: 'Menu', links: [{ label: 'x', url }] }],
    });
    for (const url of ['https://example.com/', '//example.com/x', 'javascript:alert(1)', 'menu/pizza']) {
      expect(dealsStripOf({ component: 'deals-strip', title: 'T', more_label: 'M', more_url: url })).toBeNull();
    }
    for (const url of [
      '//example.com/x',
      'javascript:alert(1)',
      'data:text/html,x',
      'http://example.com/',
      'menu/pizza',
    ]) {
      expect(navigationContentSchema.safeParse(navigation(url)).success).toBe(true);
      expect(navigationOf(navigation(url))).toBeNull();
    }
    // A link list may also point at an https address, as the content editor allows (decision 191).
    expect(navigationOf(navigation('https://careers.example.com/'))).not.toBeNull();
  });
});
