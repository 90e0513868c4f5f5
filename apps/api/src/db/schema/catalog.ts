import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

// Catalogue rows keep the contract object whole in `data` (validated on the way in) and copy
// out only the columns that queries filter or sort on.

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull(),
  sortOrder: integer('sort_order').notNull(),
  data: jsonb('data').notNull(),
});

export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    slug: text('slug').notNull().unique(),
    productType: text('product_type').notNull(),
    sortOrder: integer('sort_order').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('products_type_idx').on(t.productType)],
);

export const stores = pgTable(
  'stores',
  {
    storeId: integer('store_id').primaryKey(),
    code: text('code').notNull().unique(),
    storeName: text('store_name').notNull().unique(),
    state: text('state').notNull(),
    postCode: text('post_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    isComingSoon: boolean('is_coming_soon').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('stores_post_code_idx').on(t.postCode)],
);

export const upsells = pgTable('upsells', {
  upsellId: integer('upsell_id').primaryKey(),
  data: jsonb('data').notNull(),
});
