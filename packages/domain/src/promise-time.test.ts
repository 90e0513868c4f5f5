import { describe, it, expect } from 'vitest';
import { promiseTimeMinutes } from './promise-time.ts';
import type { PromiseTimeSettings } from './promise-time.ts';

const store: PromiseTimeSettings = {
  deliveryTimeMinutes: 40,
  pickupTimeMinutes: 15,
  averageDeliveryTimeMinutes: 33,
  averagePickupTimeMinutes: 12,
  allowPromiseTimeAutomation: false,
  isAlgoPromiseTimeEnabled: false,
};
const automated: PromiseTimeSettings = { ...store, allowPromiseTimeAutomation: true, isAlgoPromiseTimeEnabled: true };

describe('promiseTimeMinutes', () => {
  it("uses the store's times by default", () => {
    expect(promiseTimeMinutes(store, 'delivery')).toBe(40);
    expect(promiseTimeMinutes(store, 'pickup')).toBe(15);
  });

  it('uses the averages when automation and the algorithm are both enabled', () => {
    expect(promiseTimeMinutes(automated, 'delivery')).toBe(33);
    expect(promiseTimeMinutes(automated, 'pickup')).toBe(12);
  });

  it('needs both switches', () => {
    expect(promiseTimeMinutes({ ...store, allowPromiseTimeAutomation: true }, 'delivery')).toBe(40);
    expect(promiseTimeMinutes({ ...store, isAlgoPromiseTimeEnabled: true }, 'pickup')).toBe(15);
  });

  it('falls back to the store time when there is no average (null or 0)', () => {
    expect(promiseTimeMinutes({ ...automated, averageDeliveryTimeMinutes: null }, 'delivery')).toBe(40);
    expect(promiseTimeMinutes({ ...automated, averageDeliveryTimeMinutes: 0 }, 'delivery')).toBe(40);
    expect(promiseTimeMinutes({ ...automated, averagePickupTimeMinutes: null }, 'pickup')).toBe(15);
    expect(promiseTimeMinutes({ ...automated, averagePickupTimeMinutes: 0 }, 'pickup')).toBe(15);
  });

  it('adds suburb and delivery adjustments to delivery', () => {
    expect(promiseTimeMinutes(store, 'delivery', { suburbAdjustmentMinutes: 10 })).toBe(50);
    expect(promiseTimeMinutes(store, 'delivery', { deliveryAdjustmentMinutes: 5 })).toBe(45);
    expect(
      promiseTimeMinutes(automated, 'delivery', { suburbAdjustmentMinutes: 10, deliveryAdjustmentMinutes: 5 }),
    ).toBe(48);
  });

  it('ignores adjustments for pickup', () => {
    expect(promiseTimeMinutes(store, 'pickup', { suburbAdjustmentMinutes: 10, deliveryAdjustmentMinutes: 5 })).toBe(15);
  });
});
