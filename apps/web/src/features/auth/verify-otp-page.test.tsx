import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEB_SCOPE } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { CUSTOMER, signInFor } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi } from '../../test/api-mock.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { captchaFor, renderAuth } from './auth-test-support.tsx';
import { useOtpCountdown } from './otp-countdown.ts';
import { pendingCode, type PendingCode } from './pending-auth.ts';
import { verifyMessages } from './verify-otp-page.tsx';

// The solver has its own tests; here each captcha action answers a known token.
vi.mock('../../lib/captcha.ts', () => ({ solveCaptcha: vi.fn(async (action: string) => `solved-${action}`) }));

const PENDING: PendingCode = {
  otpType: 'email',
  email: 'sam@example.com',
  isRegister: false,
  destination: 's***@example.com',
  returnTo: '/cart',
};

const wrongCode = (attemptsRemaining: number) =>
  new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Bad',
      status: 400,
      code: 'OtpInvalid',
      message: 'Wrong',
      errors: [],
      attemptsRemaining,
    }),
    { status: 400, headers: { 'content-type': 'application/problem+json' } },
  );

const pasteCode = (code: string) =>
  fireEvent.paste(screen.getAllByRole('textbox')[0]!, { clipboardData: { getData: () => code } });

beforeEach(() => {
  useAuthStore.getState().signOut();
  useSnackbarStore.setState({ current: null });
  useOtpCountdown.getState().reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('/verify-otp', () => {
  it('without a code on its way, sends the customer to log in', () => {
    mockApi('none', {});
    renderAuth('/verify-otp');
    expect(screen.getByText(verifyMessages.noCode)).toBeTruthy();
  });

  it('a pasted code signs in (captcha VALIDATE_OTP) and returns to the page before login', async () => {
    pendingCode.save(PENDING);
    const api = mockApi('none', { ['POST /api/v1/customer/validateOTP']: () => json(200, signInFor()) });
    renderAuth('/verify-otp');
    pasteCode('123456');
    expect(await screen.findByText('Went to /cart')).toBeTruthy();
    expect(api.sent[0]!.body).toEqual({
      code: '123456',
      otpType: 'email',
      email: 'sam@example.com',
      isRegister: false,
      scope: WEB_SCOPE,
      tokenV3: captchaFor('VALIDATE_OTP'),
    });
    expect(useAuthStore.getState().customer?.customerId).toBe(CUSTOMER.customerId);
    expect(useSnackbarStore.getState().current?.message).toBe('You have succesfully logged in');
    expect(pendingCode.read()).toBeNull();
  });

  it('a wrong code says how many tries are left and empties the boxes', async () => {
    pendingCode.save(PENDING);
    mockApi('none', { ['POST /api/v1/customer/validateOTP']: () => wrongCode(4) });
    renderAuth('/verify-otp');
    pasteCode('111111');
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. You have 4 tries left.');
    expect((screen.getAllByRole('textbox') as HTMLInputElement[]).map((b) => b.value).join('')).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Digit 1 of 6')));
    expect(useAuthStore.getState().isAuth).toBe(false);
  });

  it('an incomplete code is not sent', async () => {
    pendingCode.save(PENDING);
    const api = mockApi('none', {});
    renderAuth('/verify-otp');
    await userEvent.click(screen.getByRole('button', { name: verifyMessages.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter all 6 digits of your code.');
    expect(api.keys()).toEqual([]);
  });

  it('a new code may be asked for only once the 60-second countdown has finished, which starts it again', async () => {
    pendingCode.save(PENDING);
    const api = mockApi('none', {
      ['POST /api/v1/customer/requestOTP']: () =>
        json(200, { otpType: 'email', destination: 's***@example.com', expiresInSeconds: 600, resendAfterSeconds: 60 }),
    });
    renderAuth('/verify-otp');
    const resend = screen.getByRole('button', { name: verifyMessages.resend }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('You can ask for a new code in 1:00.')).toBeTruthy();
    useOtpCountdown.getState().reset(0);
    await waitFor(() => expect(resend.disabled).toBe(false));
    await userEvent.click(resend);
    expect(await screen.findByText(verifyMessages.resent('s***@example.com'))).toBeTruthy();
    expect(api.sent[0]!.body).toEqual({
      otpType: 'email',
      email: 'sam@example.com',
      tokenV3: captchaFor('REQUEST_OTP'),
    });
    expect(useOtpCountdown.getState()).toMatchObject({ secondsLeft: 60, finished: false });
    expect(resend.disabled).toBe(true);
  });

  it('an e-mailed login link signs in by itself (captcha VALIDATE_LOGIN_TOKEN)', async () => {
    const token = 'a'.repeat(32);
    const api = mockApi('none', { ['POST /api/v1/customer/validateLoginToken']: () => json(200, signInFor()) });
    renderAuth(`/verify-otp?loginToken=${token}`);
    expect(await screen.findByText('Went to /account')).toBeTruthy();
    expect(api.sent[0]!.body).toEqual({ token, scope: WEB_SCOPE, tokenV3: captchaFor('VALIDATE_LOGIN_TOKEN') });
    expect(useAuthStore.getState().isAuth).toBe(true);
  });
});
