import type { Voucher } from '@storefront/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ISSUED_VOUCHER_ID_FLOOR, voucherRedemptions } from '../../db/schema/index.ts';
import { personalVouchers } from '../voucher/personal-vouchers.repository.ts';

/**
 * GET /customer/{id}/vouchers: the vouchers that are the customer's own. First the catalogue's
 * once-per-customer vouchers (WELCOME), each marked redeemed by this customer id or not (the count
 * is kept per customer id, never per browser: decision 090); then the vouchers issued to this
 * customer alone (reward vouchers and won deals, decision 156), newest first, read from the
 * database rather than the cached catalogue so one issued a moment ago is listed.
 */
export function customerVouchers(db: Db, definitions: () => Promise<ReadonlyMap<string, Voucher>>) {
  const personal = personalVouchers(db);

  async function onceEach(customerId: string) {
    const catalogue = [...(await definitions()).values()].filter(
      (v) => v.isActive && v.singleUsePerCustomer && v.voucherId < ISSUED_VOUCHER_ID_FLOOR,
    );
    if (catalogue.length === 0) return [];
    const used = await db
      .select({ voucherId: voucherRedemptions.voucherId })
      .from(voucherRedemptions)
      .where(
        and(
          eq(voucherRedemptions.customerKey, customerId),
          inArray(
            voucherRedemptions.voucherId,
            catalogue.map((v) => v.voucherId),
          ),
        ),
      );
    const redeemed = new Set(used.map((u) => u.voucherId));
    return catalogue.map((v) => ({
      code: v.code,
      name: v.name,
      description: v.description,
      source: 'welcome' as const,
      validTo: v.validTo,
      redeemed: redeemed.has(v.voucherId),
    }));
  }

  return {
    async list(customerId: string) {
      const issued = (await personal.listFor(customerId))
        // A won deal withdrawn by a test reset is no longer the customer's.
        .filter(({ voucher }) => voucher.isActive)
        .map(({ voucher, source, redeemed }) => ({
          code: voucher.code,
          name: voucher.name,
          description: voucher.description,
          source,
          validTo: voucher.validTo,
          redeemed,
        }));
      return [...(await onceEach(customerId)), ...issued];
    },
  };
}

export type CustomerVouchers = ReturnType<typeof customerVouchers>;
