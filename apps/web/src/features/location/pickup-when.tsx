// Pickup, second step: the chosen store, a time, and save (loaded with the slot rules).
import type { StoreSchedule } from '@storefront/contract';
import { useEffect, useRef } from 'react';
import { promiseFor } from '../../lib/store-hours.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button } from '../../ui/button/button.tsx';
import { DateTimeSelector, useSlotChoice } from './date-time-selector.tsx';
import { SaveArea } from './save-area.tsx';
import type { SelectorStore } from './slot-choice.ts';
import type { SessionSaver } from './use-session-saver.ts';

export function pickupSelectorStore(store: StoreSchedule): SelectorStore {
  return {
    code: store.code,
    timeZone: store.timeZone,
    tradingDays: store.tradingDays,
    promiseMinutes: promiseFor(store, 'pickup'),
  };
}

export default function PickupWhen({
  store,
  saver,
  onChangeStore,
}: {
  store: StoreSchedule;
  saver: SessionSaver;
  onChangeStore(): void;
}) {
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const choice = useSlotChoice(pickupSelectorStore(store), 'pickup', now);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="loc-step" aria-labelledby="pickup-when-title">
      <div className="loc-summary">
        <div>
          <h3 id="pickup-when-title" ref={heading} tabIndex={-1} className="loc-summary__title">
            Pickup from {store.name}
          </h3>
          <p className="loc-summary__detail">
            {store.address}, {store.city} {store.state} {store.postCode}
          </p>
        </div>
        <Button size="sm" variant="ghost" disabled={saver.saving} onClick={onChangeStore}>
          Change store
        </Button>
      </div>
      <DateTimeSelector
        choice={choice}
        serviceType="pickup"
        now={now}
        warning={saver.warning}
        disabled={saver.saving}
      />
      <SaveArea
        saver={saver}
        label="Save pickup details"
        disabled={!choice.value}
        onSave={() =>
          choice.value &&
          void saver.save({
            serviceType: 'pickup',
            ...choice.value,
            storeCode: store.code,
            point: { latitude: store.latitude, longitude: store.longitude },
            schedule: store,
          })
        }
      />
    </section>
  );
}
