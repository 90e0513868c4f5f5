// The cart overlay opened from the bottom navigation and the header.
import { Link } from 'react-router';
import { Modal } from '../../ui/modal/modal.tsx';
import { CartEmpty } from './cart-empty.tsx';
import './basket.css';

export function CartSheet({ onClose }: { onClose(): void }) {
  return (
    <Modal
      open
      title="Your cart"
      onClose={onClose}
      sheet
      footer={
        <Link to="/cart" onClick={onClose}>
          View full cart
        </Link>
      }
    >
      <CartEmpty onNavigate={onClose} />
    </Modal>
  );
}
