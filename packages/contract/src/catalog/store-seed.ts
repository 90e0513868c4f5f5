import { z } from 'zod';
import { storeSchema } from './store.ts';
import {
  australianStateSchema,
  calendarDateSchema,
  centsSchema,
  clockTimeSchema,
  dayOfWeekSchema,
  isClockTimeBefore,
  postcodeSchema,
} from './primitives.ts';

/** Times are local to the store, HH:mm; a window never crosses midnight. */
export const weeklyHoursSchema = z
  .strictObject({
    dayOfWeek: dayOfWeekSchema,
    openingTime: clockTimeSchema,
    closingTime: clockTimeSchema,
    deliveryOpeningTime: clockTimeSchema,
    deliveryClosingTime: clockTimeSchema,
  })
  .refine((day) => isClockTimeBefore(day.openingTime, day.closingTime), {
    message: 'openingTime must be before closingTime',
    path: ['closingTime'],
  })
  .refine((day) => isClockTimeBefore(day.deliveryOpeningTime, day.deliveryClosingTime), {
    message: 'deliveryOpeningTime must be before deliveryClosingTime',
    path: ['deliveryClosingTime'],
  });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A date that trades differently from the weekly hours. Open without delivery times means pickup only. */
export const tradingExceptionSchema = z
  .strictObject({
    date: calendarDateSchema,
    name: z.string().min(1),
    isClosed: z.boolean(),
    openingTime: clockTimeSchema.optional(),
    closingTime: clockTimeSchema.optional(),
    deliveryOpeningTime: clockTimeSchema.optional(),
    deliveryClosingTime: clockTimeSchema.optional(),
  })
  .refine((day) => day.isClosed || (day.openingTime !== undefined && day.closingTime !== undefined), {
    message: 'An open exception needs openingTime and closingTime',
    path: ['openingTime'],
  })
  .refine((day) => (day.deliveryOpeningTime === undefined) === (day.deliveryClosingTime === undefined), {
    message: 'Give both delivery times or neither',
    path: ['deliveryClosingTime'],
  });
export type TradingException = z.infer<typeof tradingExceptionSchema>;

export const deliverySuburbSchema = z.strictObject({
  suburbName: z.string().min(1),
  postcode: postcodeSchema,
  state: australianStateSchema,
  surchargeCents: centsSchema,
  adjustmentTimeMinutes: z.number().int().min(0).describe('Added to the promise time for this suburb'),
});
export type DeliverySuburb = z.infer<typeof deliverySuburbSchema>;

export const deliveryZoneSchema = z.strictObject({
  radiusKm: z.number().positive(),
  suburbs: z.array(deliverySuburbSchema).min(1),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

const uniqueDays = (hours: readonly { dayOfWeek: number }[]): boolean =>
  new Set(hours.map((day) => day.dayOfWeek)).size === hours.length;

/**
 * A store as the seed catalogue holds it: the API store without timeZoneOffsetHours (derive it from
 * timeZone when responding, because of daylight saving), plus hours, exceptions and delivery zone.
 */
export const storeSeedSchema = storeSchema.omit({ timeZoneOffsetHours: true }).extend({
  weeklyHours: z.array(weeklyHoursSchema).length(7).refine(uniqueDays, 'One entry per day of the week'),
  tradingExceptions: z.array(tradingExceptionSchema),
  deliveryZone: deliveryZoneSchema,
});
export type StoreSeed = z.infer<typeof storeSeedSchema>;
