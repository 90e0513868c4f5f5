// A time in the store's own zone, said relative to today on the store's calendar: '8:00 pm',
// 'tomorrow 12:15 pm', 'Thu, 26 Nov 12:15 pm'. The order page and the store console both say when
// an order is due this way, so a pickup for tomorrow never reads as 'due in 1020 min'.
import { storeDaysFrom } from '@storefront/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, kind: 'time' | 'date'): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit', hour12: true }
        : { weekday: 'short', day: 'numeric', month: 'short' };
    try {
      found = new Intl.DateTimeFormat('en-AU', { ...options, timeZone });
    } catch {
      found = new Intl.DateTimeFormat('en-AU', { ...options, timeZone: 'Australia/Sydney' });
    }
    formatters.set(key, found);
  }
  return found;
}

const validZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone });
    return timeZone;
  } catch {
    return 'Australia/Sydney';
  }
};

export interface StoreDayTime {
  /** Calendar days from today in the store's zone: 0 today, 1 tomorrow. */
  days: number;
  /** 'Thu, 26 Nov' */
  date: string;
  /** '12:15 pm' */
  time: string;
}

export function storeDayTime(iso: string, timeZone: string, now: Date): StoreDayTime {
  const at = new Date(iso);
  return {
    days: storeDaysFrom(now, at, validZone(timeZone)),
    date: formatter(timeZone, 'date').format(at),
    time: formatter(timeZone, 'time').format(at),
  };
}

/** '8:00 pm' today, 'tomorrow 12:15 pm', 'yesterday 9:00 pm', else 'Thu, 26 Nov 12:15 pm'. */
export function dayAndTime(iso: string, timeZone: string, now: Date): string {
  const { days, date, time } = storeDayTime(iso, timeZone, now);
  if (days === 0) return time;
  if (days === 1) return `tomorrow ${time}`;
  if (days === -1) return `yesterday ${time}`;
  return `${date} ${time}`;
}

/** For a sentence: 'at 8:00 pm', 'tomorrow at 12:15 pm', 'on Thu, 26 Nov at 12:15 pm'. */
export function whenAt(iso: string, timeZone: string, now: Date): string {
  const { days, date, time } = storeDayTime(iso, timeZone, now);
  if (days === 0) return `at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  if (days === -1) return `yesterday at ${time}`;
  return `on ${date} at ${time}`;
}
