import { z } from 'zod';

/** Server error codes named by the specification, plus the platform's own. */
export const errorCodes = [
  // specification, document 2 section 8
  'BasketHasExpired',
  'OrderFailed',
  'InvalidOrderDateTime',
  'BasketNotValid',
  'ZipPayOutOfStock',
  'BasketItemNotFound',
  'InvalidAlcohol',
  'StockPromoLimitReached',
  'VoucherAlreadyRedeemed',
  'VoucherAutoRemove',
  'VoucherUnavailableForFulfillmentType',
  'VoucherUnavailableForStore',
  'VoucherUnavailableForFulfillmentDate',
  'BasketOrdered',
  'InternalError',
  'ServiceUnavailable',
  'InvalidRequest',
  // platform
  'NotFound',
  'OnlineOrderingOff',
  'NoStoresFound',
  'Unauthorized',
  'Forbidden',
  'Conflict',
  'TooManyRequests',
  'IdempotencyKeyReused',
  'IdempotencyKeyInFlight',
  'PaymentDeclined',
  'PaymentMethodUnavailable',
  'CustomerDetailsRequired',
  'PaymentCancelled',
  'PaymentPending',
  'CardNotEntered',
  'CardSessionExpired',
  'CardDiscarded',
  'CaptchaRequired',
  'CaptchaInvalid',
  'PaymentAlreadyUsed',
  'VoucherRequiresSignIn',
  // customer sign-in
  'ExistingAccount',
  'OtpInvalid',
  'OtpExpired',
  'OtpResendTooSoon',
  'LoginTokenInvalid',
  'OAuthTokenInvalid',
  'OAuthStateInvalid',
  'RegistrationStateInvalid',
  'RefreshTokenInvalid',
  'EmailVerificationInvalid',
  'ChangeEmailLinkInvalid',
  // the customer's account: saved cards, rewards and won deals
  'CardAlreadySaved',
  'RewardBalanceTooLow',
  'NoAppDeals',
  // the campaign form (document 0 section 8, "Duplicate campaign email")
  'DuplicateCampaignEmail',
  // spin-to-win (decision 197)
  'NoSpinCampaign',
  'AlreadySpun',
  'SpinClosed',
  // menu prices (decision 200): a price jump sent without confirmPriceJump
  'PriceJumpNotConfirmed',
  // group orders (decision 211)
  'GroupClosed',
  'ShareAlreadyPaid',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldErrorSchema = z.strictObject({
  field: z
    .string()
    .describe('Dotted path of the offending field, prefixed by where it was sent: body, query, params or headers'),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * RFC 9457 problem details, with the specification's `code` and field `errors`. Extension
 * members (e.g. `orderId` on BasketOrdered) pass through.
 */
export const problemSchema = z
  .looseObject({
    type: z.string().default('about:blank'),
    title: z.string(),
    status: z.number().int(),
    code: errorCodeSchema,
    message: z.string(),
    errors: z.array(fieldErrorSchema),
    instance: z.string().optional(),
  })
  .describe('application/problem+json');
export type Problem = z.infer<typeof problemSchema>;
