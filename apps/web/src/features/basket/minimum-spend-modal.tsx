// The minimum-spend modal (spec section 5): orderMinimum, minimumSpend, totalOrder and serviceType,
// read from the current basket; an empty basket shows BASKET.BASKET_EMPTY_WARNING instead. Opened as
// the 'minimum-spend' dialog request (lib/session/overlay-requests.ts) by the cart's checkout and by
// the session response handler, whose server message is shown when there is no basket to read.
import { formatCents, minimumSpendMessage } from '@storefront/domain';
import { Link } from 'react-router';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import type { MinimumSpendModalProps } from '../../lib/session/overlay-requests.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { basketIsEmpty, BASKET_EMPTY_WARNING, minimumSpendOf } from '../../lib/cart-model.ts';
import './basket.css';

export function MinimumSpendModal({ message, onClose }: MinimumSpendModalProps) {
  const basket = useBasketSession((s) => s.basket);
  const empty = basketIsEmpty(basket);
  const state = basket ? minimumSpendOf(basket) : null;
  const typeName = state?.serviceType === 'pickup' ? 'Pickup' : 'Delivery';
  return (
    <Modal
      open
      title={empty ? 'Your cart is empty' : 'Add a little more'}
      size="sm"
      onClose={onClose}
      footer={
        <Link to="/menu/pizza" className={buttonClass({ block: true })} onClick={onClose}>
          {empty ? 'Browse the menu' : 'Add more items'}
        </Link>
      }
    >
      {empty ? (
        <p>{BASKET_EMPTY_WARNING}</p>
      ) : state && state.orderMinimum > 0 ? (
        <>
          <p>{minimumSpendMessage(state.serviceType, state.orderMinimum)}</p>
          <dl className="minimum-spend">
            <div>
              <dt>Your order</dt>
              <dd>{formatCents(state.totalOrder)}</dd>
            </div>
            <div>
              <dt>{typeName} minimum</dt>
              <dd>{formatCents(state.orderMinimum)}</dd>
            </div>
            <div className="minimum-spend__more">
              <dt>Still to add</dt>
              <dd>{formatCents(state.minimumSpend)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p>{message}</p>
      )}
    </Modal>
  );
}
