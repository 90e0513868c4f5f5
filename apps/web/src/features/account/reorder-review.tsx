// The review between 'Reorder' on a past order and the new basket (beyond the spec's reorder): line
// by line, what the order was and what it is today (a new price, an item this store cannot make now,
// a time-limited coupon not available today, spec document 2 section 8). Nothing changes until
// 'Reorder'; then an undo stays on screen for ten seconds.
import type { ReorderResult } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { Button } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';

export const reorderMessages = {
  title: 'Review your reorder',
  unchanged: 'Everything is as it was, at the same prices.',
  confirm: 'Reorder',
  cancel: 'Keep my basket',
  nothingLeft: 'None of these items can be ordered from this store right now.',
  /** 'You have succesfully {action}' (spec section 8). */
  added: 'added your past order to your basket',
  undone: 'Your basket is back as it was.',
  undo: 'Undo',
  viewBasket: 'View basket',
} as const;

export function ReorderReview({
  result,
  onConfirm,
  onClose,
}: {
  result: ReorderResult;
  onConfirm(): void;
  onClose(): void;
}) {
  const { basket, changes, previousTotal } = result;
  const empty = basket.basketItems.length === 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={reorderMessages.title}
      size="md"
      sheet
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {reorderMessages.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={empty}>
            {reorderMessages.confirm}
          </Button>
        </>
      }
    >
      <p>
        From {basket.storeInfo.name}, {basket.serviceType === 'Delivery' ? 'delivered' : 'to pick up'}, as soon as
        possible.
      </p>
      {changes.length === 0 ? (
        <p className="reorder-review__same">{reorderMessages.unchanged}</p>
      ) : (
        <ul className="reorder-review__changes" aria-label="What changed">
          {changes.map((change, index) => (
            <li
              key={`${change.name}-${index}`}
              className={`reorder-review__change reorder-review__change--${change.kind}`}
            >
              <strong>
                {change.quantity} × {change.name}
              </strong>
              <span>
                {change.currentPrice === null ? (
                  <>
                    <s>{formatCents(change.previousPrice)}</s> not added
                  </>
                ) : (
                  <>
                    was {formatCents(change.previousPrice)}, now {formatCents(change.currentPrice)}
                  </>
                )}
              </span>
              <span className="reorder-review__message">{change.message}</span>
            </li>
          ))}
        </ul>
      )}
      {empty ? (
        <p role="alert">{reorderMessages.nothingLeft}</p>
      ) : (
        <dl className="reorder-review__totals">
          <dt>Then</dt>
          <dd>{formatCents(previousTotal)}</dd>
          <dt>Today</dt>
          <dd>
            <strong>{formatCents(basket.basketTotal)}</strong>
          </dd>
        </dl>
      )}
    </Modal>
  );
}
