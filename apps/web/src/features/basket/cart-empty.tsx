import { Link } from 'react-router';
import { buttonClass } from '../../ui/button/button.tsx';
import { CartIcon } from '../../ui/icons/icons.tsx';

/** Spec wording for an empty cart (document 2, section 8). */
export const CART_EMPTY_MESSAGE = 'Your cart is currently empty. Browse the menu and start your order.';

export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="cart-empty">
      <CartIcon className="cart-empty__icon" />
      <p>{CART_EMPTY_MESSAGE}</p>
      <Link to="/menu/pizza" className={buttonClass()} onClick={onNavigate}>
        Browse the menu
      </Link>
    </div>
  );
}
