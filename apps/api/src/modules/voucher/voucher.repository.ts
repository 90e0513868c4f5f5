import { voucherSchema, type Voucher } from '@storefront/contract';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { issuedVouchers, voucherRedemptions, vouchers } from '../../db/schema/index.ts';
import { cachedValue } from '../../platform/cache.ts';
import { personalVouchers } from './personal-vouchers.repository.ts';

/** How often an instance asks whether a personal voucher was issued since it loaded the definitions. */
const ISSUED_CHECK_MS = 1_000;

/**
 * Definitions change rarely and are read on every basket change: cached a minute. Counts are not.
 * Personal vouchers (decision 156) are issued at any moment, possibly by another instance: at most
 * once a second the newest issued id is compared with the loaded one, and a newer one reloads, so
 * a basket read anywhere knows a voucher its owner has just applied.
 */
export function voucherRepository(db: Db, now: () => number = Date.now) {
  const definitions = cachedValue(60_000, async () => {
    const rows = await db.select({ data: vouchers.data }).from(vouchers);
    const list = rows.map((row) => voucherSchema.parse(row.data));
    return {
      byCode: new Map(list.map((v) => [v.code, v])),
      byId: new Map(list.map((v) => [v.voucherId, v])),
      newestIssued: await newestIssuedId(),
    };
  });
  let checkedAt = Number.NEGATIVE_INFINITY;

  async function newestIssuedId(): Promise<number> {
    const [row] = await db.select({ id: max(issuedVouchers.voucherId) }).from(issuedVouchers);
    return row?.id ?? 0;
  }

  async function current() {
    const loaded = await definitions.get();
    if (now() - checkedAt < ISSUED_CHECK_MS) return loaded;
    checkedAt = now();
    // A failed check keeps the loaded definitions: the check must not add a way to fail.
    const newest = await newestIssuedId().catch(() => loaded.newestIssued);
    if (newest <= loaded.newestIssued) return loaded;
    definitions.clear();
    return definitions.get();
  }

  const personal = personalVouchers(db);

  return {
    byCode: async (code: string): Promise<Voucher | undefined> => (await current()).byCode.get(code),
    all: async (): Promise<ReadonlyMap<string, Voucher>> => (await current()).byCode,
    /** Drops the cached definitions: a voucher was just issued, and its code must work at once. */
    forget: () => definitions.clear(),

    /**
     * The definitions, read again when `code` is not among them but exists: a personal voucher
     * issued after the last load (decision 156) is found the first time its owner types it. A code
     * that does not exist costs one indexed look-up, never a reload.
     */
    async withCode(code: string): Promise<ReadonlyMap<string, Voucher>> {
      const cached = (await current()).byCode;
      if (cached.has(code)) return cached;
      const [exists] = await db.select({ id: vouchers.voucherId }).from(vouchers).where(eq(vouchers.code, code));
      if (!exists) return cached;
      definitions.clear();
      return (await definitions.get()).byCode;
    },

    ownerOf: personal.ownerOf,

    async redeemedCount(voucherId: number): Promise<number> {
      const [row] = await db
        .select({ count: vouchers.redeemedCount })
        .from(vouchers)
        .where(eq(vouchers.voucherId, voucherId));
      return row?.count ?? 0;
    },

    async redeemedBy(voucherId: number, customerKey: string): Promise<boolean> {
      const rows = await db
        .select({ id: voucherRedemptions.id })
        .from(voucherRedemptions)
        .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.customerKey, customerKey)));
      return rows.length > 0;
    },
  };
}

export type VoucherRepository = ReturnType<typeof voucherRepository>;
