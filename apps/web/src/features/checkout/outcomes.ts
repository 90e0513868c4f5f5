// What the customer is told when an order or payment call does not place the order (spec
// document 2, section 8 "Order errors" and its user messages). Pure: the screens act on the kind.
import type { OrderErrorReport, PaymentInfoStatus } from '@storefront/contract';
import { SUPPORT_PHONE } from '@storefront/domain';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { NoBasketError } from '../../lib/api/basket-request.ts';

export const checkoutMessages = {
  detailsNeeded: 'We need a few details before you can proceed.',
  detailsInvalid: 'Sorry, there was an issue validating your details. Please try again or call the support number.',
  doNotRefresh: 'Do not refresh the page while checking or placing an order.',
  orderError: (phone: string) =>
    `Sorry, something went wrong with your order. Please try again or call us on ${phone}.`,
  network:
    "We couldn't reach Red Roof Pizza, so we don't know yet whether your order went through. Please try again: you won't be charged twice.",
  noBasket: 'Your cart has expired or was opened in another tab. Please start your order again.',
  itemMissing: 'Something in your cart is no longer available. Please review your cart.',
  zipOutOfStock:
    'Something in your cart sold out while you paid with Zip. Your Zip payment has been cancelled and you have not been charged. Please review your cart.',
  reviewCart: 'Your cart needs a change before it can be ordered. Please review your cart and try again.',
  voucherRedeemed: 'A voucher in your cart has already been used. We have refreshed your cart.',
  declined: 'Your payment was declined. Please try another card or payment method.',
  cardGone: 'This card can no longer be used. Please enter your card again.',
  pending: 'The payment has not been completed yet. Please finish it on the payment page or choose another method.',
  cancelled: (method: string) => `You cancelled the ${method} payment. Try again or choose another payment method.`,
} as const;

/** Zip outcomes (spec section 4): redirecting, processing, declined, cancelled, default failure. */
export type ZipOutcome = 'redirecting' | 'processing' | 'declined' | 'cancelled' | 'default';

export const zipMessages: Record<ZipOutcome, string> = {
  redirecting:
    'Taking you to Zip to approve your payment. If nothing happens, try again or choose another payment method.',
  processing: "We're verifying your Zip payment. This only takes a moment.",
  declined: 'The Zip payment was declined. Please try another payment method.',
  cancelled: 'Your Zip payment was cancelled. You can try Zip again or choose another payment method.',
  default: "Sorry, we couldn't complete your Zip payment. Please try again or choose another payment method.",
};

/** What a return page says for a provider payment, by outcome (Zip's are the spec's own set). */
export type RedirectMessages = Record<ZipOutcome, string>;

export function redirectMessages(method: string, name: string): RedirectMessages {
  if (method === 'zip') return zipMessages;
  return {
    redirecting: `Taking you to ${name} to approve your payment. If nothing happens, try again or choose another payment method.`,
    processing:
      method === 'afterpay'
        ? "We're verifying your Afterpay payment. This only takes a moment."
        : `We're confirming your ${name} payment and placing your order.`,
    declined: `The ${name} payment was declined. Please try another payment method.`,
    cancelled: checkoutMessages.cancelled(name),
    default: `Sorry, we couldn't complete your ${name} payment. Please try again or choose another payment method.`,
  };
}

/** The outcome a provider's return with these query values stands for, before the order call answers. */
export function redirectReturnOutcome(params: URLSearchParams): ZipOutcome {
  const result = (params.get('result') ?? params.get('status') ?? '').toLowerCase();
  if (result === 'approved') return 'processing';
  if (result === 'declined') return 'declined';
  if (result === 'cancelled' || result === 'canceled') return 'cancelled';
  return 'default';
}

/**
 * What the payment kept on the basket says for a return page (zipNotify, apNotify,
 * completeApplePay, completeClickToPay): approved places the order; the rest explain.
 */
