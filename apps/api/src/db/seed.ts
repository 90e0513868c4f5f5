import * as catalog from '@storefront/catalog';
import { hashPassword, NO_PASSWORD_YET, seedSalt } from '../platform/passwords.ts';
import { seedContent } from '../modules/content/content-seed.ts';
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
import { upsertChanged } from './upsert-changed.ts';

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

// Each upsert only touches a row whose content differs (upsert-changed.ts), so a second run
// changes nothing and reports zero rows written.

export interface SeedOptions {
  /**
   * Give seeded staff accounts the development passwords of docs/store-console.md (default). In
   * production they are public, so the accounts are created without a password instead
   * (`npm run staff:password` sets one).
   */
  developmentStaffPasswords?: boolean;
}

export async function seedCatalog(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const developmentPasswords = options.developmentStaffPasswords ?? true;
  return db.transaction(async (tx) => {
    const configRows = (['settings', 'uris'] as const).flatMap((map) =>
      Object.entries(catalog.configuration[map]).map(([key, value]) => ({ map, key, value })),
    );
    const configuration = await upsertChanged(tx, configurationEntries, configRows, {
      target: [configurationEntries.map, configurationEntries.key],
      compare: [configurationEntries.value],
    });

    const categoryCount = await upsertChanged(
      tx,
      categories,
      catalog.categories.map((c) => ({ id: c.id, code: c.code, slug: c.slug, sortOrder: c.sortOrder, data: c })),
      { target: [categories.id], compare: [categories.data] },
    );

    const productCount = await upsertChanged(
      tx,
      products,
      catalog.products.map((p) => ({
        productId: p.productId,
        slug: p.slug,
        productType: p.productType,
        sortOrder: p.sortOrder,
        data: p,
      })),
      { target: [products.productId], compare: [products.data] },
    );

    const storeCount = await upsertChanged(
      tx,
      stores,
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
      { target: [stores.storeId], compare: [stores.data] },
    );

    const upsellCount = await upsertChanged(
      tx,
      upsells,
      catalog.upsells.map((u) => ({ upsellId: u.upsellId, data: u })),
      { target: [upsells.upsellId], compare: [upsells.data] },
    );

    // Redemption counts are the vouchers' own state: the rows carry none, so the seed never resets them.
    const voucherCount = await upsertChanged(
      tx,
      vouchers,
      catalog.vouchers.map((v) => ({
        voucherId: v.voucherId,
        code: v.code,
        maxRedemptions: v.maxRedemptions,
        data: v,
      })),
      { target: [vouchers.voucherId], compare: [vouchers.data] },
    );

    const contentCount = await upsertChanged(
      tx,
      contentEntries,
      [
        ...catalog.offerCategories.map((c, i) => ({
          kind: 'offer-category',
          entryId: i + 1,
          sortOrder: c.sortOrder,
          data: c,
        })),
        ...catalog.offerCards.map((o) => ({ kind: 'offer', entryId: o.offerId, sortOrder: o.sortOrder, data: o })),
        ...catalog.surveys.map((survey, i) => ({ kind: 'survey', entryId: i + 1, sortOrder: i, data: survey })),
      ],
      { target: [contentEntries.kind, contentEntries.entryId], compare: [contentEntries.data] },
    );
    const contentChanges = await seedContent(tx, new Date());

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
                role: seed.role ?? 'store',
                passwordHash: developmentPasswords
                  ? hashPassword(seed.developmentPassword, seedSalt(seed.username))
                  : NO_PASSWORD_YET,
              })),
            )
            .onConflictDoNothing()
            .returning({ username: staff.username });

    return {
      staff: staffRows.length,
      content: contentCount + contentChanges,
      vouchers: voucherCount,
      configuration,
      categories: categoryCount,
      products: productCount,
      stores: storeCount,
      upsells: upsellCount,
    };
  });
}
