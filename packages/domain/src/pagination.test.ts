import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PER_PAGE,
  DEFAULT_VISIBLE_PAGES,
  NARROW_VIEWPORT_PX,
  NARROW_VISIBLE_PAGES,
  canChangePage,
  pageCount,
  visiblePageLimit,
  visiblePages,
} from './pagination.ts';

describe('pageCount', () => {
  it('defaults to 20 per page', () => {
    expect(DEFAULT_PER_PAGE).toBe(20);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(100)).toBe(5);
  });

  it('rounds up with a custom page size', () => {
    expect(pageCount(25, 10)).toBe(3);
  });

  it('shows nothing when per page is 0 or nothing to page', () => {
    expect(pageCount(100, 0)).toBe(0);
    expect(pageCount(0)).toBe(0);
    expect(visiblePages(1, pageCount(100, 0))).toEqual([]);
  });
});

describe('visiblePages', () => {
  it('shows 5 links by default', () => {
    expect(DEFAULT_VISIBLE_PAGES).toBe(5);
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(visiblePages(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are fewer than the limit', () => {
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows 3 links on screens narrower than 576 px', () => {
    expect(NARROW_VISIBLE_PAGES).toBe(3);
    expect(NARROW_VIEWPORT_PX).toBe(576);
    expect(visiblePages(6, 10, 5, 575)).toEqual([5, 6, 7]);
    expect(visiblePages(6, 10, 5, 576)).toEqual([4, 5, 6, 7, 8]);
    expect(visiblePages(1, 10, 5, 320)).toEqual([1, 2, 3]);
  });

  it('keeps a limit of 3 or less on narrow screens', () => {
    expect(visiblePageLimit(2, 320)).toBe(2);
    expect(visiblePageLimit(3, 320)).toBe(3);
    expect(visiblePageLimit(4, 320)).toBe(3);
    expect(visiblePageLimit(7, 1024)).toBe(7);
    expect(visiblePageLimit(7)).toBe(7);
  });

  it('clamps an out-of-range current page', () => {
    expect(visiblePages(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(99, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('centres even limits slightly forward', () => {
    expect(visiblePages(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});

describe('canChangePage', () => {
  const base = { disabled: false, current: 2, pageCount: 5 };

  it('allows a different page within range', () => {
    expect(canChangePage({ ...base, target: 1 })).toBe(true);
    expect(canChangePage({ ...base, target: 5 })).toBe(true);
  });

  it('refuses when disabled', () => {
    expect(canChangePage({ ...base, disabled: true, target: 3 })).toBe(false);
  });

  it('refuses the same page and pages out of range', () => {
    expect(canChangePage({ ...base, target: 2 })).toBe(false);
    expect(canChangePage({ ...base, target: 0 })).toBe(false);
    expect(canChangePage({ ...base, target: 6 })).toBe(false);
    expect(canChangePage({ ...base, target: 2.5 })).toBe(false);
  });
});
