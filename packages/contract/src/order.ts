import { z } from 'zod';
import { centsSchema } from './catalog/primitives.ts';

// Orders after placement: status, tracking and the store's console (spec document 2, sections 3,
// 4 and 7; the lifecycle is DESIGN section 7).

export const orderStatuses = [
  'Received',
  'Preparing',
  'Baking',
  'QualityCheck',
  'Ready',
  'OutForDelivery',
  'Delivered',
  'Collected',
  'Cancelled',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatusName = z.infer<typeof orderStatusSchema>;

/** Tracking stops this long after the order was placed (spec section 9). */
export const TRACKING_WINDOW_HOURS = 8;

export const orderStatusEventSchema = z.strictObject({
  status: orderStatusSchema,
  at: z.iso.datetime({ offset: true }),
  actor: z.string(),
  reason: z.string().nullable(),
});

/** What the customer's order page shows. */
export const orderStatusViewSchema = z.strictObject({
  orderId: z.uuid(),
  orderReference: z.string(),
  status: orderStatusSchema,
  serviceType: z.enum(['Delivery', 'Pickup']),
  orderDueAt: z.iso.datetime({ offset: true }),
  placedAt: z.iso.datetime({ offset: true }),
  store: z.strictObject({
    storeId: z.number().int(),
    code: z.string(),
    name: z.string(),
    phone: z.string(),
    timeZone: z.string(),
  }),
  basketTotal: centsSchema,
  paymentMethod: z.string(),
  isContactless: z.boolean(),
  history: z.array(orderStatusEventSchema),
  items: z.array(
    z.strictObject({
      name: z.string(),
      quantity: z.number().int(),
      totalPrice: centsSchema,
      parts: z.array(z.string()),
    }),
  ),
  /** The statuses this order can still move to, in order. */
  nextStatuses: z.array(orderStatusSchema),
});
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;

export const orderIdParamsSchema = z.strictObject({ orderId: z.uuid() });
export const orderReferenceParamsSchema = z.strictObject({ orderReference: z.string().trim().min(4).max(20) });
export const trackerBodySchema = z.strictObject({ orderId: z.uuid(), sessionId: z.string().min(1).max(100) });
export const trackOrdersParamsSchema = z.strictObject({ userId: z.string().min(1).max(64) });
export const trackOrdersQuerySchema = z.strictObject({
  hourLimit: z.coerce.number().int().min(1).max(TRACKING_WINDOW_HOURS).default(TRACKING_WINDOW_HOURS),
});

// The store console (beyond the spec: the chain's staff move orders through the kitchen).

export const staffLoginSchema = z.strictObject({
  username: z.string().trim().min(1).max(60),
  password: z.string().min(1).max(200),
});
export const staffSessionSchema = z.strictObject({
  token: z.string(),
  staff: z.strictObject({ username: z.string(), name: z.string(), storeCode: z.string(), storeName: z.string() }),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const consoleOrderSchema = orderStatusViewSchema.extend({
  customer: z.strictObject({ name: z.string(), mobileNumber: z.string(), address: z.string().nullable() }),
  orderNote: z.string().nullable(),
  payment: z.strictObject({ method: z.string(), status: z.string(), card: z.string().nullable() }),
  agentName: z.string().nullable(),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

export const statusChangeSchema = z
  .strictObject({ status: orderStatusSchema, reason: z.string().trim().min(3).max(200).optional() })
  .refine((b) => b.status !== 'Cancelled' || b.reason, { message: 'A cancellation needs a reason', path: ['reason'] });
