import { z } from 'zod';
import { textSchema } from './text.ts';

// Analytics events (issue 16, item 5; spec document 0 sections 2, 4 and 7, document 1 sections 3
// and 9). The app pushes each event to the tag manager's dataLayer and sends them in batches to our
// collector, which checks every event against its schema here and keeps it for the staff funnel.

export const ANALYTICS_LIMITS = {
  /** Events in one batch: the app sends what it has queued, at most this many at a time. */
  batchSize: 50,
  /** Batches one client may send per window (the app sends one every few seconds at most). */
  batchesPerWindow: 30,
  windowSeconds: 60,
  text: 200,
  path: 500,
} as const;

const text = textSchema.max(ANALYTICS_LIMITS.text);
const optionalText = text.nullable();
const path = textSchema.max(ANALYTICS_LIMITS.path);
const cents = z.number().int().min(0);
const serviceType = z.enum(['delivery', 'pickup']);

/** Every event carries its name and when it happened on the client. */
const event = <Name extends string, Shape extends z.ZodRawShape>(name: Name, shape: Shape) =>
  z.object({ event: z.literal(name), at: z.iso.datetime({ offset: true }), ...shape });

/** Document 1 section 3 "Analytics view of product"; section 9: tax reported as GST with size 0. */
export const analyticsProductSchema = z.object({
  slug: text,
  name: text,
  productType: text,
  taxonomy: z.array(text).max(10),
  totalPrice: cents,
  productId: z.number().int().positive(),
  sizes: z.array(z.object({ sizeId: z.number().int(), name: text, priceCents: cents })).max(20),
  bases: z.array(z.object({ productId: z.number().int(), name: text })).max(20),
  price: z.object({ displayGross: z.number().min(0), displayTax: z.number().min(0) }),
  tax: z.object({ name: z.literal('GST'), size: z.literal(0) }),
});

export const analyticsEventSchema = z.discriminatedUnion('event', [
  event('page_view', { path, routeName: optionalText }),
  event('product_view', { product: analyticsProductSchema }),
  event('add_to_cart', {
    kind: z.enum(['item', 'meal']),
    productId: z.number().int().positive().nullable(),
    quantity: z.number().int().min(1).max(99),
  }),
  event('remove_from_cart', { kind: z.enum(['item', 'meal', 'all']), basketItemId: optionalText }),
  event('begin_checkout', { basketId: text, totalCents: cents, itemCount: z.number().int().min(0) }),
  event('purchase', { orderId: text, totalCents: cents.nullable() }),
  /** A location (delivery address or pickup store) saved on the basket: the funnel's "localised". */
  event('localised', { serviceType, storeCode: text }),
  /** Spec document 0 section 7: a session save that failed for another reason. */
  event('localisation-error', { step: text, serviceType, status: z.number().int().nullable(), code: optionalText }),
  /** Spec document 0 section 2: the fatal screen was shown on this page. */
  event('fatal-error', { pagePath: path }),
  /** Spec document 0 section 2: a visit arriving with UTM parameters. */
  event('campaign_details', {
    source: text,
    medium: text,
    campaign: text,
    term: optionalText,
    content: optionalText,
  }),
  /** Spec document 0 section 4: the app opened, or came back to the foreground. */
  event('app_open', { resumed: z.boolean() }),
  event('upsell_view', { upsellId: z.number().int().positive() }),
  event('upsell_dismiss', { upsellId: z.number().int().positive() }),
  event('upsell_interact', { upsellId: z.number().int().positive() }),
  event('upsell_redeem', { upsellId: z.number().int().positive() }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['event'];
/** What the app passes when tracking an event: everything but its name and time. */
export type AnalyticsPayload<Name extends AnalyticsEventName> = Omit<
  Extract<AnalyticsEvent, { event: Name }>,
  'event' | 'at'
>;

/** One visit's id: random, made by the app and kept in session storage. */
export const analyticsSessionIdSchema = textSchema.regex(
  /^[A-Za-z0-9_-]{8,64}$/,
  'A session id of 8 to 64 letters, digits, _ or -',
);

export const analyticsBatchSchema = z.strictObject({
  sessionId: analyticsSessionIdSchema,
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_LIMITS.batchSize),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsBatchAcceptedSchema = z.object({ accepted: z.number().int() });

export const funnelQuerySchema = z.object({
  date: z.iso.date('A date like 2026-11-25').optional().describe("The store's local day; today when left out"),
});

/** Today's funnel: distinct visits reaching each step, counted from the collector's events. */
export const analyticsFunnelSchema = z.object({
  date: z.iso.date(),
  timeZone: z.string(),
  steps: z.array(
    z.object({
      step: z.enum(['sessions', 'localised', 'added', 'checkout', 'ordered']),
      label: z.string(),
      count: z.number().int().min(0),
    }),
  ),
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelSchema>;
