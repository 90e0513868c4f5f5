import { z } from 'zod';
import { australianStateSchema, centsSchema, postcodeSchema } from './catalog/primitives.ts';
import { basketSchema, basketServiceTypeSchema, basketServiceTypes, dispositionSchema } from './basket.ts';
import { customerEmailSchema } from './customer.ts';
import { IDEMPOTENCY_HEADER } from './headers.ts';
import { orderStatusSchema } from './order.ts';
import { cardBrandNames } from './payment-setup.ts';
import { textSchema } from './text.ts';

// What a signed-in customer keeps (spec document 1, sections 2, 3, 4, 6, 7 and 8; document 2,
// sections 3, 6, 7 and 8): order history and reorder, saved places, saved cards, the e-mail change,
// personal vouchers and won deals, notifications and the rewards ledger.
//
// Every path with a customer id answers 401 without a valid bearer token and 403 (nothing
// revealed) when the id is not the caller's. The one exception is the change-email confirm and
// cancel calls: the e-mailed token is the proof there, so they work signed out too.

/** Path params of every `/customer/{id}/...` call. */
export const customerIdParamsSchema = z.strictObject({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Order history: GET /api/v1/order/orderHistory/{customerId}?page=&pageSize=

export const ORDER_HISTORY_DEFAULT_PAGE_SIZE = 10;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 50;

export const orderHistoryParamsSchema = z.strictObject({ customerId: z.uuid() });
export const orderHistoryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORDER_HISTORY_MAX_PAGE_SIZE).default(ORDER_HISTORY_DEFAULT_PAGE_SIZE),
});

/** One line of a past order, in words: enough for the history list and the reorder review. */
export const orderHistoryLineSchema = z.strictObject({
  name: z.string(),
  quantity: z.number().int().min(1),
  totalPrice: centsSchema.describe('What the line cost when ordered'),
  voucherCode: z.string().nullable(),
});

