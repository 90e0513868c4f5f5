// A content-card section's cards: this section's, not expired (spec document 1 section 4: past
// expiresAt expires, 0 never, null always), in their sequence. Starts the shared refresh.
import type { ContentCard, ContentCardSection } from '@storefront/contract';
import { CONTENT_CARDS_REFRESH_MS, isEngagementExpired } from '@storefront/domain';
import { useEffect, useMemo } from 'react';
import { useNow } from '../use-now.ts';
import { startEngagement } from './engagement-refresh.ts';
import { useEngagementStore } from './engagement-store.ts';

/** A card marked todays_offer also leads the landing's today's-offer section. */
const inSection = (card: ContentCard, section: ContentCardSection) =>
  card.extras.site_section === section || (section === 'homepage-todays-offer' && card.extras.todays_offer);

/**
 * The section's live cards in sequence. exclude_homepage keeps a card off the landing's sections;
 * a `default` card is the section's fallback, shown only when it has no other.
 */
export function sectionCards(cards: readonly ContentCard[], section: ContentCardSection, now: number): ContentCard[] {
  const homepage = section.startsWith('homepage-');
  const live = cards
    .filter((card) => inSection(card, section) && !isEngagementExpired(card.expiresAt, now))
    .filter((card) => !(homepage && card.extras.exclude_homepage))
    .sort((a, b) => a.extras.sequence - b.extras.sequence);
  const regular = live.filter((card) => !card.extras.default);
  return regular.length > 0 ? regular : live;
}

export function useSectionCards(section: ContentCardSection) {
  useEffect(() => startEngagement(), []);
  const cards = useEngagementStore((s) => s.cards);
  const status = useEngagementStore((s) => s.status);
  // The clock moves every 60 s with the refresh, so a card that expires in between goes then.
  const now = useNow(CONTENT_CARDS_REFRESH_MS).getTime();
  const visible = useMemo(() => sectionCards(cards, section, now), [cards, section, now]);
  return { cards: visible, status };
}
