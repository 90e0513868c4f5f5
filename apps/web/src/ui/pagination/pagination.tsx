// Pager widget. The rules (page count, visible window, when a change is allowed) are the shared
// ones in @storefront/domain; this component only renders them.
import { canChangePage, DEFAULT_PER_PAGE, DEFAULT_VISIBLE_PAGES, pageCount, visiblePages } from '@storefront/domain';
import { useViewportWidth } from '../breakpoints.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import './pagination.css';

export interface PaginationProps {
  total: number;
  page: number;
  onChange(page: number): void;
  perPage?: number;
  /** Most page links shown at once (3 on screens under 576 px when above 3). */
  limit?: number;
  disabled?: boolean;
  label?: string;
}

export function Pagination({
  total,
  page,
  onChange,
  perPage = DEFAULT_PER_PAGE,
  limit = DEFAULT_VISIBLE_PAGES,
  disabled = false,
  label = 'Pages',
}: PaginationProps) {
  const width = useViewportWidth();
  const count = pageCount(total, perPage);
  // Nothing when per page is 0 (count 0); a single page needs no pager either.
  if (count < 2) return null;
  const go = (target: number) => {
    if (canChangePage({ disabled, current: page, target, pageCount: count })) onChange(target);
  };
  const allowed = (target: number) => canChangePage({ disabled, current: page, target, pageCount: count });
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" disabled={!allowed(page - 1)} onClick={() => go(page - 1)}>
        <ChevronLeftIcon />
        <span className="sr-only">Previous page</span>
      </button>
      <ul>
        {visiblePages(page, count, limit, width).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pagination__page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              disabled={disabled}
              onClick={() => go(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pagination__step" disabled={!allowed(page + 1)} onClick={() => go(page + 1)}>
        <span className="sr-only">Next page</span>
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
