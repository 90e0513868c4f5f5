import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { WEB_SCOPE } from '@storefront/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestLocalIdentityProviders } from '../../local/identity-provider/local-identity-provider.ts';
import { fixedClock } from '../../platform/clock.ts';
import { customerClient } from '../../test/customer-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { signInAtProvider } from '../../test/identity-provider-client.ts';

// Each call here solves a proof-of-work captcha: slow on a busy machine, so a generous time-out.
vi.setConfig({ testTimeout: 120_000 });

const APP = 'http://localhost:5173';
let ctx: TestContext;
let client: ReturnType<typeof customerClient>;
const clock = fixedClock(new Date());

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false, clock });
  client = customerClient(ctx.app);
});
afterAll(() => ctx?.close());

const authorize = async (provider: string, redirectUri = `${APP}/oauth/redirect`) =>
  client.post('/customer/oauth/authorize', { provider, redirectUri });

/** Google/Apple: the ID token and state the return page reads from the fragment. */
async function idTokenFrom(provider: 'Google' | 'Apple', sub: string) {
  const started = (await authorize(provider)).json();
  const back = await signInAtProvider(ctx.app, started.authorizationUrl, sub);
  const fragment = new URLSearchParams(back.hash.slice(1));
  return { started, idToken: fragment.get('id_token')!, state: fragment.get('state')! };
}

/** A token with the stand-in's own key (so a trusted signature) but claims of our choosing. */
async function mintIdToken(
  provider: 'Google' | 'Apple',
  claims: Record<string, unknown>,
  options: { key?: 'own' | 'stranger' } = {},
) {
  const issuer = latestLocalIdentityProviders()!.issuerOf(provider);
  const jwk = (await issuer.secrets()).signingJwk;
  const key =
    options.key === 'stranger'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      : createPrivateKey({ key: jwk as never, format: 'jwk' });
  const now = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ email: 'olivia.nguyen@example.com', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setSubject('google-1001')
    .setIssuer(String(claims.iss ?? issuer.issuer))
    .setAudience(String(claims.aud ?? issuer.clientId))
    .setIssuedAt(now)
    .setExpirationTime(Number(claims.exp ?? now + 600))
    .sign(key);
}

