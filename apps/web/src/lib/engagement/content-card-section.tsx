// A content-card section (spec document 1 section 2): this viewer's cards for one site section,
// loaded after the first paint and refreshed every 60 seconds. A shown card is marked viewed, an
// opened one clicked, a dismissed one goes for good. Loaded lazily (default export) so no page's
// first load carries it.
import type { ContentCard, ContentCardSection as Section } from '@storefront/contract';
import { useEffect, useId } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { ContentCardView } from '../../ui/content-card/content-card.tsx';
import { engagementKey, markContentCard, type EngagementAction } from './engagement-client.ts';
import { refreshEngagement } from './engagement-refresh.ts';
import { useEngagementStore } from './engagement-store.ts';
import { useSectionCards } from './use-section-cards.ts';
import './content-card-section.css';

export interface ContentCardSectionProps {
  section: Section;
  title: string;
  /** Show the title to screen readers only (the landing's hero cards). */
  hideTitle?: boolean;
  /** Cards may be dismissed (inbox, upsells). */
  dismissible?: boolean;
  /**
   * What to say while loading, when there are none and when loading failed. Without it the section
   * shows nothing in those cases (the landing has its own copy to fall back on).
   */
  states?: { loading: string; empty: string; error: string };
  className?: string;
}

function act(card: ContentCard, action: EngagementAction) {
  const key = engagementKey();
  if (!key) return;
  useEngagementStore.getState().cardAction(card.id, action);
  // The state is the service's; a lost call only means it is asked again next time.
  markContentCard(key, card.id, action).catch(() => undefined);
}

export default function ContentCardSection({
  section,
  title,
  hideTitle,
  dismissible,
  states,
  className,
}: ContentCardSectionProps) {
  const { cards, status } = useSectionCards(section);
  const headingId = useId();
  const unseen = cards.filter((card) => !card.viewed);
  useEffect(() => {
    for (const card of unseen) act(card, 'viewed');
  }, [unseen.map((card) => card.id).join()]); // eslint-disable-line react-hooks/exhaustive-deps

  if (cards.length === 0) {
    if (!states || status === 'idle') return null;
    return (
      <section className={`engagement-section ${className ?? ''}`} aria-labelledby={headingId}>
        <h2 id={headingId} className={hideTitle ? 'sr-only' : 'engagement-section__title'}>
          {title}
        </h2>
        {status === 'loading' && (
          <p role="status" aria-live="polite">
            {states.loading}
          </p>
        )}
        {status === 'ready' && <p>{states.empty}</p>}
        {status === 'error' && (
          <div role="alert" className="engagement-section__error">
            <p>{states.error}</p>
            <Button variant="secondary" onClick={() => void refreshEngagement()}>
              Try again
            </Button>
          </div>
        )}
      </section>
    );
  }

  return (
    <section className={`engagement-section ${className ?? ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={hideTitle ? 'sr-only' : 'engagement-section__title'}>
        {title}
      </h2>
      <ul className="engagement-section__list">
        {cards.map((card) => (
          <li key={card.id}>
            <ContentCardView
              card={card}
              onOpen={() => act(card, 'clicked')}
              onDismiss={dismissible ? () => act(card, 'dismissed') : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
