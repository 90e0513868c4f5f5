import { z } from 'zod';
import { australianStates } from './catalog/primitives.ts';
import { ENGAGEMENT_KEY_HEADER } from './headers.ts';
import { isSafeLinkUrl } from './link-url.ts';
import { textSchema } from './text.ts';

// The customer-engagement service (spec document 1 sections 2, 3, 4, 5 and 7; document 0 sections
// 3 and 7): content cards per site section, in-app messages, custom events and attributes, and the
// marketing console that schedules cards and messages for a segment. Decision 165.

export const ENGAGEMENT_LIMITS = {
  titleMax: 120,
  textMax: 500,
  urlMax: 500,
  separatorMax: 5,
  storesMax: 200,
  eventNameMax: 60,
  propertiesMax: 20,
  attributesMax: 20,
  attributeTextMax: 200,
  /** A card's prices and was-prices, in cents: $10,000.00. */
  priceMaxCents: 1_000_000,
  sequenceMax: 10_000,
  campaignTypeMax: 60,
  minOrdersMax: 1_000,
} as const;

/** Document 1 section 2: the content card sections, by page. */
export const contentCardSections = [
  'homepage-hero',
  'homepage-secondary-hero',
  'homepage-todays-offer',
  'homepage-deals',
  'offers-exclusive-deals',
  'offers-exclusive-products',
  'coupons',
  'cart-upsell',
  'checkout-upsell',
  'account-inbox',
] as const;
export const contentCardSectionSchema = z.enum(contentCardSections);
export type ContentCardSection = z.infer<typeof contentCardSectionSchema>;

export const contentCardTypes = ['banner', 'product', 'deal', 'coupon', 'upsell', 'message'] as const;
/** The upsell designs of document 1 section 3 a card may stand for. */
export const cardUpsellTypes = ['poster', 'product', 'ingredient'] as const;

const title = textSchema.trim().min(1).max(ENGAGEMENT_LIMITS.titleMax);
const shortText = textSchema.trim().max(ENGAGEMENT_LIMITS.titleMax);
const cents = z.number().int().min(0).max(ENGAGEMENT_LIMITS.priceMaxCents);
/**
 * A link inside the app ('/offers') or a web address: never a script URL (javascript:, data:,
 * vbscript:), nor '/\host', spaces or control characters a browser would reinterpret
 * (isSafeLinkUrl, the content links' rule, decision 191).
 */
const linkSchema = textSchema
  .trim()
  .max(ENGAGEMENT_LIMITS.urlMax)
  .refine(isSafeLinkUrl, 'a path starting with / or an https:// address')
  .meta({ examples: ['/offers'] });

/**
 * Document 1 section 3: every `extras` field of a content card. Prices are cents; each price has
 * a strikethrough (the was-price) and a title (its label).
 */
export const contentCardExtrasSchema = z.strictObject({
  site_section: contentCardSectionSchema,
  card_type: z.enum(contentCardTypes),
  title,
  price_pickup: cents.nullable(),
  price_pickup_strikethrough: cents.nullable(),
  price_pickup_title: shortText.nullable(),
  price_delivery: cents.nullable(),
  price_delivery_strikethrough: cents.nullable(),
  price_delivery_title: shortText.nullable(),
  sub_title_left: shortText.nullable(),
  sub_title_right: shortText.nullable(),
  subtitle_separator: textSchema.max(ENGAGEMENT_LIMITS.separatorMax).nullable(),
  exclude_homepage: z.boolean(),
  image_only: z.boolean(),
  todays_offer: z.boolean(),
  product_id: z.number().int().positive().nullable(),
  upsell_type: z.enum(cardUpsellTypes).nullable(),
  /** The section's fallback card, shown when it has no other. */
  default: z.boolean(),
  /** Order within the section, lowest first. */
  sequence: z.number().int().min(0).max(ENGAGEMENT_LIMITS.sequenceMax),
});
export type ContentCardExtras = z.infer<typeof contentCardExtrasSchema>;

/**
 * Document 1 section 4: expiresAt is an epoch time in milliseconds; 0 never expires and null is
 * always expired.
 */
const expiresAtSchema = z.number().int().min(0).nullable();

/** Document 1 section 3: a content card as the app receives it, with this viewer's state. */
export const contentCardSchema = z.strictObject({
  id: z.uuid(),
  expiresAt: expiresAtSchema,
  viewed: z.boolean(),
  clicked: z.boolean(),
  updated: z.number().int(),
  created: z.number().int(),
  imageUrl: linkSchema.nullable(),
  url: linkSchema.nullable(),
  extras: contentCardExtrasSchema,
});
export type ContentCard = z.infer<typeof contentCardSchema>;