export const orderHistoryEntrySchema = z.strictObject({
  orderId: z.uuid(),
  orderReference: z.string(),
  placedAt: z.iso.datetime({ offset: true }),
  store: z.strictObject({
    storeId: z.number().int().positive(),
    name: z.string(),
    timeZone: z.string().describe("The store's IANA time zone: the order is dated on its calendar"),
  }),
  serviceType: z.enum(basketServiceTypes),
  status: orderStatusSchema,
  basketTotal: centsSchema,
  lines: z.array(orderHistoryLineSchema),
  itemCount: z.number().int().min(0).describe('Sum of the line quantities'),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** Newest first. */
export const orderHistoryPageSchema = z.strictObject({
  orders: z.array(orderHistoryEntrySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  hasMore: z.boolean(),
});
export type OrderHistoryPage = z.infer<typeof orderHistoryPageSchema>;

// ---------------------------------------------------------------------------------------------
// Reorder: POST /api/v1/baskets/customers/{customerId}/reorder and .../copyBasket
// reorder: a new basket at the order's own store and service type, ASAP, at today's prices.
// copyBasket: a new basket at the disposition the body gives (the customer's current location).
// Both answer 201 with the new basket (and its session id) plus what changed, line by line; nothing
// about the old order changes. Every line that cannot be added is left out and listed.

export const reorderParamsSchema = z.strictObject({ customerId: z.uuid() });
export const reorderBodySchema = z.strictObject({ orderId: z.uuid() });
export const copyBasketBodySchema = z.strictObject({ orderId: z.uuid(), disposition: dispositionSchema });

export const reorderChangeKinds = ['PriceChanged', 'Unavailable', 'CouponNotAvailableToday'] as const;
export const reorderChangeSchema = z.strictObject({
  kind: z.enum(reorderChangeKinds),
  name: z.string().describe('The line as it was ordered'),
  quantity: z.number().int().min(1),
  previousPrice: centsSchema,
  currentPrice: centsSchema.nullable().describe('null when the line could not be added'),
  message: z.string(),
});
export type ReorderChange = z.infer<typeof reorderChangeSchema>;

/** Spec document 2 section 8: the order-history message for a time-limited coupon. */
export const COUPON_NOT_AVAILABLE_TODAY_MESSAGE =
  'This coupon is time-limited and may not be available today, so it was not added.';
export const ITEM_UNAVAILABLE_MESSAGE = 'This item is not available from this store right now, so it was not added.';

export const reorderResultSchema = z.strictObject({
  basket: basketSchema,
  changes: z.array(reorderChangeSchema),
  previousTotal: centsSchema.describe('What the order cost'),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

// ---------------------------------------------------------------------------------------------
// Saved places: POST /customer/{id}/disposition; POST, DELETE /customer/{id}/store and /address;
// GET /customer/{id}/disposition reads them. After an order, a signed-in customer's pickup store or
// delivery address is saved; the preferred order type is set only when both exist.

export const savedAddressSchema = z.strictObject({
  address: textSchema.trim().min(1).max(200),
  city: textSchema.trim().min(1).max(100),
  state: australianStateSchema,
  postalCode: postcodeSchema,
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const saveStoreBodySchema = z.strictObject({ storeId: z.number().int().positive() });
export const saveAddressBodySchema = savedAddressSchema;
/** POST /disposition: the preferred order type; it needs the matching store or address saved. */
export const saveDispositionBodySchema = z.strictObject({ serviceType: basketServiceTypeSchema });

export const savedPlacesSchema = z.strictObject({
  serviceType: z.enum(basketServiceTypes).nullable().describe('Set only when both a store and an address are saved'),
  store: z.strictObject({ storeId: z.number().int().positive(), name: z.string() }).nullable(),
  address: savedAddressSchema.nullable(),
});
export type SavedPlaces = z.infer<typeof savedPlacesSchema>;

// ---------------------------------------------------------------------------------------------
// Saved cards: POST /customer/{id}/card; GET /customer/{id}/card lists; GET, DELETE
// /customer/{id}/card/{cardId}; PATCH .../card/{cardId}/status and .../default.
// A card is added from the gateway's hosted fields: the app sends the card session (flexToken)
// the gateway tokenised; the API never sees a number. A saved card is a gateway token.

export const savedCardStatuses = ['Active', 'Inactive', 'Expired'] as const;
export const savedCardSchema = z.strictObject({
  cardId: z.string(),
  brand: z.enum(cardBrandNames),
  brandCode: z.enum(['001', '002', '003']),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  default: z.boolean(),
  status: z.enum(savedCardStatuses).describe('Expired is computed from the expiry; only Active cards pay'),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardListSchema = z.array(savedCardSchema);

export const cardParamsSchema = z.strictObject({ id: z.uuid(), cardId: z.uuid() });
export const saveCardBodySchema = z.strictObject({
  flexToken: textSchema.trim().min(1).max(100).describe('The card session the hosted fields tokenised'),
  makeDefault: z.boolean().default(false).describe('The first card is always the default'),
});
export const cardStatusBodySchema = z.strictObject({ status: z.enum(['Active', 'Inactive']) });

/**
 * Spec document 2 section 8, the saved-card messages ("a card issue recorded on the last
 * transaction"; its wording is not given). A saved card the gateway refuses when paying: what
 * happened (declined, no order) and what to do next.
 */
export const CARD_ISSUE_MESSAGE =
  'This card was declined, so your order was not placed. Check its details or use another card.';
/** A card the gateway refuses when it is being saved to the account (its card check). */
export const CARD_SAVE_DECLINED_MESSAGE =
  'This card was declined, so it was not saved. Check its details or use another card.';
/** 409 CardAlreadySaved: the card (same number and expiry) is on file already; nothing changed. */
export const CARD_ALREADY_SAVED_MESSAGE = 'That card is already saved to your account.';
export const CARD_SAVE_FAILED_AFTER_ORDER_MESSAGE =
  'Your order was placed, but we could not save your card. You can add it from your account.';

/** Card security code length per brand (document 2 section 3): Visa CVV 3, Mastercard CVC 3, Amex CID 4. */
export const CVV_LENGTH_BY_BRAND = { Visa: 3, Mastercard: 3, Amex: 4 } as const;

/**
 * Paying with a saved card: POST /api/v1/baskets/{basketId}/orders/savedcard (bearer token with
 * read:card), body below. The CVV goes to the gateway with the token and is never stored.
 */
export const savedCardOrderBodySchema = z.strictObject({
  cardId: z.uuid(),
  cvv: z.string().regex(/^\d{3,4}$/, 'Enter the security code'),
  returnUrl: textSchema.max(500).optional(),
});
export type SavedCardOrderBody = z.infer<typeof savedCardOrderBodySchema>;

// ---------------------------------------------------------------------------------------------
// Change of e-mail: PATCH /customer/{id}/changeemail (signed in) e-mails a confirm link to the
// proposed address and a cancel link to the current one; the links open
// /change-email/{customerId}/{token}/{action}, action exactly `confirm` or `cancel`, whose page calls
// PATCH /customer/{id}/changeemail/confirm or /cancel with the token. A link works once, within
// CHANGE_EMAIL_TTL_SECONDS; either link closes the other. Signed in, GET /customer/{id}/changeemail
// reads the change still waiting for its link (so /account/email can show it after a reload) and
// DELETE /customer/{id}/changeemail withdraws it.

export const CHANGE_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const CHANGE_EMAIL_PAGE = '/change-email';
export const changeEmailActions = ['confirm', 'cancel'] as const;
export const changeEmailBodySchema = z.strictObject({ proposedEmail: customerEmailSchema });
export const changeEmailRequestedSchema = z.strictObject({
  proposedEmail: z.string(),
  expiresInSeconds: z.literal(CHANGE_EMAIL_TTL_SECONDS),
});
/** GET /customer/{id}/changeemail: the open, unexpired change, or null. */
export const pendingEmailChangeSchema = z.strictObject({
  pending: z
    .strictObject({
      proposedEmail: z.string(),
      expiresAt: z.iso.datetime({ offset: true }).describe('When both links stop working'),
    })
    .nullable(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;
export const changeEmailTokenBodySchema = z.strictObject({ token: textSchema.trim().min(20).max(200) });
export const changeEmailOutcomeSchema = z.strictObject({
  outcome: z.enum(['confirmed', 'cancelled']),
  email: z.string().describe("The account's e-mail address afterwards"),
});
/** 400 code when a link is expired, used, closed by the other link, or for another account. */
export const CHANGE_EMAIL_LINK_INVALID = 'ChangeEmailLinkInvalid';

// ---------------------------------------------------------------------------------------------
// Personal vouchers and won deals: GET /customer/{id}/vouchers; GET /customer/{id}/appdeals.

export const customerVoucherSchema = z.strictObject({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  source: z.enum(['welcome', 'reward', 'appdeal']),
  validTo: z.iso.date().nullable(),
  redeemed: z.boolean(),
});
export const customerVoucherListSchema = z.array(customerVoucherSchema);

/**
 * Decision 157. PrizeTypeId filters to one prize type; ForceResponse answers even when nothing is
 * held (an empty list instead of 404); ForceReset (outside production only, else 400) withdraws the
 * customer's unredeemed deals (of that prize type, or all) first, for the game's test runs.
 */
export const appDealsQuerySchema = z.strictObject({
  PrizeTypeId: z.coerce.number().int().positive().optional(),
  ForceResponse: z.stringbool().default(false),
  ForceReset: z.stringbool().default(false),
});
export const appDealSchema = z.strictObject({
  dealId: z.uuid(),
  prizeTypeId: z.number().int().positive(),
  voucherCode: z.string(),
  name: z.string(),
  wonAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  redeemed: z.boolean(),
});
export const appDealListSchema = z.array(appDealSchema);
export type AppDeal = z.infer<typeof appDealSchema>;
/** 404 code when the customer holds no deal (of that prize type) and ForceResponse was not set. */
export const NO_APP_DEALS = 'NoAppDeals';
export const NO_APP_DEALS_MESSAGE = 'You have no deals to show yet.';
export const FORCE_RESET_PRODUCTION_MESSAGE = 'ForceReset is a testing aid and is not available in production.';

// ---------------------------------------------------------------------------------------------
// User notifications (document 1 section 3: id, variant, message):
// GET /customer/{id}/notifications (undismissed, newest first);
// PATCH /customer/{id}/notifications/{notificationId}/read; DELETE .../{notificationId} dismisses.

export const notificationVariants = ['info', 'success', 'warning', 'danger'] as const;
export const userNotificationSchema = z.strictObject({
  id: z.uuid(),
  variant: z.enum(notificationVariants),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;
export const userNotificationListSchema = z.array(userNotificationSchema);
export const notificationParamsSchema = z.strictObject({ id: z.uuid(), notificationId: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Rewards (decision 127): GET /customer/{id}/rewards (balance, ledger, what points buy);
// POST /customer/{id}/rewards/redeem spends points on a reward voucher.

export const rewardEntryKinds = ['earned', 'spent', 'reversed'] as const;
export const rewardEntrySchema = z.strictObject({
  entryId: z.uuid(),
  kind: z.enum(rewardEntryKinds),
  points: z.number().int().describe('Positive when earned, negative when spent or reversed'),
  orderReference: z.string().nullable(),
  voucherCode: z.string().nullable(),
  description: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export const rewardOptionSchema = z.strictObject({
  rewardId: z.string(),
  name: z.string(),
  pointsCost: z.number().int().positive(),
});
export const rewardsSchema = z.strictObject({
  balance: z.number().int().min(0),
  entries: z.array(rewardEntrySchema).describe('Newest first, at most 100'),
  options: z.array(rewardOptionSchema),
});
export type Rewards = z.infer<typeof rewardsSchema>;
export const redeemRewardBodySchema = z.strictObject({ rewardId: textSchema.trim().min(1).max(40) });
/** One spend per key: a retry (a double-submit) with the same key gets the first answer. */
export const redeemRewardHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: textSchema
    .min(8)
    .max(200)
    .describe('Unique per spend; a retry with the same key gets the first answer'),
});
export const redeemedRewardSchema = z.strictObject({ voucherCode: z.string(), balance: z.number().int().min(0) });
export type RedeemedReward = z.infer<typeof redeemedRewardSchema>;
/** 409 code when the balance is below the reward's cost; nothing is spent. */
export const REWARD_BALANCE_SHORT = 'RewardBalanceTooLow';
export const rewardBalanceShortMessage = (balance: number, reward: { name: string; pointsCost: number }) =>
  `You have ${balance} points; ${reward.name} needs ${reward.pointsCost}.`;
/** How long a reward voucher can be used, from the day it is issued. */
export const REWARD_VOUCHER_VALID_DAYS = 90;

/**
 * POST /customer/{id}/card/initialise: opens the gateway's hosted card fields for a card to save
 * (nothing is charged). Enter the card at `url` (or post the fields to `tokeniseUrl`), then send
 * `flexToken` to POST /customer/{id}/card.
 */
export const cardSetupBodySchema = z.strictObject({
  returnUrl: textSchema.max(500).describe('Where the hosted page returns, with ?sessionId='),
});
export const cardSetupSchema = z.strictObject({
  flexToken: z.string(),
  url: z.string(),
  tokeniseUrl: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
