import { describe, expect, it } from 'vitest';
import { LOCATION_SEARCH_MIN_LENGTH, locationSearchError } from './location-search.ts';

describe('location search', () => {
  it('needs at least 3 characters, ignoring surrounding spaces', () => {
    expect(LOCATION_SEARCH_MIN_LENGTH).toBe(3);
    expect(locationSearchError('20')).toMatch(/at least 3 characters/);
    expect(locationSearchError('  20  ')).not.toBeNull();
    expect(locationSearchError('200')).toBeNull();
    expect(locationSearchError('Bondi')).toBeNull();
  });
});
