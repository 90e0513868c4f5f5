import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Content the storefront shows (offer categories and cards, ...), one document per entry. */
export const contentEntries = pgTable(
  'content_entries',
  {
    kind: text('kind').notNull(),
    entryId: integer('entry_id').notNull(),
    sortOrder: integer('sort_order').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.entryId] })],
);
