// The applied vouchers of the current basket with Remove, for the offers and coupons pages (the
// cart mounts the same ui/applied-vouchers component; see docs/decisions/050).
import type { Basket } from '@storefront/contract';
import { basketCall } from '../../lib/api/basket-request.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import {
  AppliedVouchers,
  type AppliedVoucherLine,
  type VoucherRemoval,
} from '../applied-vouchers/applied-vouchers.tsx';
import { showSuccess } from '../snackbar/snackbar-store.ts';
import { dismissVoucherStatus, useVoucherApply } from '../../lib/vouchers/voucher-apply.ts';
import { voucherOutcome } from '../../lib/vouchers/voucher-outcome.ts';

const removeVoucher = (removal: VoucherRemoval): Promise<Basket> =>
  removal.from === 'cart'
    ? basketCall('removeCartVoucher', { params: { voucherCode: removal.voucherCode } })
    : basketCall('removeMealVoucher', { params: { groupedBasketItemId: removal.groupedBasketItemId } });

/** Takes the line's voucher off; a gone basket clears the session and asks for a location. */
export async function removeVoucherLine(line: AppliedVoucherLine): Promise<Basket> {
  try {
    const basket = await removeVoucher(line.removal);
    if (useVoucherApply.getState().code === line.code) dismissVoucherStatus();
    showSuccess(`removed ${line.code} from your cart`);
    return basket;
  } catch (error) {
    const serviceType = useBasketSession.getState().basket?.serviceType ?? null;
    const outcome = voucherOutcome(error, { serviceType });
    if (outcome.kind === 'expired') {
      useBasketSession.getState().clearBasket();
      useOverlayRequests.getState().openLocalisation(serviceType === 'Pickup' ? 'pickup' : 'delivery', {
        notice: outcome.message,
      });
    }
    throw new Error(outcome.message, { cause: error });
  }
}

export function BasketVouchers() {
  const basket = useBasketSession((s) => s.basket);
  if (!basket) return null;
  return (
    <div className="panel">
      <AppliedVouchers
        basket={basket}
        onRemove={removeVoucherLine}
        emptyText="No vouchers on your order yet. Apply an offer or enter a code."
      />
    </div>
  );
}
