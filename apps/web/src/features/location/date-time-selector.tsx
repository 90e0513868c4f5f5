// The date-time selector: a day (the store's trading days, store-local) and a time on it. The first
// time is 'ASAP (n mins)' when ASAP is valid; the rest are quarter-hours, shown as ranges when a
// slot length is configured for the service.
import type { ServiceType } from '@storefront/domain';
import { useId } from 'react';
import { useConfiguration } from '../../lib/api/get-configuration.ts';
import '../../ui/field-box/field-box.css';
import { shortDayName } from '../../lib/store-hours.ts';
import { LocMessage } from './loc-message.tsx';
import { useSelectorStore } from './selector-store.ts';
import { slotChoice, slotsByPeriod, slotText, type SelectorStore, type SlotChoice } from './slot-choice.ts';

export function useSlotLength(serviceType: ServiceType): number {
  const settings = useConfiguration()?.settings;
  const minutes =
    serviceType === 'delivery' ? settings?.DELIVERY_SLOT_LENGTH_MINUTES : settings?.PICKUP_SLOT_LENGTH_MINUTES;
  return typeof minutes === 'number' ? minutes : 0;
}

/** The selector's offer and the current choice for a store and service. */
export function useSlotChoice(store: SelectorStore | null, serviceType: ServiceType, now: Date): SlotChoice {
  const slotLengthMinutes = useSlotLength(serviceType);
  const chosenDay = useSelectorStore((s) => s.day);
  const chosenSlot = useSelectorStore((s) => s.slot);
  if (!store) return { days: [], day: null, slot: null, value: null };
  return slotChoice({ store, serviceType, slotLengthMinutes, now, chosenDay, chosenSlot });
}

export interface DateTimeSelectorProps {
  choice: SlotChoice;
  serviceType: ServiceType;
  now: Date;
  warning?: string | null;
  disabled?: boolean;
}

export function DateTimeSelector({ choice, serviceType, now, warning, disabled }: DateTimeSelectorProps) {
  const id = useId();
  const setDay = useSelectorStore((s) => s.setDay);
  const setSlot = useSelectorStore((s) => s.setSlot);
  const selectedDay = choice.day?.day.date;
  const noTimes = choice.days.every((option) => option.slots.length === 0);
  return (
    <fieldset className="dt-selector" disabled={disabled}>
      <legend className="dt-selector__legend">{serviceType === 'delivery' ? 'Delivery time' : 'Pickup time'}</legend>
      {warning && <LocMessage tone="warning">{warning}</LocMessage>}
      {noTimes ? (
        <LocMessage tone="info">
          This store has no {serviceType} times in the coming week. Please choose another store.
        </LocMessage>
      ) : (
        <>
          <fieldset className="dt-selector__days">
            <legend className="dt-selector__label">Day</legend>
            <div className="day-chips">
              {choice.days.map((option) => {
                const closed = option.slots.length === 0;
                const note = option.day.exceptionName ?? (closed ? 'No times' : null);
                return (
                  <label key={option.day.date} className="day-chip" data-closed={closed || undefined}>
                    <input
                      type="radio"
                      name={`${id}-day`}
                      value={option.day.date}
                      checked={option.day.date === selectedDay}
                      disabled={closed}
                      onChange={() => setDay(option.day.date)}
                    />
                    <span className="day-chip__name">{shortDayName(option.day, now)}</span>
                    {note && <span className="day-chip__note">{note}</span>}
                    <span className="sr-only">, {option.day.displayDate}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="dt-selector__time">
            <label className="dt-selector__label" htmlFor={`${id}-time`}>
              Time
            </label>
            <select
              id={`${id}-time`}
              className="select"
              value={choice.slot?.value ?? ''}
              onChange={(event) => setSlot(event.target.value)}
            >
              {slotsByPeriod(choice.day?.slots ?? []).map((group) =>
                group.period === 'Now' ? (
                  group.slots.map((slot) => (
                    <option key={slot.value} value={slot.value}>
                      {slotText(slot)}
                    </option>
                  ))
                ) : (
                  <optgroup key={group.period} label={group.period}>
                    {group.slots.map((slot) => (
                      <option key={slot.value} value={slot.value}>
                        {slotText(slot)}
                      </option>
                    ))}
                  </optgroup>
                ),
              )}
            </select>
            <p className="field__hint dt-selector__zone">Times are local to the store.</p>
          </div>
        </>
      )}
    </fieldset>
  );
}
