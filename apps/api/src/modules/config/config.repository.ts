import { configurationSchema, type Configuration } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import { configurationEntries } from '../../db/schema/index.ts';

export async function readConfiguration(db: Db): Promise<Configuration> {
  const rows = await db.select().from(configurationEntries);
  const maps: Record<'settings' | 'uris', Record<string, unknown>> = { settings: {}, uris: {} };
  for (const row of rows) maps[row.map][row.key] = row.value;
  return configurationSchema.parse(maps);
}
