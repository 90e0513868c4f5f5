import { z } from 'zod';
import { centsSchema } from './catalog/primitives.ts';
import { CUSTOMER_DETAILS_LIMITS as LIMITS } from './customer-details-limits.ts';
import { textSchema } from './text.ts';

// Checkout: customer details, one order endpoint per payment method, and the order as placed
// (spec document 2, sections 3 CustomerInfo / Payment methods, 4 and 7).

export const utmSchema = z.strictObject({
  utm_source: textSchema.max(LIMITS.utm).optional(),
  utm_medium: textSchema.max(LIMITS.utm).optional(),
  utm_campaign: textSchema.max(LIMITS.utm).optional(),
  utm_term: textSchema.max(LIMITS.utm).optional(),
  utm_content: textSchema.max(LIMITS.utm).optional(),
});

export const customerInfoInputSchema = z
  .strictObject({
    firstName: textSchema.trim().max(LIMITS.name).optional(),
    lastName: textSchema.trim().max(LIMITS.name).optional(),
    mobileNumber: textSchema.trim().min(1).max(LIMITS.mobile),
    email: z.email().max(LIMITS.email),
    orderNote: textSchema.trim().max(LIMITS.orderNote).optional(),
    /** Delivery: leave it at the door. Omitted: the store's own setting (storeInfo.isContactless). */
    isContactless: z.boolean().optional(),
  })
  .extend(utmSchema.shape);
export type CustomerInfoInput = z.infer<typeof customerInfoInputSchema>;

export const customerInfoSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  state: z.string().nullable(),
  userId: z.string().nullable(),
  isNewUser: z.boolean(),
  orderRegister: z.enum(['order-guest', 'order-customer']),
  utm: utmSchema,
  /** Beyond the spec: the contactless choice made at checkout; null when not asked (pickup, or not sent). */
  isContactless: z.boolean().nullable(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** Path names of the order endpoint, one per payment method: POST /baskets/{id}/orders/{method}. */
export const orderMethods = [
  'card',
  'cash',
  'free',
  'mobileeftpos',
  'paypal',
  'paypalpayin4',
  'zip',
  'afterpay',
  'clicktopay',
  'applepay',
  'googlepay',
] as const;
export type OrderMethod = (typeof orderMethods)[number];

export const orderMethodParamsSchema = z.strictObject({ basketId: z.uuid(), method: z.enum(orderMethods) });

export const placeOrderBodySchema = z.strictObject({
  /** card: the hosted card session that tokenised the card. */
  cardSessionId: textSchema.max(100).optional(),
  /** redirect methods: the provider payment the customer approved. */
  paymentId: textSchema.max(100).optional(),
  /** card: where the 3-D Secure page returns (a path on our site). */
  returnUrl: textSchema.max(500).optional(),
  /** Call-centre mode: the agent placing the order. */
  agentName: textSchema.trim().min(1).max(80).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const placedOrderSchema = z.strictObject({
  orderId: z.uuid(),
  orderReference: z.string(),
  basketId: z.uuid(),
  status: z.string(),
  basketTotal: centsSchema,
  paymentMethod: z.enum(orderMethods),
  orderRegister: z.enum(['order-guest', 'order-customer']),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The card answer that starts 3-D Secure (HTTP 302, without a Location header: the app navigates). */
export const challengeRequiredSchema = z.strictObject({
  origin: z.string().describe('The 3-D Secure page to open'),
  referenceID: z.string().describe('Send to payerAuth/{referenceID} after the challenge'),
});
export type ChallengeRequired = z.infer<typeof challengeRequiredSchema>;

/** The initialise endpoint (its name in the endpoint table) of each method paid on the provider's page. */
export const redirectStartMethods = {
  initialiseZipPay: 'zip',
  initialisePayPal: 'paypal',
  initialisePayPalPayIn4: 'paypalpayin4',
  initialiseAfterpay: 'afterpay',
  initialiseApplePay: 'applepay',
  initialiseGooglePay: 'googlepay',
  initialiseClickToPay: 'clicktopay',
} as const satisfies Record<string, OrderMethod>;
export type RedirectStartEndpointName = keyof typeof redirectStartMethods;

export const redirectStartSchema = z.strictObject({ paymentId: z.string(), redirectUrl: z.string() });
export const cardSessionStartSchema = z.strictObject({ sessionId: z.string(), url: z.string() });

/** A path on this site for the gateway to send the customer back to (never another origin). */
export const returnPathSchema = textSchema.regex(/^\/(?!\/)[^\s]*$/, 'A path on this site, starting with /').max(500);

/** initialiseFlex: where the hosted card page returns. */
export const cardSessionBodySchema = z.strictObject({ returnUrl: returnPathSchema });
/** initialise{Method}: where the provider's page returns after approval, and after a cancel. */
export const redirectStartBodySchema = z.strictObject({ returnUrl: returnPathSchema, cancelUrl: returnPathSchema });
export type RedirectStart = z.infer<typeof redirectStartSchema>;
export type CardSessionStart = z.infer<typeof cardSessionStartSchema>;

export const payerAuthParamsSchema = z.strictObject({ basketId: z.uuid(), referenceID: textSchema.min(1).max(100) });
export const payerAuthBodySchema = z
  .strictObject({ agentName: textSchema.trim().min(1).max(80).optional() })
  .optional();

/** What the app reports when an order failed without a message it could show (spec section 8). */
export const orderErrorReportSchema = z.strictObject({
  action: textSchema.trim().min(1).max(60),
  statusCode: z.number().int().min(0).max(599),
  errorCode: textSchema.trim().max(60).nullable(),
  message: textSchema.trim().max(500).nullable(),
});
export type OrderErrorReport = z.infer<typeof orderErrorReportSchema>;
