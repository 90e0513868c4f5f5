import { COUPON_NOT_AVAILABLE_TODAY_MESSAGE, ITEM_UNAVAILABLE_MESSAGE, type ReorderResult } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { basket, basketItem } from '../../test/basket-fixtures.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { historyPage, historyPath, pastOrder, renderAccount, signInAs } from './account-test-support.tsx';
import { AccountHistory, historyMessages } from './history-page.tsx';
import { reorderMessages } from './reorder-review.tsx';

const OLD = basket({ basketId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', sessionId: 'old-sid' });
const REORDERED = basket({
  basketId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  sessionId: 'new-sid',
  basketItems: [basketItem()],
  basketTotal: 2790,
});
const reorderPath = `POST /api/v1/baskets/customers/${CUSTOMER.customerId}/reorder`;

const result = (over: Partial<ReorderResult> = {}): ReorderResult => ({
  basket: REORDERED,
  previousTotal: 2590,
  changes: [
    {
      kind: 'PriceChanged',
      name: 'Margherita',
      quantity: 2,
      previousPrice: 2590,
      currentPrice: 2790,
      message: 'The price has changed.',
    },
    {
      kind: 'CouponNotAvailableToday',
      name: 'Tuesday Two for One',
      quantity: 1,
      previousPrice: 0,
      currentPrice: null,
      message: COUPON_NOT_AVAILABLE_TODAY_MESSAGE,
    },
  ],
  ...over,
});

beforeEach(() => {
  signInAs();
  useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
  useBasketSession.getState().setBasket(OLD);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/account/history', () => {
  it('shows a loading state, then each order with date, reference, store, total and status', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', { [historyPath(1, 10)]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAccount('/account/history', AccountHistory);
    expect(await screen.findByText('Loading your orders')).toBeTruthy();
    answer(json(200, historyPage([pastOrder(1, { status: 'Cancelled', serviceType: 'Delivery' })])));
    const order = await screen.findByRole('article', { name: 'Order RR-1001' });
    expect(within(order).getByText('11 Nov 2026')).toBeTruthy();
    expect(within(order).getByText('RR-1001')).toBeTruthy();
    expect(within(order).getByText('Red Roof Pizza Auburn (Delivery)')).toBeTruthy();
    expect(within(order).getByText('$25.90')).toBeTruthy();
    expect(within(order).getByText('Cancelled')).toBeTruthy();
    expect(within(order).getByText('2 × Margherita')).toBeTruthy();
  });

  it('shows the empty state before the first order', async () => {
    mockApi('none', { [historyPath(1, 10)]: () => json(200, historyPage([])) });
    renderAccount('/account/history', AccountHistory);
    expect(await screen.findByText('You have no past orders yet.')).toBeTruthy();
  });

  it('says when the page asked for is past the last one, with a link back to the first page', async () => {
    mockApi('none', {
      [historyPath(99, 10)]: () => json(200, historyPage([], 12, 99, 10)),
      [historyPath(1, 10)]: () => json(200, historyPage([pastOrder(1)], 12, 1, 10)),
    });
    const router = renderAccount('/account/history?page=99', AccountHistory);
    expect(await screen.findByText('There is no page 99 of your orders.')).toBeTruthy();
    expect(screen.queryByText('You have no past orders yet.')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: historyMessages.firstPage }));
    expect(await screen.findByRole('article', { name: 'Order RR-1001' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('keeps the empty state on a page past the end when there are no orders at all', async () => {
    mockApi('none', { [historyPath(99, 10)]: () => json(200, historyPage([], 0, 99, 10)) });
    renderAccount('/account/history?page=99', AccountHistory);
    expect(await screen.findByText('You have no past orders yet.')).toBeTruthy();
    expect(screen.queryByText(historyMessages.noSuchPage(99))).toBeNull();
  });

  it('shows the error with a retry', async () => {
    mockApi('none', { [historyPath(1, 10)]: () => problem(403, 'Forbidden') });
    renderAccount('/account/history', AccountHistory);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('pages through the history ten at a time with the pager', async () => {
    const first = Array.from({ length: 10 }, (_, i) => pastOrder(i + 1));
    const api = mockApi('none', {
      [historyPath(1, 10)]: () => json(200, historyPage(first, 12, 1, 10)),
      [historyPath(2, 10)]: () => json(200, historyPage([pastOrder(11), pastOrder(12)], 12, 2, 10)),
    });
    const router = renderAccount('/account/history', AccountHistory);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Order RR-1012' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
    expect(api.keys()).toContain(historyPath(2, 10));
  });

  it('reviews a reorder line by line and changes nothing until Reorder; Keep my basket leaves it', async () => {
    const api = mockApi('none', {
      [historyPath(1, 10)]: () => json(200, historyPage([pastOrder(1)])),
      [reorderPath]: () => json(201, result()),
    });
    renderAccount('/account/history', AccountHistory);
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const dialog = await screen.findByRole('dialog', { name: reorderMessages.title });
    expect(api.calls(reorderPath)[0]!.body).toEqual({ orderId: pastOrder(1).orderId });
    const changes = within(dialog).getAllByRole('listitem');
    expect(changes[0]!.textContent).toContain('was $25.90, now $27.90');
    expect(changes[1]!.textContent).toContain(COUPON_NOT_AVAILABLE_TODAY_MESSAGE);
    expect(within(dialog).getByText('$27.90')).toBeTruthy();
    expect(useBasketSession.getState().basketId).toBe(OLD.basketId);
    await userEvent.click(within(dialog).getByRole('button', { name: reorderMessages.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useBasketSession.getState().basketId).toBe(OLD.basketId);
  });

  it('after Reorder the new basket is current, and Undo within 10 seconds puts the old one back', async () => {
    mockApi('none', {
      [historyPath(1, 10)]: () => json(200, historyPage([pastOrder(1)])),
      [reorderPath]: () => json(201, result()),
    });
    renderAccount('/account/history', AccountHistory);
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: reorderMessages.confirm }));
    await waitFor(() => expect(useBasketSession.getState().basketId).toBe(REORDERED.basketId));
    const snackbar = useSnackbarStore.getState().current!;
    expect(snackbar.message).toBe('You have succesfully added your past order to your basket');
    expect(snackbar.autoCloseMs).toBe(10_000);
    snackbar.actions.find((action) => action.label === reorderMessages.undo)!.onClick();
    expect(useBasketSession.getState().basketId).toBe(OLD.basketId);
    expect(useSnackbarStore.getState().current?.message).toBe(reorderMessages.undone);
  });

  it('refuses the undo after 10 seconds', async () => {
    mockApi('none', {
      [historyPath(1, 10)]: () => json(200, historyPage([pastOrder(1)])),
      [reorderPath]: () => json(201, result({ changes: [] })),
    });
    renderAccount('/account/history', AccountHistory);
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(reorderMessages.unchanged)).toBeTruthy();
    const clicked = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: reorderMessages.confirm }));
    const undo = useSnackbarStore.getState().current!.actions[0]!;
    vi.spyOn(Date, 'now').mockReturnValue(clicked + 10_500);
    undo.onClick();
    expect(useBasketSession.getState().basketId).toBe(REORDERED.basketId);
  });

  it('cannot reorder when nothing can be added, and says why', async () => {
    mockApi('none', {
      [historyPath(1, 10)]: () => json(200, historyPage([pastOrder(1)])),
      [reorderPath]: () =>
        json(
          201,
          result({
            basket: { ...REORDERED, basketItems: [], basketTotal: 0 },
            changes: [
              {
                kind: 'Unavailable',
                name: 'Margherita',
                quantity: 2,
                previousPrice: 2590,
                currentPrice: null,
                message: ITEM_UNAVAILABLE_MESSAGE,
              },
            ],
          }),
        ),
    });
    renderAccount('/account/history', AccountHistory);
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(reorderMessages.nothingLeft)).toBeTruthy();
    expect(within(dialog).getByText(ITEM_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: reorderMessages.confirm }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says when the reorder fails and keeps the basket', async () => {
    mockApi('none', {
      [historyPath(1, 10)]: () => json(200, historyPage([pastOrder(1)])),
      [reorderPath]: () => problem(412, 'StoreClosed', 'This store is closed right now.'),
    });
    renderAccount('/account/history', AccountHistory);
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This store is closed right now.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useBasketSession.getState().basketId).toBe(OLD.basketId);
  });
});
