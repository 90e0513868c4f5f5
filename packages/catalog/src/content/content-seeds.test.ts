import {
  blogPostContentSchema,
  CONTENT_LIMITS,
  dealsStripContentSchema,
  heroBannerContentSchema,
  navigationContentSchema,
  offerStripContentSchema,
  pageContentSchema,
  secondaryBannerContentSchema,
  splashContentSchema,
} from '@storefront/contract';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blogCategories, blogPostSeeds, datasourceSeeds, storySeeds } from './index.ts';

const publicDir = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));

describe('content seeds', () => {
  it('has at least 12 blog posts in 3 categories, each with an image the app serves', () => {
    expect(blogPostSeeds.length).toBeGreaterThanOrEqual(12);
    const posts = blogPostSeeds.map((seed) => blogPostContentSchema.parse(seed.content));
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(blogCategories.map((c) => c.slug)));
    expect(blogCategories).toHaveLength(3);
    for (const post of posts) expect(existsSync(`${publicDir}${post.image.filename}`)).toBe(true);
  });

  it('has the pages the footer names, as markdown pages', () => {
    const pages = storySeeds.filter((s) => s.full_slug.startsWith('content/'));
    for (const page of pages) pageContentSchema.parse(page.content);
    const slugs = pages.map((p) => p.full_slug);
    for (const slug of ['about-us', 'faq', 'privacy', 'terms', 'feedback']) expect(slugs).toContain(`content/${slug}`);
  });

  it('has the navigation and footer', () => {
    const navigation = storySeeds.filter((s) => s.full_slug.startsWith('navigation/'));
    expect(navigation.map((s) => s.full_slug).sort()).toEqual(['navigation/footer', 'navigation/main']);
    for (const story of navigation) navigationContentSchema.parse(story.content);
  });

  it("has the landing's hero, secondary hero, offers strip and deals heading, read by one prefix", () => {
    const landing = new Map(
      storySeeds.filter((s) => s.full_slug.startsWith('banners/home-')).map((s) => [s.full_slug, s.content]),
    );
    expect([...landing.keys()].sort()).toEqual([
      'banners/home-deals',
      'banners/home-hero',
      'banners/home-offers',
      'banners/home-secondary',
    ]);
    expect(heroBannerContentSchema.parse(landing.get('banners/home-hero')).brand).toBe('Red Roof Pizza');
    dealsStripContentSchema.parse(landing.get('banners/home-deals'));
    const ranges = secondaryBannerContentSchema.parse(landing.get('banners/home-secondary'));
    expect(ranges.links.map((l) => l.url)).toContain('/menu/pizza/premium-range');
    const offers = offerStripContentSchema.parse(landing.get('banners/home-offers'));
    expect(offers.items.map((i) => i.url)).toEqual(['/offers', '/stores', '/track-order']);
  });

  it('has a splash screen, switched off, whose call to action is a path in the app', () => {
    const splashes = storySeeds.filter((s) => s.full_slug.startsWith('splash-screens/'));
    expect(splashes.length).toBeGreaterThan(0);
    for (const story of splashes) {
      const splash = splashContentSchema.parse(story.content);
      expect(splash.cta_url).toMatch(/^\/[a-z]/);
      // On, it would cover the landing for every first visit; an editor switches it on.
      expect(splash.active).toBe('no');
    }
  });

  it('has every footer link the spec lists in the footer story, each once, all paths in the app', () => {
    const footer = storySeeds.find((s) => s.full_slug === 'navigation/footer');
    const urls = navigationContentSchema.parse(footer?.content).groups.flatMap((g) => g.links.map((l) => l.url));
    const specLinks = [
      '/menu/pizza-meals',
      '/menu/pizza',
      '/menu/pizza/classics-range',
      '/menu/pizza/favourites-range',
    ];
    specLinks.push('/menu/pizza/supreme-range', '/menu/pizza/premium-range', '/lunchpizza', '/menu/WingsStreet');
    specLinks.push('/menu/sides', '/menu/desserts', '/menu/drinks', '/about-us', '/stores', '/blog');
    specLinks.push('/nutrition-information', '/feedback', '/franchise', '/careers-apply-now', '/sitemap', '/faq');
    specLinks.push('/privacy', '/terms');
    expect(specLinks.filter((url) => !urls.includes(url))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith('/') && !url.startsWith('//'))).toBe(true);
  });

  it('keeps uuids and slugs unique, the dictionary within 500 and the pizza category flag on', () => {
    expect(new Set(storySeeds.map((s) => s.uuid)).size).toBe(storySeeds.length);
    expect(new Set(storySeeds.map((s) => s.full_slug)).size).toBe(storySeeds.length);
    expect(datasourceSeeds.dictionary.length).toBeLessThanOrEqual(CONTENT_LIMITS.dictionaryMax);
    expect(Object.fromEntries(datasourceSeeds['feature-flags']).pizzas_page_category).toBe('enable');
  });
});
