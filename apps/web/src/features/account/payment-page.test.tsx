import type { SavedCard } from '@storefront/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { renderAccount, signInAs, snackbarMessage } from './account-test-support.tsx';
import { AccountPayment, paymentMessages } from './payment-page.tsx';

const VISA: SavedCard = {
  cardId: 'c0000000-0000-4000-8000-000000000001',
  brand: 'Visa',
  brandCode: '001',
  last4: '1111',
  expiryMonth: 3,
  expiryYear: 2029,
  default: true,
  status: 'Active',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const AMEX: SavedCard = {
  ...VISA,
  cardId: 'c0000000-0000-4000-8000-000000000002',
  brand: 'Amex',
  brandCode: '003',
  last4: '0005',
  default: false,
};
const listPath = `GET /api/v1/customer/${CUSTOMER.customerId}/card`;
const defaultPath = `PATCH /api/v1/customer/${CUSTOMER.customerId}/card/${AMEX.cardId}/default`;
const deletePath = `DELETE /api/v1/customer/${CUSTOMER.customerId}/card/${AMEX.cardId}`;

beforeEach(() => {
  signInAs();
  useAlertStore.setState({ current: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('/account/payment', () => {
  it('shows a loading state, then each card with brand, last four, expiry, status and the default', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', { [listPath]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAccount('/account/payment', AccountPayment);
    expect(await screen.findByText('Loading your saved cards')).toBeTruthy();
    answer(json(200, [VISA, { ...AMEX, status: 'Expired' }]));
    const visa = await screen.findByRole('listitem', { name: 'Visa ending 1111' });
    expect(within(visa).getByText(paymentMessages.default)).toBeTruthy();
    expect(within(visa).getByText('Expires 03/29')).toBeTruthy();
    const amex = screen.getByRole('listitem', { name: 'Amex ending 0005' });
    expect(within(amex).getByText(/Expired/)).toBeTruthy();
    expect(within(amex).queryByRole('button', { name: /^Make default/ })).toBeNull();
  });

  it('names the card in each button, so a screen reader can tell the cards’ buttons apart', async () => {
    mockApi('none', { [listPath]: () => json(200, [VISA, AMEX]) });
    renderAccount('/account/payment', AccountPayment);
    await screen.findByRole('listitem', { name: 'Visa ending 1111' });
    expect(screen.getByRole('button', { name: 'Remove Amex ending 0005' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make default Amex ending 0005' }).textContent).toBe('Make default');
    // Still the same word on screen.
    expect(screen.getByRole('button', { name: 'Remove Visa ending 1111' }).textContent).toBe(paymentMessages.remove);
  });

  it('shows the empty state', async () => {
    mockApi('none', { [listPath]: () => json(200, []) });
    renderAccount('/account/payment', AccountPayment);
    expect(await screen.findByText(paymentMessages.empty)).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    mockApi('none', { [listPath]: () => problem(403, 'Forbidden') });
    renderAccount('/account/payment', AccountPayment);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('makes another card the default and reads the list again', async () => {
    let defaultId = VISA.cardId;
    const api = mockApi('none', {
      [listPath]: () =>
        json(200, [
          { ...VISA, default: defaultId === VISA.cardId },
          { ...AMEX, default: defaultId === AMEX.cardId },
        ]),
      [defaultPath]: () => {
        defaultId = AMEX.cardId;
        return json(200, { ...AMEX, default: true });
      },
    });
    renderAccount('/account/payment', AccountPayment);
    const amex = await screen.findByRole('listitem', { name: 'Amex ending 0005' });
    await userEvent.click(within(amex).getByRole('button', { name: 'Make default Amex ending 0005' }));
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully changed your default card'));
    expect(api.calls(defaultPath)).toHaveLength(1);
    await vi.waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Amex ending 0005' })).queryByText('Default')).toBeTruthy(),
    );
  });

  it('removes a card only after the confirmation', async () => {
    let cards = [VISA, AMEX];
    const api = mockApi('none', {
      [listPath]: () => json(200, cards),
      [deletePath]: () => {
        cards = [VISA];
        return json(204, null);
      },
    });
    renderAccount('/account/payment', AccountPayment);
    const amex = await screen.findByRole('listitem', { name: 'Amex ending 0005' });
    await userEvent.click(within(amex).getByRole('button', { name: 'Remove Amex ending 0005' }));
    await vi.waitFor(() => expect(useAlertStore.getState().current?.title).toBe(paymentMessages.removeTitle));
    useAlertStore.getState().settle(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(deletePath)).toEqual([]);
    await userEvent.click(within(amex).getByRole('button', { name: 'Remove Amex ending 0005' }));
    await vi.waitFor(() => expect(useAlertStore.getState().current).not.toBeNull());
    useAlertStore.getState().settle(true);
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully removed your card'));
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Amex ending 0005' })).toBeNull());
  });

  it('says why when removing fails and keeps the card', async () => {
    mockApi('none', {
      [listPath]: () => json(200, [VISA, AMEX]),
      [deletePath]: () => problem(503, 'ServiceUnavailable'),
    });
    renderAccount('/account/payment', AccountPayment);
    const amex = await screen.findByRole('listitem', { name: 'Amex ending 0005' });
    await userEvent.click(within(amex).getByRole('button', { name: 'Remove Amex ending 0005' }));
    await vi.waitFor(() => expect(useAlertStore.getState().current).not.toBeNull());
    useAlertStore.getState().settle(true);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Amex ending 0005' })).toBeTruthy();
  });
});
