import { voucherSchema, type Voucher } from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { voucherRedemptions, vouchers } from '../../db/schema/index.ts';
import { cachedValue } from '../../platform/cache.ts';

/** Definitions change rarely and are read on every basket change: cached a minute. Counts are not. */
export function voucherRepository(db: Db) {
  const definitions = cachedValue(60_000, async () => {
    const rows = await db.select({ data: vouchers.data }).from(vouchers);
    const list = rows.map((row) => voucherSchema.parse(row.data));
    return { byCode: new Map(list.map((v) => [v.code, v])), byId: new Map(list.map((v) => [v.voucherId, v])) };
  });

  return {
    byCode: async (code: string): Promise<Voucher | undefined> => (await definitions.get()).byCode.get(code),
    all: async (): Promise<ReadonlyMap<string, Voucher>> => (await definitions.get()).byCode,

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
