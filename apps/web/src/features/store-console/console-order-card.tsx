// One order on the console: what to make, for whom, when, how it was paid, and the buttons that
// move it on. A refused move (409) says which moves are allowed now.
import type { ConsoleOrder, OrderPaymentStatus, OrderStatusName } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dayAndTime, storeDayTime, whenAt } from '../../lib/store-day-time.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button } from '../../ui/button/button.tsx';
import { LineDetails } from '../../ui/line-details/line-details.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { orderPaymentLabel } from '../../lib/order-payment-label.ts';
import { changeOrderStatus, markLineUnavailable } from './console-api.ts';
import {
  actionsFor,
  CANCEL_REASON_MAX,
  cancelReasonError,
  isLive,
  STATUS_NAME,
  outOfStockError,
  statusChangeError,
  upsertOrder,
} from './console-orders.ts';
import { ConsoleStockQuestions } from './console-stock-question.tsx';
import { consoleOrdersKey } from './use-console-feed.ts';

function timeIn(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(
      new Date(iso),
    );
  } catch {
    return new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });
  }
}

/** '12 min', '2 h', '9 h 30 min'. */
const span = (minutes: number) => {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
};

/**
 * 'due in 12 min', 'due now', '8 min late' from the promised time; an order for another day says
 * the day ('due tomorrow 12:15 pm'), not 'due in 1020 min'.
 */
export function dueText(promisedAt: string, now: number, timeZone: string): string {
  const minutes = Math.round((Date.parse(promisedAt) - now) / 60_000);
  if (minutes > 0 && storeDayTime(promisedAt, timeZone, new Date(now)).days > 0) {
    return `due ${dayAndTime(promisedAt, timeZone, new Date(now))}`;
  }
  if (minutes > 0) return `due in ${span(minutes)}`;
  if (minutes === 0) return 'due now';
  return `${span(-minutes)} late`;
}

/** Where the order's money stands (decision 083): taken once the order exists, given back on a cancel. */
const PAYMENT_STATUS: Record<OrderPaymentStatus, string> = {
  authorised: 'Authorised, not yet taken',
  captured: 'Paid',
  voided: 'Voided',
  refunded: 'Refunded',
  'pay-in-store': 'To pay on collection',
  free: 'Free',
};

interface CardProps {
  order: ConsoleOrder;
  token: string;
  fresh: boolean;
  onChanged(message: string): void;
}

