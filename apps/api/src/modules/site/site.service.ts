// Gathers what the sitemap lists: the catalogue, the store directory and the published stories.
import type { ContentStory } from '@storefront/contract';
import type { ContentRepository } from '../content/content.repository.ts';
import type { ProductCatalogue } from '../product/product.repository.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

const STORY_PAGE = 100;
/** Story prefixes with public pages. */
const PAGE_PREFIXES = ['blog/', 'content/'] as const;

export interface SiteDependencies {
  origin: string;
  catalogue: ProductCatalogue;
  stores: StoreDirectory;
  content: Pick<ContentRepository, 'stories'>;
}

export function siteService({ origin, catalogue, stores, content }: SiteDependencies) {
  async function publishedStories(prefix: string): Promise<ContentStory[]> {
    const all: ContentStory[] = [];
    for (let page = 1; ; page += 1) {
      const { stories, total } = await content.stories({ startsWith: prefix }, page, STORY_PAGE);
      all.push(...stories);
      if (stories.length === 0 || all.length >= total) return all;
    }
  }

  return {
    robots: () => robotsTxt(origin),
    async sitemap(): Promise<string> {
      const snapshot = await catalogue.snapshot();
      const storeList = await stores.all();
      const stories: ContentStory[] = [];
      for (const prefix of PAGE_PREFIXES) stories.push(...(await publishedStories(prefix)));
      return sitemapXml(
        origin,
        sitemapEntries({ categories: snapshot.categories, products: snapshot.products, stores: storeList, stories }),
      );
    },
  };
}

export type SiteService = ReturnType<typeof siteService>;
