import type { UserNotification } from '@storefront/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { renderAccount, signInAs } from './account-test-support.tsx';
import { AccountNotifications, notificationMessages } from './notifications-page.tsx';

const note = (n: number, over: Partial<UserNotification> = {}): UserNotification => ({
  id: `a0000000-0000-4000-8000-00000000000${n}`,
  variant: 'info',
  message: `Message ${n}`,
  createdAt: '2026-11-20T00:00:00.000Z',
  read: false,
  ...over,
});
const id = CUSTOMER.customerId;
const listPath = `GET /api/v1/customer/${id}/notifications`;

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

describe('/account/notifications', () => {
  it('shows a loading state, then each message; unread ones can be marked read', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', { [listPath]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAccount('/account/notifications', AccountNotifications);
    expect(await screen.findByText('Loading your messages')).toBeTruthy();
    answer(json(200, [note(1), note(2, { read: true, variant: 'success' })]));
    const items = within(await screen.findByRole('list', { name: 'Messages' }, { timeout: 3000 })).getAllByRole(
      'listitem',
    );
    expect(items[0]!.textContent).toContain('Unread: Message 1');
    expect(within(items[0]!).getByRole('button', { name: notificationMessages.markRead })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: notificationMessages.markRead })).toBeNull();
  });

  it('shows the empty state', async () => {
    mockApi('none', { [listPath]: () => json(200, []) });
    renderAccount('/account/notifications', AccountNotifications);
    expect(await screen.findByText(notificationMessages.empty)).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    mockApi('none', { [listPath]: () => problem(403, 'Forbidden') });
    renderAccount('/account/notifications', AccountNotifications);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('marks read and dismisses with the notification calls, then reads the list again', async () => {
    let list = [note(1)];
    const readPath = `PATCH /api/v1/customer/${id}/notifications/${note(1).id}/read`;
    const dismissPath = `DELETE /api/v1/customer/${id}/notifications/${note(1).id}`;
    const api = mockApi('none', {
      [listPath]: () => json(200, list),
      [readPath]: () => {
        list = [note(1, { read: true })];
        return json(204, null);
      },
      [dismissPath]: () => {
        list = [];
        return json(204, null);
      },
    });
    renderAccount('/account/notifications', AccountNotifications);
    await userEvent.click(await screen.findByRole('button', { name: notificationMessages.markRead }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: notificationMessages.markRead })).toBeNull());
    expect(api.calls(readPath)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: notificationMessages.dismiss }));
    expect(await screen.findByText(notificationMessages.empty)).toBeTruthy();
    expect(api.calls(dismissPath)).toHaveLength(1);
  });

  it('says why when dismissing fails and keeps the message', async () => {
    mockApi('none', {
      [listPath]: () => json(200, [note(1)]),
      [`DELETE /api/v1/customer/${id}/notifications/${note(1).id}`]: () => problem(503, 'ServiceUnavailable'),
    });
    renderAccount('/account/notifications', AccountNotifications);
    await userEvent.click(await screen.findByRole('button', { name: notificationMessages.dismiss }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/Message 1/)).toBeTruthy();
  });
});
