// Offer categories and cards (GET /api/v1/offers), cached like other content for a minute.
import type { OfferCard, OffersContent } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call-api.ts';

export const OFFERS_STALE_MS = 60_000;

export const offersQuery = {
  queryKey: ['offers'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => callApi('offers', { signal }),
  staleTime: OFFERS_STALE_MS,
};

export const useOffers = () => useQuery(offersQuery);

export const bySortOrder = <T extends { sortOrder: number }>(a: T, b: T) => a.sortOrder - b.sortOrder;

/** The cards of one page section, in their order. */
export const offersIn = (content: OffersContent | undefined, section: OfferCard['section']): OfferCard[] =>
  (content?.offers ?? []).filter((o) => o.section === section).sort(bySortOrder);

/** Categories that have at least one of these cards, in their order. */
export function categoriesFor(content: OffersContent | undefined, cards: OfferCard[]) {
  const used = new Set(cards.map((c) => c.categoryCode));
  return (content?.categories ?? []).filter((c) => used.has(c.code)).sort(bySortOrder);
}
