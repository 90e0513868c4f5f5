import { z } from 'zod';
import { CONTENT_LIMITS } from './content-limits.ts';
import { textSchema } from './text.ts';

// The content service: a Storyblok-compatible read API (its CDN v2 shapes, snake_case as sent),
// so the app, or the official client pointed at it, reads it like the headless CMS it stands for.

export { CONTENT_LIMITS };

/** Folders (slug prefixes) the spec names for stories. */
export const storyFolders = [
  'content',
  'campaigns',
  'blog',
  'carousels',
  'coupons',
  'banners',
  'secondary-banners',
  'sub-banners',
  'snippets',
  'navigation',
  'stores',
  'spinners',
  'splash-screens',
  'spin-to-win',
  'menu-categories',
] as const;

export const datasourceSlugs = ['blacklisted-user-agents', 'dictionary', 'offer-categories', 'feature-flags'] as const;
export const datasourceSlugSchema = z.enum(datasourceSlugs);
export type DatasourceSlug = z.infer<typeof datasourceSlugSchema>;

export const MISSING_CONTENT_KEY = 'API Key not found in configuration';

const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'lower-case words and hyphens, folders split by /');

export const storyContentSchema = z.looseObject({ _uid: z.string(), component: z.string().min(1) });

export const contentStorySchema = z.strictObject({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  created_at: z.string(),
  published_at: z.string(),
  first_published_at: z.string(),
  position: z.number().int(),
  tag_list: z.array(z.string()),
  is_startpage: z.boolean(),
  lang: z.literal('default'),
  content: storyContentSchema,
});
export type ContentStory = z.infer<typeof contentStorySchema>;

export const storiesResponseSchema = z.strictObject({
  stories: z.array(contentStorySchema),
  cv: z.number().int(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});
export type StoriesResponse = z.infer<typeof storiesResponseSchema>;

export const storyResponseSchema = z.strictObject({
  story: contentStorySchema,
  cv: z.number().int(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});
export type StoryResponse = z.infer<typeof storyResponseSchema>;

const tokenSchema = textSchema.max(200).optional().describe('The public content key from the configuration');
const cvSchema = z.coerce.number().int().min(0).optional().describe('Published version the caller caches by');
const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);

export const storiesQuerySchema = z.strictObject({
  token: tokenSchema,
  cv: cvSchema,
  version: z.literal('published').optional(),
  starts_with: textSchema
    .max(200)
    .regex(/^[a-z0-9/-]*$/)
    .optional()
    .describe('Slug prefix, e.g. blog/ or content/'),
  by_uuids: textSchema
    .max(50 * 37)
    .optional()
    .describe('Comma-separated uuids, at most 50'),
  'filter_query[category][in]': textSchema.max(200).optional().describe('Blog category (comma-separated)'),
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(CONTENT_LIMITS.perPageMax).default(CONTENT_LIMITS.perPageDefault),
});
export type StoriesQuery = z.infer<typeof storiesQuerySchema>;

export const storyParamsSchema = z.strictObject({ '*': slugSchema });
export const storyQuerySchema = z.strictObject({
  token: tokenSchema,
  cv: cvSchema,
  version: z.literal('published').optional(),
});

export const datasourceEntrySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  dimension_value: z.null(),
});
export type DatasourceEntry = z.infer<typeof datasourceEntrySchema>;

export const datasourceEntriesQuerySchema = z.strictObject({
  token: tokenSchema,
  cv: cvSchema,
  datasource: datasourceSlugSchema,
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(1000).default(CONTENT_LIMITS.perPageDefault),
});

export const datasourceEntriesResponseSchema = z.strictObject({
  datasource_entries: z.array(datasourceEntrySchema),
});

export const spaceResponseSchema = z.strictObject({
  space: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    domain: z.string(),
    version: z.number().int().describe('The published version (cv)'),
    language_codes: z.array(z.string()),
  }),
});
export type SpaceResponse = z.infer<typeof spaceResponseSchema>;
export const spaceQuerySchema = z.strictObject({ token: tokenSchema });

// The components the app renders. Bodies are markdown.
export const contentImageSchema = z.strictObject({ filename: z.string(), alt: z.string() });

export const blogPostContentSchema = z.looseObject({
  component: z.literal('blog-post'),
  title: z.string().min(1),
  teaser: z.string(),
  category: z.string().min(1),
  author: z.string(),
  image: contentImageSchema,
  body: z.string(),
});
export type BlogPostContent = z.infer<typeof blogPostContentSchema>;

export const pageContentSchema = z.looseObject({
  component: z.literal('page'),
  title: z.string().min(1),
  lead: z.string(),
  body: z.string(),
});
export type PageContent = z.infer<typeof pageContentSchema>;

export const navigationLinkSchema = z.strictObject({ label: z.string().min(1), url: z.string().min(1) });
export const navigationContentSchema = z.looseObject({
  component: z.literal('navigation'),
  groups: z.array(z.strictObject({ title: z.string(), links: z.array(navigationLinkSchema) })),
});
export type NavigationContent = z.infer<typeof navigationContentSchema>;

// The landing's stories (banners/home-*): read in one request, each with the landing's built-in
// copy as its fallback while loading or when the service fails.
export const heroBannerContentSchema = z.looseObject({
  component: z.literal('hero-banner'),
  brand: z.string().min(1),
  headline: z.string().min(1),
  lead: z.string(),
});
export type HeroBannerContent = z.infer<typeof heroBannerContentSchema>;

export const secondaryBannerContentSchema = z.looseObject({
  component: z.literal('secondary-banner'),
  title: z.string().min(1),
  text: z.string(),
  links: z.array(navigationLinkSchema),
});
export type SecondaryBannerContent = z.infer<typeof secondaryBannerContentSchema>;

export const offerStripContentSchema = z.looseObject({
  component: z.literal('offer-strip'),
  title: z.string().min(1),
  items: z.array(z.strictObject({ title: z.string().min(1), text: z.string(), url: z.string().min(1) })),
});
export type OfferStripContent = z.infer<typeof offerStripContentSchema>;

export const dealsStripContentSchema = z.looseObject({
  component: z.literal('deals-strip'),
  title: z.string().min(1),
  more_label: z.string().min(1),
  more_url: z.string().min(1),
});
export type DealsStripContent = z.infer<typeof dealsStripContentSchema>;

/** A splash screen (splash-screens/*): shown on the spec's splash routes until dismissed twice,
 * while `active` is 'yes' (a text field, so the editor can switch it). */
export const splashContentSchema = z.looseObject({
  component: z.literal('splash'),
  title: z.string().min(1),
  text: z.string(),
  cta_label: z.string().min(1),
  cta_url: z.string().min(1),
  active: z.enum(['yes', 'no']),
});
export type SplashContent = z.infer<typeof splashContentSchema>;

/** A story as seeded: the service gives it ids, uuid and dates. */
export interface StorySeed {
  uuid: string;
  full_slug: string;
  name: string;
  position?: number;
  tag_list?: string[];
  published_at: string;
  content: { component: string; [field: string]: unknown };
}

/** A feature flag check (document 1 section 3): enabled when the value is `enable`, empty, or a
 * comma-separated list holding the asked value. */
export function featureFlagPasses(value: string | undefined, asked?: string): boolean {
  if (value === undefined) return false;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'enable') return true;
  return asked !== undefined && trimmed.split(',').some((part) => part.trim() === asked);
}
