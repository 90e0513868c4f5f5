// The campaign a /c/{slug?} page shows: the content service's story campaigns/{slug}, or without a
// slug the newest campaign (decision 160). null when there is none: the page is not found.
import {
  campaignContentSchema,
  storiesResponseSchema,
  storyResponseSchema,
  type CampaignContent,
} from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { contentClient } from '../../lib/content/app-content-client.ts';

export const CAMPAIGN_FOLDER = 'campaigns/';

export interface Campaign {
  slug: string;
  content: CampaignContent;
}

/** Slugs are lower-case words and hyphens; anything else is no campaign (and no request). */
export const isCampaignSlug = (slug: string) => /^[a-z0-9][a-z0-9-]{0,99}$/.test(slug);

async function campaignAt(slug: string): Promise<Campaign | null> {
  try {
    const { story } = storyResponseSchema.parse(await contentClient.story(`${CAMPAIGN_FOLDER}${slug}`));
    return { slug: story.slug, content: campaignContentSchema.parse(story.content) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

async function newestCampaign(): Promise<Campaign | null> {
  const { stories } = storiesResponseSchema.parse(
    await contentClient.stories({ starts_with: CAMPAIGN_FOLDER, per_page: 1 }),
  );
  const story = stories[0];
  return story ? { slug: story.slug, content: campaignContentSchema.parse(story.content) } : null;
}

export function useCampaign(slug: string | undefined) {
  return useQuery({
    queryKey: ['content', 'campaign', slug ?? ''],
    queryFn: () => {
      if (slug === undefined) return newestCampaign();
      return isCampaignSlug(slug) ? campaignAt(slug) : Promise.resolve(null);
    },
    retry: false,
  });
}
