import type { ContentStory, DatasourceEntry, DatasourceSlug, StorySeed } from '@storefront/contract';
import { and, arrayOverlaps, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentDatasourceEntries, contentSpace, contentStories } from '../../db/schema/index.ts';

type StoryRow = typeof contentStories.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StoryFilter {
  startsWith?: string | undefined;
  uuids?: string[] | undefined;
  tags?: string[] | undefined;
}

function storyOf(row: StoryRow): ContentStory {
  const slash = row.fullSlug.lastIndexOf('/');
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    slug: row.fullSlug.slice(slash + 1),
    full_slug: row.fullSlug,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt.toISOString(),
    first_published_at: row.firstPublishedAt.toISOString(),
    position: row.position,
    tag_list: row.tagList,
    is_startpage: false,
    lang: 'default',
    // Storyblok gives every block a _uid; a story's root block shares the story's uuid.
    content: { ...(row.content as ContentStory['content']), _uid: row.uuid },
  };
}

/** LIKE's own wildcards in a slug prefix match themselves only. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function contentRepository(db: Db) {
  return {
    async version(): Promise<number | undefined> {
      const [row] = await db.select({ version: contentSpace.version }).from(contentSpace).limit(1);
      return row?.version;
    },

    async space() {
      const [row] = await db.select().from(contentSpace).limit(1);
      return row;
    },

    /** One page of stories, newest first (blog order), with the total for the Total header. */
    async stories(filter: StoryFilter, page: number, perPage: number) {
      const conditions: SQL[] = [];
      if (filter.startsWith) conditions.push(like(contentStories.fullSlug, likePrefix(filter.startsWith)));
      if (filter.uuids) conditions.push(inArray(contentStories.uuid, filter.uuids));
      if (filter.tags) conditions.push(arrayOverlaps(contentStories.tagList, filter.tags));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(contentStories)
          .where(where)
          .orderBy(desc(contentStories.publishedAt), asc(contentStories.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(contentStories)
          .where(where),
      ]);
      return { stories: rows.map(storyOf), total: count?.total ?? 0 };
    },

    async story(fullSlug: string): Promise<ContentStory | undefined> {
      const [row] = await db.select().from(contentStories).where(eq(contentStories.fullSlug, fullSlug));
      return row && storyOf(row);
    },

    async datasourceEntries(datasource: DatasourceSlug, page: number, perPage: number) {
      const where = eq(contentDatasourceEntries.datasource, datasource);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(contentDatasourceEntries)
          .where(where)
          .orderBy(asc(contentDatasourceEntries.position))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(contentDatasourceEntries)
          .where(where),
      ]);
      const entries: DatasourceEntry[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        value: row.value,
        dimension_value: null,
      }));
      return { entries, total: count?.total ?? 0 };
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

/** Writes a story as published (new or changed); answers whether anything changed. */
export async function upsertStory(tx: Tx | Db, seed: StorySeed, publishedAt = new Date(seed.published_at)) {
  const rows = await tx
    .insert(contentStories)
    .values({
      uuid: seed.uuid,
      fullSlug: seed.full_slug,
      name: seed.name,
      position: seed.position ?? 0,
      tagList: seed.tag_list ?? [],
      content: seed.content,
      publishedAt,
      firstPublishedAt: publishedAt,
    })
    .onConflictDoUpdate({
      target: contentStories.uuid,
      set: {
        fullSlug: sql`excluded.full_slug`,
        name: sql`excluded.name`,
        position: sql`excluded.position`,
        tagList: sql`excluded.tag_list`,
        content: sql`excluded.content`,
        publishedAt: sql`excluded.published_at`,
      },
      setWhere: sql`(${contentStories.fullSlug}, ${contentStories.name}, ${contentStories.position}, ${contentStories.tagList}, ${contentStories.content}, ${contentStories.publishedAt}) is distinct from (excluded.full_slug, excluded.name, excluded.position, excluded.tag_list, excluded.content, excluded.published_at)`,
    })
    .returning({ id: contentStories.id });
  return rows.length > 0;
}

/** Bumps the published version: every cache keyed by the old `cv` stops being used. */
export async function bumpVersion(tx: Tx | Db, now: Date): Promise<number> {
  const seconds = Math.floor(now.getTime() / 1000);
  const [row] = await tx
    .update(contentSpace)
    .set({ version: sql`greatest(${contentSpace.version} + 1, ${seconds})` })
    .returning({ version: contentSpace.version });
  if (!row) throw new Error('The content space is not seeded');
  return row.version;
}

/** Publishes one story (new or edited) and bumps `cv`, in one transaction. */
export function publishStory(db: Db, seed: StorySeed, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await upsertStory(tx, seed, now);
    return bumpVersion(tx, now);
  });
}
