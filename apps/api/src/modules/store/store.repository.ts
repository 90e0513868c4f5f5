import { storeSeedSchema, type StoreSeed } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { cachedValue } from '../../platform/cache.ts';
import { recentStoreLoad } from './store-load.ts';

/** All stores, read once a minute: ~150 rows that every location search scans. */
const STORES_CACHE_MS = 60_000;

export interface StoreDirectory {
  all(): Promise<StoreSeed[]>;
  byCode(code: string): Promise<StoreSeed | undefined>;
  byStoreId(storeId: number): Promise<StoreSeed | undefined>;
  /** Every store by id, for many synchronous lookups from one read (a basket's transaction). */
  byId(): Promise<ReadonlyMap<number, StoreSeed>>;
}

export function storeDirectory(db: Db, now: () => Date = () => new Date()): StoreDirectory {
  const cache = cachedValue(
    STORES_CACHE_MS,
    async () => {
      const rows = await db.select({ data: stores.data }).from(stores).orderBy(stores.storeId);
      // Averages come from the store's real recent orders when there are enough of them; the
      // promise time uses them for stores with automation and the algorithm on (promise-time.ts).
      const load = await recentStoreLoad(db, now());
      const list = rows.map((row) => ({
        ...storeSeedSchema.parse(row.data),
        ...load.get((row.data as StoreSeed).storeId),
      }));
      return {
        list,
        byCode: new Map(list.map((s) => [s.code.toUpperCase(), s])),
        byId: new Map(list.map((s) => [s.storeId, s])),
      };
    },
    () => now().getTime(),
  );
  return {
    all: async () => (await cache.get()).list,
    byCode: async (code) => (await cache.get()).byCode.get(code.toUpperCase()),
    byStoreId: async (storeId) => (await cache.get()).byId.get(storeId),
    byId: async () => (await cache.get()).byId,
  };
}
