// A store's trading day: weekly hours, overridden by dated exceptions (public holidays),
// turned into absolute ISO times with the store's offset.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { ServiceType } from './service-type.ts';
import {
  addDaysToDate,
  addElapsedMinutes,
  dayOfWeekOfDate,
  isTimeOfDay,
  resolveStoreLocalTime,
  storeLocalDate,
  toStoreIso,
} from './store-local-time.ts';
import type { DayOfWeek } from './store-local-time.ts';

/** The storefront offers ordering for today and the following days: seven in all. */
export const DEFAULT_TRADING_DAYS = 7;

/** One session on a weekday; all times 'HH:mm' within the same local day (at most '23:59'). */
export type WeeklyTradingHoursEntry = {
  dayOfWeek: DayOfWeek;
  openingTime: string;
  closingTime: string;
  deliveryOpeningTime: string;
  deliveryClosingTime: string;
};
/** A weekday missing from the list is closed; several entries on a weekday are split sessions. */
export type WeeklyTradingHours = readonly WeeklyTradingHoursEntry[];

/** A public holiday (or similar) that closes the store or replaces that date's hours. */
export type TradingException = {
  date: string;
  name: string;
  isClosed: boolean;
  openingTime?: string;
  closingTime?: string;
  deliveryOpeningTime?: string;
  deliveryClosingTime?: string;
};

export type StoreTradingSchedule = {
  timeZone: string;
  weeklyHours: WeeklyTradingHours;
  exceptions?: readonly TradingException[];
  /** Dine-in sessions, same shape; omitted means no dine-in. */
  dineInHours?: WeeklyTradingHours;
  deliveryPromiseMinutes: number;
  pickupPromiseMinutes: number;
};

/** The spec's Trading hours entity: ISO 8601 strings with the store's offset. */
export type TradingHours = {
  earliestDelivery: string;
  earliestPickUp: string;
  latestDelivery: string;
  latestPickUp: string;
  openingTime: string;
  closingTime: string;
  deliveryOpeningTime: string;
  deliveryClosingTime: string;
};

/** The spec's Trading day, plus the store-local `date`, `timeZone` and holiday name for callers. */
export type TradingDay = {
  date: string;
  timeZone: string;
  /** Current store time, ISO with offset. */
  storeTime: string;
  /** e.g. 'Sunday 22 November'. */
  displayDate: string;
  /** Name of the trading exception applied to this date, if any. */
  exceptionName: string | null;
  /** Empty when the store is closed. */
  tradingHours: TradingHours[];
  dineInHours: TradingHours[];
};

/** Thrown for configuration that cannot describe a trading day. */
export class InvalidTradingHoursError extends RangeError {
  override readonly name = 'InvalidTradingHoursError';
}

type Session = Omit<WeeklyTradingHoursEntry, 'dayOfWeek'>;
const SESSION_FIELDS = ['openingTime', 'closingTime', 'deliveryOpeningTime', 'deliveryClosingTime'] as const;

function assertSession(session: Session, where: string): void {
  for (const field of SESSION_FIELDS) {
    const value: unknown = session[field];
    if (typeof value !== 'string' || !isTimeOfDay(value)) {
      throw new InvalidTradingHoursError(`${where}: ${field} must be 'HH:mm', got ${String(value)}`);
    }
  }
  // 'HH:mm' strings compare correctly as text.
  if (session.closingTime < session.openingTime || session.deliveryClosingTime < session.deliveryOpeningTime) {
    throw new InvalidTradingHoursError(`${where}: closing time is before opening time`);
  }
}

const byOpeningTime = (a: Session, b: Session) => a.openingTime.localeCompare(b.openingTime);

function weeklySessions(hours: WeeklyTradingHours, dayOfWeek: DayOfWeek): Session[] {
  return hours.filter((entry) => entry.dayOfWeek === dayOfWeek).sort(byOpeningTime);
}

