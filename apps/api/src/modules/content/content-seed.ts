import * as catalog from '@storefront/catalog';
import {
  contentDatasourceChanges,
  contentDatasourceEntries,
  contentSpace,
  contentStoryVersions,
} from '../../db/schema/index.ts';
import { upsertChanged, type Tx } from '../../db/upsert-changed.ts';
import { bumpVersion, upsertStory } from './content.repository.ts';

/** Seeds the content space, stories and datasources; bumps `cv` when anything changed. */
export async function seedContent(tx: Tx, now: Date): Promise<number> {
  const space = await tx
    .insert(contentSpace)
    .values({ ...catalog.contentSpace, version: Math.floor(now.getTime() / 1000) })
    .onConflictDoNothing()
    .returning({ id: contentSpace.id });
  let changed = 0;
  // A story an editor has saved is theirs (its versions are its history): seeding, at every
  // start, leaves it be, or a restart would put the seeded copy back over a published edit.
  const editedStories = new Set(
    (await tx.selectDistinct({ uuid: contentStoryVersions.storyUuid }).from(contentStoryVersions)).map((r) => r.uuid),
  );
  for (const story of catalog.storySeeds) {
    if (!editedStories.has(story.uuid) && (await upsertStory(tx, story))) changed += 1;
  }
  // An entry an editor has changed or deleted is theirs: seeding (at every start) leaves it be.
  const edited = new Set(
    (
      await tx
        .selectDistinct({ datasource: contentDatasourceChanges.datasource, name: contentDatasourceChanges.name })
        .from(contentDatasourceChanges)
    ).map((row) => `${row.datasource}\n${row.name}`),
  );
  const entries = Object.entries(catalog.datasourceSeeds)
    .flatMap(([datasource, pairs]) => pairs.map(([name, value], position) => ({ datasource, name, value, position })))
    .filter((entry) => !edited.has(`${entry.datasource}\n${entry.name}`));
  changed += await upsertChanged(tx, contentDatasourceEntries, entries, {
    target: [contentDatasourceEntries.datasource, contentDatasourceEntries.name],
    compare: [contentDatasourceEntries.value, contentDatasourceEntries.position],
  });
  if (changed > 0 && space.length === 0) await bumpVersion(tx, now);
  return changed;
}
