import type { AustralianState, TradingException, WeeklyHours } from '@storefront/contract';
import type { StoreSector } from './store-picks.ts';

/**
 * Trading hours, local to each store. Windows never cross midnight: late closing is 23:59. Delivery
 * starts half an hour after opening and stops a quarter of an hour before closing.
 */

type DayHours = [open: string, close: string];

/** Sunday first, as dayOfWeek counts. */
type Week = [sun: DayHours, mon: DayHours, tue: DayHours, wed: DayHours, thu: DayHours, fri: DayHours, sat: DayHours];

const standard: Week = [
  ['10:30', '22:30'],
  ['10:30', '23:00'],
  ['10:30', '23:00'],
  ['10:30', '23:00'],
  ['10:30', '23:00'],
  ['10:30', '23:59'],
  ['10:30', '23:59'],
];

const lateNight: Week = [
  ['10:30', '23:30'],
  ['10:30', '23:30'],
  ['10:30', '23:30'],
  ['10:30', '23:30'],
  ['10:30', '23:59'],
  ['10:30', '23:59'],
  ['10:30', '23:59'],
];

const regional: Week = [
  ['11:00', '21:30'],
  ['11:00', '22:00'],
  ['11:00', '22:00'],
  ['11:00', '22:00'],
  ['11:00', '22:00'],
  ['11:00', '23:00'],
  ['11:00', '23:00'],
];

const weekBySector: Record<StoreSector, Week> = { CBD: lateNight, Metro: standard, Regional: regional };

const addMinutes = (time: string, minutes: number): string => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** The delivery window inside a trading window. */
const withDelivery = (open: string, close: string) => ({
  openingTime: open,
  closingTime: close,
  deliveryOpeningTime: addMinutes(open, 30),
  deliveryClosingTime: addMinutes(close, -15),
});

export const weeklyHoursFor = (sector: StoreSector): WeeklyHours[] =>
  weekBySector[sector].map(([open, close], dayOfWeek) => ({ dayOfWeek, ...withDelivery(open, close) }));

type HolidayRow = [date: string, name: string, hours: DayHours | 'closed'];

/** National public holidays of 2026 and 2027 that change trading, on their calendar dates. */
const holidays: HolidayRow[] = [
  ['2026-01-01', "New Year's Day", ['12:00', '22:00']],
  ['2026-01-26', 'Australia Day', ['11:00', '22:00']],
  ['2026-04-03', 'Good Friday', ['16:00', '22:00']],
  ['2026-04-25', 'Anzac Day', ['13:00', '23:00']],
  ['2026-12-25', 'Christmas Day', 'closed'],
  ['2026-12-26', 'Boxing Day', ['16:00', '22:00']],
  ['2026-12-31', "New Year's Eve", ['10:30', '23:59']],
  ['2027-01-01', "New Year's Day", ['12:00', '22:00']],
  ['2027-01-26', 'Australia Day', ['11:00', '22:00']],
  ['2027-03-26', 'Good Friday', ['16:00', '22:00']],
  ['2027-04-25', 'Anzac Day', ['13:00', '23:00']],
  ['2027-12-25', 'Christmas Day', 'closed'],
  ['2027-12-26', 'Boxing Day', ['16:00', '22:00']],
  ['2027-12-31', "New Year's Eve", ['10:30', '23:59']],
];

/** South Australia keeps 26 December as Proclamation Day. */
const holidayName = (name: string, state: AustralianState): string =>
  name === 'Boxing Day' && state === 'SA' ? 'Proclamation Day' : name;

export const tradingExceptionsFor = (state: AustralianState): TradingException[] =>
  holidays.map(([date, name, hours]) =>
    hours === 'closed'
      ? { date, name: holidayName(name, state), isClosed: true }
      : { date, name: holidayName(name, state), isClosed: false, ...withDelivery(hours[0], hours[1]) },
  );
