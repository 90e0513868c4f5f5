// What the customer is told, and offered, when a voucher does not go on (spec document 2, section 8
// "Voucher"): one pure function from the failure to a message and the way out.
//
//   VoucherUnavailableForFulfillmentType -> 'Change to Pickup' / 'Change to Delivery' (offered)
//   VoucherUnavailableForStore           -> 'Change Location' (offered)
//   VoucherUnavailableForFulfillmentDate -> 'Change Time' (offered; not for a voucher that has ended)
//   BasketHasExpired (any 410)           -> clear the session and ask for a location (done at once)
//   no basket yet                        -> ask for a location, the code waits (done at once)
//   VoucherAlreadyRedeemed               -> refresh the basket and reload /cart (done at once)
//   VoucherRequiresSignIn                -> 'Sign in' (offered): a once-per-customer voucher needs an account
//   VoucherAutoRemove                    -> an alert dialog
//   below the voucher's minimum spend    -> 'Add $X.XX more to use SAVE20' (the problem's shortfallCents)
//   anything else                        -> a danger message with the server's text
import type { Basket } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { ApiError, NetworkError } from '../api-client.ts';
import { NoBasketError } from '../api/basket-request.ts';

export type VoucherOutcomeKind =
  | 'unavailable-fulfilment-type'
  | 'unavailable-store'
  | 'unavailable-date'
  | 'expired'
  | 'no-session'
  | 'already-redeemed'
  | 'sign-in-required'
  | 'auto-removed'
  | 'below-minimum-spend'
  | 'error';

export type ServiceTypeName = 'Delivery' | 'Pickup';

export type VoucherAction =
  | { type: 'change-service-type'; serviceType: ServiceTypeName; label: string; automatic: false }
  | { type: 'change-location'; label: string; automatic: false }
  | { type: 'change-time'; label: string; automatic: false }
  | { type: 'choose-location'; label: string; automatic: true }
  | { type: 'refresh-cart'; label: string; automatic: true }
  | { type: 'alert'; label: string; automatic: true }
  | { type: 'browse-menu'; label: string; automatic: false }
  | { type: 'sign-in'; label: string; automatic: false };

export interface VoucherOutcome {
  kind: VoucherOutcomeKind;
  /** The server's code when it gave one. */
  code: string | null;
  message: string;
  tone: 'danger' | 'warning';
  /** What the customer is offered (a button), or what the app does straight away (`automatic`). */
  action: VoucherAction | null;
}

export const DEFAULT_VOUCHER_MESSAGE = "Sorry, we couldn't apply that voucher. Please try again.";
export const NETWORK_VOUCHER_MESSAGE = "We couldn't reach Red Roof Pizza. Check your connection and try again.";
export const CHOOSE_LOCATION_MESSAGE = 'Choose delivery or pickup first, then we will add your voucher.';
export const AUTO_REMOVE_CODE = 'VoucherAutoRemove';

export interface VoucherOutcomeContext {
  /** The basket's service type, when known: a voucher for the other one offers the switch. */
  serviceType?: ServiceTypeName | null;
  /** The code being applied, named in the minimum-spend message. */
  voucherCode?: string | null;
}

/** 'Add $4.15 more to use SAVE20 (it needs a spend of $30.00).' */
export function minimumSpendVoucherMessage(
  code: string | null | undefined,
  shortfallCents: number,
  minimumCents: number,
) {
  const voucher = code ? `use ${code}` : 'use this voucher';
  return `Add ${formatCents(shortfallCents)} more to ${voucher} (it needs a spend of ${formatCents(minimumCents)}).`;
}

/** The amounts a minimum-spend refusal carries as problem extension members (see voucher-rules.ts). */
function minimumSpendShortfall(error: ApiError): { shortfallCents: number; minimumSpendCents: number } | null {
  const extra = error.problem as (Record<string, unknown> & object) | undefined;
  const shortfallCents = extra?.shortfallCents;
  const minimumSpendCents = extra?.minimumSpendCents;
  if (typeof shortfallCents !== 'number' || typeof minimumSpendCents !== 'number' || shortfallCents <= 0) return null;
  return { shortfallCents, minimumSpendCents };
}

