import {
  DATASOURCE_EDITOR_LIMITS,
  datasourceNameError,
  datasourceValueError,
  type DatasourceChange,
  type DatasourceChangeResult,
  type EditableDatasource,
  type EditorDatasource,
  type FieldError,
} from '@storefront/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentDatasourceChanges, contentDatasourceEntries, contentSpace } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { bumpVersion } from './content.repository.ts';

const entriesOf = (datasource: EditableDatasource) => eq(contentDatasourceEntries.datasource, datasource);
const entryWhere = (datasource: EditableDatasource, name: string) =>
  and(entriesOf(datasource), eq(contentDatasourceEntries.name, name));

const full = (datasource: EditableDatasource) => {
  const max = DATASOURCE_EDITOR_LIMITS.entriesMax[datasource];
  const what =
    datasource === 'dictionary'
      ? `The dictionary holds at most ${max} entries`
      : `There can be at most ${max} feature flags`;
  return new AppError(409, 'Conflict', `${what}: delete one you no longer need before adding another.`);
};

/**
 * The dictionary and the feature flags as an editor changes them (decision 206). There is no draft:
 * each change is published at once, in one transaction with its log row and the `cv` bump, so a
 * customer sees it at the next `cv` check. The space row is locked first, so changes (and the
 * entry limit's count) go one at a time.
 */
export function contentDatasourcesEditing(
  db: Db,
  clock: Clock,
  /** Hears each new `cv` (this instance's readers then see it at once). */
  published: (cv: number) => Promise<void> = async () => {},
) {
  function check(datasource: EditableDatasource, name: string, value?: string) {
    const errors: FieldError[] = [];
    const nameError = datasourceNameError(datasource, name);
    if (nameError) errors.push({ field: 'params.name', message: nameError });
    const valueError = value === undefined ? undefined : datasourceValueError(datasource, value);
    if (valueError) errors.push({ field: 'body.value', message: valueError });
    if (errors.length > 0) throw new AppError(400, 'InvalidRequest', 'This entry cannot be saved.', errors);
  }

  async function change(
    datasource: EditableDatasource,
    name: string,
    after: string | null,
    changedBy: string,
  ): Promise<DatasourceChangeResult> {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select ${contentSpace.id} from ${contentSpace} for update`);
      const [existing] = await tx
        .select({ value: contentDatasourceEntries.value })
        .from(contentDatasourceEntries)
        .where(entryWhere(datasource, name));
      if (after === null) {
        if (!existing) throw new AppError(404, 'NotFound', `There is no entry named ${name}.`);
        await tx.delete(contentDatasourceEntries).where(entryWhere(datasource, name));
      } else if (existing) {
        if (existing.value === after) return undefined;
        await tx.update(contentDatasourceEntries).set({ value: after }).where(entryWhere(datasource, name));
      } else {
        const [counted] = await tx
          .select({
            count: sql<number>`count(*)::int`,
            last: sql<number>`coalesce(max(${contentDatasourceEntries.position}), -1)::int`,
          })
          .from(contentDatasourceEntries)
          .where(entriesOf(datasource));
        if ((counted?.count ?? 0) >= DATASOURCE_EDITOR_LIMITS.entriesMax[datasource]) throw full(datasource);
        await tx
          .insert(contentDatasourceEntries)
          .values({ datasource, name, value: after, position: (counted?.last ?? -1) + 1 });
      }
      await tx.insert(contentDatasourceChanges).values({
        datasource,
        name,
        before: existing?.value ?? null,
        after,
        changedBy,
        changedAt: now,
      });
      return { added: !existing, cv: await bumpVersion(tx, now) };
    });
    const entry = after === null ? null : { name, value: after };
    // Nothing changed: nothing published, and the current version answers.
    if (!result) {
      const [space] = await db.select({ version: contentSpace.version }).from(contentSpace);
      return { entry, added: false, cv: space?.version ?? 0 };
    }
    await published(result.cv);
    return { entry, ...result };
  }

  return {
    async list(datasource: EditableDatasource): Promise<EditorDatasource> {
      const rows = await db
        .select({ name: contentDatasourceEntries.name, value: contentDatasourceEntries.value })
        .from(contentDatasourceEntries)
        .where(entriesOf(datasource))
        .orderBy(asc(contentDatasourceEntries.position), asc(contentDatasourceEntries.id));
      return { datasource, entries: rows, entriesMax: DATASOURCE_EDITOR_LIMITS.entriesMax[datasource] };
    },

    save(datasource: EditableDatasource, name: string, value: string, changedBy: string) {
      // A flag's list is kept as typed but for spaces around it; dictionary words as typed.
      const stored = datasource === 'feature-flags' ? value.trim() : value;
      check(datasource, name, stored);
      return change(datasource, name, stored, changedBy);
    },

    remove(datasource: EditableDatasource, name: string, changedBy: string) {
      check(datasource, name);
      return change(datasource, name, null, changedBy);
    },

    async changes(datasource: EditableDatasource): Promise<DatasourceChange[]> {
      const rows = await db
        .select()
        .from(contentDatasourceChanges)
        .where(eq(contentDatasourceChanges.datasource, datasource))
        .orderBy(desc(contentDatasourceChanges.id))
        .limit(DATASOURCE_EDITOR_LIMITS.changesShown);
      return rows.map((row) => ({
        name: row.name,
        before: row.before,
        after: row.after,
        changedBy: row.changedBy,
        changedAt: row.changedAt.toISOString(),
      }));
    },
  };
}

export type ContentDatasourcesEditing = ReturnType<typeof contentDatasourcesEditing>;
