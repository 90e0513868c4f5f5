import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { captchaFor, renderAuth } from './auth-test-support.tsx';
import { identifierMessages } from '../../lib/identifier.ts';
import { loginMessages } from './login-form.tsx';
import { LoginModal } from './login-page.tsx';
import { useOtpCountdown } from './otp-countdown.ts';
import { pendingCode, pendingSocialFlow } from './pending-auth.ts';

// The solver has its own tests; here each captcha action answers a known token.
vi.mock('../../lib/captcha.ts', () => ({ solveCaptcha: vi.fn(async (action: string) => `solved-${action}`) }));

const sent = (otpType: 'email' | 'sms', destination: string) =>
  json(200, { otpType, destination, expiresInSeconds: 600, resendAfterSeconds: 60 });

beforeEach(() => {
  useOtpCountdown.getState().reset(0);
  useConfigurationStore.setState({ configuration: sampleConfiguration });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useConfigurationStore.setState({ configuration: null });
});

const withLoginProviders = (providers: string[]) =>
  useConfigurationStore.setState({
    configuration: {
      ...sampleConfiguration,
      settings: { ...sampleConfiguration.settings, LOGIN_PROVIDERS: providers },
    },
  });

describe('/login', () => {
  it('asks again for a field that is neither an e-mail nor an Australian mobile, sending nothing', async () => {
    const api = mockApi('none', {});
    renderAuth('/login');
    await userEvent.click(screen.getByRole('button', { name: loginMessages.submit }));
    expect(await screen.findByText(identifierMessages.empty)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(loginMessages.label), '02 9999 1234');
    await userEvent.click(screen.getByRole('button', { name: loginMessages.submit }));
    expect(await screen.findByText(identifierMessages.invalidMobile)).toBeTruthy();
    expect(screen.getByLabelText(loginMessages.label).getAttribute('aria-invalid')).toBe('true');
    expect(api.keys()).toEqual([]);
  });

  it('sends a code to an e-mail (captcha REQUEST_OTP), resets the countdown and goes to /verify-otp', async () => {
    const api = mockApi('none', { ['POST /api/v1/customer/requestOTP']: () => sent('email', 's***@example.com') });
    renderAuth('/login?redirect=%2Fcheckout');
    await userEvent.type(screen.getByLabelText(loginMessages.label), 'Sam@Example.com');
    await userEvent.click(screen.getByRole('button', { name: loginMessages.submit }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByText(/We've sent a 6-digit code to s\*\*\*@example.com/)).toBeTruthy();
    expect(api.sent[0]!.body).toEqual({
      otpType: 'email',
      email: 'sam@example.com',
      tokenV3: captchaFor('REQUEST_OTP'),
    });
    expect(pendingCode.read()).toEqual({
      otpType: 'email',
      email: 'sam@example.com',
      isRegister: false,
      destination: 's***@example.com',
      returnTo: '/checkout',
    });
    expect(useOtpCountdown.getState()).toMatchObject({ secondsLeft: 60, finished: false });
  });

  it('sends a code by SMS to a mobile in +614 form', async () => {
    const api = mockApi('none', { ['POST /api/v1/customer/requestOTP']: () => sent('sms', '+614*****678') });
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText(loginMessages.label), '0412 345 678');
    await userEvent.click(screen.getByRole('button', { name: loginMessages.submit }));
    await screen.findByRole('heading', { name: 'Enter your code' });
    expect(api.sent[0]!.body).toMatchObject({ otpType: 'sms', mobileNumber: '+61412345678' });
  });

  it('shows a failed call as an alert and lets the customer try again', async () => {
    mockApi('none', { ['POST /api/v1/customer/requestOTP']: () => problem(429, 'TooManyRequests', 'Slow down') });
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText(loginMessages.label), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: loginMessages.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByRole('button', { name: loginMessages.submit }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts Google sign-in: asks for the sign-in page and keeps state, nonce and the return page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const api = mockApi('none', {
      ['POST /api/v1/customer/oauth/authorize']: () =>
        json(200, {
          provider: 'Google',
          authorizationUrl: 'http://idp.test/google/auth?x=1',
          responseType: 'id_token',
          state: 'st-1',
          nonce: 'nonce-1234',
          codeVerifier: null,
        }),
    });
    renderAuth('/login?redirect=%2Fcart');
    for (const provider of ['Google', 'Apple', 'PayPal'])
      expect(screen.getByRole('button', { name: `Continue with ${provider}` })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://idp.test/google/auth?x=1'));
    expect(api.sent[0]!.body).toEqual({ provider: 'Google', redirectUri: `${window.location.origin}/oauth/redirect` });
    expect(pendingSocialFlow.read()).toMatchObject({
      provider: 'Google',
      state: 'st-1',
      nonce: 'nonce-1234',
      returnTo: '/cart',
    });
  });
});

describe('/login social sign-in offers', () => {
  it('only the providers the configuration names, in the app order', () => {
    mockApi('none', {});
    withLoginProviders(['PayPal', 'Google', 'Twitter']);
    renderAuth('/login');
    const offered = screen.getAllByRole('button', { name: /^Continue with / }).map((button) => button.textContent);
    expect(offered).toEqual(['Continue with Google', 'Continue with PayPal']);
  });

  it('none, and no "or continue with", when the server has no provider configured', () => {
    mockApi('none', {});
    withLoginProviders([]);
    renderAuth('/login');
    expect(screen.queryByRole('button', { name: /^Continue with / })).toBeNull();
    expect(screen.queryByText(loginMessages.socialHeading)).toBeNull();
    expect(screen.getByRole('button', { name: loginMessages.submit })).toBeTruthy();
  });
});

describe('the login modal (a 403 on a customer call)', () => {
  it('asks to log in again and returns to the page it opened on', async () => {
    mockApi('none', { ['POST /api/v1/customer/requestOTP']: () => sent('email', 's***@example.com') });
    const onClose = vi.fn();
    const router = createMemoryRouter(
      [
        { path: '/account/payment', element: <LoginModal onClose={onClose} /> },
        { path: '/verify-otp', element: <p>Code page</p> },
      ],
      { initialEntries: ['/account/payment?tab=cards'] },
    );
    render(<RouterProvider router={router} />);
    const dialog = screen.getByRole('dialog', { name: 'Please log in again', hidden: true });
    expect(dialog).toBeTruthy();
    await userEvent.type(screen.getByLabelText(loginMessages.label), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: loginMessages.submit, hidden: true }));
    await screen.findByText('Code page');
    expect(onClose).toHaveBeenCalled();
    expect(pendingCode.read()?.returnTo).toBe('/account/payment?tab=cards');
  });
});
