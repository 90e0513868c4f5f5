// /robots.txt and /sitemap.xml from the seeded catalogue, stores and content, fresh on every read.
import { blogPostSeeds } from '@storefront/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishStory } from '../content/content.repository.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

const ORIGIN = 'https://shop.redroof.example';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => ctx.close());

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('GET /robots.txt', () => {
  it('is text for crawlers (not the app), keeping them out of private pages and naming the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('Disallow: /checkout\n');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages of the seeded storefront, each once, under the public origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = locations(res.body);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    for (const path of ['/', '/menu/pizza', '/stores/pizza-hut-parramatta', '/about-us', '/blog'])
      expect(locs).toContain(ORIGIN + path);
    expect(locs).toContain(`${ORIGIN}/blog/${blogPostSeeds[0]!.full_slug.slice('blog/'.length)}`);
    expect(locs.some((loc) => /\/menu\/[a-z-]+\/product\/[a-z]+\/[a-z0-9-]+$/.test(loc))).toBe(true);
    expect(locs.some((loc) => loc.includes('/pizza-meals/'))).toBe(true);
    expect(locs.some((loc) => /checkout|account|store-console/.test(loc))).toBe(false);
  });

  it('shows a story published a moment ago on the next read', async () => {
    const seed = { ...blogPostSeeds[0]!, uuid: 'b10a0000-0000-4000-8000-999999999999', full_slug: 'blog/just-in' };
    await publishStory(ctx.database.db, seed, new Date());
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locations(res.body)).toContain(`${ORIGIN}/blog/just-in`);
  });
});
