import { CUSTOMER_DETAILS_LIMITS, NAME_TOO_LONG_MESSAGE } from '@storefront/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { signInFor } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi } from '../../test/api-mock.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { captchaFor, renderAuth } from './auth-test-support.tsx';
import { identifierMessages } from '../../lib/identifier.ts';
import { useOtpCountdown } from './otp-countdown.ts';
import { pendingCode } from './pending-auth.ts';
import { registerMessages } from './register-page.tsx';

// The solver has its own tests; here each captcha action answers a known token.
vi.mock('../../lib/captcha.ts', () => ({ solveCaptcha: vi.fn(async (action: string) => `solved-${action}`) }));

beforeEach(() => {
  useAuthStore.getState().signOut();
  useSnackbarStore.setState({ current: null });
  useOtpCountdown.getState().reset(0);
});
afterEach(() => vi.unstubAllGlobals());

async function fillIn(mobile = '0412 345 678') {
  await userEvent.type(screen.getByLabelText('First name'), 'Sam');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.type(screen.getByLabelText('Mobile number'), mobile);
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: registerMessages.submit }));

describe('/register', () => {
  it('has both marketing opt-ins off by default', () => {
    mockApi('none', {});
    renderAuth('/register');
    expect((screen.getByLabelText('Send me offers by email') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Send me offers by SMS') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
  });

  it('names every missing field and the terms, sending nothing', async () => {
    const api = mockApi('none', {});
    renderAuth('/register');
    await submit();
    expect(await screen.findByText(registerMessages.required('first name'))).toBeTruthy();
    expect(screen.getByText(registerMessages.required('last name'))).toBeTruthy();
    expect(screen.getByText(registerMessages.required('e-mail address'))).toBeTruthy();
    expect(screen.getByText(registerMessages.required('mobile number'))).toBeTruthy();
    expect(screen.getByText(registerMessages.terms)).toBeTruthy();
    expect(api.keys()).toEqual([]);
  });

  it('stops names at the contract’s limit and, past it, says so in a plain sentence', async () => {
    const api = mockApi('none', {});
    renderAuth('/register');
    const first = screen.getByLabelText('First name') as HTMLInputElement;
    expect(first.maxLength).toBe(CUSTOMER_DETAILS_LIMITS.name);
    expect((screen.getByLabelText('Last name') as HTMLInputElement).maxLength).toBe(CUSTOMER_DETAILS_LIMITS.name);
    await fillIn();
    // A value the browser's limit did not stop (set by script or an old browser).
    fireEvent.input(first, { target: { value: 'A'.repeat(CUSTOMER_DETAILS_LIMITS.name + 1) } });
    await submit();
    expect(await screen.findByText(NAME_TOO_LONG_MESSAGE)).toBeTruthy();
    expect(NAME_TOO_LONG_MESSAGE).toBe('Use at most 60 characters.');
    expect(screen.queryByText(/Too big/)).toBeNull();
    expect(api.keys()).toEqual([]);
  });

  it('refuses a mobile that is not Australian', async () => {
    const api = mockApi('none', {});
    renderAuth('/register');
    await fillIn('02 9999 1234');
    await submit();
    expect(await screen.findByText(identifierMessages.invalidMobile)).toBeTruthy();
    expect(api.keys()).toEqual([]);
  });

  it('registers (captcha REGISTER_USER, mobile in +614 form) and, with a code sent, goes to /verify-otp with the countdown reset', async () => {
    const api = mockApi('none', {
      ['POST /api/v1/customer/register']: () =>
        json(200, { otpType: 'email', destination: 's***@example.com', expiresInSeconds: 600, resendAfterSeconds: 60 }),
    });
    renderAuth('/register');
    await fillIn();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(api.sent[0]!.body).toEqual({
      registerType: 'email',
      email: 'sam@example.com',
      mobileNumber: '+61412345678',
      profile: { firstName: 'Sam', lastName: 'Lee', optinEmail: false, optinSms: false, acceptTerms: true },
      tokenV3: captchaFor('REGISTER_USER'),
    });
    expect(pendingCode.read()).toMatchObject({ otpType: 'email', email: 'sam@example.com', isRegister: true });
    expect(useOtpCountdown.getState()).toMatchObject({ secondsLeft: 60, finished: false });
  });

  it('sends the code by SMS when asked to', async () => {
    const api = mockApi('none', {
      ['POST /api/v1/customer/register']: () =>
        json(200, { otpType: 'sms', destination: '+614*****678', expiresInSeconds: 600, resendAfterSeconds: 60 }),
    });
    renderAuth('/register');
    await fillIn();
    await userEvent.click(screen.getByLabelText('By SMS to my mobile'));
    await userEvent.click(screen.getByLabelText('Send me offers by SMS'));
    await submit();
    await screen.findByRole('heading', { name: 'Enter your code' });
    expect(api.sent[0]!.body).toMatchObject({ registerType: 'mobile', profile: { optinSms: true, optinEmail: false } });
    expect(pendingCode.read()).toMatchObject({ otpType: 'sms', mobileNumber: '+61412345678' });
  });

  it('signs in at once when tokens come back', async () => {
    mockApi('none', { ['POST /api/v1/customer/register']: () => json(200, signInFor()) });
    renderAuth('/register');
    await fillIn();
    await submit();
    expect(await screen.findByText('Went to /account')).toBeTruthy();
    expect(useAuthStore.getState().isAuth).toBe(true);
    expect(useSnackbarStore.getState().current?.message).toBe('You have succesfully created your account');
  });
});
