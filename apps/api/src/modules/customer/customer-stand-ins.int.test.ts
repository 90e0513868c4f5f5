import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { customerClient } from '../../test/customer-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Each call here solves a proof-of-work captcha: slow on a busy machine, so a generous time-out.
vi.setConfig({ testTimeout: 120_000 });

describe('development outbox and local identity provider (test environment)', () => {
  let ctx: TestContext;
  let client: ReturnType<typeof customerClient>;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false });
    client = customerClient(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('lists every message with its code and links, every field HTML-escaped', async () => {
    const email = client.email('esc');
    const res = await client.post('/customer/register', {
      tokenV3: await client.captcha('REGISTER_USER'),
      registerType: 'email',
      email,
      profile: { firstName: '<script>alert(1)</script>', lastName: 'O"Brien' },
    });
    expect(res.statusCode).toBe(200);
    const json = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/messages' });
    expect(json.headers['cache-control']).toBe('no-store');
    const [message] = json.json().messages;
    expect(message).toMatchObject({ channel: 'email', to: email, code: expect.stringMatching(/^\d{6}$/), links: [] });
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<strong class="code">${message.code}</strong>`);
    expect(page.body).toContain(email);
    expect(page.body).not.toContain('<script>');

    // Whatever a message holds is text on the page, never markup.
    await ctx.database.db.insert(outboxMessages).values({
      id: randomUUID(),
      channel: 'sms',
      recipient: '<b>+61400000000</b>',
      subject: '<img src=x onerror=alert(1)>',
      text: '</pre><script>alert(2)</script>',
      html: null,
      code: '"><i>1',
      links: ['http://localhost:5173/x?"><script>alert(3)</script>'],
      createdAt: new Date(Date.now() + 60_000),
    });
    const hostile = (await ctx.app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(hostile).not.toMatch(/<script>|<img|<b>\+614|"><i>/);
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile).toContain('&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('the stand-in sign-in page lists the test users of its provider', async () => {
    const started = (
      await client.post('/customer/oauth/authorize', {
        provider: 'Apple',
        redirectUri: 'http://localhost:5173/oauth/redirect',
      })
    ).json();
    const url = new URL(started.authorizationUrl);
    const first = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: url.host } });
    expect(first.statusCode).toBe(303);
    const cookies = [first.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await ctx.app.inject({
      method: 'GET',
      url: String(first.headers.location),
      headers: { cookie: cookies },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign in with Apple');
    expect(page.body).toContain('ava.jones@example.com');
    expect(page.body).not.toContain('olivia.nguyen@example.com');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5173");
  });

  it('verifies the signed-in customer’s address with an e-mailed link, once', async () => {
    const me = (await client.signUp(client.email('vera'))).json();
    const sent = await client.post(
      '/customer/verifyemail/send',
      { tokenV3: await client.captcha('VERIFY_EMAIL') },
      { headers: { authorization: `Bearer ${me.access_token}` } },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ destination: 'v***@example.com' });
    const link = (await client.lastMessageTo(client.email('vera')))!.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:5173\/account\/email\?verifyToken=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('verifyToken');
    const update = () =>
      ctx.app.inject({ method: 'PATCH', url: '/api/v1/customer/verifyemail/update', payload: { token } });
    expect((await update()).json()).toEqual({ email: client.email('vera'), emailVerified: true });
    expect((await update()).json().code).toBe('EmailVerificationInvalid');
    const guest = await client.post('/customer/verifyemail/send', { tokenV3: await client.captcha('VERIFY_EMAIL') });
    expect(guest.statusCode).toBe(401);
  });
});

describe('in production', () => {
  it('the outbox pages and the local identity provider are off unless named on', async () => {
    const off = await buildTestApp({ seed: false, env: { NODE_ENV: 'production' } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/dev/outbox/messages' })).statusCode).toBe(404);
      expect(
        (await off.app.inject({ method: 'GET', url: '/idp/google/.well-known/openid-configuration' })).statusCode,
      ).toBe(404);
      const social = await off.app.inject({
        method: 'POST',
        url: '/api/v1/customer/oauth/authorize',
        payload: { provider: 'Google', redirectUri: 'http://localhost:5173/oauth/redirect' },
      });
      expect(social.statusCode).toBe(503);
    } finally {
      await off.close();
    }
    const on = await buildTestApp({
      seed: false,
      env: { NODE_ENV: 'production', DEV_OUTBOX: 'true', LOCAL_IDENTITY_PROVIDER: 'true' },
    });
    try {
      expect((await on.app.inject({ method: 'GET', url: '/dev/outbox/messages' })).statusCode).toBe(200);
      const discovery = await on.app.inject({ method: 'GET', url: '/idp/google/.well-known/openid-configuration' });
      expect(discovery.statusCode).toBe(200);
      expect(discovery.json().issuer).toBe('http://localhost:8080/idp/google');
    } finally {
      await on.close();
    }
  });
});
