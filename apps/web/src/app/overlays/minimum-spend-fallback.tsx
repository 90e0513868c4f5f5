// Shown for a 'below ... minimum delivery' answer until the cart area provides its own modal.
import { Link } from 'react-router';
import type { MinimumSpendModalProps } from '../../lib/session/overlay-requests.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';

export function MinimumSpendFallback({ message, onClose }: MinimumSpendModalProps) {
  return (
    <Modal
      open
      size="sm"
      title="Add a little more"
      onClose={onClose}
      footer={
        <Link to="/menu/pizza" className={buttonClass()} onClick={onClose}>
          Browse the menu
        </Link>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
