import { describe, expect, it } from 'vitest';
import { placeFromSlug, titleFromSlug } from './text.ts';

describe('text', () => {
  it('turns slugs into titles', () => {
    expect(titleFromSlug('classics-range')).toBe('Classics range');
    expect(titleFromSlug('about_us')).toBe('About us');
    expect(titleFromSlug('')).toBe('');
  });

  it('turns store slugs into place names', () => {
    expect(placeFromSlug('north-sydney')).toBe('North Sydney');
    expect(placeFromSlug('parramatta')).toBe('Parramatta');
  });
});
