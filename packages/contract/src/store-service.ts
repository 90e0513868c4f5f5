import { z } from 'zod';
import { australianStateSchema, postcodeSchema } from './catalog/primitives.ts';
import { storeSchema } from './catalog/store.ts';
import { tradingDaySchema } from './catalog/trading-hours.ts';
import { textSchema } from './text.ts';

// The store service's calls (spec document 1, section 7), with the spec's query names.

const booleanQuery = z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] });
const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export const storeCodeParamsSchema = z.strictObject({ code: textSchema.trim().min(1).max(20) });

export const storeContactSchema = z.strictObject({
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: australianStateSchema,
  postCode: postcodeSchema,
});
export type StoreContact = z.infer<typeof storeContactSchema>;

export const storeByNameQuerySchema = z.strictObject({ name: textSchema.trim().min(1).max(100) });

/** A store with its trading days for the week ahead and, for searches, its distance. */
export const storeScheduleSchema = storeSchema.extend({
  distanceKm: z.number().nullable(),
  tradingDays: z.array(tradingDaySchema),
});
export type StoreSchedule = z.infer<typeof storeScheduleSchema>;

export const scheduleByPostcodeQuerySchema = z.strictObject({
  postcode: postcodeSchema,
  includeTradingException: booleanQuery.default(true),
});

export const scheduleLocateQuerySchema = z
  .strictObject({
    search: textSchema.trim().min(3).max(100).optional(),
    includeTradingException: booleanQuery.default(true),
    suburb: textSchema.trim().min(1).max(100).optional(),
    postcode: postcodeSchema.optional(),
    state: australianStateSchema.optional(),
  })
  .refine((q) => q.search || q.suburb || q.postcode, {
    message: 'Give search (at least 3 characters), suburb or postcode',
    path: ['search'],
  });

export const geolocationQuerySchema = z.strictObject({
  Longitude: longitude,
  Latitude: latitude,
  IsPickup: booleanQuery.default(false),
  Radius: z.coerce.number().positive().max(100).optional(),
});

export const storeListQuerySchema = z.strictObject({ includeComingSoon: booleanQuery.default(false) });

/** A store that can serve an address, with what the address's suburb adds. */
export const storeForAddressSchema = storeSchema.extend({
  distanceKm: z.number(),
  suburbSurcharge: z
    .strictObject({
      suburbName: z.string(),
      adjustmentTimeMinutes: z.number().int().min(0),
      surchargeCents: z.number().int().min(0),
    })
    .nullable(),
});
export type StoreForAddress = z.infer<typeof storeForAddressSchema>;

export const validateGeolocationQuerySchema = z.strictObject({
  Longitude: longitude,
  Latitude: latitude,
  OrderDueAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Expected YYYY-MM-DDTHH:mm (store-local)')
    .optional(),
  IsPickup: booleanQuery.default(false),
  suburb: textSchema.trim().min(1).max(100).optional(),
  postcode: postcodeSchema.optional(),
});

/** Stores able to serve the address, best first; the app uses the first. */
export const validateGeolocationResponseSchema = z.strictObject({ stores: z.array(storeForAddressSchema).min(1) });
