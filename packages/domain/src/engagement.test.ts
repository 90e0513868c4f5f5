import { describe, expect, it } from 'vitest';
import { CONTENT_CARDS_REFRESH_MS, contactlessMessageShows, isEngagementExpired, presentId } from './engagement.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('engagement rules', () => {
  it('refreshes cards every 60 seconds (document 1 section 9)', () => {
    expect(CONTENT_CARDS_REFRESH_MS).toBe(60_000);
  });

  it('expires past expiresAt; 0 never expires; null is always expired (document 1 section 4)', () => {
    expect(isEngagementExpired(NOW - 1, NOW)).toBe(true);
    expect(isEngagementExpired(NOW, NOW)).toBe(true);
    expect(isEngagementExpired(NOW + 1, NOW)).toBe(false);
    expect(isEngagementExpired(0, NOW)).toBe(false);
    expect(isEngagementExpired(0, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isEngagementExpired(null, 0)).toBe(true);
  });

  it('counts a blank guid as no id (document 0 section 5)', () => {
    expect(presentId('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(presentId('')).toBeNull();
    expect(presentId('  ')).toBeNull();
    expect(presentId(undefined)).toBeNull();
    expect(presentId('device-12345678')).toBe('device-12345678');
  });

  it('shows the contactless message only when the current store is in its stores', () => {
    expect(contactlessMessageShows([101, 102], 101)).toBe(true);
    expect(contactlessMessageShows([101, 102], 103)).toBe(false);
    expect(contactlessMessageShows([101], null)).toBe(false);
    expect(contactlessMessageShows([0], 0)).toBe(false);
  });
});
