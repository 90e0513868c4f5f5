import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { customerPath, renderAccount, signInAs, snackbarMessage } from './account-test-support.tsx';
import { AccountEmail, emailMessages } from './email-page.tsx';

const requestPath = `PATCH /api/v1/customer/${CUSTOMER.customerId}/changeemail`;
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

  it('asks for the change (changeemail, lower-cased address) and says both links are on their way for 24 hours', async () => {
    const api = mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [requestPath]: () => json(200, { proposedEmail: 'sam.new@example.com', expiresInSeconds: 86400 }),
    });
    renderAccount('/account/email', AccountEmail);
    await type('Sam.New@Example.com');
    expect(await screen.findByText(emailMessages.sent('sam.new@example.com'))).toBeTruthy();
    expect(emailMessages.sent('x')).toContain('within 24 hours');
    expect(api.calls(requestPath)[0]!.body).toEqual({ proposedEmail: 'sam.new@example.com' });
  });

  it('refuses an empty, malformed or unchanged address, sending nothing', async () => {
    const api = mockApi('none', { [customerPath]: () => json(200, CUSTOMER) });
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
      [requestPath]: () => problem(400, 'InvalidRequest', 'This account does not sign in with an e-mail address.'),
    });
    renderAccount('/account/email', AccountEmail);
    await type('other@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('does not sign in with an e-mail address');
  });

  it('uses a verification link once and says "You have succesfully verified your e-mail address"', async () => {
    const api = mockApi('none', {
      [customerPath]: () => json(200, CUSTOMER),
      [verifyPath]: () => json(200, { email: 'sam@example.com', emailVerified: true }),
    });
    const router = renderAccount('/account/email?verifyToken=abcdefghijklmnopqrstuvwxyz', AccountEmail);
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully verified your e-mail address'));
    expect(api.calls(verifyPath)).toHaveLength(1);
    expect(api.calls(verifyPath)[0]!.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
