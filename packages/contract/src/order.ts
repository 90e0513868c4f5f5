import { ORDER_STATUSES } from '@storefront/domain';
import { z } from 'zod';
import { centsSchema } from './catalog/primitives.ts';
import { stockQuestionSchema } from './out-of-stock.ts';
import { textSchema } from './text.ts';

// Orders after placement: status, tracking and the store's console (spec document 2, sections 3,
// 4 and 7; the lifecycle is DESIGN section 7).

/** The lifecycle's statuses; the list and its transition table live in packages/domain. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatusName = z.infer<typeof orderStatusSchema>;

/** Tracking stops this long after the order was placed (spec section 9). */
export const TRACKING_WINDOW_HOURS = 8;

export const orderStatusEventSchema = z.strictObject({
  status: orderStatusSchema,
  at: z.iso.datetime({ offset: true }),
  actor: z.string(),
  reason: z.string().nullable(),
});

/** One line of an order in words (packages/domain describeItem/describeMeal, as the cart says it). */
export interface OrderLine {
  name: string;
  quantity: number;
  totalPrice: number;
  voucherCode: string | null;
  details: string[];
  halves: { label: string; name: string; details: string[] }[];
  items: OrderLine[];
  /** A standalone item's basket item id: what staff mark unavailable (docs/out-of-stock.md). */
  lineId?: string;
  /** A group order's line: the name of the person it is for (docs/group-orders.md). */
  groupMember?: string;
}
export const orderLineSchema: z.ZodType<OrderLine> = z.lazy(() =>
  z.strictObject({
    name: z.string(),
    quantity: z.number().int(),
    totalPrice: centsSchema.describe('The whole line; for an item in a meal, what it adds to the meal'),
    voucherCode: z.string().nullable(),
    details: z
      .array(z.string())
      .describe("Size, base, sauce and changes: 'Large', 'No Bacon', 'Add Mushrooms (+$1.50)'"),
    halves: z.array(z.strictObject({ label: z.string(), name: z.string(), details: z.array(z.string()) })),
    items: z.array(orderLineSchema).describe("A meal's or deal's contents"),
    lineId: z.string().optional().describe('Standalone items only: the id to mark it out of stock by'),
    groupMember: z.string().optional().describe('Group orders: the name of the person the line is for'),
  }),
);

/** The order's money as the customer paid it: the receipt. */
export const orderReceiptSchema = z.strictObject({
  basketSubTotal: centsSchema,
  serviceCharges: z.array(z.strictObject({ serviceChargeType: z.enum(['Delivery', 'Suburb']), total: centsSchema })),
  vouchers: z.array(z.strictObject({ voucherCode: z.string(), name: z.string(), discount: centsSchema })),
  /** Everything taken off, vouchers included. */
  discount: centsSchema,
  basketTotal: centsSchema,
  totalSavings: centsSchema,
});

/** What the customer's order page shows. */
export const orderStatusViewSchema = z.strictObject({
  orderId: z.uuid(),
  orderReference: z.string(),
  status: orderStatusSchema,
  serviceType: z.enum(['Delivery', 'Pickup']),
  orderDueAt: z.iso.datetime({ offset: true }).describe("The basket's due time (ASAP: placement plus 1 minute)"),
  isAsap: z.boolean(),
  promisedAt: z.iso.datetime({ offset: true }).describe('When the order was promised for; lateness counts from it'),
  placedAt: z.iso.datetime({ offset: true }),
  store: z.strictObject({
    storeId: z.number().int(),
    code: z.string(),
    name: z.string(),
    phone: z.string(),
    timeZone: z.string(),
    address: z.string().describe('Street, suburb, state and postcode: where a pickup is collected'),
    todayHours: z
      .array(
        z.strictObject({
          openingTime: z.iso.datetime({ offset: true }),
          closingTime: z.iso.datetime({ offset: true }),
        }),
      )
      .describe("The store's opening sessions on its own today, when the order is read; empty when closed today"),
  }),
  deliveryAddress: z.string().nullable(),
  orderNote: z.string().nullable(),
  basketTotal: centsSchema,
  paymentMethod: z.string(),
  isContactless: z.boolean().describe('Delivery the customer asked to have left at the door'),
  history: z.array(orderStatusEventSchema),
  items: z.array(orderLineSchema),
  receipt: orderReceiptSchema,
  /** The statuses this order can still move to, in order. */
  nextStatuses: z.array(orderStatusSchema),
  stockQuestions: z
    .array(stockQuestionSchema)
    .optional()
    .describe('Lines the store found out of stock after ordering, oldest first; one at most is open'),
});
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;

export const orderIdParamsSchema = z.strictObject({ orderId: z.uuid() });
export const orderReferenceParamsSchema = z.strictObject({ orderReference: textSchema.trim().min(4).max(20) });
export const trackerBodySchema = z.strictObject({ orderId: z.uuid(), sessionId: textSchema.min(1).max(100) });
export const trackOrdersParamsSchema = z.strictObject({ userId: textSchema.min(1).max(64) });
export const trackOrdersQuerySchema = z.strictObject({
  hourLimit: z.coerce.number().int().min(1).max(TRACKING_WINDOW_HOURS).default(TRACKING_WINDOW_HOURS),
});

// The store console (beyond the spec: the chain's staff move orders through the kitchen).

export const staffLoginSchema = z.strictObject({
  username: textSchema.trim().min(1).max(60),
  password: textSchema.min(1).max(200),
});
export const staffSessionSchema = z.strictObject({
  token: z.string(),
  staff: z.strictObject({ username: z.string(), name: z.string(), storeCode: z.string(), storeName: z.string() }),
  expiresAt: z.iso.datetime({ offset: true }),
});

/**
 * Where an order's money stands: a card or provider payment is authorised at placement, captured
 * once the order exists, and voided (before capture) or refunded (after) when the order is cancelled.
 */
export const orderPaymentStatuses = ['authorised', 'captured', 'voided', 'refunded', 'pay-in-store', 'free'] as const;
export const orderPaymentStatusSchema = z.enum(orderPaymentStatuses);
export type OrderPaymentStatus = z.infer<typeof orderPaymentStatusSchema>;

export const consoleOrderSchema = orderStatusViewSchema.extend({
  customer: z.strictObject({ name: z.string(), mobileNumber: z.string(), address: z.string().nullable() }),
  payment: z.strictObject({ method: z.string(), status: orderPaymentStatusSchema, card: z.string().nullable() }),
  agentName: z.string().nullable(),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

export const statusChangeSchema = z
  .strictObject({ status: orderStatusSchema, reason: textSchema.trim().min(3).max(200).optional() })
  .refine((b) => b.status !== 'Cancelled' || b.reason, { message: 'A cancellation needs a reason', path: ['reason'] });