export const inAppMessageKinds = ['general', 'contactless', 'campaign'] as const;

/** A campaign type: 1 to campaignTypeMax lower-case letters, digits and dashes. */
export const CAMPAIGN_TYPE_PATTERN = new RegExp(`^[a-z0-9-]{1,${ENGAGEMENT_LIMITS.campaignTypeMax}}$`);

/** Document 1 section 4: a website-purchase campaign message carries its campaignType in extras. */
export const inAppMessageExtrasSchema = z.strictObject({
  campaignType: textSchema.trim().regex(CAMPAIGN_TYPE_PATTERN, 'lower-case letters, digits and dashes').nullable(),
});

export const inAppMessageSchema = z.strictObject({
  id: z.uuid(),
  kind: z.enum(inAppMessageKinds),
  header: title,
  message: textSchema.trim().min(1).max(ENGAGEMENT_LIMITS.textMax),
  buttonText: shortText.nullable(),
  url: linkSchema.nullable(),
  /** Contactless: the store ids it shows in (document 1 section 5); empty for other kinds. */
  stores: z.array(z.number().int().positive()).max(ENGAGEMENT_LIMITS.storesMax),
  extras: inAppMessageExtrasSchema,
  viewed: z.boolean(),
});
export type InAppMessage = z.infer<typeof inAppMessageSchema>;

/** Who a card or message is for; evaluated by the server in one query over customers, orders and stores. */
export const engagementSegmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('store'), storeId: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('state'), state: z.enum(australianStates) }),
  z.strictObject({
    kind: z.literal('min-orders'),
    minOrders: z.number().int().min(1).max(ENGAGEMENT_LIMITS.minOrdersMax),
  }),
  z.strictObject({ kind: z.literal('guests') }),
]);
export type EngagementSegment = z.infer<typeof engagementSegmentSchema>;

/** The viewer: a signed-in customer is their token; a guest is the device id the app keeps. */
export const deviceIdSchema = textSchema.regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _');

export const engagementViewerQuerySchema = z.strictObject({
  deviceId: deviceIdSchema.optional(),
  /** The current store of the location session; 0 or absent when none is chosen. */
  storeId: z.coerce.number().int().min(0).optional(),
});

export const engagementKeyHeadersSchema = z.object({
  [ENGAGEMENT_KEY_HEADER]: textSchema.max(200).optional().describe('The SDK key (settings.API_BRAZE_KEY.key)'),
  authorization: textSchema.max(4_000).optional().describe('Bearer <access token> of a signed-in customer'),
});

export const engagementStateChangeSchema = z.strictObject({
  action: z.enum(['viewed', 'clicked', 'dismissed']),
  deviceId: deviceIdSchema.optional(),
  /** The current store: a card for a store or a state is this viewer's only there. */
  storeId: z.number().int().min(0).optional(),
});

export const engagementStateSchema = z.strictObject({
  viewed: z.boolean(),
  clicked: z.boolean(),
  dismissed: z.boolean(),
});

export const engagementIdParamsSchema = z.strictObject({ id: z.uuid() });

const propertyValue = z.union([textSchema.max(ENGAGEMENT_LIMITS.attributeTextMax), z.number().finite(), z.boolean()]);
const propertyName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'a lower-case name');

export const customEventSchema = z.strictObject({
  name: propertyName,
  properties: z
    .record(propertyName, propertyValue)
    .refine((p) => Object.keys(p).length <= ENGAGEMENT_LIMITS.propertiesMax, 'at most 20 properties'),
  deviceId: deviceIdSchema.optional(),
});

export const customAttributesSchema = z.strictObject({
  attributes: z
    .record(propertyName, propertyValue.nullable())
    .refine((a) => Object.keys(a).length >= 1 && Object.keys(a).length <= ENGAGEMENT_LIMITS.attributesMax, {
      message: '1 to 20 attributes',
    }),
  deviceId: deviceIdSchema.optional(),
});

export const customAttributesResultSchema = z.strictObject({
  attributes: z.record(z.string(), propertyValue),
});

export const acceptedSchema = z.strictObject({ accepted: z.literal(true) });

// The marketing console (staff with the marketing role).

export const engagementScheduleSchema = z.strictObject({
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
});

