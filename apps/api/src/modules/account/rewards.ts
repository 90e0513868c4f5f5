import type { Rewards } from '@storefront/contract';
import { pointsForOrder, REWARD_OPTIONS } from '@storefront/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, rewardSpends, vouchers } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
const LEDGER_LENGTH = 100;

/** Orders that earn, newest first (decision 127): read as they stand, so a refund takes points back. */
async function earnedEntries(db: Reader, customerId: string) {
  const rows = await db
    .select({
      orderId: orders.orderId,
      orderReference: orders.orderReference,
      status: orders.status,
      payment: orders.payment,
      basketTotal: orders.basketTotal,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.updatedAt));
  return rows
    .map((row) => ({
      row,
      points: pointsForOrder({
        status: row.status,
        paymentStatus: (row.payment as { status?: string } | null)?.status ?? null,
        totalCents: row.basketTotal,
      }),
    }))
    .filter((entry) => entry.points > 0);
}

/** Points spent on reward vouchers, newest first, each with the code it bought. */
async function spentEntries(db: Reader, customerId: string) {
  return db
    .select({
      spendId: rewardSpends.spendId,
      rewardId: rewardSpends.rewardId,
      points: rewardSpends.points,
      spentAt: rewardSpends.spentAt,
      voucherCode: vouchers.code,
    })
    .from(rewardSpends)
    .innerJoin(vouchers, eq(vouchers.voucherId, rewardSpends.voucherId))
    .where(eq(rewardSpends.customerId, customerId))
    .orderBy(desc(rewardSpends.spentAt));
}

/**
 * Points the customer can spend: earned minus spent, never below zero on screen. A refund after a
 * spend can leave earned below spent; later orders then fill that gap before anything is spendable.
 */
export async function rewardBalance(db: Reader, customerId: string): Promise<{ available: number }> {
  const earned = (await earnedEntries(db, customerId)).reduce((sum, entry) => sum + entry.points, 0);
  const [spent] = await db
    .select({ points: sql<number>`coalesce(sum(${rewardSpends.points}), 0)::int` })
    .from(rewardSpends)
    .where(eq(rewardSpends.customerId, customerId));
  return { available: earned - Number(spent?.points ?? 0) };
}

const rewardName = (rewardId: string) => REWARD_OPTIONS.find((o) => o.rewardId === rewardId)?.name ?? rewardId;

/**
 * The rewards ledger (decision 127): earned entries read from the customer's orders, spent
 * entries from the reward spends, newest first; the balance is the one spending checks.
 */
export function rewardsService(db: Db) {
  return {
    async ledger(customerId: string): Promise<Rewards> {
      const earned = await earnedEntries(db, customerId);
      const spent = await spentEntries(db, customerId);
      const available =
        earned.reduce((sum, entry) => sum + entry.points, 0) - spent.reduce((sum, entry) => sum + entry.points, 0);
      const entries = [
        ...earned.map(({ row, points }) => ({
          entryId: row.orderId,
          kind: 'earned' as const,
          points,
          orderReference: row.orderReference,
          voucherCode: null,
          description: `Order ${row.orderReference}`,
          at: row.updatedAt,
        })),
        ...spent.map((spend) => ({
          entryId: spend.spendId,
          kind: 'spent' as const,
          points: -spend.points,
          orderReference: null,
          voucherCode: spend.voucherCode,
          description: `Redeemed for ${rewardName(spend.rewardId)}`,
          at: spend.spentAt,
        })),
      ]
        // At the same moment a spend is the later event: points are earned before they are spent.
        .sort(
          (a, b) => b.at.getTime() - a.at.getTime() || (a.kind === 'spent' ? -1 : 0) - (b.kind === 'spent' ? -1 : 0),
        )
        .slice(0, LEDGER_LENGTH)
        .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
      return {
        balance: Math.max(0, available),
        entries,
        options: REWARD_OPTIONS.map((option) => ({ ...option })),
      };
    },
  };
}

export type RewardsService = ReturnType<typeof rewardsService>;
