import { z } from 'zod';
import { orderStatusViewSchema } from './order.ts';
import { textSchema } from './text.ts';
import { TRACKING_GRANT_HEADER } from './headers.ts';

// Tracking an order from another device (beyond the spec, which tracks by the ordering session):
// the order reference plus the mobile number or e-mail given on the order. A match answers the
// order and a short-lived grant to keep tracking it; any mismatch answers the same 404.

/** Lookups allowed per client address and per order reference in each window (429 after). */
export const ORDER_LOOKUP_ATTEMPTS = { perReference: 10, perAddress: 30, windowSeconds: 900 } as const;
/** A tracking grant lasts this long after its last use; the tracking window still ends it. */
export const TRACKING_GRANT_MINUTES = 30;
/** Carries the grant on GET /order/lookup/{orderId}. */

export const orderLookupBodySchema = z.strictObject({
  orderReference: textSchema
    .max(30)
    .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{4,20}$/, 'Use the 4 to 20 letters and numbers of the order reference')),
  contact: textSchema.trim().min(3).max(200).describe('The mobile number or e-mail address given on the order'),
});
export type OrderLookupBody = z.infer<typeof orderLookupBodySchema>;

export const trackingGrantSchema = z.strictObject({
  token: z.string().describe(`Send as the ${TRACKING_GRANT_HEADER} header to keep tracking this order`),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TrackingGrant = z.infer<typeof trackingGrantSchema>;

export const orderLookupResultSchema = z.strictObject({
  order: orderStatusViewSchema,
  grant: trackingGrantSchema,
});
export type OrderLookupResult = z.infer<typeof orderLookupResultSchema>;

export const trackingGrantHeadersSchema = z.object({ [TRACKING_GRANT_HEADER]: textSchema.min(1).max(100) });
