import { z } from 'zod';
import { basketServiceTypes } from './basket.ts';
import { basketItemSchema, groupedBasketItemSchema } from './basket-items.ts';
import { centsSchema } from './catalog/primitives.ts';
import { returnPathSchema } from './order-placement.ts';
import { textSchema } from './text.ts';

// Group orders (issue 20): a host starts a group from one of their baskets and shares a link; each
// person who opens it joins under a name, adds their own lines, and sees the group live. The host
// checks out: paying for everything, or letting each person pay their share (decisions 211, 212).

/**
 * The secret of a host or a participant, sent on every group call but the share-link ones. The
 * host's secret also proves host rights (remove any line, lock, checkout, cancel, cover shares).
 */
export const GROUP_SECRET_HEADER = 'x-group-secret';

/** The app's page for a share link: `/group/{shareToken}`. */
export const groupSharePath = (shareToken: string): string => `/group/${shareToken}`;

/** A locked or checking-out group that is not placed within this many minutes expires (decision 212). */
export const GROUP_ORDER_TIMEOUT_MINUTES = 30;

/** Longest display name, after trimming. */
export const GROUP_DISPLAY_NAME_MAX = 40;

/** Control characters (C0, DEL, C1): a name is shown on kitchen tickets and to other people. */
const hasControlCharacter = (value: string): boolean =>
  [...value].some((character) => {
    const code = character.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

export const displayNameSchema = textSchema
  .trim()
  .min(1, 'Enter a name')
  .max(GROUP_DISPLAY_NAME_MAX, `At most ${GROUP_DISPLAY_NAME_MAX} characters`)
  .refine((value) => !hasControlCharacter(value), 'Must not contain control characters')
  .describe('How the others (and the store) see this person: 1 to 40 characters, trimmed');

/**
 * open: people join and change their lines. locked: the host stopped changes (can unlock).
 * checkingOut: the host chose payAll and pays through the normal checkout of the basket.
 * collecting: the host chose split; each person pays their share (or the host covers the rest).
 * placed: the order exists. cancelled: the host cancelled. expired: not placed in time.
 */
export const groupOrderStatuses = [
  'open',
  'locked',
  'checkingOut',
  'collecting',
  'placed',
  'cancelled',
  'expired',
] as const;
export const groupOrderStatusSchema = z.enum(groupOrderStatuses);
export type GroupOrderStatus = z.infer<typeof groupOrderStatusSchema>;

/** Statuses a share link can no longer be used in (410 GroupClosed). */
export const closedGroupOrderStatuses: readonly GroupOrderStatus[] = ['placed', 'cancelled', 'expired'];

export const groupCheckoutModes = ['payAll', 'split'] as const;
export const groupCheckoutModeSchema = z.enum(groupCheckoutModes);
export type GroupCheckoutMode = z.infer<typeof groupCheckoutModeSchema>;

/**
 * A share with split payment. pending: not paid yet. paying: a payment is under way (a 3-D Secure
 * challenge may be waiting). authorised: held on the card, captured when the order is placed.
 * covered: the host's payment covers it. nothing: the person has no lines (share of 0).
 * captured / voided: after placement, or after a cancel or timeout.
 */
export const groupShareStatuses = [
  'pending',
  'paying',
  'authorised',
  'covered',
  'nothing',
  'captured',
  'voided',
] as const;
export const groupShareStatusSchema = z.enum(groupShareStatuses);
export type GroupShareStatus = z.infer<typeof groupShareStatusSchema>;

export const groupShareSchema = z.strictObject({
  amountCents: centsSchema.describe("The person's lines plus their proportional part of vouchers and fees"),
  status: groupShareStatusSchema,
  card: z.strictObject({ brand: z.string(), last4: z.string() }).nullable(),
});
export type GroupShare = z.infer<typeof groupShareSchema>;

export const groupParticipantSchema = z.strictObject({
  participantId: z.uuid(),
  displayName: z.string(),
  isHost: z.boolean(),
  joinedAt: z.iso.datetime({ offset: true }),
  lines: z.array(basketItemSchema).describe("This person's lines, priced as basket lines"),
  meals: z
    .array(groupedBasketItemSchema)
    .describe('Meals already in the basket the group started from (the host only)'),
  subtotal: centsSchema.describe("The sum of this person's lines and meals"),
  share: groupShareSchema.nullable().describe('Set once the host chose split at checkout'),
});
export type GroupParticipant = z.infer<typeof groupParticipantSchema>;

export const groupOrderSchema = z.strictObject({
  groupId: z.uuid(),
  status: groupOrderStatusSchema,
  mode: groupCheckoutModeSchema.nullable().describe('Chosen at checkout'),
  shareToken: z.string().describe('The share link is /group/{shareToken}'),
  storeId: z.number().int(),
  storeName: z.string(),
  serviceType: z.enum(basketServiceTypes),
  orderDueAt: z.iso.datetime({ offset: true }),
  isAsap: z.boolean(),
  participants: z.array(groupParticipantSchema).describe('In joining order; the host first'),
  itemsSubtotal: centsSchema.describe('All lines and meals'),
  discount: centsSchema.describe('Vouchers and discounts on the basket'),
  fees: centsSchema.describe('Delivery fee and other service charges'),
  total: centsSchema.describe('What the order costs: itemsSubtotal - discount + fees'),
  lockedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('Once locked: the group expires (every payment voided) if not placed by then'),
  orderId: z.uuid().nullable(),
  orderReference: z.string().nullable(),
  you: z.strictObject({
    participantId: z.uuid(),
    isHost: z.boolean(),
    basketId: z
      .uuid()
      .nullable()
      .describe("The host's basket (for the normal checkout with payAll); null for other people"),
  }),
});
export type GroupOrder = z.infer<typeof groupOrderSchema>;

/** What the share link shows before joining: no lines, no names but the host's. */
export const groupOrderInvitationSchema = z.strictObject({
  groupId: z.uuid(),
  status: groupOrderStatusSchema,
  hostName: z.string(),
  storeName: z.string(),
  serviceType: z.enum(basketServiceTypes),
  orderDueAt: z.iso.datetime({ offset: true }),
  isAsap: z.boolean(),
  participantCount: z.number().int().min(1),
});
export type GroupOrderInvitation = z.infer<typeof groupOrderInvitationSchema>;

export const startGroupOrderBodySchema = z.strictObject({
  basketId: z.uuid().describe('A basket of this session (x-session-id): store, service type and time come from it'),
  displayName: displayNameSchema,
});
export type StartGroupOrderBody = z.infer<typeof startGroupOrderBodySchema>;

export const joinGroupOrderBodySchema = z.strictObject({ displayName: displayNameSchema });

/** Answer to start and join: the caller's secret, to keep (e.g. in session storage) and send as x-group-secret. */
export const groupMembershipSchema = z.strictObject({
  groupId: z.uuid(),
  participantId: z.uuid(),
  secret: z.string().describe(`Send as the ${GROUP_SECRET_HEADER} header; the host's also proves host rights`),
  shareToken: z.string(),
  group: groupOrderSchema,
});
export type GroupMembership = z.infer<typeof groupMembershipSchema>;

export const groupOrderParamsSchema = z.strictObject({ groupId: z.uuid() });
export const groupOrderLineParamsSchema = z.strictObject({ groupId: z.uuid(), basketItemId: z.uuid() });
export const groupShareTokenParamsSchema = z.strictObject({
  shareToken: textSchema.regex(/^[A-Za-z0-9_-]{20,100}$/, 'A share token from a share link'),
});

export const groupSecretHeadersSchema = z.object({
  [GROUP_SECRET_HEADER]: textSchema.min(1).max(200).optional(),
});

export const groupCheckoutBodySchema = z.strictObject({ mode: groupCheckoutModeSchema });

export const groupCardSessionBodySchema = z.strictObject({
  returnUrl: returnPathSchema,
  cover: z
    .boolean()
    .default(false)
    .describe("Host only: one card for every share not paid yet, instead of the host's own share"),
});

export const groupCardSessionSchema = z.strictObject({
  sessionId: z.string(),
  url: z.string().describe("The gateway's hosted card page; it returns to returnUrl?sessionId="),
  amountCents: centsSchema,
});
export type GroupCardSession = z.infer<typeof groupCardSessionSchema>;

export const groupPaymentBodySchema = z.strictObject({
  cardSessionId: textSchema.min(1).max(100),
  cover: z.boolean().default(false).describe('Host only: pay every share not paid yet'),
  returnUrl: returnPathSchema.describe('Where the 3-D Secure page sends the payer back'),
});

export const groupPaymentResultSchema = z.strictObject({
  group: groupOrderSchema,
  challengeUrl: z.string().nullable().describe('3-D Secure: open it, then send the same payment call again to finish'),
});
export type GroupPaymentResult = z.infer<typeof groupPaymentResultSchema>;
