// The menu's dietary and allergen filters as state: read from the query string, kept in session
// storage for the visit, and put back into the URL when a menu page opens without any (a menu link,
// or closing a product), so the URL always says what the list shows.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  hasFilterParams,
  hasFilters,
  parseFilters,
  readSessionFilters,
  saveSessionFilters,
  withFilters,
  type MenuFilters,
} from './dietary-filters.ts';

export function useMenuFilters(): [MenuFilters, (next: MenuFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const inUrl = hasFilterParams(search);
  // The product modal renders over the list: its URL is left alone.
  const onList = !pathname.includes('/product/');
  // The router applies a search change as a transition; until it lands, the boxes show the choice
  // just made (against the query it was made on) rather than flicking back to the old URL's.
  const [pending, setPending] = useState<{ filters: MenuFilters; madeOn: string } | null>(null);
  const query = search.toString();

  useEffect(() => {
    if (inUrl) {
      saveSessionFilters(parseFilters(search));
      return;
    }
    if (!onList) return;
    const saved = readSessionFilters();
    if (hasFilters(saved)) setSearch(withFilters(search, saved), { replace: true });
  }, [inUrl, onList, search, setSearch]);

  const setFilters = useCallback(
    (next: MenuFilters) => {
      saveSessionFilters(next);
      setPending({ filters: next, madeOn: query });
      setSearch((current) => withFilters(current, next), { replace: true });
    },
    [setSearch, query],
  );

  if (pending && pending.madeOn === query) return [pending.filters, setFilters];
  return [inUrl ? parseFilters(search) : readSessionFilters(), setFilters];
}
