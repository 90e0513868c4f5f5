import { z } from 'zod';
import {
  australianStateSchema,
  centsSchema,
  positiveIdSchema,
  postcodeSchema,
  slugSchema,
  timeZoneSchema,
} from './primitives.ts';

export const paymentOptionNames = [
  'SavedCard',
  'CreditCard',
  'ClickToPay',
  'Cash',
  'MobileEftpos',
  'ApplePay',
  'GooglePay',
  'PayPal',
  'PayPalPayIn4',
  'Zip',
  'Afterpay',
  'Free',
] as const;
export const paymentOptionSchema = z.enum(paymentOptionNames);
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const storePaymentOptionSchema = z.strictObject({
  paymentOption: paymentOptionSchema,
  status: z.enum(['Active', 'Inactive']),
  sortOrder: z.number().int(),
  maxOrderCharge: centsSchema.nullable().describe('Largest order this option may pay, in cents; null = no maximum'),
});
export type StorePaymentOption = z.infer<typeof storePaymentOptionSchema>;

/** The store's point-of-delivery profile. */
export const storePodSchema = z.strictObject({
  occasion: z.string().min(1).describe("e.g. 'Standard' or 'LateNight'"),
  sector: z.string().min(1).describe("e.g. 'CBD', 'Metro' or 'Regional'"),
  deliveryAdjustmentMinutes: z.number().int().min(0),
});
export type StorePod = z.infer<typeof storePodSchema>;

const minutesSchema = z.number().int().min(0);

/** A store as GET /api/v1/store/{code} returns it. */
export const storeSchema = z.strictObject({
  // the specification's fields
  code: z.string().min(1).describe("e.g. 'NSW001'"),
  storeId: positiveIdSchema,
  name: z.string().min(1),
  city: z.string().min(1),
  state: australianStateSchema,
  postCode: postcodeSchema,
  timeZoneOffsetHours: z
    .number()
    .describe('Offset from UTC now, derived from timeZone at response time (e.g. 10, 11, 9.5)'),
  canPickup: z.boolean(),
  canDeliver: z.boolean(),
  isPOSOnline: z.boolean(),
  deliveryTimeMinutes: minutesSchema,
  pickupTimeMinutes: minutesSchema,
  averageDeliveryTimeMinutes: minutesSchema.nullable(),
  averagePickupTimeMinutes: minutesSchema.nullable(),
  allowPromiseTimeAutomation: z.boolean(),
  isAlgoPromiseTimeEnabled: z.boolean(),
  // what the storefront needs besides
  storeName: slugSchema.describe('Slug of the store page: /stores/pizza-hut-{storeName}'),
  address: z.string().min(1).describe('Street line'),
  phone: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeZone: timeZoneSchema,
  isComingSoon: z.boolean(),
  canAcceptOnlineOrders: z.boolean(),
  canAcceptOnlineCreditCards: z.boolean(),
  canAcceptOnlineAmexCheckout: z.boolean(),
  canAcceptOnlineVisaCheckout: z.boolean(),
  isContactless: z.boolean(),
  merchantId: z.string().min(1),
  pod: storePodSchema,
  minimumDeliveryOrderValue: centsSchema,
  minimumPickupOrderValue: centsSchema,
  paymentOptions: z.array(storePaymentOptionSchema),
});
export type Store = z.infer<typeof storeSchema>;
