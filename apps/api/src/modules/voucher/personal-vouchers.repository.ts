import { randomInt } from 'node:crypto';
import { voucherSchema, type Voucher } from '@storefront/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { issuedVouchers, voucherRedemptions, vouchers } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a personal voucher gives and when: everything but who may use it and how often. */
export type PersonalVoucherTerms = Omit<
  Voucher,
  'voucherId' | 'code' | 'singleUsePerCustomer' | 'maxRedemptions' | 'isActive'
>;

export type PersonalVoucherSource = (typeof issuedVouchers.$inferInsert)['source'];

// No 0/O or 1/I: a code read off a screen is typed back in.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
const CODE_ATTEMPTS = 5;

export const personalVoucherCode = (prefix: string) =>
  `${prefix}-${Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/**
 * Vouchers issued to one customer (decision 156). Each is an ordinary voucher row with its own
 * code, once per customer and at most one redemption in all, so applying it and redeeming it at
 * checkout are the catalogue vouchers' own path; `issued_vouchers` says whose it is.
 */
export function personalVouchers(db: Db) {
  /** Which of these vouchers a placed order has used. */
  async function redeemed(voucherIds: number[]): Promise<Set<number>> {
    if (voucherIds.length === 0) return new Set();
    const used = await db
      .selectDistinct({ voucherId: voucherRedemptions.voucherId })
      .from(voucherRedemptions)
      .where(inArray(voucherRedemptions.voucherId, voucherIds));
    return new Set(used.map((row) => row.voucherId));
  }

  return {
    /** Issues a voucher inside the caller's transaction, so it exists only if the caller's change does. */
    async issue(
      tx: Tx,
      input: {
        customerId: string;
        source: PersonalVoucherSource;
        codePrefix: string;
        terms: PersonalVoucherTerms;
        at: Date;
      },
    ): Promise<Voucher> {
      const [owner] = await tx
        .insert(issuedVouchers)
        .values({ customerId: input.customerId, source: input.source, issuedAt: input.at })
        .returning({ voucherId: issuedVouchers.voucherId });
      for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt += 1) {
        const voucher = voucherSchema.parse({
          ...input.terms,
          voucherId: owner!.voucherId,
          code: personalVoucherCode(input.codePrefix),
          singleUsePerCustomer: true,
          maxRedemptions: 1,
          isActive: true,
        });
        // A code already taken is skipped without aborting the caller's transaction.
        const written = await tx
          .insert(vouchers)
          .values({ voucherId: voucher.voucherId, code: voucher.code, maxRedemptions: 1, data: voucher })
          .onConflictDoNothing({ target: vouchers.code })
          .returning({ voucherId: vouchers.voucherId });
        if (written.length > 0) return voucher;
      }
      throw new Error('Could not draw an unused personal voucher code');
    },

    /** The customer a voucher was issued to; null for a catalogue voucher anyone may use. */
    async ownerOf(voucherId: number): Promise<string | null> {
      const [row] = await db
        .select({ customerId: issuedVouchers.customerId })
        .from(issuedVouchers)
        .where(eq(issuedVouchers.voucherId, voucherId));
      return row?.customerId ?? null;
    },

    /** The customer's issued vouchers, newest first, each with whether an order has used it. */
    async listFor(customerId: string) {
      const rows = await db
        .select({ source: issuedVouchers.source, issuedAt: issuedVouchers.issuedAt, data: vouchers.data })
        .from(issuedVouchers)
        .innerJoin(vouchers, eq(vouchers.voucherId, issuedVouchers.voucherId))
        .where(eq(issuedVouchers.customerId, customerId))
        .orderBy(desc(issuedVouchers.issuedAt), desc(issuedVouchers.voucherId));
      const list = rows.map((row) => ({ ...row, voucher: voucherSchema.parse(row.data) }));
      const used = await redeemed(list.map((row) => row.voucher.voucherId));
      return list.map(({ source, issuedAt, voucher }) => ({
        source,
        issuedAt,
        voucher,
        redeemed: used.has(voucher.voucherId),
      }));
    },

    redeemed,

    /** Withdraws unused issued vouchers (a won deal reset for a test run): no basket can take them again. */
    async withdraw(tx: Tx, voucherIds: number[]): Promise<void> {
      if (voucherIds.length === 0) return;
      await tx
        .update(vouchers)
        .set({ data: sql`jsonb_set(${vouchers.data}, '{isActive}', 'false'::jsonb)` })
        .where(inArray(vouchers.voucherId, voucherIds));
    },
  };
}

export type PersonalVouchers = ReturnType<typeof personalVouchers>;