export type ProviderCheck =
  { kind: 'approved' } | { kind: 'declined' | 'cancelled' | 'pending' | 'refused'; message: string };

/** The outcome of the basket's paymentInfo status, as the gateway reported it to the server. */
export function providerStatusCheck(
  status: PaymentInfoStatus | null | undefined,
  messages: RedirectMessages,
): ProviderCheck {
  switch (status) {
    case 'ready':
      return { kind: 'approved' };
    case 'declined':
      return { kind: 'declined', message: messages.declined };
    case 'cancelled':
      return { kind: 'cancelled', message: messages.cancelled };
    case 'pending':
      return { kind: 'pending', message: checkoutMessages.pending };
    default:
      return { kind: 'refused', message: messages.default };
  }
}

/**
 * A wallet completion's refusal: 402 PaymentDeclined or PaymentCancelled (the server says which
 * wallet), 409 PaymentPending (not finished on the wallet's page) or another 409 (the cart changed
 * after paying). Null for any other error, which the order errors deal with.
 */
export function walletRefusal(error: unknown, messages: RedirectMessages): ProviderCheck | null {
  if (!(error instanceof ApiError)) return null;
  const message = error.problem?.message?.trim() ?? '';
  if (error.status === 402) {
    return error.code === 'PaymentCancelled'
      ? { kind: 'cancelled', message: message || messages.cancelled }
      : { kind: 'declined', message: message || messages.declined };
  }
  if (error.status === 409 && error.code === 'PaymentPending')
    return { kind: 'pending', message: checkoutMessages.pending };
  if (error.status === 409 && error.code !== 'IdempotencyKeyInFlight') {
    return { kind: 'refused', message: message || messages.default };
  }
  return null;
}

export type OrderOutcome =
  /** 410 BasketOrdered: the basket was ordered already; go to its order page. */
  | { kind: 'ordered'; orderId: string | null }
  /** 400 with field errors or CustomerDetailsRequired: the details form explains. */
  | { kind: 'details'; message: string; fields: Partial<Record<DetailField, string>> }
  /** 402 PaymentDeclined: try another card or method. */
  | { kind: 'declined'; message: string }
  /** 400 PaymentMethodUnavailable. */
  | { kind: 'unavailable'; message: string }
  /** 404 BasketItemNotFound, 409 ZipPayOutOfStock: the cart shows what is missing. */
  | { kind: 'item-missing'; message: string }
  /** 409 VoucherAlreadyRedeemed: refresh the basket and reload the cart. */
  | { kind: 'voucher-redeemed'; message: string }
  /** 409 IdempotencyKeyInFlight: the first request with this key is still running; ask again. */
  | { kind: 'in-flight' }
  /** 409 (payment not completed yet) or 422 (key reused for another request): try again afresh. */
  | { kind: 'retry'; message: string }
  /** Session answers (other 410s, 412s): the shared session handler deals with them. */
  | { kind: 'session' }
  /** The cart is gone from this tab. */
  | { kind: 'no-basket'; message: string }
  /** No answer: the order may or may not exist; retry with the same key. */
  | { kind: 'network'; message: string }
  /** Anything else. `report` when the server gave no message (spec: notifyOrderError). */
  | { kind: 'failed'; message: string; report: boolean };

/** Outcomes that end an attempt (a retry must use a new Idempotency-Key). */
export const endsAttempt = (outcome: OrderOutcome): boolean =>
  outcome.kind !== 'network' && outcome.kind !== 'in-flight' && outcome.kind !== 'ordered';

/** 410 answers about the hosted card session (createToken, customerToken, DELETE token, orders/card). */
const CARD_GONE_CODES = new Set(['CardSessionExpired', 'CardDiscarded']);

