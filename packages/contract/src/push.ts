// Web Push (decision 188): the browser's subscription as PushSubscription.toJSON() gives it, the
// server's VAPID public key, and the marketing console's message to every signed-in subscriber.
import { z } from 'zod';
import { isStorableText, textSchema, UNSTORABLE_TEXT_MESSAGE } from './text.ts';

/** Longest title and body a notification may carry: short enough for a lock screen. */
export const PUSH_TITLE_MAX = 60;
export const PUSH_BODY_MAX = 180;

/** Base64url text (no padding), as the browser encodes a subscription's keys. */
const base64url = (max: number) =>
  textSchema.regex(new RegExp(`^[A-Za-z0-9_-]{16,${max}}$`), `Must be base64url text of 16 to ${max} characters`);

export const pushSubscriptionSchema = z.strictObject({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const savePushSubscriptionSchema = z.strictObject({
  subscription: pushSubscriptionSchema,
  /**
   * The order the customer was asked on. Required for a guest (the device then follows that
   * order); a signed-in customer's device follows all their orders and hears their offers.
   */
  orderId: z.uuid().optional(),
});
export type SavePushSubscription = z.infer<typeof savePushSubscriptionSchema>;

export const pushEndpointQuerySchema = z.strictObject({
  endpoint: textSchema.min(1).max(2_000),
});

export const pushPublicKeySchema = z.strictObject({
  /** The VAPID application server key (base64url); null when this server sends no push. */
  publicKey: z.string().nullable(),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** Only a path on this site: a notification never opens somewhere else. */
const sitePath = textSchema
  .trim()
  .max(300)
  .regex(/^\/(?![/\\])/, 'Must be a path on this site, starting with /');

export const pushBroadcastSchema = z.strictObject({
  title: textSchema.trim().min(1).max(PUSH_TITLE_MAX),
  body: textSchema.trim().min(1).max(PUSH_BODY_MAX),
  url: sitePath.default('/'),
});
export type PushBroadcast = z.input<typeof pushBroadcastSchema>;

export const pushRecipientsSchema = z.strictObject({
  /** Devices of signed-in customers that accepted notifications. */
  count: z.number().int().min(0),
});

export const pushDeliverySchema = z.strictObject({
  recipients: z.number().int().min(0),
  /** Accepted by the push service. */
  sent: z.number().int().min(0),
  /** No push service reachable: kept in the outbox instead (the local stand-in). */
  keptInOutbox: z.number().int().min(0),
  /** The push service said the subscription is gone (404 or 410): deleted. */
  removed: z.number().int().min(0),
  /** Refused for another reason (logged). */
  failed: z.number().int().min(0),
});
export type PushDelivery = z.infer<typeof pushDeliverySchema>;

/** What the service worker receives and shows. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on this site, opened (or focused) on click. */
  url: string;
  /** Same tag replaces the earlier notification (one per order). */
  tag?: string;
}
