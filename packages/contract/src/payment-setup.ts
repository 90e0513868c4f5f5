import { z } from 'zod';
import { centsSchema } from './catalog/primitives.ts';
import { orderMethods } from './order-placement.ts';
import { textSchema } from './text.ts';

// The basket's payment calls before the order (spec document 2, section 7): the card token
// calls, wallet completions, pay-later notifications and options, and the captcha they use.

export const cardBrandNames = ['Visa', 'Mastercard', 'Amex'] as const;

/** What the app may know of a card: never the number. */
export const cardSummarySchema = z.strictObject({
  brand: z.enum(cardBrandNames),
  brandCode: z.enum(['001', '002', '003']).describe('001 Visa, 002 Mastercard, 003 Amex'),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12).nullable(),
  expiryYear: z.number().int().nullable(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const paymentInfoStatuses = ['chosen', 'pending', 'ready', 'declined', 'cancelled'] as const;
export type PaymentInfoStatus = (typeof paymentInfoStatuses)[number];

/** The basket's chosen payment, kept on the basket so a reload or another tab finds it. */
export const paymentInfoSchema = z.strictObject({
  paymentMethod: z.enum(orderMethods),
  status: z
    .enum(paymentInfoStatuses)
    .describe('chosen: method picked; ready: a card or approved payment is attached; else the provider outcome'),
  card: cardSummarySchema.nullable(),
  reference: z.string().nullable().describe('The attached card token (flexToken) or provider payment id'),
  captchaVerified: z.boolean().describe('The card was attached through customerToken with a solved captcha'),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const paymentInfoPatchSchema = z.strictObject({ paymentMethod: z.enum(orderMethods) });

const flexToken = textSchema.trim().min(1).max(100).describe('The card session id the gateway tokenised');
export const flexTokenBodySchema = z.strictObject({ flexToken });
export const flexTokenParamsSchema = z.strictObject({ basketId: z.uuid(), flexToken });

/** Spec document 1 section 7: every captcha action name; each is accepted only by its own call. */
export const captchaActions = [
  'REGISTER_USER',
  'CAMPAIGN_FORM',
  'VERIFY_EMAIL',
  'UNSUBSCRIBE',
  'CUSTOMER_TOKEN',
  'REQUEST_OTP',
  'VALIDATE_OTP',
  'VALIDATE_LOGIN_TOKEN',
  'LOGIN',
] as const;
export type CaptchaAction = (typeof captchaActions)[number];
export const captchaQuerySchema = z.strictObject({ action: z.enum(captchaActions) });
/** An ALTCHA proof-of-work challenge, passed to the solver as it is. */
export const captchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});
/** base64 of JSON `{ challenge, solution }`, the solved challenge. */
export const captchaPayloadSchema = textSchema.min(10).max(4000);

export const customerTokenBodySchema = z.strictObject({ flexToken, captcha: captchaPayloadSchema });

export const flexApiStartSchema = z.strictObject({
  flexToken: z.string().describe('The card session: send it to verifyFlex, createToken or customerToken'),
  tokeniseUrl: z.string().describe("POST the card fields here (form-encoded): the gateway's, never ours"),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const verifiedCardSchema = z.strictObject({ flexToken: z.string(), card: cardSummarySchema });

export const walletCompleteBodySchema = z.strictObject({ paymentId: textSchema.trim().min(1).max(100) });

/** Afterpay returns with `orderToken` and `status`; Zip with `checkoutId` and `result`. The gateway decides. */
export const apNotifyBodySchema = z.strictObject({
  orderToken: textSchema.trim().min(1).max(100),
  status: textSchema.trim().max(20).optional(),
});
export const zipNotifyBodySchema = z.strictObject({
  checkoutId: textSchema.trim().min(1).max(100),
  result: textSchema.trim().max(20).optional(),
});

export const clickToPayOptionsSchema = z.strictObject({
  available: z.boolean(),
  acceptedBrands: z.array(z.enum(cardBrandNames)),
  amount: centsSchema,
  currency: z.literal('AUD'),
});

export const afterpayOptionsSchema = z.strictObject({
  available: z.boolean(),
  reason: z.string().nullable().describe('Why Afterpay cannot pay this basket, when it cannot'),
  minimumAmount: centsSchema,
  maximumAmount: centsSchema,
  instalments: z.array(z.strictObject({ number: z.number().int().min(1), amount: centsSchema, dueDate: z.iso.date() })),
});
export type AfterpayOptions = z.infer<typeof afterpayOptionsSchema>;
