// Store-local calendar helpers. Instants are plain `Date`s; wall-clock values are strings
// ('YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DDTHH:mm') interpreted in the store's IANA time zone.
import { tzOffset } from '@date-fns/tz';

/** 0 = Sunday … 6 = Saturday, as in `Date#getDay`. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Thrown when a wall-clock string is malformed (bad shape or impossible date/time). */
export class StoreTimeFormatError extends RangeError {
  override readonly name = 'StoreTimeFormatError';
  constructor(
    readonly value: string,
    readonly expected: string,
  ) {
    super(`Expected ${expected}, got "${value}"`);
  }
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

type DateParts = { year: number; month: number; day: number };

function parseDateParts(date: string): DateParts | null {
  const match = DATE_RE.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Round-trip through UTC to reject 2026-02-30 and friends.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

function parseTimeMinutes(time: string): number | null {
  const match = TIME_RE.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function isLocalDate(value: string): boolean {
  return parseDateParts(value) !== null;
}

export function isTimeOfDay(value: string): boolean {
  return parseTimeMinutes(value) !== null;
}

/** 'HH:mm' → minutes after midnight; throws StoreTimeFormatError when malformed. */
export function timeOfDayToMinutes(time: string): number {
  const minutes = parseTimeMinutes(time);
  if (minutes === null) throw new StoreTimeFormatError(time, "'HH:mm'");
  return minutes;
}

function requireDateParts(date: string): DateParts {
  const parts = parseDateParts(date);
  if (!parts) throw new StoreTimeFormatError(date, "'YYYY-MM-DD'");
  return parts;
}

// A zone's UTC offset, in minutes. Reading it from Intl (tzOffset) costs microseconds, and slot
// lists and trading days read it thousands of times a request, so it is kept per zone and quarter
// hour: zones change offset only on a quarter-hour boundary of UTC, so the offset at the start of
// a quarter hour holds for all of it.
const OFFSET_BUCKET_MS = 15 * MS_PER_MINUTE;
const MAX_CACHED_OFFSETS = 50_000;
const offsets = new Map<string, number>();

function offsetMinutes(timeZone: string, instantMs: number): number {
  const bucket = Math.floor(instantMs / OFFSET_BUCKET_MS);
  const key = `${timeZone}|${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offset = tzOffset(timeZone, new Date(bucket * OFFSET_BUCKET_MS));
    offsets.set(key, offset);
  }
  return offset;
}

/** The store's wall clock at `instant`, read with the UTC getters of the returned Date. */
function wallClockOf(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + offsetMinutes(timeZone, instant.getTime()) * MS_PER_MINUTE);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const datePart = (wall: Date) =>
  `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
const timePart = (wall: Date) => `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;

/** The store-local calendar date of `now`, as 'YYYY-MM-DD'. */
export function storeLocalDate(now: Date, timeZone: string): string {
  return datePart(wallClockOf(now, timeZone));
}

/** The store-local wall-clock of `instant`, as 'YYYY-MM-DDTHH:mm'. */
export function storeLocalDateTime(instant: Date, timeZone: string): string {
  const wall = wallClockOf(instant, timeZone);
  return `${datePart(wall)}T${timePart(wall)}`;
}

/** The store-local time of day of `instant`, as 'HH:mm'. */
export function storeLocalTime(instant: Date, timeZone: string): string {
  return timePart(wallClockOf(instant, timeZone));
}

/** ISO 8601 with the store's offset, e.g. '2026-11-22T10:30:00+11:00'. */
export function toStoreIso(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(timeZone, instant.getTime());
  const wall = new Date(instant.getTime() + offset * MS_PER_MINUTE);
  const size = Math.abs(offset);
  const zone = offset === 0 ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
  return `${datePart(wall)}T${timePart(wall)}:${pad(wall.getUTCSeconds())}${zone}`;
}

/** UTC offset in hours at `instant`: 10 or 11 in Sydney, 9.5/10.5 in Adelaide, 8 in Perth. */
export function timeZoneOffsetHours(instant: Date, timeZone: string): number {
  return offsetMinutes(timeZone, instant.getTime()) / 60;
}

/** Day of week of `instant` on the store's calendar (0 = Sunday). */
export function storeDayOfWeek(instant: Date, timeZone: string): DayOfWeek {
  return wallClockOf(instant, timeZone).getUTCDay() as DayOfWeek;
}

/** Day of week of a 'YYYY-MM-DD' calendar date (independent of any zone). */
export function dayOfWeekOfDate(date: string): DayOfWeek {
  const { year, month, day } = requireDateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() as DayOfWeek;
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no zone involved, so DST cannot shift it). */
export function addDaysToDate(date: string, days: number): string {
  const { year, month, day } = requireDateParts(date);
  return datePart(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Elapsed-time addition: 01:30 AEST + 60 minutes on DST start day is 03:30 AEDT. */
export function addElapsedMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MS_PER_MINUTE);
}

type Resolution = { kind: 'exact'; instant: Date } | { kind: 'gap'; shifted: Date };

// Wall-clock → instant. Australian zones have at most one transition per day, so the offsets
// a day either side bracket every candidate.
function resolveWallClock(parts: DateParts, minutes: number, timeZone: string): Resolution {
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, 0, minutes);
  const offsetBefore = offsetMinutes(timeZone, asUtc - MS_PER_DAY);
  const offsetAfter = offsetMinutes(timeZone, asUtc + MS_PER_DAY);
  const candidates = [asUtc - offsetBefore * MS_PER_MINUTE, asUtc - offsetAfter * MS_PER_MINUTE]
    .filter((t) => asUtc - offsetMinutes(timeZone, t) * MS_PER_MINUTE === t)
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  if (earliest !== undefined) return { kind: 'exact', instant: new Date(earliest) };
  // Skipped by a forward jump: move forward by the gap (02:30 → 03:30 on Sydney DST start).
  return { kind: 'gap', shifted: new Date(asUtc - offsetBefore * MS_PER_MINUTE) };
}

/**
 * Instant of a store-local date and 'HH:mm', for configured hours.
 * A time repeated when DST ends resolves to its first (daylight-time) occurrence; a time
 * skipped when DST starts moves forward by the gap. Throws StoreTimeFormatError when malformed.
 */
export function resolveStoreLocalTime(date: string, time: string, timeZone: string): Date {
  const resolution = resolveWallClock(requireDateParts(date), timeOfDayToMinutes(time), timeZone);
  return resolution.kind === 'exact' ? resolution.instant : resolution.shifted;
}

/**
 * Parses a customer-facing 'YYYY-MM-DDTHH:mm' store-local value.
 * Returns null (never throws) when the value is malformed, or names a wall-clock time that
 * does not exist because DST skipped it, since such a value can never have been offered.
 * A repeated time (DST end) resolves to its first occurrence.
 */
export function parseStoreLocalDateTime(value: string, timeZone: string): Date | null {
  const match = DATE_TIME_RE.exec(value);
  if (!match) return null;
  const parts = parseDateParts(match[1] ?? '');
  const minutes = parseTimeMinutes(match[2] ?? '');
  if (!parts || minutes === null) return null;
  const resolution = resolveWallClock(parts, minutes, timeZone);
  return resolution.kind === 'exact' ? resolution.instant : null;
}

/** Adds elapsed minutes to a store-local value; null when the value does not parse. */
export function addMinutesToStoreLocal(value: string, minutes: number, timeZone: string): string | null {
  const instant = parseStoreLocalDateTime(value, timeZone);
  return instant ? storeLocalDateTime(addElapsedMinutes(instant, minutes), timeZone) : null;
}
