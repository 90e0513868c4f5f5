import {
  CONTENT_EDITOR_LIMITS,
  MARKDOWN_FIELDS,
  type EditorStory,
  type FieldError,
  type EditorStorySummary,
  type EditorStoryVersion,
  type SaveDraft,
  type StoryFields,
  type StoryLinkLists,
} from '@storefront/contract';
import type { Clock } from '../../platform/clock.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { ContentEditingRepository, StoryRow, VersionRow } from './content-editing.repository.ts';

/** Keys of a story's content that are the service's own, not the editor's. */
const FIXED_KEYS = new Set(['component', '_uid']);

type StoryContent = Record<string, unknown> & { component: string };

/** A story's text fields: the strings of its content (structured fields such as an image stay as they are). */
export function textFieldsOf(content: unknown): StoryFields {
  const fields: StoryFields = {};
  for (const [key, value] of Object.entries(content as Record<string, unknown>)) {
    if (typeof value === 'string' && !FIXED_KEYS.has(key)) fields[key] = value;
  }
  return fields;
}

type Link = { label: string; url: string };
const isLink = (value: unknown): value is Link =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Link).label === 'string' &&
  typeof (value as Link).url === 'string';
const isLinkList = (value: unknown): value is Link[] => Array.isArray(value) && value.every(isLink);
const groupsOf = (content: unknown): unknown[] => {
  const groups = (content as { groups?: unknown }).groups;
  return Array.isArray(groups) ? groups : [];
};

/**
 * A story's link lists by where they sit: its own `links` (a banner's chips) and each navigation
 * group's `groups.N.links`, with the heading the form shows for each (decision 191).
 */
export function linkListsOf(content: unknown): { lists: StoryLinkLists; labels: Record<string, string> } {
  const lists: StoryLinkLists = {};
  const labels: Record<string, string> = {};
  const links = (content as { links?: unknown }).links;
  if (isLinkList(links)) {
    lists.links = links.map(({ label, url }) => ({ label, url }));
    labels.links = 'Links';
  }
  groupsOf(content).forEach((group, index) => {
    const groupLinks = (group as { links?: unknown } | null)?.links;
    if (!isLinkList(groupLinks)) return;
    const key = `groups.${index}.links`;
    lists[key] = groupLinks.map(({ label, url }) => ({ label, url }));
    const title = (group as { title?: unknown }).title;
    labels[key] = typeof title === 'string' && title.trim() !== '' ? `${title} links` : `Group ${index + 1} links`;
  });
  return { lists, labels };
}

/** The content with the draft's link lists in place of the published ones. */
function withLinkLists(content: StoryContent, lists: StoryLinkLists): StoryContent {
  const next: StoryContent = { ...content };
  if (lists.links) next.links = lists.links;
  const groups = groupsOf(content).map((group, index) => {
    const list = lists[`groups.${index}.links`];
    return list ? { ...(group as Record<string, unknown>), links: list } : group;
  });
  if (groups.length > 0) next.groups = groups;
  return next;
}

/** Only link lists the story has. */
function linkListErrors(draft: SaveDraft, published: StoryLinkLists): FieldError[] {
  return Object.keys(draft.linkLists ?? {})
    .filter((key) => !(key in published))
    .map((key) => ({ field: `body.linkLists.${key}`, message: 'this story has no such link list' }));
}

const isMarkdownField = (name: string) => (MARKDOWN_FIELDS as readonly string[]).includes(name);

/** Only fields the story has, each within its limit; a title may not be emptied. */
function fieldErrors(draft: SaveDraft, published: StoryFields): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(draft.fields)) {
    const field = `body.fields.${name}`;
    if (!(name in published)) errors.push({ field, message: 'this story has no such text field' });
    else if (!isMarkdownField(name) && value.length > CONTENT_EDITOR_LIMITS.fieldMax)
      errors.push({ field, message: `at most ${CONTENT_EDITOR_LIMITS.fieldMax} characters` });
    else if (name === 'title' && value.trim() === '') errors.push({ field, message: 'a title may not be empty' });
  }
  return errors;
}

/** Who "saved" a story's content as it was published before its first edit (seeded or imported). */
export const PUBLISHED_BEFORE_EDITING = 'published before editing';

const notFound = () => new AppError(404, 'NotFound', 'This story does not exist.');

