import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { customerPath, renderAccount, signInAs, snackbarMessage } from './account-test-support.tsx';
import { AccountSecurity, securityMessages } from './security-page.tsx';

const deletePath = `DELETE /api/v1/customer/${CUSTOMER.customerId}`;
const revokePath = 'POST /api/v1/customer/token/revoke';
const devicesPath = `GET /api/v1/customer/${CUSTOMER.customerId}/devices`;

beforeEach(() => {
  signInAs();
  useAlertStore.setState({ current: null });
});
afterEach(() => vi.unstubAllGlobals());

async function askToDelete() {
  await userEvent.click(await screen.findByRole('button', { name: securityMessages.deleteButton }));
  await vi.waitFor(() => expect(useAlertStore.getState().current).not.toBeNull());
  return useAlertStore.getState().current!;
}

describe('/account/security', () => {
  it('shows a loading state, then how the customer logs in', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', { [customerPath]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAccount('/account/security', AccountSecurity);
    expect(await screen.findByText('Loading how you log in')).toBeTruthy();
    answer(
      json(200, {
        ...CUSTOMER,
        identities: [{ provider: 'Google', email: 'sam@gmail.com', linkedAt: '2026-11-01T00:00:00.000Z' }],
      }),
    );
    expect(await screen.findByText('A one-time code sent to sam@example.com')).toBeTruthy();
    expect(screen.getByText('A one-time code sent by SMS to +61412345678')).toBeTruthy();
    expect(screen.getByText('Google (sam@gmail.com)')).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    mockApi('none', { [customerPath]: () => problem(403, 'Forbidden') });
    renderAccount('/account/security', AccountSecurity);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('"Log out" goes to /account, not back through the guard with ?redirect= to this page', async () => {
    mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [devicesPath]: () => json(200, { devices: [] }),
      [revokePath]: () => json(204, null),
    });
    const router = renderAccount('/account/security', AccountSecurity);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully logged out'));
    expect(useAuthStore.getState().isAuth).toBe(false);
    expect(router.state.location.pathname + router.state.location.search).toBe('/account');
  });

  it('asks before deleting; Keep my account sends nothing', async () => {
    const api = mockApi('none', { [customerPath]: () => json(200, CUSTOMER) });
    renderAccount('/account/security', AccountSecurity);
    const alert = await askToDelete();
    expect(alert.title).toBe(securityMessages.confirmTitle);
    expect(alert.confirmText).toBe(securityMessages.confirm);
    expect(alert.cancelText).toBe(securityMessages.cancel);
    useAlertStore.getState().settle(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(deletePath)).toEqual([]);
    expect(useAuthStore.getState().isAuth).toBe(true);
  });

  it('deletes the account once confirmed, logs out and goes home with "You have succesfully deleted your account"', async () => {
    const api = mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [deletePath]: () => json(204, null),
      [revokePath]: () => json(204, null),
    });
    const router = renderAccount('/account/security', AccountSecurity);
    await askToDelete();
    useAlertStore.getState().settle(true);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls(deletePath)).toHaveLength(1);
    expect(useAuthStore.getState().isAuth).toBe(false);
    expect(snackbarMessage()).toBe('You have succesfully deleted your account');
  });

  it('says why when the server refuses (an order on its way) and keeps the customer signed in', async () => {
    mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [devicesPath]: () => json(200, { devices: [] }),
      [deletePath]: () =>
        problem(409, 'Conflict', 'You have an order on its way. Delete your account once it has arrived.'),
    });
    renderAccount('/account/security', AccountSecurity);
    await askToDelete();
    useAlertStore.getState().settle(true);
    expect((await screen.findByRole('alert')).textContent).toContain('You have an order on its way.');
    expect(useAuthStore.getState().isAuth).toBe(true);
  });
});
