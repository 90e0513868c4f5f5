import { eq } from 'drizzle-orm';
import type { Voucher } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import { campaignCoupons, vouchers } from '../../db/schema/index.ts';

export interface CampaignClaim {
  campaign: string;
  emailKey: string;
  email: string;
  claimDay: string;
  storeCode: string | null;
  claimedAt: Date;
}

/**
 * Campaign coupon claims and the voucher each one is. The claim row and its voucher are written in
 * one transaction; the unique index (email key, day) lets exactly one claim a day through, however
 * many arrive together: the others insert nothing and are told so.
 */
export function campaignCouponRepository(db: Db) {
  return {
    /** The voucher built for the claim's id, kept with it; null when the address already has today's. */
    async claim(claim: CampaignClaim, voucherFor: (voucherId: number) => Voucher): Promise<Voucher | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(campaignCoupons)
          .values(claim)
          .onConflictDoNothing({ target: [campaignCoupons.emailKey, campaignCoupons.claimDay] })
          .returning({ voucherId: campaignCoupons.voucherId });
        if (!row) return null;
        const voucher = voucherFor(row.voucherId);
        await tx.insert(vouchers).values({
          voucherId: voucher.voucherId,
          code: voucher.code,
          maxRedemptions: voucher.maxRedemptions,
          data: voucher,
        });
        return voucher;
      });
    },

    /** Takes back a claim whose coupon could not be e-mailed, so the address may try again today. */
    async withdraw(voucherId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(vouchers).where(eq(vouchers.voucherId, voucherId));
        await tx.delete(campaignCoupons).where(eq(campaignCoupons.voucherId, voucherId));
      });
    },
  };
}

export type CampaignCouponRepository = ReturnType<typeof campaignCouponRepository>;
