import { z } from 'zod';
import { appDealSchema } from './customer-account.ts';
import { VOUCHER_CODE_PATTERN } from './voucher.ts';

// Spin-to-win (document 1 section 2, decision 197): a campaign is a content story under
// spin-to-win/ that publishes its wheel's segments and their odds; the server decides each spin
// and hands a prize out as a won deal (appdeals, decision 157).

export const SPIN_TO_WIN_FOLDER = 'spin-to-win';

/** A wheel has between 2 and 12 segments; a weight is a whole number of chances. */
export const SPIN_LIMITS = { segmentsMin: 2, segmentsMax: 12, weightMax: 1000, labelMax: 40 } as const;

/** How often a customer may spin: once a day (in the campaign's time zone) or once for the whole campaign. */
export const spinPeriods = ['daily', 'campaign'] as const;
export type SpinPeriod = (typeof spinPeriods)[number];

const slugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case words and hyphens');

/** One segment as the story holds it: a prize voucher code, or null for "no prize". */
export const spinSegmentSeedSchema = z.strictObject({
  label: z.string().trim().min(1).max(SPIN_LIMITS.labelMax),
  voucherCode: z.string().regex(VOUCHER_CODE_PATTERN).nullable(),
  weight: z.number().int().min(1).max(SPIN_LIMITS.weightMax),
});

/** The content of a spin-to-win story (component spin_to_win). */
export const spinCampaignContentSchema = z.looseObject({
  component: z.literal('spin_to_win'),
  headline: z.string().min(1).max(120),
  description: z.string().max(1000).default(''),
  /** The prize type of the deals it awards (GET /customer/{id}/appdeals?PrizeTypeId=). */
  prizeTypeId: z.number().int().positive(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  period: z.enum(spinPeriods),
  timeZone: z.string().min(1).default('Australia/Sydney'),
  /** A won deal can be used for this many days after the spin. */
  prizeDays: z.number().int().min(1).max(365).default(14),
  segments: z.array(spinSegmentSeedSchema).min(SPIN_LIMITS.segmentsMin).max(SPIN_LIMITS.segmentsMax),
});
export type SpinCampaignContent = z.infer<typeof spinCampaignContentSchema>;

/** A segment as the app shows it: its published odds, and the prize's name. */
export const spinSegmentSchema = z.strictObject({
  index: z.number().int().min(0),
  label: z.string(),
  prize: z.strictObject({ voucherCode: z.string(), name: z.string() }).nullable(),
  weight: z.number().int().positive(),
  /** The chance of landing here, in percent (weight over the total), rounded to one decimal place. */
  chancePercent: z.number().min(0).max(100),
});
export type SpinSegment = z.infer<typeof spinSegmentSchema>;

/** Why the customer cannot spin now (null: they can). */
export const spinRefusals = ['SignInRequired', 'AlreadySpun', 'NotStarted', 'Ended'] as const;
export type SpinRefusal = (typeof spinRefusals)[number];

export const spinOutcomeSchema = z.strictObject({
  spinId: z.uuid(),
  campaign: z.string(),
  segmentIndex: z.number().int().min(0),
  spunAt: z.iso.datetime({ offset: true }),
  /** The won deal (its own single-use code); null when the segment is "no prize". */
  deal: appDealSchema.nullable(),
});
export type SpinOutcome = z.infer<typeof spinOutcomeSchema>;

export const spinWheelSchema = z.strictObject({
  campaign: z.string(),
  headline: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  period: z.enum(spinPeriods),
  segments: z.array(spinSegmentSchema),
  canSpin: z.boolean(),
  refusal: z.enum(spinRefusals).nullable(),
  /** The customer's spin in the current period, if any (so the app can show it again). */
  lastSpin: spinOutcomeSchema.nullable(),
});
export type SpinWheel = z.infer<typeof spinWheelSchema>;

export const spinWheelQuerySchema = z.strictObject({
  campaign: slugSchema.optional().describe('The campaign slug (spin-to-win/{slug}); default: the one running now'),
});
export const spinBodySchema = z.strictObject({ campaign: slugSchema });

export const NO_SPIN_CAMPAIGN = 'NoSpinCampaign';
export const NO_SPIN_CAMPAIGN_MESSAGE = 'There is no spin-to-win running right now.';
export const ALREADY_SPUN = 'AlreadySpun';
export const ALREADY_SPUN_MESSAGES: Record<SpinPeriod, string> = {
  daily: "You've already had your spin today. Come back tomorrow for another go.",
  campaign: "You've already had your spin for this campaign.",
};
export const SPIN_CLOSED = 'SpinClosed';
export const SPIN_NOT_STARTED_MESSAGE = "This spin-to-win hasn't started yet.";
export const SPIN_ENDED_MESSAGE = 'This spin-to-win has ended.';
export const SPIN_SIGN_IN_MESSAGE = 'Please sign in to spin the wheel.';
