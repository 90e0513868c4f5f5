import * as catalog from '@storefront/catalog';
import { sql } from 'drizzle-orm';
import { hashPassword, seedSalt } from '../platform/passwords.ts';
import type { Db } from './client.ts';
import {
  staff,
  categories,
  configurationEntries,
  contentEntries,
  products,
  stores,
  upsells,
  vouchers,
} from './schema/index.ts';

export interface SeedReport {
  configuration: number;
  categories: number;
  products: number;
  stores: number;
  upsells: number;
  vouchers: number;
  content: number;
  staff: number;
}

// Each upsert only touches a row whose content differs (`is distinct from`), so a second run
// changes nothing and reports zero rows written.

export async function seedCatalog(db: Db): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const configRows = (['settings', 'uris'] as const).flatMap((map) =>
      Object.entries(catalog.configuration[map]).map(([key, value]) => ({ map, key, value })),
    );
    const configuration = await tx
      .insert(configurationEntries)
      .values(configRows)
      .onConflictDoUpdate({
        target: [configurationEntries.map, configurationEntries.key],
        set: { value: sql`excluded.value` },
        setWhere: sql`${configurationEntries.value} is distinct from excluded.value`,
      })
      .returning({ key: configurationEntries.key });

    const categoryRows = await tx
      .insert(categories)
      .values(
        catalog.categories.map((c) => ({ id: c.id, code: c.code, slug: c.slug, sortOrder: c.sortOrder, data: c })),
      )
      .onConflictDoUpdate({
        target: categories.id,
        set: {
          code: sql`excluded.code`,
          slug: sql`excluded.slug`,
          sortOrder: sql`excluded.sort_order`,
          data: sql`excluded.data`,
        },
        setWhere: sql`${categories.data} is distinct from excluded.data`,
      })
      .returning({ id: categories.id });

    const productRows = await tx
      .insert(products)
      .values(
        catalog.products.map((p) => ({
          productId: p.productId,
          slug: p.slug,
          productType: p.productType,
          sortOrder: p.sortOrder,
          data: p,
        })),
      )
      .onConflictDoUpdate({
        target: products.productId,
        set: {
          slug: sql`excluded.slug`,
          productType: sql`excluded.product_type`,
          sortOrder: sql`excluded.sort_order`,
          data: sql`excluded.data`,
        },
        setWhere: sql`${products.data} is distinct from excluded.data`,
      })
      .returning({ id: products.productId });

    const storeRows = await tx
      .insert(stores)
      .values(
        catalog.stores.map((s) => ({
          storeId: s.storeId,
          code: s.code,
          storeName: s.storeName,
          state: s.state,
          postCode: s.postCode,
          latitude: s.latitude,
          longitude: s.longitude,
          timeZone: s.timeZone,
          isComingSoon: s.isComingSoon,
          data: s,
        })),
      )
      .onConflictDoUpdate({
        target: stores.storeId,
        set: {
          code: sql`excluded.code`,
          storeName: sql`excluded.store_name`,
          state: sql`excluded.state`,
          postCode: sql`excluded.post_code`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
          timeZone: sql`excluded.time_zone`,
          isComingSoon: sql`excluded.is_coming_soon`,
          data: sql`excluded.data`,
        },
        setWhere: sql`${stores.data} is distinct from excluded.data`,
      })
      .returning({ id: stores.storeId });

    const upsellRows = await tx
      .insert(upsells)
      .values(catalog.upsells.map((u) => ({ upsellId: u.upsellId, data: u })))
      .onConflictDoUpdate({
        target: upsells.upsellId,
        set: { data: sql`excluded.data` },
        setWhere: sql`${upsells.data} is distinct from excluded.data`,
      })
      .returning({ id: upsells.upsellId });

    // Redemption counts are the vouchers' own state: the seed never resets them.
    const voucherRows = await tx
      .insert(vouchers)
      .values(
        catalog.vouchers.map((v) => ({
          voucherId: v.voucherId,
          code: v.code,
          maxRedemptions: v.maxRedemptions,
          data: v,
        })),
      )
      .onConflictDoUpdate({
        target: vouchers.voucherId,
        set: { code: sql`excluded.code`, maxRedemptions: sql`excluded.max_redemptions`, data: sql`excluded.data` },
        setWhere: sql`${vouchers.data} is distinct from excluded.data`,
      })
      .returning({ id: vouchers.voucherId });

    const contentRows = await tx
      .insert(contentEntries)
      .values([
        ...catalog.offerCategories.map((c, i) => ({
          kind: 'offer-category',
          entryId: i + 1,
          sortOrder: c.sortOrder,
          data: c,
        })),
        ...catalog.offerCards.map((o) => ({ kind: 'offer', entryId: o.offerId, sortOrder: o.sortOrder, data: o })),
        ...catalog.surveys.map((survey, i) => ({ kind: 'survey', entryId: i + 1, sortOrder: i, data: survey })),
      ])
      .onConflictDoUpdate({
        target: [contentEntries.kind, contentEntries.entryId],
        set: { sortOrder: sql`excluded.sort_order`, data: sql`excluded.data` },
        setWhere: sql`${contentEntries.data} is distinct from excluded.data`,
      })
      .returning({ id: contentEntries.entryId });

    // New accounts only: a password changed since is never reset, and hashing (slow on purpose)
    // runs once per account, not on every start.
    const known = new Set((await tx.select({ username: staff.username }).from(staff)).map((row) => row.username));
    const newStaff = catalog.staffSeeds.filter((seed) => !known.has(seed.username));
    const staffRows =
      newStaff.length === 0
        ? []
        : await tx
            .insert(staff)
            .values(
              newStaff.map((seed) => ({
                username: seed.username,
                name: seed.name,
                storeCode: seed.storeCode,
                passwordHash: hashPassword(seed.developmentPassword, seedSalt(seed.username)),
              })),
            )
            .onConflictDoNothing()
            .returning({ username: staff.username });

    return {
      staff: staffRows.length,
      content: contentRows.length,
      vouchers: voucherRows.length,
      configuration: configuration.length,
      categories: categoryRows.length,
      products: productRows.length,
      stores: storeRows.length,
      upsells: upsellRows.length,
    };
  });
}
