// Pagination rules for the app's pager widget.

export const DEFAULT_PER_PAGE = 20;
export const DEFAULT_VISIBLE_PAGES = 5;
export const NARROW_VISIBLE_PAGES = 3;
/** Viewports narrower than this (px) show fewer page links. */
export const NARROW_VIEWPORT_PX = 576;

/** Pages needed for `total` items; 0 when per page is 0, so nothing is shown. */
export function pageCount(total: number, perPage: number = DEFAULT_PER_PAGE): number {
  if (perPage <= 0 || total <= 0) return 0;
  return Math.ceil(total / perPage);
}

/** Link limit for the viewport: 3 below 576 px when the limit is above 3. */
export function visiblePageLimit(limit: number = DEFAULT_VISIBLE_PAGES, viewportWidth?: number): number {
  const narrow = viewportWidth !== undefined && viewportWidth < NARROW_VIEWPORT_PX;
  return narrow && limit > NARROW_VISIBLE_PAGES ? NARROW_VISIBLE_PAGES : limit;
}

/** Page numbers to link, a window of up to `limit` pages kept centred on the current page. */
export function visiblePages(
  current: number,
  totalPages: number,
  limit: number = DEFAULT_VISIBLE_PAGES,
  viewportWidth?: number,
): number[] {
  const size = Math.min(visiblePageLimit(limit, viewportWidth), totalPages);
  if (size <= 0) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.min(Math.max(page - Math.floor((size - 1) / 2), 1), totalPages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

export type PageChange = { disabled: boolean; current: number; target: number; pageCount: number };

/** Only when enabled, to a different whole page between 1 and the page count. */
export function canChangePage({ disabled, current, target, pageCount: total }: PageChange): boolean {
  return !disabled && Number.isInteger(target) && target !== current && target >= 1 && target <= total;
}