export function ConsoleOrderCard({ order, token, fresh, onChanged }: CardProps) {
  const queryClient = useQueryClient();
  const now = useNow(30_000).getTime();
  const headingId = useId();
  const [busy, setBusy] = useState<OrderStatusName | 'stock' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const { advance, canCancel } = actionsFor(order);
  const tz = order.store.timeZone;
  const live = isLive(order);

  const move = async (status: OrderStatusName, reason?: string): Promise<boolean> => {
    setBusy(status);
    setError(null);
    try {
      const updated = await changeOrderStatus(token, order.orderId, status, reason);
      queryClient.setQueryData<ConsoleOrder[]>(consoleOrdersKey(token), (list) => upsertOrder(list, updated));
      onChanged(`Order ${order.orderReference} moved to ${STATUS_NAME[updated.status]}.`);
      return true;
    } catch (e) {
      setError(statusChangeError(e, status));
      // The order may have moved elsewhere (another screen): fetch the truth.
      void queryClient.invalidateQueries({ queryKey: consoleOrdersKey(token) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  // Out of stock (docs/out-of-stock.md): a received order's standalone lines, one question at a time.
  const questions = order.stockQuestions ?? [];
  const canMarkOutOfStock = order.status === 'Received' && !questions.some((q) => q.choice === null);
  const markOutOfStock = async (lineId: string, name: string) => {
    setBusy('stock');
    setError(null);
    try {
      const updated = await markLineUnavailable(token, order.orderId, lineId);
      queryClient.setQueryData<ConsoleOrder[]>(consoleOrdersKey(token), (list) => upsertOrder(list, updated));
      onChanged(`${name} marked out of stock on order ${order.orderReference}; the customer has been asked.`);
    } catch (e) {
      setError(outOfStockError(e));
      void queryClient.invalidateQueries({ queryKey: consoleOrdersKey(token) });
    } finally {
      setBusy(null);
    }
  };

  const late = live && Date.parse(order.promisedAt) < now;
  return (
    <article
      className={`console-order${fresh ? ' console-order--new' : ''}${live ? '' : ' console-order--done'}`}
      aria-labelledby={headingId}
    >
      <header className="console-order__head">
        <h3 id={headingId}>
          <span className="console-order__ref">{order.orderReference}</span>{' '}
          <span className="console-order__service">{order.serviceType}</span>
        </h3>
        <span className={`console-status console-status--${order.status}`}>{STATUS_NAME[order.status]}</span>
      </header>
      <p className={`console-order__due${late ? ' console-order__due--late' : ''}`}>
        <strong>
          {order.serviceType === 'Pickup' ? 'Pickup' : 'Delivery'}{' '}
          <time dateTime={order.promisedAt}>{whenAt(order.promisedAt, tz, new Date(now))}</time>
          {order.isAsap && <span className="console-order__asap"> (ASAP)</span>}
        </strong>
        {live && <span> · {dueText(order.promisedAt, now, tz)}</span>}
        <span className="console-order__placed">
          {' '}
          · placed <time dateTime={order.placedAt}>{timeIn(order.placedAt, tz)}</time>
        </span>
      </p>

      <ul className="console-items" aria-label="Items">
        {order.items.map((line, index) => (
          <li key={`${line.name}-${index}`}>
            <span className="console-items__qty">{line.quantity} ×</span> <strong>{line.name}</strong>
            {line.voucherCode && <span className="console-items__code"> {line.voucherCode}</span>}
            {/* A group order's line is bagged and labelled for the person it is for. */}
            {line.groupMember && <span className="console-items__member"> for {line.groupMember}</span>}
            <LineDetails line={line} />
            {canMarkOutOfStock && line.lineId && !questions.some((q) => q.lineId === line.lineId) && (
              <Button
                size="sm"
                variant="ghost"
                className="console-items__stock"
                disabled={busy !== null}
                aria-label={`Mark ${line.name} out of stock`}
                onClick={() => void markOutOfStock(line.lineId!, line.name)}
              >
                {busy === 'stock' ? 'Saving…' : 'Out of stock'}
              </Button>
            )}
          </li>
        ))}
      </ul>

      <ConsoleStockQuestions questions={questions} timeZone={tz} />

      {order.orderNote && (
        <p className="console-note">
          <strong>Note:</strong> {order.orderNote}
        </p>
      )}

      <dl className="console-facts">
        <dt>Customer</dt>
        <dd>
          {order.customer.name}
          {' · '}
          <a href={`tel:${order.customer.mobileNumber.replace(/[^\d+]/g, '')}`}>{order.customer.mobileNumber}</a>
        </dd>
        {(order.deliveryAddress ?? order.customer.address) && (
          <>
            <dt>Address</dt>
            <dd>{order.deliveryAddress ?? order.customer.address}</dd>
          </>
        )}
        <dt>Payment</dt>
        <dd>
          {orderPaymentLabel(order.payment.method, order.serviceType)} ·{' '}
          {order.payment.status === 'pay-in-store' && order.serviceType === 'Delivery'
            ? 'To pay at the door'
            : PAYMENT_STATUS[order.payment.status]}
          {order.payment.card ? ` · ${order.payment.card}` : ''} · {formatCents(order.basketTotal)}
        </dd>
        {order.serviceType === 'Delivery' && (
          <>
            <dt>Contactless</dt>
            <dd className={order.isContactless ? 'console-facts__flag' : undefined}>
              {order.isContactless ? 'Yes: leave it at the door' : 'No: hand it over'}
            </dd>
          </>
        )}
        {order.agentName && (
          <>
            <dt>Call centre</dt>
            <dd>{order.agentName}</dd>
          </>
        )}
      </dl>

      {error && (
        <p className="console-order__error" role="alert">
          {error}
        </p>
      )}

      {(advance.length > 0 || canCancel) && (
        <div className="console-actions">
          {advance.map((status) => (
            <Button key={status} size="sm" disabled={busy !== null} onClick={() => void move(status)}>
              {busy === status ? 'Saving…' : `Mark ${STATUS_NAME[status]}`}
            </Button>
          ))}
          {canCancel && (
            <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => setCancelling(true)}>
              Cancel order
            </Button>
          )}
        </div>
      )}

      {cancelling && (
        <CancelDialog
          reference={order.orderReference}
          busy={busy === 'Cancelled'}
          onClose={() => setCancelling(false)}
          onConfirm={async (reason) => {
            if (await move('Cancelled', reason)) setCancelling(false);
          }}
          error={busy === null ? error : null}
        />
      )}
    </article>
  );
}

interface CancelDialogProps {
  reference: string;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onConfirm(reason: string): void;
}

function CancelDialog({ reference, busy, error, onClose, onConfirm }: CancelDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const shown = invalid ?? error;
  return (
    <Modal
      open
      title={`Cancel order ${reference}?`}
      onClose={onClose}
      busy={busy}
      noCloseWhileBusy
      size="sm"
      describedBy={`${id}-about`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep the order
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel the order'}
          </Button>
        </>
      }
    >
      <p id={`${id}-about`}>The customer sees that the store cancelled it, and the payment is voided or refunded.</p>
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = cancelReasonError(reason);
          setInvalid(problem);
          if (!problem) onConfirm(reason.trim());
        }}
      >
        <div className="console-field">
          <label htmlFor={`${id}-reason`}>Reason (the customer may see it)</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={shown ? `${id}-reason-error` : undefined}
          />
          {shown && (
            <p id={`${id}-reason-error`} className="console-field__error" role="alert">
              {shown}
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}
