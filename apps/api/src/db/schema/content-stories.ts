import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Published stories of the content service (a Storyblok-shaped headless CMS), one per full slug. */
export const contentStories = pgTable(
  'content_stories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    fullSlug: text('full_slug').notNull().unique(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    tagList: text('tag_list').array().notNull().default([]),
    content: jsonb('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('content_stories_full_slug_prefix').on(t.fullSlug.op('text_pattern_ops'))],
);

/** Name → value entries of the content service's datasources (dictionary, feature flags, ...). */
export const contentDatasourceEntries = pgTable(
  'content_datasource_entries',
  {
    id: serial('id').primaryKey(),
    datasource: text('datasource').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('content_datasource_entries_name').on(t.datasource, t.name),
    index('content_datasource_entries_by_source').on(t.datasource, t.position),
  ],
);

/** The one content space and its published version `cv`, bumped by every publish. */
export const contentSpace = pgTable('content_space', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Every saved edit of a story (decision 177): the newest unpublished one is the story's draft;
 * publishing copies it to content_stories and stamps published_at. Restoring copies an old one as
 * a new version, so history is never rewritten.
 */
export const contentStoryVersions = pgTable(
  'content_story_versions',
  {
    id: serial('id').primaryKey(),
    storyUuid: uuid('story_uuid')
      .notNull()
      .references(() => contentStories.uuid, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    content: jsonb('content').notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('content_story_versions_story_version').on(t.storyUuid, t.version)],
);

/**
 * Every change an editor made to a datasource entry (decision 206): the value before (null when
 * added) and after (null when deleted). Entries are published at once, so this log is their history.
 */
export const contentDatasourceChanges = pgTable(
  'content_datasource_changes',
  {
    id: serial('id').primaryKey(),
    datasource: text('datasource').notNull(),
    name: text('name').notNull(),
    before: text('before'),
    after: text('after'),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('content_datasource_changes_by_source').on(t.datasource, t.id)],
);
