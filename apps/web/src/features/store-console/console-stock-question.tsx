// Out of stock after ordering on the console (docs/out-of-stock.md): what the customer is being
// asked and until when, and what they (or the store's default) chose and what went back.
import type { StockQuestion } from '@storefront/contract';
import { formatCents } from '@storefront/domain';

const CHOICE_TEXT = (q: StockQuestion): string => {
  if (q.choice === 'swap') return `swapped for ${q.replacement?.name ?? 'the replacement'}`;
  if (q.choice === 'drop') return 'dropped';
  return 'order cancelled';
};

const WHO: Record<NonNullable<StockQuestion['chosenBy']>, string> = {
  customer: 'by the customer',
  'store-default': 'by the store default (no answer in time)',
  store: 'by the store',
};

/** '6:05 pm' in the store's zone. */
export function clockTime(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(
      new Date(iso),
    );
  } catch {
    return iso.slice(11, 16);
  }
}

/** The sentence for a settled question, on the ticket and read out when it changes. */
export function settledText(q: StockQuestion): string {
  const money = q.refunded ? `; ${formatCents(q.refunded)} refunded` : '';
  return `${q.lineName}: ${CHOICE_TEXT(q)} ${q.chosenBy ? WHO[q.chosenBy] : ''}${money}`.replace(/ +/g, ' ').trim();
}

export function ConsoleStockQuestions({ questions, timeZone }: { questions: StockQuestion[]; timeZone: string }) {
  if (questions.length === 0) return null;
  const open = questions.find((q) => q.choice === null);
  const settled = questions.filter((q) => q.choice !== null);
  return (
    <div className="console-stock">
      {open && (
        <p className="console-stock__open">
          <strong>Waiting for the customer:</strong> {open.quantity} × {open.lineName} is out of stock.{' '}
          {open.replacement
            ? `Offered: ${open.replacement.name}${open.replacement.sizeName ? ` (${open.replacement.sizeName})` : ''}. `
            : 'No replacement to offer. '}
          Without an answer by <time dateTime={open.deadlineAt}>{clockTime(open.deadlineAt, timeZone)}</time>{' '}
          {`${open.defaultChoice === 'cancel' ? 'the order is cancelled' : 'it is dropped'}. Hold the order at Preparing until then.`}
        </p>
      )}
      {settled.length > 0 && (
        <ul className="console-stock__settled" aria-label="Out of stock">
          {settled.map((q) => (
            <li key={q.questionId}>{settledText(q)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
