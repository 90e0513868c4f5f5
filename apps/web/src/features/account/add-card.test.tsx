import { CARD_ALREADY_SAVED_MESSAGE, CARD_SAVE_DECLINED_MESSAGE, type SavedCard } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../lib/platform/index.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { addCardMessages } from './add-card.tsx';
import { renderAccount, signInAs, snackbarMessage } from './account-test-support.tsx';
import { AccountPayment } from './payment-page.tsx';

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
const base = `/api/v1/customer/${CUSTOMER.customerId}/card`;
const listPath = `GET ${base}`;
const savePath = `POST ${base}`;
const startPath = `POST ${base}/initialise`;
const setup = {
  flexToken: 'cs_add_1',
  url: '/sandbox-gateway/card/cs_add_1',
  tokeniseUrl: '/sandbox-gateway/flex/cs_add_1/tokens',
  expiresAt: '2026-11-24T07:30:00.000Z',
};

beforeEach(() => signInAs());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('adding a card on /account/payment', () => {
  it("opens the gateway's hosted card fields, returning to this page", async () => {
    const assign = vi.spyOn(platform, 'assign').mockImplementation(() => undefined);
    const api = mockApi('none', { [listPath]: () => json(200, []), [startPath]: () => json(200, setup) });
    renderAccount('/account/payment', AccountPayment);
    await userEvent.click(await screen.findByRole('button', { name: addCardMessages.add }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(setup.url));
    expect(api.calls(startPath)[0]!.body).toEqual({ returnUrl: '/account/payment' });
  });

  it('says why when the card fields cannot open, and lets the customer try again', async () => {
    mockApi('none', { [listPath]: () => json(200, []), [startPath]: () => problem(503, 'ServiceUnavailable') });
    renderAccount('/account/payment', AccountPayment);
    await userEvent.click(await screen.findByRole('button', { name: addCardMessages.add }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: addCardMessages.add }).hasAttribute('disabled')).toBe(false);
  });

  it('back with the card session, saves the card once, shows it and leaves the session out of the address', async () => {
    let cards: SavedCard[] = [];
    let answer!: (response: Response) => void;
    const api = mockApi('none', {
      [listPath]: () => json(200, cards),
      [savePath]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const router = renderAccount('/account/payment?sessionId=cs_add_1', AccountPayment, '/account/payment');
    expect(await screen.findByText(addCardMessages.saving)).toBeTruthy();
    expect(screen.getByRole('button', { name: addCardMessages.add }).hasAttribute('disabled')).toBe(true);
    cards = [VISA];
    answer(json(201, VISA));
    await waitFor(() => expect(snackbarMessage()).toBe('You have succesfully added your card'));
    const visa = await screen.findByRole('listitem', { name: 'Visa ending 1111' });
    expect(within(visa).getByText('Default')).toBeTruthy();
    expect(api.calls(savePath)).toHaveLength(1);
    expect(api.calls(savePath)[0]!.body).toEqual({ flexToken: 'cs_add_1', makeDefault: false });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a card the gateway refuses says it was declined and not saved, and what to do', async () => {
    mockApi('none', {
      [listPath]: () => json(200, []),
      [savePath]: () => problem(402, 'PaymentDeclined', 'declined'),
    });
    renderAccount('/account/payment?sessionId=cs_add_1', AccountPayment, '/account/payment');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This card was declined, so it was not saved. Check its details or use another card.',
    );
    expect(CARD_SAVE_DECLINED_MESSAGE).toContain('declined');
    expect(screen.queryByRole('listitem', { name: /ending/ })).toBeNull();
  });

  it('a card already saved says so (409 CardAlreadySaved): no error, no "added", the list as it was', async () => {
    const conflict = () =>
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          code: 'CardAlreadySaved',
          message: CARD_ALREADY_SAVED_MESSAGE,
          errors: [],
          cardId: VISA.cardId,
        }),
        { status: 409, headers: { 'content-type': 'application/problem+json' } },
      );
    const api = mockApi('none', { [listPath]: () => json(200, [VISA]), [savePath]: conflict });
    const router = renderAccount('/account/payment?sessionId=cs_add_1', AccountPayment, '/account/payment');
    const notice = await screen.findByText('That card is already saved to your account.');
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(snackbarMessage()).toBeUndefined();
    expect(screen.getAllByRole('listitem', { name: 'Visa ending 1111' })).toHaveLength(1);
    expect(api.calls(savePath)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: addCardMessages.add }).hasAttribute('disabled')).toBe(false);
  });
});
