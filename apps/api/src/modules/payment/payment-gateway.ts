import { AppError } from '../../platform/errors.ts';
import type {
  AuthorisationStatus,
  CardBrand,
  DeclineReason,
  PaymentMethod,
  RedirectMethod,
} from './gateway-vocabulary.ts';

export * from './gateway-vocabulary.ts';

/**
 * The one door from the API to a payment provider. The local sandbox implements it today; a real
 * provider implements the same interface, so checkout never knows which one runs. Card numbers never
 * cross it: the API only ever holds a token, the brand, the last four digits and the expiry.
 */
export interface PaymentGateway {
  /** Opens the provider's hosted card fields for one basket; the page returns to `returnUrl?sessionId=`. */
  createCardSession(input: CardSessionInput): Promise<CardSession>;
  /** What the vault exposes for a tokenised session (or a saved token). Never the card number. */
  getToken(sessionOrToken: string): Promise<CardToken>;
  /** Which basket a card session was opened for and whether a card is in it (verifyFlex). */
  describeCardSession(sessionId: string): Promise<CardSessionState>;
  /**
   * Keeps the card a tokenised session holds as a card-on-file token for one customer. The card is
   * verified first, without charging it: a card the bank refuses is not kept ('declined').
   */
  saveCard(input: SaveCardInput): Promise<CardToken>;
  /** Discards the card a session (or token) holds: no later authorisation can use it. Idempotent. */
  deleteToken(sessionOrToken: string): Promise<void>;
  /** Idempotent by `idempotencyKey`: a retry answers with the same authorisation, never a second one. */
  authorise(input: AuthoriseInput): Promise<AuthoriseResult>;
  /** Reads the 3-D Secure outcome after the challenge page returned (or was abandoned). */
  completeChallenge(authorisationId: string): Promise<ChallengeResult>;
  getAuthorisation(authorisationId: string): Promise<AuthorisationRecord>;
  /** The authorisation asked for with this idempotency key, if the gateway made one (a crash lost the answer). */
  findAuthorisation(idempotencyKey: string): Promise<AuthorisationRecord | null>;
  capture(authorisationId: string, amountCents: number, options?: OperationOptions): Promise<AuthorisationRecord>;
  void(authorisationId: string, options?: OperationOptions): Promise<AuthorisationRecord>;
  refund(authorisationId: string, amountCents: number, options?: OperationOptions): Promise<AuthorisationRecord>;
  /** Wallets and pay-later methods: the customer approves on the provider's page, then comes back. */
  createRedirectPayment(input: RedirectPaymentInput): Promise<RedirectPayment>;
  getRedirectPayment(paymentId: string): Promise<RedirectPaymentState>;
}

export type CardBrandCode = '001' | '002' | '003';
/** The spec's card brand codes (section 3). */
export const cardBrandCodes: Record<CardBrand, CardBrandCode> = { Visa: '001', Mastercard: '002', Amex: '003' };

export interface CardSessionInput {
  basketId: string;
  amountCents: number;
  returnUrl: string;
}

export interface SaveCardInput {
  /** A card session the hosted fields tokenised. */
  sessionId: string;
  /** Who the card-on-file token belongs to (the merchant's customer reference). */
  customerReference: string;
}

export interface CardSession {
  sessionId: string;
  /** The hosted card fields page to send the customer to. */
  url: string;
  /** For card fields the app draws itself (initialiseFlexApi): card data goes here, straight to the gateway. */
  tokeniseUrl: string;
  expiresAt: Date;
}

export interface CardSessionState {
  sessionId: string;
  /** The basket the session was opened for: a session is never good for another basket. */
  basketId: string;
  state: 'open' | 'tokenised' | 'expired' | 'deleted';
  /** Set once tokenised (and not deleted). */
  card: CardToken | null;
}

export interface CardSummary {
  brand: CardBrand;
  brandCode: CardBrandCode;
  last4: string;
}

export interface CardToken extends CardSummary {
  token: string;
  expiryMonth: number;
  /** Four digits, e.g. 2029. */
  expiryYear: number;
  /**
   * The same card number gives the same fingerprint in every session and token (a keyed hash the
   * gateway computes; never the number): card-testing limits follow one card with it. Null when
   * the gateway cannot tell.
   */
  fingerprint: string | null;
}

