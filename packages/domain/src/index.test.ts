import { describe, it, expect } from 'vitest';
import * as domain from './index.ts';

describe('public API', () => {
  it('re-exports every module', () => {
    for (const name of [
      'formatCents',
      'storeLocalDate',
      'tradingDaysFor',
      'promiseTimeMinutes',
      'timeSlotsFor',
      'validateOrderDueAt',
      'toAustralianMobile',
      'isFlagEnabled',
      'validateBasket',
      'checkCustomisation',
      'canTransition',
      'visiblePages',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