const scheduleRefined = <T extends z.ZodType<{ schedule: z.infer<typeof engagementScheduleSchema> }>>(schema: T) =>
  schema.refine(
    (value) =>
      !value.schedule.startsAt ||
      !value.schedule.endsAt ||
      Date.parse(value.schedule.endsAt) > Date.parse(value.schedule.startsAt),
    { message: 'The end must be after the start', path: ['schedule', 'endsAt'] },
  );

export const newContentCardSchema = scheduleRefined(
  z.strictObject({
    imageUrl: linkSchema.nullable(),
    url: linkSchema.nullable(),
    expiresAt: expiresAtSchema,
    extras: contentCardExtrasSchema,
    segment: engagementSegmentSchema,
    schedule: engagementScheduleSchema,
  }),
);
export type NewContentCard = z.infer<typeof newContentCardSchema>;

export const newInAppMessageSchema = scheduleRefined(
  z
    .strictObject({
      kind: z.enum(inAppMessageKinds),
      header: title,
      message: textSchema.trim().min(1).max(ENGAGEMENT_LIMITS.textMax),
      buttonText: shortText.nullable(),
      url: linkSchema.nullable(),
      stores: z.array(z.number().int().positive()).max(ENGAGEMENT_LIMITS.storesMax),
      extras: inAppMessageExtrasSchema,
      segment: engagementSegmentSchema,
      schedule: engagementScheduleSchema,
    })
    .refine((m) => m.kind !== 'contactless' || m.stores.length > 0, {
      message: 'A contactless message needs at least one store',
      path: ['stores'],
    })
    .refine((m) => m.kind !== 'campaign' || m.extras.campaignType !== null, {
      message: 'A campaign message needs its campaignType',
      path: ['extras', 'campaignType'],
    }),
);
export type NewInAppMessage = z.infer<typeof newInAppMessageSchema>;

/**
 * What an editor loaded: each change and each withdrawal adds one, so a save made from an older
 * copy is refused (409) instead of silently overwriting another marketer's change.
 */
export const engagementVersionSchema = z.number().int().min(1);

/** A change of a scheduled card: every field a new card has, checked the same way, and the version it was made from. */
export const contentCardChangeSchema = newContentCardSchema.safeExtend({ version: engagementVersionSchema });
export type ContentCardChange = z.infer<typeof contentCardChangeSchema>;

/** A change of a scheduled in-app message, as for a card. */
export const inAppMessageChangeSchema = newInAppMessageSchema.safeExtend({ version: engagementVersionSchema });
export type InAppMessageChange = z.infer<typeof inAppMessageChangeSchema>;

const counts = {
  impressions: z.number().int().min(0),
  clicks: z.number().int().min(0),
  dismissals: z.number().int().min(0),
};
const at = z.iso.datetime({ offset: true });
const authored = {
  segment: engagementSegmentSchema,
  schedule: engagementScheduleSchema,
  createdBy: z.string(),
  version: engagementVersionSchema,
  /** The latest change or withdrawal after it was created; null while it is as created. */
  lastChange: z.strictObject({ changedBy: z.string(), changedAt: at }).nullable(),
  /** Taken down from the console: its schedule's end is when. */
  withdrawn: z.strictObject({ withdrawnBy: z.string(), withdrawnAt: at }).nullable(),
  ...counts,
};

export const consoleContentCardSchema = contentCardSchema.omit({ viewed: true, clicked: true }).extend(authored);
export type ConsoleContentCard = z.infer<typeof consoleContentCardSchema>;

export const consoleInAppMessageSchema = inAppMessageSchema.omit({ viewed: true }).extend(authored);
export type ConsoleInAppMessage = z.infer<typeof consoleInAppMessageSchema>;

export const marketerSchema = z.strictObject({ username: z.string(), name: z.string() });

/** Where a scheduled card or message stands for customers at `now` (epoch milliseconds). */
export type EngagementRunState = 'live' | 'withdrawn' | 'ended' | 'expired';

/**
 * A withdrawn, ended or (a card) expired one is never served again: the console neither changes
 * nor withdraws it, so its counts keep describing what customers saw. A card's expiresAt follows
 * document 1 section 4 (0 never expires, null always has).
 */
export function engagementRunState(
  item: { schedule: { endsAt: string | null }; withdrawn: unknown; expiresAt?: number | null },
  now: number,
): EngagementRunState {
  if (item.withdrawn) return 'withdrawn';
  if (item.schedule.endsAt && Date.parse(item.schedule.endsAt) <= now) return 'ended';
  // Messages have no expiry (undefined).
  const { expiresAt } = item;
  if (expiresAt === null || (expiresAt !== undefined && expiresAt !== 0 && expiresAt <= now)) return 'expired';
  return 'live';
}
