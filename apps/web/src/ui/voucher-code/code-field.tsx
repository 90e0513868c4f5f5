// "Have a code?" in the cart and at checkout: the coupon form inline (the coupon modal's form and
// outcomes), so a code is typed where the basket is, and a code that needs a higher spend says how
// much more to add before the customer leaves. The vouchers already on the order are listed with Remove.
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { AppliedVouchers } from '../applied-vouchers/applied-vouchers.tsx';
import { removeVoucherLine } from './basket-vouchers.tsx';
import { CouponForm } from './coupon-form.tsx';
import './vouchers.css';

export interface CodeFieldProps {
  id?: string;
  /** List the applied vouchers with Remove (the cart); checkout's summary already itemises them. */
  listApplied?: boolean;
}

export function CodeField({ id = 'code-field', listApplied = true }: CodeFieldProps) {
  const basket = useBasketSession((s) => s.basket);
  return (
    <div className="code-field">
      <CouponForm source="cart" label="Have a code?" host />
      {listApplied && (
        <AppliedVouchers basket={basket} onRemove={removeVoucherLine} headingLevel={3} id={`${id}-vouchers`} />
      )}
    </div>
  );
}
