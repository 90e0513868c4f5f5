// What the date-time selector offers and what is chosen: every trading day of the store with its
// slots (from the same slot function the server validates with), the chosen day (the visitor's, or
// the first with times) and the chosen slot (the visitor's, or the day's first: ASAP when valid).
import type { TradingDay } from '@storefront/contract';
import { ASAP_SLOT_VALUE, type ServiceType, type TimeSlot } from '@storefront/domain';
import { slotsForDay } from '../../lib/store-hours.ts';

export interface SelectorStore {
  code: string;
  timeZone: string;
  tradingDays: readonly TradingDay[];
  /** Promise minutes for this session (store or average, plus adjustments). */
  promiseMinutes: number;
}

export interface DayOption {
  day: TradingDay;
  slots: TimeSlot[];
}

export interface SlotChoice {
  days: DayOption[];
  day: DayOption | null;
  slot: TimeSlot | null;
  /** What a save sends, or null when nothing can be chosen. */
  value: { isAsap: boolean; orderDueAt: string | null } | null;
}

export interface ChoiceInput {
  store: SelectorStore;
  serviceType: ServiceType;
  slotLengthMinutes: number;
  now: Date;
  chosenDay: string | null;
  chosenSlot: string | null;
}

export function slotChoice({
  store,
  serviceType,
  slotLengthMinutes,
  now,
  chosenDay,
  chosenSlot,
}: ChoiceInput): SlotChoice {
  const days = store.tradingDays.map((day) => ({
    day,
    slots: slotsForDay({ day, serviceType, promiseMinutes: store.promiseMinutes, slotLengthMinutes, now }),
  }));
  const withTimes = days.filter((option) => option.slots.length > 0);
  const day = withTimes.find((option) => option.day.date === chosenDay) ?? withTimes[0] ?? null;
  const slot = day ? (day.slots.find((s) => s.value === chosenSlot) ?? day.slots[0] ?? null) : null;
  const value = slot ? { isAsap: slot.isAsap, orderDueAt: slot.isAsap ? null : slot.value } : null;
  return { days, day, slot, value };
}

/** The option text: 'ASAP (25 mins)', '6:15 pm – 6:30 pm' with a configured length, else '6:15 pm'. */
export const slotText = (slot: TimeSlot): string => (slot.isAsap ? slot.label : (slot.rangeLabel ?? slot.label));

export const isAsapValue = (value: string | null): boolean => value === ASAP_SLOT_VALUE;

/** Spec document 2, section 9: afternoon is 12 to 17 hours, evening after 17 (store-local). */
export const AFTERNOON_FROM_HOUR = 12;
export const EVENING_FROM_HOUR = 17;

export type SlotPeriod = 'Now' | 'Morning' | 'Afternoon' | 'Evening';

/** The part of the day a slot ('YYYY-MM-DDTHH:mm', store-local) falls in; ASAP is 'Now'. */
export function slotPeriod(slot: Pick<TimeSlot, 'value' | 'isAsap'>): SlotPeriod {
  if (slot.isAsap) return 'Now';
  const hour = Number(slot.value.slice(11, 13));
  if (hour < AFTERNOON_FROM_HOUR) return 'Morning';
  return hour < EVENING_FROM_HOUR ? 'Afternoon' : 'Evening';
}

/** The slots in groups by part of the day, in order; empty groups left out. */
export function slotsByPeriod(slots: readonly TimeSlot[]): { period: SlotPeriod; slots: TimeSlot[] }[] {
  const groups: { period: SlotPeriod; slots: TimeSlot[] }[] = [];
  for (const slot of slots) {
    const period = slotPeriod(slot);
    const last = groups.at(-1);
    if (last?.period === period) last.slots.push(slot);
    else groups.push({ period, slots: [slot] });
  }
  return groups;
}
