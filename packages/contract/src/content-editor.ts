import { z } from 'zod';
import { isSafeLinkUrl, LINK_URL_MAX, LINK_URL_MESSAGE } from './link-url.ts';
import { textSchema } from './text.ts';

export { isSafeLinkUrl, LINK_URL_MAX, LINK_URL_MESSAGE };

// The content editor (decision 177): staff with the editor role edit a story's text fields,
// markdown body and link lists (decision 191) as a draft, see its versions, restore one, and publish. Shapes are the app's
// (camelCase), not the Storyblok read API's.

export const CONTENT_EDITOR_LIMITS = {
  nameMax: 120,
  /** Short fields: a title, a lead, a teaser, a label. */
  fieldMax: 2_000,
  /** The markdown body (and any field named like one). */
  bodyMax: 50_000,
  fieldsMax: 30,
  /** Links in one list (a footer group, the ranges banner's chips). */
  linksMax: 40,
  linkLabelMax: 80,
} as const;

/** Fields holding markdown: they take the longer limit and are previewed as markdown. */
export const MARKDOWN_FIELDS = ['body'] as const;

const fieldNameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'a lower-case field name');

/** A story's editable fields: its text fields by name (title, lead, teaser, body ...). */
export const storyFieldsSchema = z.record(fieldNameSchema, z.string());
export type StoryFields = z.infer<typeof storyFieldsSchema>;

export const editorStorySummarySchema = z.strictObject({
  uuid: z.uuid(),
  fullSlug: z.string(),
  name: z.string(),
  component: z.string(),
  publishedAt: z.string(),
  /** The newest saved version is not published yet. */
  hasDraft: z.boolean(),
});
export type EditorStorySummary = z.infer<typeof editorStorySummarySchema>;

export const editorStoryVersionSchema = z.strictObject({
  version: z.number().int().min(1),
  name: z.string(),
  savedBy: z.string(),
  savedAt: z.string(),
  /** When this version was published, if it was. */
  publishedAt: z.string().nullable(),
});
export type EditorStoryVersion = z.infer<typeof editorStoryVersionSchema>;

/** A link in a list: what it says and where it goes (a path here or an https address). */
export const editorLinkSchema = z.strictObject({
  label: textSchema.trim().min(1, 'a link needs a label').max(CONTENT_EDITOR_LIMITS.linkLabelMax),
  url: textSchema.trim().max(LINK_URL_MAX).refine(isSafeLinkUrl, LINK_URL_MESSAGE),
});
export type EditorLink = z.infer<typeof editorLinkSchema>;

/** Where a link list sits in a story's content: `links`, or a group's `groups.0.links`. */
export const linkListKeySchema = z.string().regex(/^(links|groups\.\d{1,2}\.links)$/, 'links or groups.N.links');

/** A story's link lists by where they sit (navigation groups' links, a banner's links). */
export const storyLinkListsSchema = z.record(
  linkListKeySchema,
  z.array(editorLinkSchema).max(CONTENT_EDITOR_LIMITS.linksMax, `at most ${CONTENT_EDITOR_LIMITS.linksMax} links`),
);
export type StoryLinkLists = z.infer<typeof storyLinkListsSchema>;

const storyTextSchema = z.strictObject({
  name: z.string(),
  fields: storyFieldsSchema,
  /** Absent for a story without link lists. */
  linkLists: z.record(linkListKeySchema, z.array(z.strictObject({ label: z.string(), url: z.string() }))).optional(),
});

export const editorStorySchema = z.strictObject({
  uuid: z.uuid(),
  fullSlug: z.string(),
  component: z.string(),
  /** Each link list's heading for the form (a group's title, or "Links"); absent without lists. */
  linkListLabels: z.record(linkListKeySchema, z.string()).optional(),
  /** What customers see now. */
  published: storyTextSchema.extend({ publishedAt: z.string() }),
  /** The newest unpublished version, if there is one. */
  draft: storyTextSchema
    .extend({ version: z.number().int().min(1), savedBy: z.string(), savedAt: z.string() })
    .nullable(),
});
export type EditorStory = z.infer<typeof editorStorySchema>;

export const editorStoriesQuerySchema = z.strictObject({
  starts_with: textSchema
    .max(200)
    .regex(/^[a-z0-9/-]*$/, 'lower-case words, hyphens and slashes')
    .optional()
    .describe('Slug prefix, e.g. content/ or blog/'),
});

export const editorStoryParamsSchema = z.strictObject({ uuid: z.uuid() });
export const editorVersionParamsSchema = z.strictObject({
  uuid: z.uuid(),
  version: z.coerce.number().int().min(1).max(1_000_000),
});

/** A draft: the story's name, its text fields and its link lists (only those the story has; each
 * within its limit; every link labelled and pointing at a path here or an https address). */
export const saveDraftSchema = z.strictObject({
  name: textSchema.trim().min(1, 'Give the story a name').max(CONTENT_EDITOR_LIMITS.nameMax),
  fields: z
    .record(fieldNameSchema, textSchema.max(CONTENT_EDITOR_LIMITS.bodyMax))
    .refine((fields) => Object.keys(fields).length <= CONTENT_EDITOR_LIMITS.fieldsMax, {
      message: `at most ${CONTENT_EDITOR_LIMITS.fieldsMax} fields`,
    }),
  linkLists: storyLinkListsSchema.optional(),
});
export type SaveDraft = z.infer<typeof saveDraftSchema>;

export const contentEditorMemberSchema = z.strictObject({ username: z.string(), name: z.string() });

export const publishResultSchema = z.strictObject({
  story: editorStorySchema,
  /** The content space's new published version. */
  cv: z.number().int(),
});
