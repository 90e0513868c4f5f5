// What is scheduled, newest first, with each one's impressions, clicks and dismissals (counted by
// the service from every viewer's viewed, clicked and dismissed state).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { SECTION_LABELS } from './card-form.tsx';
import { fetchConsoleCards, fetchConsoleMessages, marketingKeys } from './marketing-api.ts';
import { KIND_LABELS } from './message-form.tsx';
import { segmentText, useConsoleStores } from './segment-fields.tsx';

const when = (at: string | number | null, none: string) =>
  at ? new Date(at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' }) : none;

/** A card's expiry (document 1 section 4): 0 never expires, null always has; a past one says so. */
export function untilText(expiresAt: number | null, now = Date.now()): string {
  if (expiresAt === 0) return 'No expiry';
  if (expiresAt === null) return 'Expired';
  return expiresAt <= now ? `${when(expiresAt, '')} (expired)` : when(expiresAt, '');
}

interface Row {
  id: string;
  name: string;
  where: string;
  who: string;
  schedule: string;
  /** A card's expiry; messages have none. */
  until?: string;
  impressions: number;
  clicks: number;
  dismissals: number;
}

function StatsTable({ caption, rows }: { caption: string; rows: Row[] }) {
  const withUntil = rows.some((row) => row.until !== undefined);
  return (
    <div className="marketing-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Where</th>
            <th scope="col">For</th>
            <th scope="col">When</th>
            {withUntil && <th scope="col">Until</th>}
            <th scope="col">Impressions</th>
            <th scope="col">Clicks</th>
            <th scope="col">Dismissals</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>{row.where}</td>
              <td>{row.who}</td>
              <td>{row.schedule}</td>
              {withUntil && <td>{row.until}</td>}
              <td>{row.impressions}</td>
              <td>{row.clicks}</td>
              <td>{row.dismissals}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function useStoreName() {
  const stores = useConsoleStores();
  return (storeId: number) => stores.data?.find((s) => s.storeId === storeId)?.name;
}

export function CardList({ token, onFailure }: { token: string; onFailure(error: unknown): void }) {
  const cards = useQuery({
    queryKey: marketingKeys.cards,
    queryFn: ({ signal }) => fetchConsoleCards(token, signal),
    retry: false,
  });
  const storeName = useStoreName();
  useEffect(() => {
    if (cards.error) onFailure(cards.error);
  }, [cards.error, onFailure]);
  if (cards.isPending) return <Spinner label="Loading the cards" />;
  if (cards.isError) {
    return (
      <div role="alert" className="marketing-form__error">
        <p>The cards could not be loaded.</p>
        <Button variant="secondary" onClick={() => void cards.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (cards.data.length === 0) return <p>No content cards yet. Schedule one above.</p>;
  return (
    <StatsTable
      caption="Content cards"
      rows={cards.data.map((card) => ({
        id: card.id,
        name: card.extras.title,
        where: SECTION_LABELS[card.extras.site_section],
        who: segmentText(card.segment, storeName),
        schedule: `${when(card.schedule.startsAt, 'Now')} to ${when(card.schedule.endsAt, 'no end')}`,
        until: untilText(card.expiresAt),
        impressions: card.impressions,
        clicks: card.clicks,
        dismissals: card.dismissals,
      }))}
    />
  );
}

export function MessageList({ token, onFailure }: { token: string; onFailure(error: unknown): void }) {
  const messages = useQuery({
    queryKey: marketingKeys.messages,
    queryFn: ({ signal }) => fetchConsoleMessages(token, signal),
    retry: false,
  });
  const storeName = useStoreName();
  useEffect(() => {
    if (messages.error) onFailure(messages.error);
  }, [messages.error, onFailure]);
  if (messages.isPending) return <Spinner label="Loading the messages" />;
  if (messages.isError) {
    return (
      <div role="alert" className="marketing-form__error">
        <p>The messages could not be loaded.</p>
        <Button variant="secondary" onClick={() => void messages.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (messages.data.length === 0) return <p>No in-app messages yet. Schedule one above.</p>;
  return (
    <StatsTable
      caption="In-app messages"
      rows={messages.data.map((message) => ({
        id: message.id,
        name: message.header,
        where: KIND_LABELS[message.kind],
        who: segmentText(message.segment, storeName),
        schedule: `${when(message.schedule.startsAt, 'Now')} to ${when(message.schedule.endsAt, 'no end')}`,
        impressions: message.impressions,
        clicks: message.clicks,
        dismissals: message.dismissals,
      }))}
    />
  );
}
