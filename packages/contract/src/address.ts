import { z } from 'zod';
import { australianStateSchema, postcodeSchema } from './catalog/primitives.ts';
import { textSchema } from './text.ts';

/**
 * Address lookup: search by text, then fetch one address by the moniker a suggestion carries.
 * The spec names the calls but not their paths (section 7), so these shapes are ours.
 */

/** Spec sections 5 and 9: location search needs at least 3 characters. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
/** Long enough for any Australian address line; stops the lookup being fed essays. */
export const ADDRESS_SEARCH_MAX_LENGTH = 200;
/** Spec section 9, "address search threshold 25": the most suggestions one search answers. */
export const ADDRESS_SEARCH_THRESHOLD = 25;
/**
 * Spec section 9, "get-address threshold 50": the picklist cap of a provider's refine step.
 * Gazetteer monikers always name one final address, so only a real provider adapter uses it.
 */
export const ADDRESS_GET_THRESHOLD = 50;
/** Spec section 9, "time-out 10000": how long one address-provider call may take, in ms. */
export const ADDRESS_LOOKUP_TIMEOUT_MS = 10_000;
/** Monikers are opaque; the cap only keeps junk out of logs and the lookup. */
export const ADDRESS_MONIKER_MAX_LENGTH = 512;

export const addressSearchQuerySchema = z.strictObject({
  text: textSchema
    .trim()
    .min(ADDRESS_SEARCH_MIN_LENGTH)
    .max(ADDRESS_SEARCH_MAX_LENGTH)
    .describe('Free text: a street line, suburb or postcode, e.g. "12 Smith St Parramatta"'),
});
export type AddressSearchQuery = z.infer<typeof addressSearchQuerySchema>;

export const addressMonikerSchema = textSchema
  .min(1)
  .max(ADDRESS_MONIKER_MAX_LENGTH)
  .describe('Opaque, stable id of one address, taken from a search suggestion');

export const addressMonikerParamsSchema = z.strictObject({ moniker: addressMonikerSchema });
export type AddressMonikerParams = z.infer<typeof addressMonikerParamsSchema>;

export const addressSuggestionSchema = z.strictObject({
  moniker: addressMonikerSchema,
  text: z.string().describe("One-line display, e.g. '12 Smith Street, Parramatta NSW 2150'"),
  street: z.string().nullable().describe('Street line, or null when only a locality matched'),
  locality: z.string(),
  state: australianStateSchema,
  postcode: postcodeSchema,
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressPicklistSchema = z.strictObject({
  picklist: z.array(addressSuggestionSchema).max(ADDRESS_SEARCH_THRESHOLD),
});
export type AddressPicklist = z.infer<typeof addressPicklistSchema>;

export const addressLinesSchema = z.strictObject({
  street: z.string().nullable(),
  locality: z.string(),
  state: australianStateSchema,
  postcode: postcodeSchema,
});
export type AddressLines = z.infer<typeof addressLinesSchema>;

export const addressSchema = z.strictObject({
  moniker: addressMonikerSchema,
  addressLines: addressLinesSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  text: z.string().describe('One-line display of the whole address'),
});
export type Address = z.infer<typeof addressSchema>;
