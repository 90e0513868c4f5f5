import * as catalog from '@storefront/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { seedCatalog } from './seed.ts';
import { openTestDatabase } from '../test/database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function snapshot() {
  const result = await database.db.execute(sql`
    select (select count(*) from products)::int as products,
           (select count(*) from stores)::int as stores,
           (select count(*) from categories)::int as categories,
           (select count(*) from upsells)::int as upsells,
           (select count(*) from configuration_entries)::int as configuration,
           (select md5(string_agg(data::text, '' order by product_id)) from products) as products_hash,
           (select md5(string_agg(data::text, '' order by store_id)) from stores) as stores_hash,
           (select max(xmin::text::bigint) from stores) as stores_xmin`);
  return (result as unknown as { rows?: unknown[] }).rows?.[0] ?? (result as unknown as unknown[])[0];
}

describe('seedCatalog', () => {
  it('loads the whole catalogue', async () => {
    const report = await seedCatalog(database.db);
    expect(report).toEqual({
      configuration:
        Object.keys(catalog.configuration.settings).length + Object.keys(catalog.configuration.uris).length,
      categories: catalog.categories.length,
      products: catalog.products.length,
      stores: catalog.stores.length,
      upsells: catalog.upsells.length,
      vouchers: catalog.vouchers.length,
      content:
        catalog.offerCategories.length +
        catalog.offerCards.length +
        catalog.surveys.length +
        catalog.storySeeds.length +
        Object.values(catalog.datasourceSeeds).flat().length,
      staff: catalog.staffSeeds.length,
    });
  });

  it('changes nothing when run twice', async () => {
    const before = await snapshot();
    const report = await seedCatalog(database.db);
    expect(report).toEqual({
      configuration: 0,
      categories: 0,
      products: 0,
      stores: 0,
      upsells: 0,
      vouchers: 0,
      content: 0,
      staff: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('puts back, whole, only the rows whose document differs from the catalogue', async () => {
    const before = await snapshot();
    const [product] = catalog.products;
    await database.db.execute(
      sql`update products set slug = 'changed', data = '{}'::jsonb where product_id = ${product!.productId}`,
    );
    await database.db.execute(
      sql`update configuration_entries set value = '"changed"'::jsonb where key = 'SUPPORT_PHONE'`,
    );
    const report = await seedCatalog(database.db);
    expect(report).toMatchObject({ products: 1, configuration: 1, stores: 0, categories: 0, content: 0 });
    const { products_hash, products: count, configuration, stores_hash } = before as Record<string, unknown>;
    expect(await snapshot()).toMatchObject({ products_hash, products: count, configuration, stores_hash });
    const slug = await database.db.execute(sql`select slug from products where product_id = ${product!.productId}`);
    const rows = (slug as unknown as { rows?: { slug: string }[] }).rows ?? (slug as unknown as { slug: string }[]);
    expect(rows[0]?.slug).toBe(product!.slug);
  });
});
