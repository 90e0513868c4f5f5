import { z } from 'zod';
import { CONTENT_LIMITS } from './content-limits.ts';
import { textSchema } from './text.ts';

// The content editor's dictionary and feature flags (decision 206): an editor lists, adds, changes
// and deletes their entries; each change is published at once (it bumps `cv`) and logged.

/** The datasources an editor may change: the others are operations' (user agents) or the catalogue's. */
export const editableDatasources = ['dictionary', 'feature-flags'] as const;
export type EditableDatasource = (typeof editableDatasources)[number];

export const DATASOURCE_EDITOR_LIMITS = {
  /** Entries each holds: the app reads the dictionary in one read of 500, the flags in one of 100. */
  entriesMax: { dictionary: CONTENT_LIMITS.dictionaryMax, 'feature-flags': CONTENT_LIMITS.perPageMax },
  nameMax: 80,
  valueMax: 2_000,
  /** Changes the log answers, newest first. */
  changesShown: 100,
} as const;

/** Dictionary names: lower-case words split by dots and hyphens, like `home.start-order.title`. */
export const DICTIONARY_NAME = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
export const DICTIONARY_NAME_MESSAGE =
  'lower-case letters and digits, in words split by dots or hyphens (like home.start-order.title)';
/** Flag names: lower-case words joined by underscores, like `pizzas_page_category`. */
export const FLAG_NAME = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
export const FLAG_NAME_MESSAGE =
  'lower-case letters and digits, in words joined by underscores (like home_offer_strip)';
/** A flag's value: `enable`, empty (on), or a comma-separated list of what it is on for (`delivery,pickup`). */
export const FLAG_VALUE = /^[a-z0-9_-]*(?:,[a-z0-9_-]+)*$/;
export const FLAG_VALUE_MESSAGE =
  'enable, empty, or a comma-separated list without spaces (like delivery,pickup); anything else turns it off';

/** The name rule for a datasource's entries. */
export function datasourceNameError(datasource: EditableDatasource, name: string): string | undefined {
  if (name.length > DATASOURCE_EDITOR_LIMITS.nameMax) return `at most ${DATASOURCE_EDITOR_LIMITS.nameMax} characters`;
  if (datasource === 'feature-flags') return FLAG_NAME.test(name) ? undefined : FLAG_NAME_MESSAGE;
  return DICTIONARY_NAME.test(name) ? undefined : DICTIONARY_NAME_MESSAGE;
}

/** The value rule: dictionary text within its limit; a flag's value as FLAG_VALUE. */
export function datasourceValueError(datasource: EditableDatasource, value: string): string | undefined {
  if (value.length > DATASOURCE_EDITOR_LIMITS.valueMax)
    return `at most ${DATASOURCE_EDITOR_LIMITS.valueMax} characters`;
  if (datasource === 'feature-flags') return FLAG_VALUE.test(value) ? undefined : FLAG_VALUE_MESSAGE;
  return value.trim() === '' ? 'a dictionary entry needs its words' : undefined;
}

export const editorDatasourceParamsSchema = z.strictObject({
  datasource: z.enum(editableDatasources, 'dictionary or feature-flags'),
});

export const editorDatasourceEntryParamsSchema = editorDatasourceParamsSchema.extend({
  name: textSchema.min(1).max(DATASOURCE_EDITOR_LIMITS.nameMax),
});

export const editorDatasourceEntrySchema = z.strictObject({ name: z.string(), value: z.string() });
export type EditorDatasourceEntry = z.infer<typeof editorDatasourceEntrySchema>;

export const editorDatasourceSchema = z.strictObject({
  datasource: z.enum(editableDatasources),
  /** In the order the app reads them. */
  entries: z.array(editorDatasourceEntrySchema),
  entriesMax: z.number().int(),
});
export type EditorDatasource = z.infer<typeof editorDatasourceSchema>;

/** The new value of an entry (added when the name is new). */
export const saveDatasourceEntrySchema = z.strictObject({
  value: textSchema.max(DATASOURCE_EDITOR_LIMITS.valueMax),
});
export type SaveDatasourceEntry = z.infer<typeof saveDatasourceEntrySchema>;

export const datasourceChangeResultSchema = z.strictObject({
  /** The entry as it now is; null once deleted. */
  entry: editorDatasourceEntrySchema.nullable(),
  /** Whether the name was new. */
  added: z.boolean(),
  /** The content space's new published version. */
  cv: z.number().int(),
});
export type DatasourceChangeResult = z.infer<typeof datasourceChangeResultSchema>;

/** One logged change: the value before (null when added) and after (null when deleted). */
export const datasourceChangeSchema = z.strictObject({
  name: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type DatasourceChange = z.infer<typeof datasourceChangeSchema>;
