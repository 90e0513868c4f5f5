import { describe, it, expect } from 'vitest';
import { ORDER_STATUSES, canTransition, isFinal, nextStatuses } from './order-lifecycle.ts';
import type { OrderStatus } from './order-lifecycle.ts';

const walk = (path: OrderStatus[], serviceType: 'delivery' | 'pickup') =>
  path.slice(1).every((to, index) => canTransition(path[index] as OrderStatus, to, serviceType));

describe('order lifecycle', () => {
  it('follows the delivery path', () => {
    expect(
      walk(['Received', 'Preparing', 'Baking', 'QualityCheck', 'Ready', 'OutForDelivery', 'Delivered'], 'delivery'),
    ).toBe(true);
    expect(nextStatuses('Ready', 'delivery')).toEqual(['OutForDelivery', 'Cancelled']);
  });

  it('follows the pickup path', () => {
    expect(walk(['Received', 'Preparing', 'Baking', 'QualityCheck', 'Ready', 'Collected'], 'pickup')).toBe(true);
    expect(nextStatuses('Ready', 'pickup')).toEqual(['Collected', 'Cancelled']);
  });

  it('keeps the paths apart', () => {
    expect(canTransition('Ready', 'Collected', 'delivery')).toBe(false);
    expect(canTransition('Ready', 'OutForDelivery', 'pickup')).toBe(false);
    expect(canTransition('OutForDelivery', 'Delivered', 'pickup')).toBe(false);
  });

  it('allows no skipping or going back', () => {
    expect(canTransition('Received', 'Baking', 'delivery')).toBe(false);
    expect(canTransition('Baking', 'Preparing', 'delivery')).toBe(false);
    expect(canTransition('Ready', 'Ready', 'pickup')).toBe(false);
    expect(canTransition('Received', 'Delivered', 'delivery')).toBe(false);
  });

  it('allows cancelling from every non-final status', () => {
    for (const serviceType of ['delivery', 'pickup'] as const) {
      for (const status of ORDER_STATUSES.filter((s) => !isFinal(s))) {
        expect(canTransition(status, 'Cancelled', serviceType)).toBe(true);
      }
    }
  });

  it('has exactly three final statuses with no way out', () => {
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['Delivered', 'Collected', 'Cancelled']);
    for (const status of ['Delivered', 'Collected', 'Cancelled'] as const) {
      expect(nextStatuses(status, 'delivery')).toEqual([]);
      expect(nextStatuses(status, 'pickup')).toEqual([]);
    }
  });

  it('lists nine statuses', () => {
    expect(ORDER_STATUSES).toHaveLength(9);
  });
});