export interface AuthoriseInput {
  token: string;
  amountCents: number;
  idempotencyKey: string;
  /**
   * Our reference for the payment (the basket id); shown on the challenge page. A token from a card
   * session authorises only for the reference the session was opened for, and pays once.
   */
  reference: string;
  /** Where the 3-D Secure page sends the customer back, with `?authorisationId=`. */
  returnUrl: string;
  /**
   * A card-on-file token (saveCard) is a stored credential: it pays any reference, any number of
   * times, but only for the customer it was saved for and with the security code the customer
   * typed for this payment (checked by the brand's length here, never kept).
   */
  customerReference?: string;
  securityCode?: string;
}

export type AuthoriseResult =
  | { status: 'authorised'; authorisationId: string }
  | { status: 'challenge'; authorisationId: string; challengeUrl: string }
  | { status: 'declined'; authorisationId: string; reason: DeclineReason };

export type ChallengeResult =
  | { status: 'authorised'; authorisationId: string }
  | { status: 'pending'; authorisationId: string; challengeUrl: string }
  | { status: 'declined'; authorisationId: string; reason: DeclineReason };

export interface AuthorisationRecord {
  authorisationId: string;
  method: PaymentMethod;
  status: AuthorisationStatus;
  reference: string;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  declineReason: DeclineReason | null;
  card: CardSummary | null;
}

export interface OperationOptions {
  /** A retry with the same key answers as the first call did instead of being refused as a repeat. */
  idempotencyKey?: string;
}

export interface RedirectPaymentInput {
  method: RedirectMethod;
  amountCents: number;
  reference: string;
  returnUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface RedirectPayment {
  paymentId: string;
  redirectUrl: string;
  expiresAt: Date;
}

export type RedirectPaymentStatus = 'pending' | 'approved' | 'declined' | 'cancelled';

export interface RedirectPaymentState {
  paymentId: string;
  method: RedirectMethod;
  status: RedirectPaymentStatus;
  amountCents: number;
  /** Our reference given at creation (the basket id): a payment is good for that basket only. */
  reference: string;
  /** Set once approved: capture, void and refund it like a card authorisation. */
  authorisationId?: string;
  /** The card chosen in Click to Pay, Apple Pay or Google Pay. */
  card?: CardSummary;
}

export const paymentErrorReasons = [
  'invalid_amount',
  'invalid_request',
  'invalid_return_url',
  'not_found',
  'session_expired',
  'session_not_tokenised',
  'amount_exceeds_authorised',
  'amount_exceeds_refundable',
  'challenge_pending',
  'declined',
  'not_captured',
  'already_captured',
  'already_voided',
  'already_refunded',
  'idempotency_key_reused',
  'reference_mismatch',
  'token_already_used',
] as const;
export type PaymentErrorReason = (typeof paymentErrorReasons)[number];

const statusOf: Record<PaymentErrorReason, number> = {
  invalid_amount: 400,
  invalid_request: 400,
  invalid_return_url: 400,
  not_found: 404,
  session_expired: 409,
  session_not_tokenised: 409,
  amount_exceeds_authorised: 409,
  amount_exceeds_refundable: 409,
  challenge_pending: 409,
  declined: 409,
  not_captured: 409,
  already_captured: 409,
  already_voided: 409,
  already_refunded: 409,
  idempotency_key_reused: 422,
  reference_mismatch: 409,
  token_already_used: 409,
};

/** A refusal by the gateway; `reason` is what callers branch on, never the message. */
export class PaymentGatewayError extends AppError {
  constructor(
    readonly reason: PaymentErrorReason,
    message: string,
  ) {
    const status = statusOf[reason];
    const code =
      status === 400
        ? 'InvalidRequest'
        : status === 404
          ? 'NotFound'
          : status === 422
            ? 'IdempotencyKeyReused'
            : 'Conflict';
    super(status, code, message, [], { reason });
    this.name = 'PaymentGatewayError';
  }
}

/** A sanity ceiling well above any pizza order, so a cents/dollars mix-up cannot charge a fortune. */
export const MAX_AMOUNT_CENTS = 10_000_000;

/** Amounts are whole, positive cents: a float or a zero is a caller bug, refused before any state changes. */
export function assertAmountCents(value: unknown, field = 'amountCents'): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > MAX_AMOUNT_CENTS) {
    throw new PaymentGatewayError(
      'invalid_amount',
      `${field} must be a whole number of cents between 1 and ${MAX_AMOUNT_CENTS}.`,
    );
  }
}

/** Keys and references are opaque caller text; only their length and presence are checked. */
export function assertKey(value: unknown, field: string): asserts value is string {
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > 200) {
    throw new PaymentGatewayError('invalid_request', `${field} must be between 1 and 200 characters.`);
  }
}