/** `announce` hears each new `cv`, so this instance's readers see the publish at once (decision 208). */
export function contentEditingService(
  repository: ContentEditingRepository,
  clock: Clock,
  announce: (cv: number) => Promise<void> = async () => {},
) {
  async function storyOrFail(uuid: string): Promise<StoryRow> {
    const story = await repository.story(uuid);
    if (!story) throw notFound();
    return story;
  }

  function editorStory(story: StoryRow, latest: VersionRow | undefined): EditorStory {
    const draft = latest && latest.publishedAt === null ? latest : undefined;
    const published = linkListsOf(story.content);
    // Stories without link lists answer as before: no empty lists to show or send back.
    const hasLists = Object.keys(published.lists).length > 0;
    const listsOf = (content: unknown) => (hasLists ? { linkLists: linkListsOf(content).lists } : {});
    return {
      uuid: story.uuid,
      fullSlug: story.fullSlug,
      component: (story.content as StoryContent).component,
      ...(hasLists ? { linkListLabels: published.labels } : {}),
      published: {
        name: story.name,
        fields: textFieldsOf(story.content),
        ...listsOf(story.content),
        publishedAt: story.publishedAt.toISOString(),
      },
      draft: draft
        ? {
            version: draft.version,
            name: draft.name,
            fields: textFieldsOf(draft.content),
            ...listsOf(draft.content),
            savedBy: draft.savedBy,
            savedAt: draft.savedAt.toISOString(),
          }
        : null,
    };
  }

  async function saveVersion(story: StoryRow, name: string, content: unknown, savedBy: string): Promise<EditorStory> {
    try {
      // The first edit of a story keeps what was published before it as version 1, so it can come back.
      if (!(await repository.latestVersion(story.uuid))) {
        await repository.addVersion({
          uuid: story.uuid,
          name: story.name,
          content: story.content,
          savedBy: PUBLISHED_BEFORE_EDITING,
          savedAt: story.publishedAt,
          publishedAt: story.publishedAt,
        });
      }
      const saved = await repository.addVersion({ uuid: story.uuid, name, content, savedBy, savedAt: clock.now() });
      return editorStory(story, saved);
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      throw new AppError(409, 'Conflict', 'Someone saved this story at the same moment. Reload it and try again.');
    }
  }

  return {
    async list(startsWith: string | undefined): Promise<EditorStorySummary[]> {
      const rows = await repository.stories(startsWith);
      return rows.map(({ story, hasDraft }) => ({
        uuid: story.uuid,
        fullSlug: story.fullSlug,
        name: story.name,
        component: (story.content as StoryContent).component,
        publishedAt: story.publishedAt.toISOString(),
        hasDraft,
      }));
    },

    async story(uuid: string): Promise<EditorStory> {
      const story = await storyOrFail(uuid);
      return editorStory(story, await repository.latestVersion(uuid));
    },

    /** A new version over the published content: only its text fields and link lists change. */
    async saveDraft(uuid: string, draft: SaveDraft, savedBy: string): Promise<EditorStory> {
      const story = await storyOrFail(uuid);
      const errors = [
        ...fieldErrors(draft, textFieldsOf(story.content)),
        ...linkListErrors(draft, linkListsOf(story.content).lists),
      ];
      if (errors.length > 0) throw new AppError(400, 'InvalidRequest', 'Some fields cannot be saved.', errors);
      const content = withLinkLists({ ...(story.content as StoryContent), ...draft.fields }, draft.linkLists ?? {});
      return saveVersion(story, draft.name, content, savedBy);
    },

    async versions(uuid: string): Promise<EditorStoryVersion[]> {
      await storyOrFail(uuid);
      return (await repository.versions(uuid)).map((row) => ({
        version: row.version,
        name: row.name,
        savedBy: row.savedBy,
        savedAt: row.savedAt.toISOString(),
        publishedAt: row.publishedAt?.toISOString() ?? null,
      }));
    },

    /** An old version comes back as a new draft; nothing in the history is rewritten. */
    async restore(uuid: string, version: number, savedBy: string): Promise<EditorStory> {
      const story = await storyOrFail(uuid);
      const old = await repository.version(uuid, version);
      if (!old) throw new AppError(404, 'NotFound', `This story has no version ${version}.`);
      return saveVersion(story, old.name, old.content, savedBy);
    },

    async publish(uuid: string): Promise<{ story: EditorStory; cv: number }> {
      const story = await storyOrFail(uuid);
      const latest = await repository.latestVersion(uuid);
      const nothingToPublish = () => new AppError(409, 'Conflict', 'This story has no draft to publish.');
      if (!latest || latest.publishedAt !== null) throw nothingToPublish();
      const cv = await repository.publish(story, latest, clock.now());
      if (cv === undefined) throw nothingToPublish();
      await announce(cv);
      const published = await storyOrFail(uuid);
      return { story: editorStory(published, await repository.latestVersion(uuid)), cv };
    },
  };
}

export type ContentEditingService = ReturnType<typeof contentEditingService>;
