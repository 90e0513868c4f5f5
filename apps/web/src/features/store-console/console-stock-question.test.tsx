import type { ConsoleOrder, StockQuestion } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderLine } from '../../test/order-fixtures.ts';
import { readText } from '../../test/read-text.ts';
import { ConsoleOrderCard } from './console-order-card.tsx';
import { describeArrival } from './console-orders.ts';
import { consoleOrder } from './console-test-data.ts';

const question: StockQuestion = {
  questionId: '3b0f7a52-8a36-4a8e-9d55-0d9c1b7d2f11',
  lineId: 'line-1',
  lineName: 'Pepperoni',
  quantity: 2,
  lineTotal: 2890,
  replacement: { productId: 1001, name: 'Margherita', sizeName: 'Large', total: 2490 },
  outcomes: {
    swap: { refund: 0, basketTotal: 2490 },
    drop: { refund: 0, basketTotal: 0 },
    cancel: { refund: 0, basketTotal: 0 },
  },
  defaultChoice: 'drop',
  deadlineAt: '2026-05-12T18:25:00+10:00',
  choice: null,
  chosenBy: null,
  chosenAt: null,
  refunded: null,
};
const received = consoleOrder({
  items: [
    orderLine({ name: 'Pepperoni', quantity: 2, totalPrice: 2890, lineId: 'line-1' }),
    orderLine({ name: 'Family Feast', quantity: 1, totalPrice: 4645 }),
  ],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let reply: () => Response;
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => fetchMock.mockClear());

function renderCard(order: ConsoleOrder, onChanged = vi.fn()) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <ConsoleOrderCard order={order} token="tok" fresh={false} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return { card: screen.getByRole('article'), onChanged, view, client };
}

describe('marking a line out of stock on the console', () => {
  it('offers the control on standalone lines of a received order only, named for the line', () => {
    const { card, view } = renderCard(received);
    expect(
      within(card)
        .getAllByRole('button', { name: /out of stock/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Mark Pepperoni out of stock']);
    view.unmount();
    const { card: preparing } = renderCard(
      consoleOrder({ ...received, status: 'Preparing', nextStatuses: ['Baking', 'Cancelled'] }),
    );
    expect(within(preparing).queryByRole('button', { name: /out of stock/ })).toBeNull();
  });

  it('marks it by keyboard with the staff token and says so', async () => {
    reply = () => json(consoleOrder({ ...received, stockQuestions: [question] }));
    const user = userEvent.setup();
    const { card, onChanged } = renderCard(received);
    within(card).getByRole('button', { name: 'Mark Pepperoni out of stock' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(`/api/v1/staff/orders/${received.orderId}/lines/line-1/unavailable`);
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(onChanged).toHaveBeenCalledWith(
      `Pepperoni marked out of stock on order ${received.orderReference}; the customer has been asked.`,
    );
  });

  it('shows the pending question and no further out-of-stock controls while it is open', () => {
    const { card } = renderCard(consoleOrder({ ...received, stockQuestions: [question] }));
    expect(readText(card.querySelector('.console-stock__open'))).toMatch(
      /^Waiting for the customer: 2 × Pepperoni is out of stock\. Offered: Margherita \(Large\)\. Without an answer by 6:25\s?pm it is dropped\./,
    );
    expect(within(card).queryByRole('button', { name: /out of stock/ })).toBeNull();
  });

  it('shows a refused status move in the server’s words (409 while the question is open)', async () => {
    const message =
      'Waiting for the customer to answer about Pepperoni (out of stock): the order cannot move past Preparing until they do or the answer time ends.';
    reply = () => json({ status: 409, code: 'Conflict', message, errors: [] }, 409);
    const user = userEvent.setup();
    const { card } = renderCard(
      consoleOrder({
        ...received,
        status: 'Preparing',
        nextStatuses: ['Baking', 'Cancelled'],
        stockQuestions: [question],
      }),
    );
    await user.click(within(card).getByRole('button', { name: 'Mark Baking' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(message);
  });

  it('lists what was settled, and the stream reads the answer out', () => {
    const settled: StockQuestion = {
      ...question,
      outcomes: null,
      choice: 'drop',
      chosenBy: 'store-default',
      refunded: 2890,
    };
    const after = consoleOrder({ ...received, stockQuestions: [settled] });
    const { card } = renderCard(after);
    expect(readText(within(card).getByRole('list', { name: 'Out of stock' }))).toBe(
      'Pepperoni: dropped by the store default (no answer in time); $28.90 refunded',
    );
    const before = consoleOrder({ ...received, stockQuestions: [question] });
    expect(describeArrival(before, after)).toBe(`Order ${received.orderReference}: out-of-stock Pepperoni dropped.`);
  });
});