/** 'only available for pickup orders' names the type the voucher needs; else the other one. */
function neededServiceType(message: string, current: ServiceTypeName | null | undefined): ServiceTypeName {
  const text = message.toLowerCase();
  const pickup = text.includes('pickup') || text.includes('pick up') || text.includes('pick-up');
  const delivery = text.includes('deliver');
  if (pickup && !delivery) return 'Pickup';
  if (delivery && !pickup) return 'Delivery';
  return current === 'Pickup' ? 'Delivery' : 'Pickup';
}

/** A voucher whose dates are over cannot be saved by choosing another time. */
const hasEnded = (message: string) => /\b(expired|has ended|no longer)\b/i.test(message);

export function voucherOutcome(error: unknown, context: VoucherOutcomeContext = {}): VoucherOutcome {
  if (error instanceof NoBasketError) {
    return {
      kind: 'no-session',
      code: null,
      message: CHOOSE_LOCATION_MESSAGE,
      tone: 'warning',
      action: { type: 'choose-location', label: 'Choose delivery or pickup', automatic: true },
    };
  }
  if (error instanceof NetworkError) {
    return { kind: 'error', code: null, message: NETWORK_VOUCHER_MESSAGE, tone: 'danger', action: null };
  }
  if (!(error instanceof ApiError)) {
    return { kind: 'error', code: null, message: DEFAULT_VOUCHER_MESSAGE, tone: 'danger', action: null };
  }
  const code = error.code ?? null;
  const message = error.problem?.message || DEFAULT_VOUCHER_MESSAGE;
  const danger = (kind: VoucherOutcomeKind, action: VoucherAction | null = null): VoucherOutcome => ({
    kind,
    code,
    message,
    tone: 'danger',
    action,
  });

  const shortfall = code === 'BasketNotValid' ? minimumSpendShortfall(error) : null;
  if (shortfall) {
    return {
      kind: 'below-minimum-spend',
      code,
      message: minimumSpendVoucherMessage(context.voucherCode, shortfall.shortfallCents, shortfall.minimumSpendCents),
      tone: 'warning',
      action: { type: 'browse-menu', label: 'Add more items', automatic: false },
    };
  }
  if (error.status === 410 || code === 'BasketHasExpired') {
    return danger('expired', { type: 'choose-location', label: 'Choose delivery or pickup', automatic: true });
  }
  switch (code) {
    case 'VoucherUnavailableForFulfillmentType': {
      const serviceType = neededServiceType(message, context.serviceType);
      return danger('unavailable-fulfilment-type', {
        type: 'change-service-type',
        serviceType,
        label: `Change to ${serviceType}`,
        automatic: false,
      });
    }
    case 'VoucherUnavailableForStore':
      return danger('unavailable-store', { type: 'change-location', label: 'Change Location', automatic: false });
    case 'VoucherUnavailableForFulfillmentDate':
      return danger(
        'unavailable-date',
        hasEnded(message) ? null : { type: 'change-time', label: 'Change Time', automatic: false },
      );
    case 'VoucherAlreadyRedeemed':
      return danger('already-redeemed', { type: 'refresh-cart', label: 'View cart', automatic: true });
    case 'VoucherRequiresSignIn':
      // The server's words say why ("Sign in to use this voucher: it is for registered customers, once each.").
      return {
        kind: 'sign-in-required',
        code,
        message,
        tone: 'warning',
        action: { type: 'sign-in', label: 'Sign in', automatic: false },
      };
    case AUTO_REMOVE_CODE:
      return {
        kind: 'auto-removed',
        code,
        message,
        tone: 'warning',
        action: { type: 'alert', label: 'OK', automatic: true },
      };
    default:
      return danger('error');
  }
}

/** The VoucherAutoRemove message a basket answer carries after a change took a voucher off. */
export function autoRemovedMessage(basket: Pick<Basket, 'messages'> | null | undefined): string | null {
  const notices = basket?.messages.filter((m) => m.code === AUTO_REMOVE_CODE) ?? [];
  return notices.length ? notices.map((m) => m.message).join(' ') : null;
}
