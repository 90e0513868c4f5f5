// One store in the pickup list: distance, open or closed now, today's hours, and the choice.
import type { StoreSchedule } from '@storefront/contract';
import { hoursText, openState, todayOf } from '../../lib/store-hours.ts';
import { Button } from '../../ui/button/button.tsx';
import { LocMessage } from './loc-message.tsx';
import { OpenStatusBadge } from '../../ui/status-badge/status-badge.tsx';

export default function StoreOption({
  store,
  now,
  onSelect,
  disabled,
  message,
}: {
  store: StoreSchedule;
  now: Date;
  onSelect(store: StoreSchedule): void;
  disabled?: boolean;
  /** Why this store cannot be chosen (shown under it, announced). */
  message?: string | null;
}) {
  const state = openState(store.tradingDays, 'pickup', now);
  const today = todayOf(store.tradingDays, now);
  return (
    <li className="store-option">
      <div className="store-option__main">
        <h3 className="store-option__name">{store.name}</h3>
        <p className="store-option__address">
          {store.address}, {store.city} {store.state} {store.postCode}
        </p>
        <p className="store-option__meta">
          {store.distanceKm !== null && <span>{store.distanceKm.toFixed(1)} km away</span>}
          <OpenStatusBadge open={state.open} text={state.text} />
        </p>
        <p className="store-option__hours">
          Today: {hoursText(today, 'pickup')}
          {today?.exceptionName && ` (${today.exceptionName})`}
        </p>
        {!store.isPOSOnline && <p className="store-option__offline">Not taking online orders right now</p>}
      </div>
      <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onSelect(store)}>
        Select <span className="sr-only">{store.name} for pickup</span>
      </Button>
      {message && (
        <div className="store-option__message">
          <LocMessage tone="error">{message}</LocMessage>
        </div>
      )}
    </li>
  );
}
