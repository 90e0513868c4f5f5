// Which pages the sitemap lists, and how robots.txt keeps crawlers out of one visitor's pages.
import type { Category, ContentStory, Product, StoreSeed } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

const category = (over: Partial<Category>): Category => ({
  id: 1,
  code: 'pizza',
  name: 'Pizza',
  slug: 'pizza',
  isNavigation: true,
  isHomePage: true,
  isHidden: false,
  sortOrder: 1,
  parentCode: null,
  ...over,
});
const product = (over: Partial<Product>) =>
  ({
    slug: 'pepperoni',
    productType: 'Pizzas',
    discriminator: 'Product',
    taxonomy: ['pizza'],
    categories: [category({})],
    ...over,
  }) as Product;
const store = (over: Partial<StoreSeed>) => ({ storeName: 'parramatta', isComingSoon: false, ...over }) as StoreSeed;
const story = (fullSlug: string, content: Record<string, unknown> = {}) =>
  ({
    full_slug: fullSlug,
    slug: fullSlug.slice(fullSlug.lastIndexOf('/') + 1),
    published_at: '2026-10-02T09:00:00.000Z',
    content,
  }) as ContentStory;

describe('sitemapEntries', () => {
  const surcharges = category({ id: 9, code: 'surcharges', slug: 'surcharges', isHidden: true });
  const classics = category({ id: 2, code: 'classics', slug: 'classics-range', parentCode: 'pizza' });
  const entries = sitemapEntries({
    categories: [category({}), classics, surcharges],
    products: [
      product({}),
      product({ slug: 'large-deal', discriminator: 'Deal', taxonomy: [] }),
      product({ slug: 'free-pizza', discriminator: 'Coupon' }),
      product({ slug: 'delivery-fee', categories: [surcharges] }),
    ],
    stores: [store({}), store({ storeName: 'newtown', isComingSoon: true })],
    stories: [
      story('blog/pizza-night', { category: 'recipes' }),
      story('blog/school-night', { category: 'community' }),
      story('content/about-us'),
      story('snippets/footer'),
    ],
  });
  const paths = entries.map((e) => e.path);

  it('lists the fixed pages, top-level menu categories, products, meals, open stores, blog and content pages', () => {
    expect(paths).toEqual([
      '/',
      '/offers',
      '/coupons',
      '/stores',
      '/blog',
      '/track-order',
      '/menu/pizza',
      '/menu/pizza/product/pizzas/pepperoni',
      '/pizza-meals/large-deal',
      '/stores/pizza-hut-parramatta',
      '/blog/category/community',
      '/blog/category/recipes',
      '/blog/pizza-night',
      '/blog/school-night',
      '/about-us',
    ]);
  });

  it('dates content pages by their publication', () => {
    expect(entries.find((e) => e.path === '/about-us')).toEqual({ path: '/about-us', lastmod: '2026-10-02' });
  });

  it('keeps out coupon products, products only in hidden categories, coming-soon stores and other stories', () => {
    for (const path of ['free-pizza', 'delivery-fee', 'newtown', 'footer', 'surcharges'])
      expect(paths.some((p) => p.includes(path))).toBe(false);
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('writes absolute, escaped locations in the sitemaps.org format', () => {
    const xml = sitemapXml('https://shop.example', [{ path: '/a&b' }, { path: '/blog/x', lastmod: '2026-10-02' }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/a&amp;b</loc></url>',
        '  <url><loc>https://shop.example/blog/x</loc><lastmod>2026-10-02</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('asks crawlers to stay out of checkout, account, orders, the console and the API, and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    for (const path of ['/checkout', '/account', '/order/', '/store-console', '/api/', '/cart'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    expect(robots).toContain('\nSitemap: https://shop.example/sitemap.xml\n');
  });
});
