import {
  SPIN_TO_WIN_FOLDER,
  spinCampaignContentSchema,
  voucherSchema,
  type SpinCampaignContent,
} from '@storefront/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vouchers } from '../../db/schema/index.ts';
import { contentRepository } from '../content/content.repository.ts';

export interface SpinCampaign extends SpinCampaignContent {
  slug: string;
  publishedAt: Date;
  /** Each prize voucher's name by code (every segment's code is a catalogue voucher). */
  prizeNames: ReadonlyMap<string, string>;
}

const MAX_CAMPAIGNS = 100;

/**
 * Spin-to-win campaigns are the published stories under spin-to-win/. A story whose content does
 * not parse, or whose prize is not a catalogue voucher, is no campaign: a wheel is never shown
 * with a prize that cannot be awarded.
 */
export function spinCampaigns(db: Db) {
  const content = contentRepository(db);

  async function prizeNamesOf(codes: string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await db.select({ data: vouchers.data }).from(vouchers).where(inArray(vouchers.code, codes));
    const names = new Map<string, string>();
    for (const row of rows) {
      const voucher = voucherSchema.parse(row.data);
      names.set(voucher.code, voucher.name);
    }
    return names;
  }

  async function campaignOf(story: {
    full_slug: string;
    published_at: string;
    content: unknown;
  }): Promise<SpinCampaign | undefined> {
    const parsed = spinCampaignContentSchema.safeParse(story.content);
    if (!parsed.success) return undefined;
    const codes = [...new Set(parsed.data.segments.flatMap((s) => (s.voucherCode ? [s.voucherCode] : [])))];
    const prizeNames = await prizeNamesOf(codes);
    if (codes.some((code) => !prizeNames.has(code))) return undefined;
    return {
      ...parsed.data,
      slug: story.full_slug.slice(SPIN_TO_WIN_FOLDER.length + 1),
      publishedAt: new Date(story.published_at),
      prizeNames,
    };
  }

  return {
    async bySlug(slug: string): Promise<SpinCampaign | undefined> {
      const story = await content.story(`${SPIN_TO_WIN_FOLDER}/${slug}`);
      return story && campaignOf(story);
    },

    /** The campaign running at `now`; when several run, the one that started last. */
    async running(now: Date): Promise<SpinCampaign | undefined> {
      const { stories } = await content.stories({ startsWith: `${SPIN_TO_WIN_FOLDER}/` }, 1, MAX_CAMPAIGNS);
      const campaigns = (await Promise.all(stories.map(campaignOf))).filter(
        (c): c is SpinCampaign => c !== undefined && new Date(c.startsAt) <= now && now < new Date(c.endsAt),
      );
      return campaigns.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))[0];
    },
  };
}

export type SpinCampaigns = ReturnType<typeof spinCampaigns>;
