import { POST_ORDER_SURVEY_ID, TRACKING_WINDOW_HOURS } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { POST_ORDER_SURVEY, TRACKING_HOURS } from './order-constants.ts';

describe('constants copied from the contract', () => {
  it('match it', () => {
    expect(POST_ORDER_SURVEY).toBe(POST_ORDER_SURVEY_ID);
    expect(TRACKING_HOURS).toBe(TRACKING_WINDOW_HOURS);
  });
});
