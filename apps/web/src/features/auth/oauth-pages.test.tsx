import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEB_SCOPE } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { signInFor } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { renderAuth } from './auth-test-support.tsx';
import { oauthRegisterMessages } from './oauth-pages.tsx';
import { pendingRegistration, pendingSocialFlow } from './pending-auth.ts';
import { registerMessages } from './register-page.tsx';
import { socialMessages } from './social-timeouts.ts';

const GOOGLE_FLOW = {
  provider: 'Google' as const,
  state: 'state-123',
  nonce: 'nonce-12345678',
  codeVerifier: null,
  redirectUri: 'http://localhost:3000/oauth/redirect',
  returnTo: '/menu/pizza',
};
const PAYPAL_FLOW = {
  ...GOOGLE_FLOW,
  provider: 'PayPal' as const,
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'http://localhost:3000/oauth/paypal-redirect',
};
const REGISTRATION = {
  status: 302,
  code: 'RegistrationRequired',
  message: 'Finish creating your account',
  registrationState: 'r'.repeat(40),
  provider: 'Apple',
  email: 'new@example.com',
  firstName: 'Ada',
  lastName: null,
};

beforeEach(() => useAuthStore.getState().signOut());
afterEach(() => vi.unstubAllGlobals());

describe('social return pages', () => {
  it('Google: checks the state and signs in with the ID token and nonce, as a provider login', async () => {
    pendingSocialFlow.save(GOOGLE_FLOW);
    const api = mockApi('none', { ['POST /api/v1/customer/oauth']: () => json(200, signInFor()) });
    renderAuth('/oauth/redirect#id_token=eyJ.id.token&state=state-123');
    expect(await screen.findByText('Went to /menu/pizza')).toBeTruthy();
    expect(api.sent[0]!.body).toEqual({
      provider: 'Google',
      token: 'eyJ.id.token',
      nonce: 'nonce-12345678',
      state: 'state-123',
      scope: WEB_SCOPE,
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuth: true, isProviderAuth: true });
    expect(pendingSocialFlow.read()).toBeNull();
  });

  it('PayPal: sends the code with the PKCE verifier and return page', async () => {
    pendingSocialFlow.save(PAYPAL_FLOW);
    const api = mockApi('none', { ['POST /api/v1/customer/oauth']: () => json(200, signInFor()) });
    renderAuth('/oauth/paypal-redirect?code=auth-code-1&state=state-123');
    await screen.findByText('Went to /menu/pizza');
    expect(api.sent[0]!.body).toMatchObject({
      provider: 'PayPal',
      token: 'auth-code-1',
      codeVerifier: PAYPAL_FLOW.codeVerifier,
      redirectUri: PAYPAL_FLOW.redirectUri,
    });
  });

  it('refuses an answer whose state is not the one this tab started', async () => {
    pendingSocialFlow.save(GOOGLE_FLOW);
    const api = mockApi('none', {});
    renderAuth('/oauth/redirect#id_token=eyJ.id.token&state=forged');
    expect((await screen.findByRole('alert')).textContent).toBe(socialMessages.lost);
    expect(api.keys()).toEqual([]);
  });

  it('says a cancelled sign-in was cancelled', async () => {
    pendingSocialFlow.save(GOOGLE_FLOW);
    mockApi('none', {});
    renderAuth('/oauth/redirect?error=access_denied&state=state-123');
    expect((await screen.findByRole('alert')).textContent).toBe(socialMessages.cancelled('Google'));
  });

  it('ExistingAccount hides the spinner and explains, offering a code login', async () => {
    pendingSocialFlow.save(GOOGLE_FLOW);
    mockApi('none', { ['POST /api/v1/customer/oauth']: () => problem(409, 'ExistingAccount', 'Exists') });
    renderAuth('/oauth/redirect#id_token=t&state=state-123');
    expect((await screen.findByRole('alert')).textContent).toBe(socialMessages.existingAccount('Google'));
    expect(screen.queryByText('Logging you in')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in with a code' }).getAttribute('href')).toBe('/login');
  });

  it('a 302 goes to /oauth-register, which finishes the account with names and terms', async () => {
    pendingSocialFlow.save({ ...GOOGLE_FLOW, provider: 'Apple' });
    const api = mockApi('none', {
      ['POST /api/v1/customer/oauth']: () => json(302, REGISTRATION),
      ['POST /api/v1/customer/oauth/register']: () => json(200, signInFor()),
    });
    renderAuth('/oauth/redirect#id_token=t&state=state-123');
    expect(await screen.findByRole('heading', { name: 'Finish creating your account' })).toBeTruthy();
    expect(screen.getByText(/You signed in with Apple as new@example.com/)).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    await userEvent.click(screen.getByRole('button', { name: oauthRegisterMessages.submit }));
    expect(await screen.findByText(registerMessages.required('last name'))).toBeTruthy();
    expect(screen.getByText(registerMessages.terms)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: oauthRegisterMessages.submit }));
    expect(await screen.findByText('Went to /menu/pizza')).toBeTruthy();
    expect(api.calls('POST /api/v1/customer/oauth/register')[0]!.body).toEqual({
      registrationState: REGISTRATION.registrationState,
      firstName: 'Ada',
      lastName: 'Lovelace',
      optinEmail: false,
      optinSms: false,
      acceptTerms: true,
      scope: WEB_SCOPE,
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuth: true, isProviderAuth: true });
    expect(pendingRegistration.read()).toBeNull();
  });

  it('/oauth-register with nothing waiting says so', () => {
    mockApi('none', {});
    renderAuth('/oauth-register');
    expect(screen.getByText(oauthRegisterMessages.expired)).toBeTruthy();
  });
});
