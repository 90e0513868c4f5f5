import type { StorySeed } from '@storefront/contract';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentStories, contentStoryVersions } from '../../db/schema/index.ts';
import { bumpVersion, upsertStory } from './content.repository.ts';

export type StoryRow = typeof contentStories.$inferSelect;
export type VersionRow = typeof contentStoryVersions.$inferSelect;

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether the newest saved version of the story is still unpublished. */
const hasDraft = sql<boolean>`coalesce((select v.published_at is null from ${contentStoryVersions} v where v.story_uuid = ${contentStories.uuid} order by v.version desc limit 1), false)`;

/** Stories and their saved versions, for the content editor (decision 177). */
export function contentEditingRepository(db: Db) {
  return {
    async stories(startsWith: string | undefined) {
      return db
        .select({ story: contentStories, hasDraft })
        .from(contentStories)
        .where(startsWith ? like(contentStories.fullSlug, likePrefix(startsWith)) : undefined)
        .orderBy(asc(contentStories.fullSlug));
    },

    async story(uuid: string): Promise<StoryRow | undefined> {
      const [row] = await db.select().from(contentStories).where(eq(contentStories.uuid, uuid));
      return row;
    },

    async latestVersion(uuid: string): Promise<VersionRow | undefined> {
      const [row] = await db
        .select()
        .from(contentStoryVersions)
        .where(eq(contentStoryVersions.storyUuid, uuid))
        .orderBy(desc(contentStoryVersions.version))
        .limit(1);
      return row;
    },

    async versions(uuid: string): Promise<VersionRow[]> {
      return db
        .select()
        .from(contentStoryVersions)
        .where(eq(contentStoryVersions.storyUuid, uuid))
        .orderBy(desc(contentStoryVersions.version));
    },

    async version(uuid: string, version: number): Promise<VersionRow | undefined> {
      const [row] = await db
        .select()
        .from(contentStoryVersions)
        .where(and(eq(contentStoryVersions.storyUuid, uuid), eq(contentStoryVersions.version, version)));
      return row;
    },

    /**
     * Saves a new version numbered after the newest; two saves at once race for the same number and
     * the unique index refuses the second (the caller answers 409).
     */
    async addVersion(draft: {
      uuid: string;
      name: string;
      content: unknown;
      savedBy: string;
      savedAt: Date;
      publishedAt?: Date;
    }) {
      const [row] = await db
        .insert(contentStoryVersions)
        .values({
          storyUuid: draft.uuid,
          version: sql`(select coalesce(max(${contentStoryVersions.version}), 0) + 1 from ${contentStoryVersions} where ${contentStoryVersions.storyUuid} = ${draft.uuid})`,
          name: draft.name,
          content: draft.content,
          savedBy: draft.savedBy,
          savedAt: draft.savedAt,
          publishedAt: draft.publishedAt ?? null,
        })
        .returning();
      return row!;
    },

    /**
     * Publishes a draft version: writes the story, stamps the version and bumps `cv`, in one
     * transaction. Answers undefined when the version was published meanwhile.
     */
    publish(story: StoryRow, draft: VersionRow, now: Date): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const stamped = await tx
          .update(contentStoryVersions)
          .set({ publishedAt: now })
          .where(and(eq(contentStoryVersions.id, draft.id), sql`${contentStoryVersions.publishedAt} is null`))
          .returning({ id: contentStoryVersions.id });
        if (stamped.length === 0) return undefined;
        const seed: StorySeed = {
          uuid: story.uuid,
          full_slug: story.fullSlug,
          name: draft.name,
          position: story.position,
          tag_list: story.tagList,
          published_at: now.toISOString(),
          content: draft.content as StorySeed['content'],
        };
        await upsertStory(tx, seed, now);
        return bumpVersion(tx, now);
      });
    },
  };
}

export type ContentEditingRepository = ReturnType<typeof contentEditingRepository>;
