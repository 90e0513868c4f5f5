// What the customer is told, and offered, when a voucher does not go on (spec document 2, section 8
// "Voucher"): one pure function from the failure to a message and the way out.
//
//   VoucherUnavailableForFulfillmentType -> 'Change to Pickup' / 'Change to Delivery' (offered)
//   VoucherUnavailableForStore           -> 'Change Location' (offered)
//   VoucherUnavailableForFulfillmentDate -> 'Change Time' (offered; not for a voucher that has ended)
//   BasketHasExpired (any 410)           -> clear the session and ask for a location (done at once)
//   no basket yet                        -> ask for a location, the code waits (done at once)
//   VoucherAlreadyRedeemed               -> refresh the basket and reload /cart (done at once)
//   VoucherAutoRemove                    -> an alert dialog
//   anything else                        -> a danger message with the server's text
import type { Basket } from '@storefront/contract';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { NoBasketError } from '../../lib/api/basket-request.ts';

export type VoucherOutcomeKind =
  | 'unavailable-fulfilment-type'
  | 'unavailable-store'
  | 'unavailable-date'
  | 'expired'
  | 'no-session'
  | 'already-redeemed'
  | 'auto-removed'
  | 'error';

export type ServiceTypeName = 'Delivery' | 'Pickup';

export type VoucherAction =
  | { type: 'change-service-type'; serviceType: ServiceTypeName; label: string; automatic: false }
  | { type: 'change-location'; label: string; automatic: false }
  | { type: 'change-time'; label: string; automatic: false }
  | { type: 'choose-location'; label: string; automatic: true }
  | { type: 'refresh-cart'; label: string; automatic: true }
  | { type: 'alert'; label: string; automatic: true };

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
