// The campaign form (spec document 0, sections 2, 5, 7 and 8): /c/{slug?}/{storeId?} asks for a
// name and an e-mail address and sends one free pizza coupon per e-mail address per day
// (POST /api/v1/user/campaign; its body is not shown, so these fields are ours, decision 159).
import { z } from 'zod';
import { calendarDateSchema } from './catalog/primitives.ts';
import { captchaPayloadSchema } from './payment-setup.ts';
import { textSchema } from './text.ts';

/** Spec section 8, "Duplicate campaign email"; the same words as the dictionary's campaign.duplicate. */
export const CAMPAIGN_DUPLICATE_MESSAGE = 'Sorry, you can only get 1 FREE Pizza coupon each day.';

/** The chain's own day: one coupon per e-mail address per calendar day in Sydney (decision 159). */
export const CAMPAIGN_TIME_ZONE = 'Australia/Sydney';

/** A coupon can be used on the day it was sent and the 13 days after it. */
export const CAMPAIGN_COUPON_DAYS = 14;

export const CAMPAIGN_LIMITS = { name: 60, email: 254 } as const;

const campaignSlugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'A campaign slug is lower-case words and hyphens');

const required = (what: string) => `Enter your ${what}`;

/** POST /user/campaign. Captcha action CAMPAIGN_FORM in tokenV3. */
export const campaignClaimBodySchema = z.strictObject({
  /** The campaign story (content service campaigns/{campaign}) the form was opened from. */
  campaign: campaignSlugSchema,
  firstName: textSchema.trim().min(1, required('first name')).max(CAMPAIGN_LIMITS.name),
  lastName: textSchema.trim().min(1, required('last name')).max(CAMPAIGN_LIMITS.name),
  email: textSchema
    .trim()
    .min(1, required('e-mail address'))
    .max(CAMPAIGN_LIMITS.email)
    .pipe(z.email('Enter a valid e-mail address')),
  /** The store the coupon is for (the route's storeId); without one it is good at every store. */
  storeCode: textSchema.trim().min(1, 'Choose a store').max(20).optional(),
  tokenV3: captchaPayloadSchema,
});
export type CampaignClaimBody = z.infer<typeof campaignClaimBodySchema>;

/** The coupon went out: where to, where it works and until when (the code itself is only e-mailed). */
export const campaignClaimReceiptSchema = z.strictObject({
  sentTo: z.string().describe('The e-mail address as typed'),
  validFrom: calendarDateSchema,
  validTo: calendarDateSchema.describe('Last day it can be used, inclusive'),
  storeName: z.string().nullable().describe('The one store it works at, or null for every store'),
});
export type CampaignClaimReceipt = z.infer<typeof campaignClaimReceiptSchema>;

/**
 * The key one coupon a day is counted against: trimmed, lower-cased, and without a +tag on the
 * local part, since most mail services deliver name+x@ to name@ (decision 159).
 */
export function campaignEmailKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}

/** The campaign story's content (campaigns/{slug}): what the form page shows above the form. */
export const campaignContentSchema = z.looseObject({
  component: z.literal('campaign'),
  headline: z.string().min(1),
  body: z.string(),
  image: z.strictObject({ filename: z.string(), alt: z.string() }),
});
export type CampaignContent = z.infer<typeof campaignContentSchema>;
