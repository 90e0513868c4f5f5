import { CHANGE_EMAIL_LINK_INVALID } from '@storefront/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { renderAccount, signInAs } from './account-test-support.tsx';
import { ChangeEmailPage, changeEmailPageMessages } from './change-email-page.tsx';

const TOKEN = 'tok-abcdefghijklmnopqrstuvwxyz';
const at = (action: string) => `/change-email/${CUSTOMER.customerId}/${TOKEN}/${action}`;
const confirmPath = `PATCH /api/v1/customer/${CUSTOMER.customerId}/changeemail/confirm`;
const cancelPath = `PATCH /api/v1/customer/${CUSTOMER.customerId}/changeemail/cancel`;

const renderAt = (action: string) =>
  renderAccount(at(action), ChangeEmailPage, '/change-email/:customerId/:token/:action');

beforeEach(() => useAuthStore.getState().signOut());
afterEach(() => vi.unstubAllGlobals());

describe('/change-email/{customerId}/{token}/{action}', () => {
  it('changes nothing until the button is pressed, then confirms signed out', async () => {
    const api = mockApi('none', {
      [confirmPath]: () => json(200, { outcome: 'confirmed', email: 'sam.new@example.com' }),
    });
    renderAt('confirm');
    expect(await screen.findByRole('heading', { name: changeEmailPageMessages.confirmTitle })).toBeTruthy();
    expect(api.keys()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: changeEmailPageMessages.confirmButton }));
    expect(await screen.findByText(changeEmailPageMessages.confirmed('sam.new@example.com'))).toBeTruthy();
    expect(api.calls(confirmPath)[0]!.body).toEqual({ token: TOKEN });
    expect(api.calls(confirmPath)[0]!.headers.authorization).toBeUndefined();
  });

  it('updates the e-mail of the customer signed in here', async () => {
    signInAs();
    mockApi('none', { [confirmPath]: () => json(200, { outcome: 'confirmed', email: 'sam.new@example.com' }) });
    renderAt('confirm');
    await userEvent.click(await screen.findByRole('button', { name: changeEmailPageMessages.confirmButton }));
    await vi.waitFor(() => expect(useAuthStore.getState().customer?.email).toBe('sam.new@example.com'));
  });

  it('cancels with the cancel link', async () => {
    const api = mockApi('none', { [cancelPath]: () => json(200, { outcome: 'cancelled', email: 'sam@example.com' }) });
    renderAt('cancel');
    await userEvent.click(await screen.findByRole('button', { name: changeEmailPageMessages.cancelButton }));
    expect(await screen.findByText(changeEmailPageMessages.cancelled('sam@example.com'))).toBeTruthy();
    expect(api.calls(cancelPath)).toHaveLength(1);
  });

  it('shows a clear page for a used, expired or closed link', async () => {
    mockApi('none', {
      [confirmPath]: () => problem(400, CHANGE_EMAIL_LINK_INVALID, 'This link has expired or was already used.'),
    });
    renderAt('confirm');
    await userEvent.click(await screen.findByRole('button', { name: changeEmailPageMessages.confirmButton }));
    expect(await screen.findByRole('heading', { name: changeEmailPageMessages.invalidTitle })).toBeTruthy();
    expect(screen.getByText(changeEmailPageMessages.invalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: changeEmailPageMessages.confirmButton })).toBeNull();
  });

  it('says so when the server cannot be reached, and the link can be tried again', async () => {
    let down = true;
    mockApi('none', {
      [confirmPath]: () =>
        down ? problem(503, 'ServiceUnavailable') : json(200, { outcome: 'confirmed', email: 'sam.new@example.com' }),
    });
    renderAt('confirm');
    await userEvent.click(await screen.findByRole('button', { name: changeEmailPageMessages.confirmButton }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: changeEmailPageMessages.confirmButton }));
    expect(await screen.findByText(changeEmailPageMessages.confirmed('sam.new@example.com'))).toBeTruthy();
  });
});