const orderIdOf = (error: ApiError): string | null => {
  const id = (error.data as { orderId?: unknown } | null)?.orderId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

/** The fields of the contact details form. */
export const DETAIL_FIELDS = ['firstName', 'lastName', 'mobileNumber', 'email', 'orderNote'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** Errors on the details form's fields, by name ('body.mobileNumber' becomes 'mobileNumber'). */
function fieldErrors(error: ApiError): Partial<Record<DetailField, string>> {
  const fields: Partial<Record<DetailField, string>> = {};
  for (const e of error.problem?.errors ?? []) {
    const name = e.field.replace(/^body\./, '') as DetailField;
    if (DETAIL_FIELDS.includes(name)) fields[name] ??= e.message;
  }
  return fields;
}

export function orderOutcome(error: unknown, phone = SUPPORT_PHONE): OrderOutcome {
  if (error instanceof NoBasketError) return { kind: 'no-basket', message: checkoutMessages.noBasket };
  if (error instanceof NetworkError) return { kind: 'network', message: checkoutMessages.network };
  // The captcha could not be solved in this browser (captcha.ts): its own message, nothing to report.
  if (error instanceof Error && error.name === 'CaptchaUnsolvedError') {
    return { kind: 'failed', message: error.message, report: false };
  }
  if (!(error instanceof ApiError))
    return { kind: 'failed', message: checkoutMessages.orderError(phone), report: true };
  const code = error.code;
  const message = error.problem?.message?.trim() ?? '';
  if (error.status === 410 && code === 'BasketOrdered') return { kind: 'ordered', orderId: orderIdOf(error) };
  // The card's session is gone (expired, or discarded after a decline), not the basket's.
  if (error.status === 410 && code && CARD_GONE_CODES.has(code)) {
    return { kind: 'failed', message: message || checkoutMessages.cardGone, report: false };
  }
  if (error.status === 410 || error.status === 412) return { kind: 'session' };
  if (code === 'CustomerDetailsRequired')
    return { kind: 'details', message: checkoutMessages.detailsNeeded, fields: {} };
  if (error.status === 400 && (code === 'InvalidRequest' || error.problem?.errors.length)) {
    const fields = fieldErrors(error);
    if (Object.keys(fields).length > 0) {
      return { kind: 'details', message: message || checkoutMessages.detailsInvalid, fields };
    }
  }
  if (error.status === 402 || code === 'PaymentDeclined') {
    return { kind: 'declined', message: message || checkoutMessages.declined };
  }
  if (code === 'PaymentMethodUnavailable')
    return { kind: 'unavailable', message: message || checkoutMessages.orderError(phone) };
  if (code === 'BasketItemNotFound') return { kind: 'item-missing', message: message || checkoutMessages.itemMissing };
  // A Zip payment approved while an item sold out: its own message (the payment was cancelled).
  if (code === 'ZipPayOutOfStock') return { kind: 'item-missing', message: message || checkoutMessages.zipOutOfStock };
  if (code === 'VoucherAlreadyRedeemed') {
    return { kind: 'voucher-redeemed', message: message || checkoutMessages.voucherRedeemed };
  }
  if (code === 'IdempotencyKeyInFlight') return { kind: 'in-flight' };
  if (code === 'IdempotencyKeyReused') return { kind: 'retry', message: checkoutMessages.orderError(phone) };
  if (error.status === 409) return { kind: 'retry', message: message || checkoutMessages.pending };
  if (!message) return { kind: 'failed', message: checkoutMessages.orderError(phone), report: true };
  return { kind: 'failed', message, report: false };
}

/**
 * The notifyOrderError body (spec section 7: action, statusCode, errorCode, message), cut to the
 * contract's limits; an error with no answer has status 0.
 */
export function orderErrorReport(action: string, error: unknown): OrderErrorReport {
  const answered = error instanceof ApiError;
  const message = answered ? error.message : error instanceof Error ? error.message : String(error);
  return {
    action: action.slice(0, 60),
    statusCode: answered ? error.status : 0,
    errorCode: answered ? (error.code?.slice(0, 60) ?? null) : null,
    message: message.slice(0, 500) || null,
  };
}
