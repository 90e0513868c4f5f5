// Out of stock after ordering, on the order page within the tracker (docs/out-of-stock.md): the
// customer swaps for the store's suggestion, drops the line or cancels the order, before the
// deadline; the first answer stands. Settled questions stay as a line saying what happened.
import type { OrderStatusView, OutOfStockChoice, StockQuestion } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { storeTime } from '../../lib/order-format.ts';
import { Button } from '../../ui/button/button.tsx';
import { answerStockQuestion } from './stock-question-api.ts';

interface Props {
  order: OrderStatusView;
  /** The order as the answer left it (the tracker takes it; its stream would bring it too). */
  onAnswered(view: OrderStatusView): void;
}

const isCash = (order: OrderStatusView) => order.paymentMethod === 'cash' || order.basketTotal === 0;

/** 'and $4.50 goes back to your card' or, paying in store, 'your total becomes $20.00'. */
function moneyText(order: OrderStatusView, outcome: { refund: number; basketTotal: number } | null): string {
  if (!outcome) return '';
  if (outcome.refund > 0) return `${formatCents(outcome.refund)} back to your payment`;
  if (isCash(order)) return `your total becomes ${formatCents(outcome.basketTotal)}`;
  return 'same price';
}

/** What happened, in a sentence: on the page once settled, and read out when it settles. */
export function settledSentence(q: StockQuestion): string {
  const swapped = `${q.lineName} for ${q.replacement?.name ?? 'the replacement'}`;
  const done =
    q.chosenBy === 'customer'
      ? q.choice === 'swap'
        ? `You chose to swap ${swapped}.`
        : q.choice === 'drop'
          ? `You chose to drop ${q.lineName}.`
          : 'You chose to cancel the order.'
      : q.chosenBy === 'store-default'
        ? q.choice === 'cancel'
          ? `No answer came in time about ${q.lineName}, so the order was cancelled.`
          : `No answer came in time, so ${q.lineName} was dropped.`
        : 'The store cancelled the order.';
  const money = q.refunded ? ` ${formatCents(q.refunded)} is going back to your payment.` : '';
  return `${done}${money}`;
}

/** The sentence read out when a question opens or settles (after the page loaded). */
function useQuestionAnnouncement(questions: StockQuestion[]): string {
  const openId = questions.find((q) => q.choice === null)?.questionId ?? null;
  const [seen, setSeen] = useState<{ openId: string | null; message: string }>({ openId, message: '' });
  if (seen.openId !== openId) {
    const settled = questions.find((q) => q.questionId === seen.openId && q.choice !== null);
    const opened = questions.find((q) => q.questionId === openId);
    setSeen({
      openId,
      message: settled
        ? settledSentence(settled)
        : opened
          ? `${opened.lineName} is out of stock: please choose what we do.`
          : '',
    });
  }
  return seen.message;
}

export function StockQuestionPanel({ order, onAnswered }: Props) {
  const questions = order.stockQuestions ?? [];
  const announcement = useQuestionAnnouncement(questions);
  const settledHeading = useRef<HTMLHeadingElement>(null);
  const [answeredHere, setAnsweredHere] = useState(false);
  const open = questions.find((q) => q.choice === null);
  const settled = questions.filter((q) => q.choice !== null);
  useEffect(() => {
    // The buttons are gone once answered: focus moves to what happened instead of the page's top.
    if (answeredHere && !open) settledHeading.current?.focus();
  }, [answeredHere, open]);
  return (
    <>
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {open && (
        <OpenQuestion
          key={open.questionId}
          order={order}
          question={open}
          onAnswered={(view) => {
            setAnsweredHere(true);
            onAnswered(view);
          }}
        />
      )}
      {settled.length > 0 && (
        <section className="panel order-stock" aria-labelledby="order-stock-settled">
          <h2 id="order-stock-settled" ref={settledHeading} tabIndex={-1}>
            Changes to your order
          </h2>
          <ul className="order-stock__settled">
            {settled.map((q) => (
              <li key={q.questionId}>{settledSentence(q)}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function OpenQuestion({
  order,
  question,
  onAnswered,
}: { order: OrderStatusView; question: StockQuestion } & Pick<Props, 'onAnswered'>) {
  const id = useId();
  const [sending, setSending] = useState<OutOfStockChoice | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { outcomes, replacement } = question;
  useEffect(() => {
    if (error) statusRef.current?.focus();
  }, [error]);
  const tz = order.store.timeZone;

  const choose = async (choice: OutOfStockChoice) => {
    setSending(choice);
    setError(null);
    setStatus('Sending your choice…');
    try {
      const view = await answerStockQuestion(order.orderId, question.questionId, choice);
      setStatus('');
      onAnswered(view);
    } catch (e) {
      setStatus('');
      setError(
        e instanceof ApiError && (e.status === 409 || e.status === 404)
          ? e.message
          : 'Your choice did not reach us. Check your connection and try again.',
      );
    } finally {
      setSending(null);
    }
  };

  const options: { choice: OutOfStockChoice; label: string; detail: string }[] = [
    ...(replacement && outcomes?.swap
      ? [
          {
            choice: 'swap' as const,
            label: `Swap for ${replacement.name}${replacement.sizeName ? ` (${replacement.sizeName})` : ''}`,
            detail: moneyText(order, outcomes.swap),
          },
        ]
      : []),
    { choice: 'drop', label: `Drop ${question.lineName}`, detail: moneyText(order, outcomes?.drop ?? null) },
    {
      choice: 'cancel',
      label: 'Cancel the whole order',
      detail:
        outcomes && outcomes.cancel.refund > 0 ? `${formatCents(outcomes.cancel.refund)} back to your payment` : '',
    },
  ];

  return (
    <section
      className="panel order-stock order-stock--open"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
    >
      <h2 id={`${id}-title`}>{question.lineName} is out of stock</h2>
      <p id={`${id}-about`}>
        {order.store.name} can’t make {question.quantity} × {question.lineName} ({formatCents(question.lineTotal)}).
        Choose by <time dateTime={question.deadlineAt}>{storeTime(question.deadlineAt, tz)}</time>; after that we{' '}
        {question.defaultChoice === 'cancel' ? 'cancel the order' : 'drop it'}.
      </p>
      <div className="order-stock__choices" role="group" aria-label="Your choice">
        {options.map((o) => (
          <Button
            key={o.choice}
            variant={o.choice === 'cancel' ? 'ghost' : o.choice === 'swap' ? 'primary' : 'secondary'}
            block
            disabled={sending !== null}
            aria-describedby={o.detail ? `${id}-${o.choice}` : undefined}
            onClick={() => void choose(o.choice)}
          >
            {sending === o.choice ? 'Sending…' : o.label}
            {o.detail && (
              <span id={`${id}-${o.choice}`} className="order-stock__detail">
                {' '}
                ({o.detail})
              </span>
            )}
          </Button>
        ))}
      </div>
      <p className="order-stock__status" aria-live="polite">
        {status}
      </p>
      {error && (
        <p ref={statusRef} tabIndex={-1} role="alert" className="order-stock__error">
          {error}
        </p>
      )}
    </section>
  );
}
