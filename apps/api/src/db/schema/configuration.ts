import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The discovery service's two maps, one row per key. */
export const configurationEntries = pgTable(
  'configuration_entries',
  {
    map: text('map', { enum: ['settings', 'uris'] }).notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.map, t.key] })],
);
