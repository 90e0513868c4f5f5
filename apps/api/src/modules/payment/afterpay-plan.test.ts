import { describe, expect, it } from 'vitest';
import {
  AFTERPAY_INSTALMENTS,
  AFTERPAY_INTERVAL_DAYS,
  afterpayInstalments,
  afterpayRefusal,
  localDate,
} from './afterpay-plan.ts';

describe('Afterpay plan', () => {
  it('splits into four fortnightly payments, the remainder on the first', () => {
    expect(AFTERPAY_INSTALMENTS).toBe(4);
    expect(AFTERPAY_INTERVAL_DAYS).toBe(14);
    expect(afterpayInstalments(4599, '2026-11-24')).toEqual([
      { number: 1, amount: 1152, dueDate: '2026-11-24' },
      { number: 2, amount: 1149, dueDate: '2026-12-08' },
      { number: 3, amount: 1149, dueDate: '2026-12-22' },
      { number: 4, amount: 1149, dueDate: '2027-01-05' },
    ]);
  });

  it('always adds up to the total', () => {
    for (const total of [100, 101, 102, 103, 2390, 199_999]) {
      expect(afterpayInstalments(total, '2026-01-01').reduce((sum, p) => sum + p.amount, 0)).toBe(total);
    }
  });

  it("dates the first payment by the store's calendar, not UTC", () => {
    // 2026-11-24T14:30Z is already the 25th in Sydney (UTC+11) but still the 24th in Perth (UTC+8).
    const now = new Date('2026-11-24T14:30:00Z');
    expect(localDate(now, 'Australia/Sydney')).toBe('2026-11-25');
    expect(localDate(now, 'Australia/Perth')).toBe('2026-11-24');
  });

  it('names the limit an order is outside of', () => {
    expect(afterpayRefusal(99, 100, 200_000)).toBe('Afterpay is available for orders of $1.00 or more.');
    expect(afterpayRefusal(200_001, 100, 200_000)).toBe('Afterpay is available for orders up to $2000.00.');
    expect(afterpayRefusal(100, 100, 200_000)).toBeNull();
    expect(afterpayRefusal(200_000, 100, 200_000)).toBeNull();
  });
});
