import { z } from 'zod';

/** Shared building blocks of the catalogue schemas. */

export const centsSchema = z.number().int().min(0).describe('Amount in integer cents (AUD)');

export const positiveIdSchema = z.number().int().positive();

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lower-kebab slug')
  .describe('URL slug: lower-case words joined by hyphens');

/** Wall-clock time in the store's own time zone, 24-hour. */
export const clockTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm (24-hour)')
  .describe('HH:mm, 24-hour, local to the store');
export type ClockTime = z.infer<typeof clockTimeSchema>;

/** Calendar date, YYYY-MM-DD. */
export const calendarDateSchema = z.iso.date().describe('YYYY-MM-DD');

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export const dayOfWeekSchema = z.number().int().min(0).max(6).describe('0 = Sunday … 6 = Saturday');
export type DayOfWeek = z.infer<typeof dayOfWeekSchema>;

export const australianStates = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export const australianStateSchema = z.enum(australianStates);
export type AustralianState = z.infer<typeof australianStateSchema>;

export const postcodeSchema = z
  .string()
  .regex(/^\d{4}$/, 'Expected a four-digit postcode (kept as text: NT starts with 0)');

// Building an Intl.DateTimeFormat costs tens of microseconds, and every store in every response is
// checked: the zones already known valid (a handful) are remembered.
const knownZones = new Set<string>();

const isTimeZone = (zone: string): boolean => {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
  } catch {
    return false;
  }
  if (!zone.includes('/')) return false;
  if (knownZones.size < 1000) knownZones.add(zone);
  return true;
};

export const timeZoneSchema = z.string().refine(isTimeZone, 'Expected an IANA time zone such as Australia/Sydney');

/** Compares two HH:mm strings; both are zero-padded, so text order is time order. */
export const isClockTimeBefore = (earlier: string, later: string): boolean => earlier < later;
