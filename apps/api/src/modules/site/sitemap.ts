// What /robots.txt and /sitemap.xml say: every public page of the storefront (the landing, the menu
// categories, each product and meal, each open store, the blog and the content pages), with the
// pages that belong to one visitor (checkout, account, orders, the console) kept out of crawlers.
import type { Category, ContentStory, Product, StoreSeed } from '@storefront/contract';
import {
  CONTENT_PAGE_PREFIX,
  blogCategoryPath,
  blogPostPath,
  contentPagePath,
  menuCategoryPath,
  productPagePath,
  storePagePath,
} from '@storefront/domain';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, for pages whose change date is known (content). */
  lastmod?: string;
}

export interface SiteContent {
  categories: readonly Category[];
  products: readonly Product[];
  stores: readonly StoreSeed[];
  /** Published stories under blog/ and content/. */
  stories: readonly ContentStory[];
}

/** Pages every visitor sees the same, always listed. */
export const FIXED_PAGES = ['/', '/offers', '/coupons', '/stores', '/blog', '/track-order'] as const;

/** Pages that belong to one visitor or to staff: crawlers are asked to stay out. */
export const PRIVATE_PATHS = [
  '/api/',
  '/dev/',
  '/checkout',
  '/cart',
  '/account',
  '/order/',
  '/login',
  '/register',
  '/change-email/',
  '/preferences/',
  '/store-console',
] as const;

const day = (iso: string) => iso.slice(0, 10);

export function sitemapEntries({ categories, products, stores, stories }: SiteContent): SitemapEntry[] {
  const listed = categories.filter((c) => !c.isHidden && c.parentCode === null);
  const hiddenCodes = new Set(categories.filter((c) => c.isHidden).map((c) => c.code));
  // Coupon products open only with their code; products only in hidden categories are not sold alone.
  const sold = products.filter(
    (p) => p.discriminator !== 'Coupon' && p.categories.some((c) => !hiddenCodes.has(c.code)),
  );
  const blogCategories = new Set<string>();
  const storyEntries: SitemapEntry[] = [];
  for (const story of stories) {
    if (story.full_slug.startsWith('blog/')) {
      const category = (story.content as { category?: unknown }).category;
      if (typeof category === 'string' && category) blogCategories.add(category);
      storyEntries.push({ path: blogPostPath(story.slug), lastmod: day(story.published_at) });
    } else if (story.full_slug.startsWith(CONTENT_PAGE_PREFIX)) {
      storyEntries.push({ path: contentPagePath(story.full_slug), lastmod: day(story.published_at) });
    }
  }
  const entries: SitemapEntry[] = [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...listed.map((c) => ({ path: menuCategoryPath(c.slug) })),
    ...sold.map((p) => ({ path: productPagePath(p) })),
    ...stores.filter((s) => !s.isComingSoon).map((s) => ({ path: storePagePath(s.storeName) })),
    ...[...blogCategories].sort().map((c) => ({ path: blogCategoryPath(c) })),
    ...storyEntries,
  ];
  // One entry per path (a product listed under two categories opens at one path).
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.path) && seen.add(e.path));
}

const escapeXml = (text: string) =>
  text.replace(/[&<>'"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
