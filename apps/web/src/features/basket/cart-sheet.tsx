// The cart overlay opened from the bottom navigation and the header.
import { Link } from 'react-router';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { CartContents } from './cart-contents.tsx';
import { CartEmpty } from './cart-empty.tsx';
import { basketIsEmpty } from '../../lib/cart-model.ts';
import { useCartActions } from './use-cart-actions.ts';
import './basket.css';

export function CartSheet({ onClose }: { onClose(): void }) {
  const basket = useBasketSession((s) => s.basket);
  const actions = useCartActions();
  return (
    <Modal
      open
      title="Your cart"
      onClose={onClose}
      sheet
      size="lg"
      footer={
        <Link to="/cart" onClick={onClose}>
          View full cart
        </Link>
      }
    >
      {basket && !basketIsEmpty(basket) ? (
        <CartContents basket={basket} actions={actions} compact onNavigate={onClose} />
      ) : (
        <CartEmpty onNavigate={onClose} />
      )}
    </Modal>
  );
}
