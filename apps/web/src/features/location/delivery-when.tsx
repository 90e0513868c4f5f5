// Delivery, second step: the address and its store, a time, and save. Loaded once an address has a
// store (it brings the slot rules and their date library with it).
import type { Address, StoreForAddress, StoreSchedule } from '@storefront/contract';
import { useEffect, useRef } from 'react';
import { deliveryCostsText, useDeliveryFee } from '../../lib/delivery-costs.ts';
import { promiseFor } from '../../lib/store-hours.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button } from '../../ui/button/button.tsx';
import { DateTimeSelector, useSlotChoice } from './date-time-selector.tsx';
import { SaveArea } from './save-area.tsx';
import type { SelectorStore } from './slot-choice.ts';
import type { SessionSaver } from './use-session-saver.ts';

export interface DeliveryFound {
  address: Address;
  store: StoreForAddress;
  schedule: StoreSchedule;
}

export function deliverySelectorStore(found: DeliveryFound): SelectorStore {
  return {
    code: found.store.code,
    timeZone: found.store.timeZone,
    tradingDays: found.schedule.tradingDays,
    promiseMinutes: promiseFor(found.store, 'delivery', found.store.suburbSurcharge?.adjustmentTimeMinutes ?? 0),
  };
}

export default function DeliveryWhen({
  found,
  saver,
  onChangeAddress,
  onPickupInstead,
}: {
  found: DeliveryFound;
  saver: SessionSaver;
  onChangeAddress(): void;
  onPickupInstead(search: string): void;
}) {
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const choice = useSlotChoice(deliverySelectorStore(found), 'delivery', now);
  const fee = useDeliveryFee(true);
  const costs = deliveryCostsText({
    fee,
    suburbFee: found.store.suburbSurcharge?.surchargeCents ?? 0,
    minimum: found.store.minimumDeliveryOrderValue,
  });

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="loc-step" aria-labelledby="delivery-when-title">
      <div className="loc-summary">
        <div>
          <h3 id="delivery-when-title" ref={heading} tabIndex={-1} className="loc-summary__title">
            Delivery to {found.address.text}
          </h3>
          <p className="loc-summary__detail">From {found.store.name}</p>
          {costs && <p className="loc-summary__detail loc-summary__costs">{costs}</p>}
        </div>
        <Button size="sm" variant="ghost" disabled={saver.saving} onClick={onChangeAddress}>
          Change address
        </Button>
      </div>
      <DateTimeSelector
        choice={choice}
        serviceType="delivery"
        now={now}
        warning={saver.warning}
        disabled={saver.saving}
      />
      <SaveArea
        saver={saver}
        label="Save delivery details"
        disabled={!choice.value}
        onSave={() =>
          choice.value &&
          void saver.save({
            serviceType: 'delivery',
            ...choice.value,
            storeCode: found.store.code,
            address: {
              street: found.address.addressLines.street ?? found.address.text,
              locality: found.address.addressLines.locality,
              state: found.address.addressLines.state,
              postcode: found.address.addressLines.postcode,
              latitude: found.address.latitude,
              longitude: found.address.longitude,
            },
            schedule: found.schedule,
          })
        }
      />
      {saver.notice?.status === 'no-stores' && (
        <Button variant="secondary" onClick={() => onPickupInstead(found.address.addressLines.postcode)}>
          Find a store for pickup
        </Button>
      )}
    </section>
  );
}
