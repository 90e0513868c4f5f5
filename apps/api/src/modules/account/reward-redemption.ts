import { randomUUID } from 'node:crypto';
import { REWARD_BALANCE_SHORT, rewardBalanceShortMessage, type RedeemedReward } from '@storefront/contract';
import { REWARD_OPTIONS } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, rewardSpends, vouchers } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidRequest } from '../../platform/errors.ts';
import type { PersonalVouchers } from '../voucher/personal-vouchers.repository.ts';
import { rewardBalance } from './rewards.ts';
import { rewardVoucherTerms } from './reward-vouchers.ts';

/** Reward voucher codes read "RW-…" so staff and customers can tell them from campaign codes. */
const REWARD_CODE_PREFIX = 'RW';

/**
 * Spending points on a reward voucher (decisions 127 and 156). One transaction locks the
 * customer's row, so spends of one customer run one after another: of two parallel spends of the
 * last points the second sees the first's spend and is refused. The spend, its voucher and the
 * idempotency key are written together; a retry with the key answers the same voucher.
 */
export function rewardRedemption(deps: { db: Db; clock: Clock; personal: PersonalVouchers }) {
  const { db, clock, personal } = deps;
  return {
    async redeem(customerId: string, rewardId: string, idempotencyKey: string): Promise<RedeemedReward> {
      const option = REWARD_OPTIONS.find((o) => o.rewardId === rewardId);
      if (!option) {
        throw invalidRequest('There is no such reward.', [
          { field: 'body.rewardId', message: `One of ${REWARD_OPTIONS.map((o) => o.rewardId).join(', ')}` },
        ]);
      }
      const voucherCode = await db.transaction(async (tx) => {
        await tx
          .select({ customerId: customers.customerId })
          .from(customers)
          .where(eq(customers.customerId, customerId))
          .for('update');
        const [earlier] = await tx
          .select({ rewardId: rewardSpends.rewardId, code: vouchers.code })
          .from(rewardSpends)
          .innerJoin(vouchers, eq(vouchers.voucherId, rewardSpends.voucherId))
          .where(and(eq(rewardSpends.customerId, customerId), eq(rewardSpends.idempotencyKey, idempotencyKey)));
        if (earlier) {
          if (earlier.rewardId !== rewardId) {
            throw new AppError(422, 'IdempotencyKeyReused', 'This Idempotency-Key was used for a different request.');
          }
          return earlier.code;
        }
        const { available } = await rewardBalance(tx, customerId);
        if (available < option.pointsCost) {
          throw new AppError(409, REWARD_BALANCE_SHORT, rewardBalanceShortMessage(Math.max(0, available), option), [], {
            balance: Math.max(0, available),
            pointsCost: option.pointsCost,
          });
        }
        const now = clock.now();
        const voucher = await personal.issue(tx, {
          customerId,
          source: 'reward',
          codePrefix: REWARD_CODE_PREFIX,
          terms: rewardVoucherTerms(option.rewardId, option.name, now)!,
          at: now,
        });
        await tx.insert(rewardSpends).values({
          spendId: randomUUID(),
          customerId,
          idempotencyKey,
          rewardId: option.rewardId,
          points: option.pointsCost,
          voucherId: voucher.voucherId,
          spentAt: now,
        });
        return voucher.code;
      });
      const { available } = await rewardBalance(db, customerId);
      return { voucherCode, balance: Math.max(0, available) };
    },
  };
}

export type RewardRedemption = ReturnType<typeof rewardRedemption>;