// Missing opening/closing fall back to that weekday's first session; missing delivery times
// fall back to the exception's own opening/closing. No opening or closing at all means closed.
function exceptionSession(exception: TradingException, weekly: Session | undefined): Session | null {
  const openingTime = exception.openingTime ?? weekly?.openingTime;
  const closingTime = exception.closingTime ?? weekly?.closingTime;
  if (openingTime === undefined || closingTime === undefined) return null;
  return {
    openingTime,
    closingTime,
    deliveryOpeningTime: exception.deliveryOpeningTime ?? openingTime,
    deliveryClosingTime: exception.deliveryClosingTime ?? closingTime,
  };
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

// Dine-in can't outlast the store on an exception day: clip each dine-in session to the
// exception's opening–closing windows.
function clipToWindows(sessions: Session[], windows: Session[]): Session[] {
  const clipped: Session[] = [];
  for (const session of sessions) {
    for (const window of windows) {
      const openingTime = later(session.openingTime, window.openingTime);
      const closingTime = earlier(session.closingTime, window.closingTime);
      if (openingTime >= closingTime) continue;
      const deliveryOpeningTime = later(session.deliveryOpeningTime, openingTime);
      const deliveryClosingTime = later(earlier(session.deliveryClosingTime, closingTime), deliveryOpeningTime);
      clipped.push({ openingTime, closingTime, deliveryOpeningTime, deliveryClosingTime });
    }
  }
  return clipped.sort(byOpeningTime);
}

function toTradingHours(date: string, session: Session, schedule: StoreTradingSchedule): TradingHours {
  const { timeZone } = schedule;
  const opening = resolveStoreLocalTime(date, session.openingTime, timeZone);
  const closing = resolveStoreLocalTime(date, session.closingTime, timeZone);
  const deliveryOpening = resolveStoreLocalTime(date, session.deliveryOpeningTime, timeZone);
  const deliveryClosing = resolveStoreLocalTime(date, session.deliveryClosingTime, timeZone);
  return {
    earliestDelivery: toStoreIso(addElapsedMinutes(deliveryOpening, schedule.deliveryPromiseMinutes), timeZone),
    earliestPickUp: toStoreIso(addElapsedMinutes(opening, schedule.pickupPromiseMinutes), timeZone),
    latestDelivery: toStoreIso(deliveryClosing, timeZone),
    latestPickUp: toStoreIso(closing, timeZone),
    openingTime: toStoreIso(opening, timeZone),
    closingTime: toStoreIso(closing, timeZone),
    deliveryOpeningTime: toStoreIso(deliveryOpening, timeZone),
    deliveryClosingTime: toStoreIso(deliveryClosing, timeZone),
  };
}

/** 'Sunday 22 November' for a 'YYYY-MM-DD' date (throws StoreTimeFormatError when malformed). */
export function displayDate(date: string): string {
  // Noon UTC is the same calendar day as the date string; only its name is wanted.
  return format(new TZDate(resolveStoreLocalTime(date, '12:00', 'UTC'), 'UTC'), 'EEEE d MMMM');
}

/**
 * The trading day for a store-local date. Exceptions for the date replace its weekly hours
 * (any closing exception closes it, including dine-in); otherwise the weekday's sessions apply.
 */
export function tradingDayFor(schedule: StoreTradingSchedule, date: string, now: Date): TradingDay {
  const dayOfWeek = dayOfWeekOfDate(date);
  const exceptions = (schedule.exceptions ?? []).filter((exception) => exception.date === date);
  let sessions = weeklySessions(schedule.weeklyHours, dayOfWeek);
  let dineIn = weeklySessions(schedule.dineInHours ?? [], dayOfWeek);

  if (exceptions.length > 0) {
    const windows = exceptions.some((exception) => exception.isClosed)
      ? []
      : exceptions
          .map((exception) => exceptionSession(exception, sessions[0]))
          .filter((session): session is Session => session !== null)
          .sort(byOpeningTime);
    sessions = windows;
    dineIn = clipToWindows(dineIn, windows);
  }

  sessions.forEach((session) => assertSession(session, `Trading hours on ${date}`));
  dineIn.forEach((session) => assertSession(session, `Dine-in hours on ${date}`));

  return {
    date,
    timeZone: schedule.timeZone,
    storeTime: toStoreIso(now, schedule.timeZone),
    displayDate: displayDate(date),
    exceptionName: exceptions.map((exception) => exception.name).join(', ') || null,
    tradingHours: sessions.map((session) => toTradingHours(date, session, schedule)),
    dineInHours: dineIn.map((session) => toTradingHours(date, session, schedule)),
  };
}

/** `days` consecutive trading days starting at `fromDate` (usually today, store-local). */
export function tradingDaysFor(
  schedule: StoreTradingSchedule,
  fromDate: string | undefined,
  days: number = DEFAULT_TRADING_DAYS,
  now: Date,
): TradingDay[] {
  const start = fromDate ?? storeLocalDate(now, schedule.timeZone);
  return Array.from({ length: Math.max(0, days) }, (_, index) =>
    tradingDayFor(schedule, addDaysToDate(start, index), now),
  );
}

/** Absolute window for one service in one session. */
export type ServiceWindow = { opens: Date; closes: Date; earliest: Date; latest: Date };

/** Each session's window for the service (pickup uses opening/closing, delivery its own times). */
export function serviceWindows(day: TradingDay, serviceType: ServiceType | 'dineIn'): ServiceWindow[] {
  const sessions = serviceType === 'dineIn' ? day.dineInHours : day.tradingHours;
  return sessions.map((hours) =>
    serviceType === 'delivery'
      ? {
          opens: new Date(hours.deliveryOpeningTime),
          closes: new Date(hours.deliveryClosingTime),
          earliest: new Date(hours.earliestDelivery),
          latest: new Date(hours.latestDelivery),
        }
      : {
          opens: new Date(hours.openingTime),
          closes: new Date(hours.closingTime),
          earliest: new Date(hours.earliestPickUp),
          latest: new Date(hours.latestPickUp),
        },
  );
}

/** Open for the service at `instant`: from opening (inclusive) until closing (exclusive). */
export function isOpenAt(day: TradingDay, instant: Date, serviceType: ServiceType | 'dineIn'): boolean {
  const t = instant.getTime();
  return serviceWindows(day, serviceType).some((window) => window.opens.getTime() <= t && t < window.closes.getTime());
}
