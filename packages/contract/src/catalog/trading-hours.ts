import { z } from 'zod';
import { calendarDateSchema } from './primitives.ts';

const instantSchema = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time with offset');

/** One trading window of a store on a day, as the API reports it (ISO times with the store offset). */
export const tradingHoursSchema = z.strictObject({
  earliestDelivery: instantSchema,
  earliestPickUp: instantSchema,
  latestDelivery: instantSchema,
  latestPickUp: instantSchema,
  openingTime: instantSchema,
  closingTime: instantSchema,
  deliveryOpeningTime: instantSchema,
  deliveryClosingTime: instantSchema,
});
export type TradingHours = z.infer<typeof tradingHoursSchema>;

/** The spec's trading day, plus the store-local date, zone and the holiday applied, if any. */
export const tradingDaySchema = z.strictObject({
  date: calendarDateSchema.describe('The trading date in the store, YYYY-MM-DD'),
  timeZone: z.string(),
  storeTime: instantSchema.describe("The store's local time now"),
  displayDate: z.string().describe("e.g. 'Sunday 22 November'"),
  exceptionName: z.string().nullable().describe('Trading exception (public holiday) applied to this date'),
  tradingHours: z.array(tradingHoursSchema).describe('Empty when closed'),
  dineInHours: z.array(tradingHoursSchema),
});
export type TradingDay = z.infer<typeof tradingDaySchema>;

export const suburbSurchargeSchema = z.strictObject({
  suburbName: z.string().min(1),
  adjustmentTimeMinutes: z.number().int().min(0),
});
export type SuburbSurcharge = z.infer<typeof suburbSurchargeSchema>;
