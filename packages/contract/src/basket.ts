import { z } from 'zod';
import { australianStateSchema, centsSchema, postcodeSchema } from './catalog/primitives.ts';
import { storePaymentOptionSchema, storePodSchema } from './catalog/store.ts';
import { basketItemSchema, groupedBasketItemSchema } from './basket-items.ts';
import { appliedVoucherSchema, applyVoucherResultSchema } from './voucher.ts';
import { paymentInfoSchema } from './payment-setup.ts';
import { textSchema } from './text.ts';

// Baskets and the location session (spec document 2, sections 3, 4 and 7). The basket's
// disposition IS the location session: service type, store, time and address.

export const basketServiceTypes = ['Delivery', 'Pickup'] as const;
/** Accepts the session's lower-case 'delivery'/'pickup' too, and answers in the basket's form. */
export const basketServiceTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.charAt(0).toUpperCase() + v.slice(1).toLowerCase() : v),
  z.enum(basketServiceTypes),
);
export type BasketServiceType = (typeof basketServiceTypes)[number];

/** Store-local date-time without offset, as the spec's queries and the slot values use. */
export const storeLocalDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Expected YYYY-MM-DDTHH:mm (store-local)');

export const dispositionSchema = z
  .strictObject({
    serviceType: basketServiceTypeSchema,
    orderDueAt: storeLocalDateTimeSchema.nullable().optional(),
    isAsap: z.boolean(),
    storeId: z.number().int().positive(),
    address: textSchema.trim().min(1).max(200).nullable().optional(),
    city: textSchema.trim().min(1).max(100).nullable().optional(),
    state: australianStateSchema.nullable().optional(),
    postalCode: postcodeSchema.nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    customerId: textSchema.max(64).nullable().optional(),
    userId: textSchema.max(64).nullable().optional(),
    appType: textSchema.max(40).nullable().optional(),
    appVersion: textSchema.max(40).nullable().optional(),
  })
  .superRefine((d, ctx) => {
    if (!d.isAsap && !d.orderDueAt) {
      ctx.addIssue({ code: 'custom', path: ['orderDueAt'], message: 'Required unless isAsap is true' });
    }
    if (d.serviceType === 'Delivery') {
      for (const field of ['address', 'city', 'state', 'postalCode', 'longitude', 'latitude'] as const) {
        if (d[field] === undefined || d[field] === null) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'Required for delivery' });
        }
      }
    }
  });
export type Disposition = z.infer<typeof dispositionSchema>;

export const basketIdParamsSchema = z.strictObject({ basketId: z.uuid() });
/** Every basket call but create carries the session id the basket was created with. */

export const storeInfoSchema = z.strictObject({
  storeId: z.number().int(),
  name: z.string(),
  merchantId: z.string(),
  paymentOptions: z.array(storePaymentOptionSchema),
  pod: storePodSchema,
  isContactless: z.boolean(),
  minimumDeliveryOrderValue: centsSchema,
  minimumPickupOrderValue: centsSchema,
  canAcceptOnlineOrders: z.boolean(),
  canAcceptOnlineCreditCards: z.boolean(),
  canAcceptOnlineAmexCheckout: z.boolean(),
  canAcceptOnlineVisaCheckout: z.boolean(),
  // beyond the spec's StoreInfo: what the header and slot picker need without a second call
  code: z.string(),
  storeName: z.string(),
  timeZone: z.string(),
  isPOSOnline: z.boolean(),
  promiseTimeMinutes: z
    .number()
    .int()
    .min(0)
    .describe('Promise time for this basket: store or average, plus adjustments'),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export const serviceChargeSchema = z.strictObject({
  serviceChargeType: z.enum(['Delivery', 'Suburb']),
  total: centsSchema,
  timeInMinutes: z.number().int().min(0),
});
export type ServiceCharge = z.infer<typeof serviceChargeSchema>;

export const basketAddressSchema = z.strictObject({
  address: z.string(),
  city: z.string(),
  state: australianStateSchema,
  postalCode: postcodeSchema,
  longitude: z.number(),
  latitude: z.number(),
});

export const basketMessageSchema = z.strictObject({ code: z.string(), message: z.string() });

/** The basket as every basket call answers it. Totals are integer cents computed by the server. */
export const basketSchema = z.strictObject({
  basketId: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  channelType: z.enum(['Web', 'App']),
  channelName: z.string(),
  externalReference: z.string().nullable(),
  serviceType: z.enum(basketServiceTypes),
  orderDueAt: z.iso.datetime({ offset: true }).describe('Due time with the store offset'),
  isAsap: z.boolean(),
  storeInfo: storeInfoSchema,
  deliveryAddress: basketAddressSchema.nullable(),
  customerInfo: z.record(z.string(), z.unknown()).nullable(),
  basketItems: z.array(basketItemSchema),
  groupedBasketItems: z.array(groupedBasketItemSchema),
  serviceCharges: z.array(serviceChargeSchema),
  basketTotal: centsSchema,
  basketSubTotal: centsSchema,
  discount: centsSchema,
  totalSavings: centsSchema,
  paymentInfo: paymentInfoSchema.nullable(),
  orderNote: z.string().nullable(),
  tags: z.array(z.string()),
  messages: z.array(basketMessageSchema),
  upsells: z.array(z.unknown()),
  vouchers: z.array(appliedVoucherSchema).describe('Cart-level vouchers and the discount each gives'),
  voucherResult: applyVoucherResultSchema.optional().describe('Only on applyvoucher answers'),
  maxAlcoholUnits: z.number().min(0),
  sessionId: z.string(),
});
export type Basket = z.infer<typeof basketSchema>;
