import { z } from 'zod';
import { centsSchema } from './catalog/primitives.ts';

// Checkout: customer details, one order endpoint per payment method, and the order as placed
// (spec document 2, sections 3 CustomerInfo / Payment methods, 4 and 7).

export const utmSchema = z.strictObject({
  utm_source: z.string().max(200).optional(),
  utm_medium: z.string().max(200).optional(),
  utm_campaign: z.string().max(200).optional(),
  utm_term: z.string().max(200).optional(),
  utm_content: z.string().max(200).optional(),
});

export const customerInfoInputSchema = z
  .strictObject({
    firstName: z.string().trim().max(60).optional(),
    lastName: z.string().trim().max(60).optional(),
    mobileNumber: z.string().trim().min(1).max(30),
    email: z.email().max(200),
    orderNote: z.string().trim().max(250).optional(),
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
  cardSessionId: z.string().max(100).optional(),
  /** redirect methods: the provider payment the customer approved. */
  paymentId: z.string().max(100).optional(),
  /** card: where the 3-D Secure page returns (a path on our site). */
  returnUrl: z.string().max(500).optional(),
  /** Call-centre mode: the agent placing the order. */
  agentName: z.string().trim().min(1).max(80).optional(),
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

export const redirectStartSchema = z.strictObject({ paymentId: z.string(), redirectUrl: z.string() });
export const cardSessionStartSchema = z.strictObject({ sessionId: z.string(), url: z.string() });
