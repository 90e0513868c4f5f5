import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { customerPath, renderAccount, signInAs, snackbarMessage } from './account-test-support.tsx';
import { AccountEmail, emailMessages, expiryText } from './email-page.tsx';

const requestPath = `PATCH /api/v1/customer/${CUSTOMER.customerId}/changeemail`;
const pendingPath = `GET /api/v1/customer/${CUSTOMER.customerId}/changeemail`;
const withdrawPath = `DELETE /api/v1/customer/${CUSTOMER.customerId}/changeemail`;
const noChange = () => json(200, { pending: null });
const EXPIRES_AT = '2026-11-25T07:00:00.000Z';
const verifyPath = 'PATCH /api/v1/customer/verifyemail/update';

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

const type = async (value: string) => {
  await userEvent.type(await screen.findByLabelText('New e-mail address'), value);
  await userEvent.click(screen.getByRole('button', { name: emailMessages.submit }));
};

describe('/account/email', () => {
  it('shows a loading state, then the current address and the form', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', { [customerPath]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAccount('/account/email', AccountEmail);
    expect(await screen.findByText('Loading your e-mail address')).toBeTruthy();
    answer(json(200, CUSTOMER));
    expect(await screen.findByText('sam@example.com')).toBeTruthy();
    expect(screen.getByLabelText('New e-mail address')).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    mockApi('none', { [customerPath]: () => problem(403, 'Forbidden') });
    renderAccount('/account/email', AccountEmail);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks for the change (changeemail, lower-cased address) and says both links are on their way, until when', async () => {
    let pending: object | null = null;
    const api = mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [pendingPath]: () => json(200, { pending }),
      [requestPath]: () => {
        pending = { proposedEmail: 'sam.new@example.com', expiresAt: EXPIRES_AT };
        return json(200, { proposedEmail: 'sam.new@example.com', expiresInSeconds: 86400 });
      },
    });
    renderAccount('/account/email', AccountEmail);
    await type('Sam.New@Example.com');
    // The server's record of the request (its expiry) replaces the one worked out here.
    expect(await screen.findByText(emailMessages.pending('sam.new@example.com', EXPIRES_AT))).toBeTruthy();
    expect(api.calls(requestPath)[0]!.body).toEqual({ proposedEmail: 'sam.new@example.com' });
    expect(screen.queryByLabelText('New e-mail address')).toBeNull();
  });

  it('after a reload shows the change still waiting for its link, with its expiry, from the server', async () => {
    mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [pendingPath]: () => json(200, { pending: { proposedEmail: 'sam.new@example.com', expiresAt: EXPIRES_AT } }),
    });
    renderAccount('/account/email', AccountEmail);
    const notice = await screen.findByText(/We sent a link to sam\.new@example\.com\. It expires at /);
    expect(notice.textContent).toBe(emailMessages.pending('sam.new@example.com', EXPIRES_AT));
    expect(notice.textContent).toContain(`It expires at ${expiryText(EXPIRES_AT)}`);
    expect(screen.getByRole('button', { name: emailMessages.sendAgain })).toBeTruthy();
    expect(screen.getByRole('button', { name: emailMessages.withdraw })).toBeTruthy();
    expect(screen.queryByLabelText('New e-mail address')).toBeNull();
  });

  it('with no change waiting (none asked, or expired) shows the form', async () => {
    mockApi('none', { [customerPath]: () => json(200, CUSTOMER), [pendingPath]: noChange });
    renderAccount('/account/email', AccountEmail);
    expect(await screen.findByLabelText('New e-mail address')).toBeTruthy();
    expect(screen.queryByText(/We sent a link/)).toBeNull();
  });

  it('"Send again" asks for the same address again; "Cancel the change" withdraws it and shows the form', async () => {
    let pending: object | null = { proposedEmail: 'sam.new@example.com', expiresAt: EXPIRES_AT };
    const later = '2026-11-25T09:30:00.000Z';
    const api = mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [pendingPath]: () => json(200, { pending }),
      [requestPath]: () => {
        pending = { proposedEmail: 'sam.new@example.com', expiresAt: later };
        return json(200, { proposedEmail: 'sam.new@example.com', expiresInSeconds: 86400 });
      },
      [withdrawPath]: () => {
        pending = null;
        return json(204, null);
      },
    });
    renderAccount('/account/email', AccountEmail);
    await userEvent.click(await screen.findByRole('button', { name: emailMessages.sendAgain }));
    expect(await screen.findByText(emailMessages.pending('sam.new@example.com', later))).toBeTruthy();
    expect(api.calls(requestPath)[0]!.body).toEqual({ proposedEmail: 'sam.new@example.com' });
    expect(snackbarMessage()).toBe(emailMessages.resent('sam.new@example.com'));

    await userEvent.click(screen.getByRole('button', { name: emailMessages.withdraw }));
    expect(await screen.findByLabelText('New e-mail address')).toBeTruthy();
    expect(api.calls(withdrawPath)).toHaveLength(1);
    expect(snackbarMessage()).toBe('You have succesfully cancelled the change of your e-mail address');
    expect(screen.queryByText(/We sent a link/)).toBeNull();
  });

  it('refuses an empty, malformed or unchanged address, sending nothing', async () => {
    const api = mockApi('none', { [customerPath]: () => json(200, CUSTOMER), [pendingPath]: noChange });
    renderAccount('/account/email', AccountEmail);
    await type(' ');
    expect(await screen.findByText(emailMessages.required)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New e-mail address'));
    await type('not-an-address');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New e-mail address'));
    await type('SAM@example.com');
    expect(await screen.findByText(emailMessages.same)).toBeTruthy();
    expect(api.calls(requestPath)).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [pendingPath]: noChange,
      [requestPath]: () => problem(400, 'InvalidRequest', 'This account does not sign in with an e-mail address.'),
    });
    renderAccount('/account/email', AccountEmail);
    await type('other@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('does not sign in with an e-mail address');
  });

  it('uses a verification link once and says "You have succesfully verified your e-mail address"', async () => {
    const api = mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [pendingPath]: noChange,
      [verifyPath]: () => json(200, { email: 'sam@example.com', emailVerified: true }),
    });
    const router = renderAccount('/account/email?verifyToken=abcdefghijklmnopqrstuvwxyz', AccountEmail);
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully verified your e-mail address'));
    expect(api.calls(verifyPath)).toHaveLength(1);
    expect(api.calls(verifyPath)[0]!.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
