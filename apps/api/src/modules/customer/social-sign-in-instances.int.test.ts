import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { fixedClock } from '../../platform/clock.ts';
import { customerClient } from '../../test/customer-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { signInAtProvider } from '../../test/identity-provider-client.ts';

// Each sign-in here solves a proof-of-work captcha: slow on a busy machine, so a generous time-out.
vi.setConfig({ testTimeout: 120_000 });

const APP = 'http://localhost:5173';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clock = fixedClock(new Date());

/** Two instances of one deployment: one database, the same secret, and Redis when given. */
async function twoInstances(withRedis: boolean) {
  const settings = {
    CUSTOMER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...(withRedis ? { REDIS_URL, REDIS_KEY_PREFIX: `idp-instances-${randomBytes(4).toString('hex')}:` } : {}),
  };
  const first = await buildTestApp({ seed: false, clock, env: settings });
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...settings });
  const second = await buildApp({ env, database: first.database, logger: false, clock });
  await second.ready();
  return { first, second };
}

/** Every other request to the other instance, as a proxy spreading one browser's requests. */
const alternate = (a: App, b: App) => (request: number) => (request % 2 === 0 ? a : b);

describe('a sign-in at the local provider, across two instances sharing Redis', () => {
  let first: TestContext;
  let second: App;
  beforeAll(async () => ({ first, second } = await twoInstances(true)));
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('Google: started on one, the provider page on the other, the ID token accepted by the first', async () => {
    const started = (
      await customerClient(first.app).post('/customer/oauth/authorize', {
        provider: 'Google',
        redirectUri: `${APP}/oauth/redirect`,
      })
    ).json();
    // auth (first), sign-in page (second), the user picked (first), the token issued (second).
    const back = await signInAtProvider(alternate(first.app, second), started.authorizationUrl, 'google-1001');
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('id_token')).toBeTruthy();
    const res = await customerClient(first.app).post('/customer/oauth', {
      provider: 'Google',
      token: fragment.get('id_token'),
      nonce: started.nonce,
      state: fragment.get('state'),
    });
    expect(res.statusCode).toBe(302);
    expect(res.json()).toMatchObject({ provider: 'Google', email: 'olivia.nguyen@example.com' });
  });

  it('PayPal: the code issued by one instance is exchanged by the other, once', async () => {
    const returnPage = `${APP}/oauth/paypal-redirect`;
    const started = (
      await customerClient(second).post('/customer/oauth/authorize', { provider: 'PayPal', redirectUri: returnPage })
    ).json();
    const back = await signInAtProvider(alternate(second, first.app), started.authorizationUrl, 'paypal-3001');
    const body = {
      provider: 'PayPal',
      token: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      codeVerifier: started.codeVerifier,
      redirectUri: returnPage,
    };
    // The code came from the first instance's resume; the second's token endpoint finds it, with the same client secret.
    const exchanged = await customerClient(second).post('/customer/oauth', body);
    expect(exchanged.statusCode).toBe(302);
    expect(exchanged.json()).toMatchObject({ provider: 'PayPal', email: 'mia.brown@example.com' });
    // Spent in the shared store: the first instance refuses it too.
    const replay = await customerClient(first.app).post('/customer/oauth', body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('OAuthTokenInvalid');
  });
});

describe('without Redis', () => {
  it('each instance keeps its own provider state: the other does not know the sign-in', async () => {
    const { first, second } = await twoInstances(false);
    try {
      const started = (
        await customerClient(first.app).post('/customer/oauth/authorize', {
          provider: 'Google',
          redirectUri: `${APP}/oauth/redirect`,
        })
      ).json();
      await expect(
        signInAtProvider(alternate(first.app, second), started.authorizationUrl, 'google-1001'),
      ).rejects.toThrow(/provider answered [45]\d\d/);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
