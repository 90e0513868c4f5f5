// /account/history (spec document 2 section 7, orderHistory): the customer's past orders, newest
// first, a page at a time, each with 'Reorder' (POST reorder, reviewed before it becomes the basket).
import { ORDER_HISTORY_DEFAULT_PAGE_SIZE, type OrderHistoryEntry, type ReorderResult } from '@storefront/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Section } from '../../ui/page/page.tsx';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import { FormError } from '../../ui/form-fields/form-fields.tsx';
import { reorder } from './account-api.ts';
import { AccountEmpty, AccountLoadError, AccountLoading, AccountSection } from './account-section.tsx';
import { OrderSummaryRow } from './order-summary-row.tsx';
import { ReorderReview, reorderMessages } from './reorder-review.tsx';
import { commitReorder, REORDER_UNDO_MS } from './reorder-undo.ts';
import { useCustomerId } from './use-account-customer.ts';
import { useOrderHistory } from './use-order-history.ts';

export const historyMessages = {
  noSuchPage: (page: number) => `There is no page ${page} of your orders.`,
  firstPage: 'Go to the first page',
} as const;

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function AccountHistory() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const pageSize = ORDER_HISTORY_DEFAULT_PAGE_SIZE;
  const history = useOrderHistory(page, pageSize);
  const reordering = useReorder();

  let body;
  if (history.isPending) body = <AccountLoading label="Loading your orders" />;
  else if (history.isError) body = <AccountLoadError error={history.error} onRetry={() => void history.refetch()} />;
  else if (history.data.total === 0)
    body = (
      <AccountEmpty>
        <p>You have no past orders yet.</p>
        <Link to="/menu/pizza" className={buttonClass({ size: 'sm' })}>
          Start an order
        </Link>
      </AccountEmpty>
    );
  // An old link or a typed URL can ask for a page past the last one: say so, and the way back. The
  // answer's own page number: it stays right while the first page loads in its place.
  else if (history.data.orders.length === 0)
    body = (
      <AccountEmpty>
        <p>{historyMessages.noSuchPage(history.data.page)}</p>
        <Link to="/account/history" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
          {historyMessages.firstPage}
        </Link>
      </AccountEmpty>
    );
  else
    body = (
      <>
        <div className="account-orders" aria-busy={history.isPlaceholderData}>
          {history.data.orders.map((order) => (
            <OrderSummaryRow key={order.orderId} order={order}>
              <Button
                size="sm"
                variant="secondary"
                className="account-order__action"
                disabled={reordering.busyFor !== null}
                onClick={() => void reordering.start(order)}
              >
                {reordering.busyFor === order.orderId ? 'Checking today’s prices…' : 'Reorder'}
              </Button>
            </OrderSummaryRow>
          ))}
        </div>
        <Pagination
          total={history.data.total}
          perPage={pageSize}
          page={page}
          disabled={history.isPlaceholderData}
          label="Order history pages"
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      </>
    );

  return (
    <AccountSection path="history">
      <Section title="Past orders">
        <FormError message={reordering.error} />
        {body}
      </Section>
      {reordering.review && (
        <ReorderReview result={reordering.review} onConfirm={reordering.confirm} onClose={reordering.dismiss} />
      )}
    </AccountSection>
  );
}

function useReorder() {
  const customerId = useCustomerId();
  const navigate = useNavigate();
  const [busyFor, setBusyFor] = useState<string | null>(null);
  const [review, setReview] = useState<ReorderResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (order: OrderHistoryEntry) => {
    setError(null);
    setBusyFor(order.orderId);
    try {
      setReview(await reorder(customerId, order.orderId));
    } catch (failure) {
      setError(customerErrorMessage(failure));
    } finally {
      setBusyFor(null);
    }
  };

  const confirm = () => {
    if (!review) return;
    const handle = commitReorder(review.basket);
    setReview(null);
    // The success snackbar, with the undo and the way to the basket, open for the undo's ten seconds.
    showSnackbar({
      message: `You have succesfully ${reorderMessages.added}`,
      autoCloseMs: REORDER_UNDO_MS,
      actions: [
        {
          label: reorderMessages.undo,
          onClick: () => {
            if (handle.undo()) showSnackbar({ message: reorderMessages.undone, theme: 'info' });
          },
        },
        { label: reorderMessages.viewBasket, onClick: () => void navigate('/cart') },
      ],
    });
  };

  return { busyFor, review, error, start, confirm, dismiss: () => setReview(null) };
}
