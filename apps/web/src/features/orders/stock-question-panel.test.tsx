import type { OrderStatusView, StockQuestion } from '@storefront/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { orderView } from '../../test/order-fixtures.ts';
import { StockQuestionPanel } from './stock-question-panel.tsx';

const QUESTION_ID = '3b0f7a52-8a36-4a8e-9d55-0d9c1b7d2f11';
const open: StockQuestion = {
  questionId: QUESTION_ID,
  lineId: 'line-1',
  lineName: 'Pepperoni',
  quantity: 2,
  lineTotal: 2890,
  replacement: { productId: 1001, name: 'Margherita', sizeName: 'Large', total: 2490 },
  outcomes: {
    swap: { refund: 400, basketTotal: 2490 },
    drop: { refund: 2890, basketTotal: 0 },
    cancel: { refund: 2890, basketTotal: 0 },
  },
  defaultChoice: 'drop',
  deadlineAt: '2026-05-12T18:25:00+10:00',
  choice: null,
  chosenBy: null,
  chosenAt: null,
  refunded: null,
};
const swapped: StockQuestion = {
  ...open,
  outcomes: null,
  choice: 'swap',
  chosenBy: 'customer',
  chosenAt: '2026-05-12T18:22:00+10:00',
  refunded: 400,
};
const card = (q: StockQuestion): OrderStatusView =>
  orderView({ paymentMethod: 'card', basketTotal: 2890, stockQuestions: [q] });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let reply: () => Response;
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());

/** The panel as the order page holds it: the answer's view replaces the order. */
function Harness({ first }: { first: OrderStatusView }) {
  const [order, setOrder] = useState(first);
  return <StockQuestionPanel order={order} onAnswered={setOrder} />;
}

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
beforeEach(() => {
  useBasketSession.setState({ basketId: null, basket: null, sessions: { b1: { sid: 'sid-1', created: 1 } } });
});
afterEach(() => fetchMock.mockClear());

describe('the customer’s out-of-stock choice', () => {
  it('offers swap, drop and cancel with what each gives back, and the deadline', () => {
    render(<Harness first={card(open)} />);
    const panel = screen.getByRole('region', { name: 'Pepperoni is out of stock' });
    expect(within(panel).getByText(/Choose by/).textContent).toMatch(/6:25\s?pm; after that we drop it\./);
    const choices = within(panel).getByRole('group', { name: 'Your choice' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Swap for Margherita (Large) ($4.00 back to your payment)',
      'Drop Pepperoni ($28.90 back to your payment)',
      'Cancel the whole order ($28.90 back to your payment)',
    ]);
  });

  it('answers by keyboard, with the basket session, then says what happened and moves focus there', async () => {
    reply = () => json(card(swapped));
    const user = userEvent.setup();
    render(<Harness first={card(open)} />);
    await user.tab();
    expect(document.activeElement?.textContent).toMatch(/^Swap for Margherita/);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Changes to your order' })).toBe(document.activeElement),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(`/api/v1/order/`);
    expect(String(url)).toContain(`/stock-questions/${QUESTION_ID}/choice`);
    expect((init!.headers as Record<string, string>)['x-session-id']).toBe('sid-1');
    expect(JSON.parse(String(init!.body))).toEqual({ choice: 'swap' });
    expect(screen.getByRole('status').textContent).toBe(
      'You chose to swap Pepperoni for Margherita. $4.00 is going back to your payment.',
    );
    expect(screen.queryByRole('group', { name: 'Your choice' })).toBeNull();
  });

  it('announces the store default when no answer came in time (pushed by the stream)', () => {
    const { rerender } = render(<StockQuestionPanel order={card(open)} onAnswered={() => undefined} />);
    const dropped: StockQuestion = {
      ...open,
      outcomes: null,
      choice: 'drop',
      chosenBy: 'store-default',
      refunded: 2890,
    };
    rerender(<StockQuestionPanel order={card(dropped)} onAnswered={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe(
      'No answer came in time, so Pepperoni was dropped. $28.90 is going back to your payment.',
    );
  });

  it('a cash order shows the new total; no replacement means no swap', () => {
    const cash = orderView({
      paymentMethod: 'cash',
      basketTotal: 2890,
      stockQuestions: [
        {
          ...open,
          replacement: null,
          outcomes: { swap: null, drop: { refund: 0, basketTotal: 1500 }, cancel: { refund: 0, basketTotal: 0 } },
        },
      ],
    });
    render(<StockQuestionPanel order={cash} onAnswered={() => undefined} />);
    const buttons = within(screen.getByRole('group', { name: 'Your choice' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Drop Pepperoni (your total becomes $15.00)',
      'Cancel the whole order',
    ]);
  });

  it('a refused answer is shown as an alert and focused', async () => {
    reply = () =>
      json({ status: 409, code: 'Conflict', message: 'No replacement was offered for this item.', errors: [] }, 409);
    const user = userEvent.setup();
    render(<Harness first={card(open)} />);
    await user.click(screen.getByRole('button', { name: /Drop Pepperoni/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No replacement was offered for this item.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
