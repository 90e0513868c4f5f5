import { describe, expect, it } from 'vitest';
import { pointsForOrder, REWARD_OPTIONS } from './reward-points.ts';

describe('reward points', () => {
  it('1 point per whole dollar of a delivered or collected order', () => {
    expect(pointsForOrder({ status: 'Delivered', paymentStatus: 'captured', totalCents: 4599 })).toBe(45);
    expect(pointsForOrder({ status: 'Collected', paymentStatus: 'pay-in-store', totalCents: 2000 })).toBe(20);
    expect(pointsForOrder({ status: 'Collected', paymentStatus: null, totalCents: 99 })).toBe(0);
  });

  it('nothing before delivery, for a cancelled order, or a voided or refunded payment', () => {
    for (const status of ['Received', 'Preparing', 'Ready', 'OutForDelivery', 'Cancelled']) {
      expect(pointsForOrder({ status, paymentStatus: 'captured', totalCents: 5000 })).toBe(0);
    }
    expect(pointsForOrder({ status: 'Delivered', paymentStatus: 'refunded', totalCents: 5000 })).toBe(0);
    expect(pointsForOrder({ status: 'Delivered', paymentStatus: 'voided', totalCents: 5000 })).toBe(0);
  });

  it('rewards cost 100 points ($5 off) and 60 points (a free side)', () => {
    expect(REWARD_OPTIONS.map((o) => [o.rewardId, o.pointsCost])).toEqual([
      ['FIVE_OFF', 100],
      ['FREE_SIDE', 60],
    ]);
  });
});
