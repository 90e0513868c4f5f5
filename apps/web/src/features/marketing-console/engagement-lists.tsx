// What is scheduled, newest first, with each one's impressions, clicks and dismissals (counted by
// the service from every viewer's viewed, clicked and dismissed state), where it stands (showing,
// withdrawn, ended ...) and, while customers can still be shown it, Edit and Withdraw.
import {
  engagementRunState,
  type ConsoleContentCard,
  type ConsoleInAppMessage,
  type EngagementRunState,
} from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { SECTION_LABELS } from './card-form.tsx';
import { fetchConsoleCards, fetchConsoleMessages, marketingKeys } from './marketing-api.ts';
import { KIND_LABELS } from './message-form.tsx';
import { segmentText, useConsoleStores } from './segment-fields.tsx';
import type { RowActions, ScheduledItem } from './use-scheduled-edits.ts';

const when = (at: string | number | null, none: string) =>
  at ? new Date(at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' }) : none;

/** A card's expiry (document 1 section 4): 0 never expires, null always has; a past one says so. */
export function untilText(expiresAt: number | null, now = Date.now()): string {
  if (expiresAt === 0) return 'No expiry';
  if (expiresAt === null) return 'Expired';
  return expiresAt <= now ? `${when(expiresAt, '')} (expired)` : when(expiresAt, '');
}

/** Where it stands for customers, in a word or two (who withdrew it, and when). */
export function standingText(item: ScheduledItem, now = Date.now()): string {
  const state: EngagementRunState = engagementRunState(item, now);
  if (state === 'withdrawn' && item.withdrawn) {
    return `Withdrawn ${when(item.withdrawn.withdrawnAt, '')} by ${item.withdrawn.withdrawnBy}`;
  }
  if (state === 'ended') return 'Ended';
  if (state === 'expired') return 'Expired';
  return item.schedule.startsAt && Date.parse(item.schedule.startsAt) > now ? 'Scheduled' : 'Showing';
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
  standing: string;
  /** Edit and Withdraw, while customers can still be shown it. */
  actions: ReactNode;
}

/** Edit and Withdraw, named with the item's title (a list of them reads "Edit “…”" each). */
function rowActions<T extends ScheduledItem>(item: T, name: string, actions: RowActions<T> | undefined): ReactNode {
  if (!actions || engagementRunState(item, Date.now()) !== 'live') return null;
  const withdrawing = actions.withdrawingId === item.id;
  return (
    <div className="marketing-row-actions">
      <Button
        id={actions.partId(item.id, 'edit')}
        variant="secondary"
        size="sm"
        aria-label={`Edit “${name}”`}
        disabled={withdrawing}
        onClick={() => actions.onEdit(item)}
      >
        Edit
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Withdraw “${name}”`}
        disabled={withdrawing}
        aria-busy={withdrawing || undefined}
        onClick={() => actions.onWithdraw(item)}
      >
        {withdrawing ? 'Withdrawing…' : 'Withdraw'}
      </Button>
    </div>
  );
}

function StatsTable({
  caption,
  rows,
  stateId,
}: {
  caption: string;
  rows: Row[];
  stateId?: (itemId: string) => string;
}) {
  const withUntil = rows.some((row) => row.until !== undefined);
  const withActions = rows.some((row) => row.actions !== null);
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
            <th scope="col">Status</th>
            {withActions && <th scope="col">Actions</th>}
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
              {/* Focus lands here after a withdrawal, as its buttons are gone. */}
              <td id={stateId?.(row.id)} tabIndex={stateId ? -1 : undefined}>
                {row.standing}
              </td>
              {withActions && <td>{row.actions}</td>}
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

interface ListProps<T> {
  token: string;
  onFailure(error: unknown): void;
  actions?: RowActions<T>;
}

export function CardList({ token, onFailure, actions }: ListProps<ConsoleContentCard>) {
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
      stateId={actions && ((id) => actions.partId(id, 'state'))}
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
        standing: standingText(card),
        actions: rowActions(card, card.extras.title, actions),
      }))}
    />
  );
}

export function MessageList({ token, onFailure, actions }: ListProps<ConsoleInAppMessage>) {
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
      stateId={actions && ((id) => actions.partId(id, 'state'))}
      rows={messages.data.map((message) => ({
        id: message.id,
        name: message.header,
        where: KIND_LABELS[message.kind],
        who: segmentText(message.segment, storeName),
        schedule: `${when(message.schedule.startsAt, 'Now')} to ${when(message.schedule.endsAt, 'no end')}`,
        impressions: message.impressions,
        clicks: message.clicks,
        dismissals: message.dismissals,
        standing: standingText(message),
        actions: rowActions(message, message.header, actions),
      }))}
    />
  );
}
