import { storeSeedSchema, type StoreSeed } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { cachedValue } from '../../platform/cache.ts';

/** All stores, read once a minute: ~150 rows that every location search scans. */
const STORES_CACHE_MS = 60_000;

export interface StoreDirectory {
  all(): Promise<StoreSeed[]>;
  byCode(code: string): Promise<StoreSeed | undefined>;
  byStoreId(storeId: number): Promise<StoreSeed | undefined>;
}

export function storeDirectory(db: Db): StoreDirectory {
  const cache = cachedValue(STORES_CACHE_MS, async () => {
    const rows = await db.select({ data: stores.data }).from(stores).orderBy(stores.storeId);
    const list = rows.map((row) => storeSeedSchema.parse(row.data));
    return {
      list,
      byCode: new Map(list.map((s) => [s.code.toUpperCase(), s])),
      byId: new Map(list.map((s) => [s.storeId, s])),
    };
  });
  return {
    all: async () => (await cache.get()).list,
    byCode: async (code) => (await cache.get()).byCode.get(code.toUpperCase()),
    byStoreId: async (storeId) => (await cache.get()).byId.get(storeId),
  };
}