describe('Google and Apple: ID tokens', () => {
  it('starts with a signed state and the provider page; an unregistered return page is refused', async () => {
    const res = await authorize('Google');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'Google', responseType: 'id_token', codeVerifier: null });
    expect(res.json().authorizationUrl).toContain('/idp/google/auth?');
    const elsewhere = await authorize('Google', 'https://evil.example/oauth/redirect');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].field).toBe('body.redirectUri');
  });

  it('a new identity answers 302 with a registration state; /oauth/register signs in; the next sign-in is direct', async () => {
    const { started, idToken, state } = await idTokenFrom('Google', 'google-1001');
    const first = await client.post('/customer/oauth', {
      provider: 'Google',
      token: idToken,
      nonce: started.nonce,
      state,
    });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBeUndefined();
    expect(first.json()).toMatchObject({
      code: 'RegistrationRequired',
      provider: 'Google',
      email: 'olivia.nguyen@example.com',
      firstName: 'Olivia',
      lastName: 'Nguyen',
    });
    const registered = await client.post('/customer/oauth/register', {
      registrationState: first.json().registrationState,
      firstName: 'Olivia',
      lastName: 'Nguyen',
      acceptTerms: true,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().customer).toMatchObject({
      email: 'olivia.nguyen@example.com',
      hasEmailAccount: false,
      identities: [{ provider: 'Google', email: 'olivia.nguyen@example.com' }],
      profile: { optinEmail: false, optinSms: false, acceptTerms: true },
    });
    const again = await idTokenFrom('Google', 'google-1001');
    const second = await client.post('/customer/oauth', {
      provider: 'Google',
      token: again.idToken,
      nonce: again.started.nonce,
      state: again.state,
      scope: WEB_SCOPE,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().customer.customerId).toBe(registered.json().customer.customerId);
  });

  it('an e-mail that belongs to another account answers 409 ExistingAccount', async () => {
    await client.signUp('ava.jones@example.com');
    const { started, idToken, state } = await idTokenFrom('Apple', 'apple-2001');
    const res = await client.post('/customer/oauth', {
      provider: 'Apple',
      token: idToken,
      nonce: started.nonce,
      state,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ExistingAccount');
  });

  it('refuses an ID token with a wrong issuer, audience, nonce, expiry or signature', async () => {
    const google = latestLocalIdentityProviders()!.issuerOf('Google');
    const nonce = 'n-0123456789abcdef';
    const now = Math.floor(clock.now().getTime() / 1000);
    const cases: Record<string, string> = {
      issuer: await mintIdToken('Google', { nonce, iss: latestLocalIdentityProviders()!.issuerOf('Apple').issuer }),
      audience: await mintIdToken('Google', { nonce, aud: 'another-client' }),
      nonce: await mintIdToken('Google', { nonce: 'n-someone-elses-nonce' }),
      expiry: await mintIdToken('Google', { nonce, exp: now - 1 }),
      signature: await mintIdToken('Google', { nonce }, { key: 'stranger' }),
      tampered: (await mintIdToken('Google', { nonce })).replace(
        /\.([^.]+)\./,
        (_m, p: string) => `.${p.slice(0, -2)}AA.`,
      ),
    };
    const control = await client.post('/customer/oauth', {
      provider: 'Google',
      token: await mintIdToken('Google', { nonce }),
      nonce,
    });
    expect(control.statusCode).toBe(200);
    const figures: Record<string, number> = {};
    for (const [name, token] of Object.entries(cases)) {
      const res = await client.post('/customer/oauth', { provider: 'Google', token, nonce });
      figures[name] = res.statusCode;
      expect(res.statusCode, name).toBe(401);
      expect(res.json().code).toBe('OAuthTokenInvalid');
    }
    console.log('ID token refusals (status per fault):', figures, 'issuer', google.issuer);
  });

  it('refuses a real ID token once the app clock passes its expiry, and a nonce other than the state’s', async () => {
    const { started, idToken, state } = await idTokenFrom('Google', 'google-1002');
    const wrongNonce = await client.post('/customer/oauth', {
      provider: 'Google',
      token: idToken,
      nonce: 'n-not-the-one-we-sent',
      state,
    });
    expect(wrongNonce.statusCode).toBe(400);
    expect(wrongNonce.json().code).toBe('OAuthStateInvalid');
    clock.advanceMinutes(11);
    const late = await client.post('/customer/oauth', { provider: 'Google', token: idToken, nonce: started.nonce });
    expect(late.statusCode).toBe(401);
    clock.advanceMinutes(-11);
  });
});

describe('PayPal: authorization code with PKCE and state', () => {
  const returnPage = `${APP}/oauth/paypal-redirect`;
  async function codeFrom(sub: string) {
    const started = (await authorize('PayPal', returnPage)).json();
    expect(started).toMatchObject({ responseType: 'code' });
    expect(started.codeVerifier).toMatch(/^[\w-]{43}$/);
    const back = await signInAtProvider(ctx.app, started.authorizationUrl, sub);
    expect(back.origin + back.pathname).toBe(returnPage);
    return { started, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  it('signs up through /oauth-register with the code, the verifier and the state', async () => {
    const { started, code, state } = await codeFrom('paypal-3001');
    const res = await client.post('/customer/oauth', {
      provider: 'PayPal',
      token: code,
      state,
      codeVerifier: started.codeVerifier,
      redirectUri: returnPage,
    });
    expect(res.statusCode).toBe(302);
    expect(res.json()).toMatchObject({ provider: 'PayPal', email: 'mia.brown@example.com' });
    const registered = await client.post('/customer/oauth/register', {
      registrationState: res.json().registrationState,
      firstName: 'Mia',
      lastName: 'Brown',
      acceptTerms: true,
      optinEmail: true,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().customer.profile).toMatchObject({ optinEmail: true, optinSms: false });
  });

  it('refuses a wrong PKCE verifier, a state from another sign-in, a tampered state and a replayed code', async () => {
    const a = await codeFrom('paypal-3002');
    const b = (await authorize('PayPal', returnPage)).json();
    const body = {
      provider: 'PayPal',
      token: a.code,
      state: a.state,
      codeVerifier: a.started.codeVerifier,
      redirectUri: returnPage,
    };
    const figures: Record<string, number> = {};
    const attempts: Record<string, object> = {
      'PKCE verifier of another sign-in': { ...body, codeVerifier: b.codeVerifier },
      'state of another sign-in': { ...body, state: b.state },
      'tampered state': { ...body, state: `${a.state.slice(0, -3)}xyz` },
      'no state': { ...body, state: undefined },
      'other return page': { ...body, redirectUri: `${APP}/oauth/redirect` },
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const res = await client.post('/customer/oauth', attempt);
      figures[name] = res.statusCode;
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe('OAuthStateInvalid');
    }
    // State and verifier of sign-in b agree with each other, but the code was bound to a's
    // challenge: the provider's own PKCE check refuses it (and the code is then spent).
    const c = await codeFrom('paypal-3002');
    const crossed = await client.post('/customer/oauth', {
      ...body,
      token: c.code,
      state: b.state,
      codeVerifier: b.codeVerifier,
    });
    figures['code of a, state and verifier of b (provider PKCE)'] = crossed.statusCode;
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().code).toBe('OAuthTokenInvalid');
    // The code was never spent by the refused tries: the right verifier and state use it once.
    expect((await client.post('/customer/oauth', body)).statusCode).toBe(302);
    const replay = await client.post('/customer/oauth', body);
    figures['replayed code'] = replay.statusCode;
    expect(replay.statusCode).toBe(401);
    console.log('PayPal refusals (status per fault):', figures);
  });

  it('a cancelled sign-in at the provider returns an error to the return page, not a code', async () => {
    const started = (await authorize('PayPal', returnPage)).json();
    const back = await signInAtProvider(ctx.app, started.authorizationUrl, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });
});
