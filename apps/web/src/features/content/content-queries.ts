// Queries over the content service: blog posts, one story, pages. The client (lib/content) holds
// the cv-keyed cache and the 429 retries; TanStack Query gives the screens loading and error states.
import {
  blogPostContentSchema,
  pageContentSchema,
  storiesResponseSchema,
  storyResponseSchema,
  type BlogPostContent,
  type ContentStory,
  type PageContent,
} from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { contentClient } from '../../lib/content/app-content-client.ts';

export { contentClient };

/** Posts are read in one page of the service's maximum; the blog pages them itself. */
const BLOG_READ_SIZE = 100;

export interface BlogPost {
  slug: string;
  publishedAt: string;
  post: BlogPostContent;
}

const postOf = (story: ContentStory): BlogPost => ({
  slug: story.slug,
  publishedAt: story.published_at,
  post: blogPostContentSchema.parse(story.content),
});

export function useBlogPosts(category?: string) {
  return useQuery({
    queryKey: ['content', 'blog', category ?? 'all'],
    queryFn: async () => {
      const answer = storiesResponseSchema.parse(
        await contentClient.stories({
          starts_with: 'blog/',
          per_page: BLOG_READ_SIZE,
          ...(category ? { 'filter_query[category][in]': category } : {}),
        }),
      );
      return answer.stories.map(postOf);
    },
    retry: false,
  });
}

/** A story, or null when the service has none at that slug (the screen shows not-found). */
async function storyOrNull(fullSlug: string): Promise<ContentStory | null> {
  try {
    return storyResponseSchema.parse(await contentClient.story(fullSlug)).story;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['content', 'blog-post', slug],
    queryFn: async () => {
      const story = await storyOrNull(`blog/${slug}`);
      return story && postOf(story);
    },
    retry: false,
  });
}

export function useContentPage(slug: string) {
  return useQuery({
    queryKey: ['content', 'page', slug],
    queryFn: async (): Promise<PageContent | null> => {
      const story = await storyOrNull(`content/${slug}`);
      return story && pageContentSchema.parse(story.content);
    },
    retry: false,
  });
}

/** Content slugs are lower-case words split by hyphens and slashes; anything else is no page. */
export const isContentSlug = (slug: string) => /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(slug);
