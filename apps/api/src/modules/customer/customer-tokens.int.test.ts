import { NATIVE_SCOPE, NIL_USER_ID } from '@storefront/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { customerClient } from '../../test/customer-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Each call here solves a proof-of-work captcha: slow on a busy machine, so a generous time-out.
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
let client: ReturnType<typeof customerClient>;
const clock = fixedClock(new Date());

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false, clock });
  client = customerClient(ctx.app);
});
afterAll(() => ctx?.close());

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).match(/rrp_refresh=([^;]*)/)?.[1] ?? null;
const refreshWithCookie = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/customer/token/refresh', cookies: { rrp_refresh: token } });
const refreshWithBody = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/customer/token/refresh', payload: { refresh_token: token } });
const call = (method: 'GET' | 'PATCH' | 'DELETE', id: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/customer/${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

describe('refresh tokens', () => {
  it('web: the cookie rotates on every refresh; a reused one revokes the whole family', async () => {
    const signedIn = await client.signUp(client.email('rita'));
    const first = cookieOf(signedIn)!;
    const a = await refreshWithCookie(first);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, refresh_token: null });
    const second = cookieOf(a)!;
    expect(second).not.toBe(first);
    const b = await refreshWithCookie(second);
    const third = cookieOf(b)!;
    expect(b.statusCode).toBe(200);

    // Someone replays the first token: the family ends, so the latest token stops working too.
    const replay = await refreshWithCookie(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('RefreshTokenInvalid');
    expect(String(replay.headers['set-cookie'])).toContain('rrp_refresh=;');
    const latest = await refreshWithCookie(third);
    expect(latest.statusCode).toBe(401);
    console.log(
      'refresh reuse: replayed first token ->',
      replay.statusCode,
      '; newest token of the family then ->',
      latest.statusCode,
    );
  });

  it('native: offline_access puts the refresh token in the body; revoke ends it', async () => {
    const signedIn = await client.signUp(client.email('nate'), NATIVE_SCOPE);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    const token = signedIn.json().refresh_token as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    const next = await refreshWithBody(token);
    expect(next.statusCode).toBe(200);
    expect(next.json().scope).toBe(NATIVE_SCOPE);
    const revoked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/token/revoke',
      payload: { refresh_token: next.json().refresh_token },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await refreshWithBody(next.json().refresh_token)).statusCode).toBe(401);
    expect((await refreshWithBody('x'.repeat(43))).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/token/refresh' })).statusCode).toBe(401);
  });

  it('concurrent refreshes with one token all answer the same next token; the old token used after that ends the family', async () => {
    const signedIn = await client.signUp(client.email('cora'), NATIVE_SCOPE);
    const token = signedIn.json().refresh_token as string;
    const answers = await Promise.all(Array.from({ length: 8 }, () => refreshWithBody(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const next = new Set(answers.map((r) => r.json().refresh_token as string));
    expect(next.size).toBe(1);
    const [successor] = [...next] as [string];
    const used = await refreshWithBody(successor);
    expect(used.statusCode).toBe(200);
    // Its successor has been used: the old token now is a copy, and the family ends.
    expect((await refreshWithBody(token)).statusCode).toBe(401);
    expect((await refreshWithBody(used.json().refresh_token as string)).statusCode).toBe(401);
    console.log('8 concurrent refreshes of one token:', answers.map((r) => r.statusCode).join(','), '- one next token');
  });
});

describe('access tokens and /customer/{id}', () => {
  it('answers only the customer themself: another customer 403, a guest 401', async () => {
    const me = (await client.signUp(client.email('mel'))).json();
    const other = (await client.signUp(client.email('otto'))).json();
    const id = me.customer.customerId as string;
    const figures: Record<string, number> = {};
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const body = method === 'PATCH' ? { profile: { firstName: 'Mallory' } } : undefined;
      const stranger = await call(method, id, other.access_token, body);
      const guest = await call(method, id, undefined, body);
      expect(stranger.statusCode, method).toBe(403);
      expect(stranger.json().code).toBe('Forbidden');
      expect(guest.statusCode, method).toBe(401);
      figures[`${method} other`] = stranger.statusCode;
      figures[`${method} guest`] = guest.statusCode;
    }
    console.log('/customer/{id} refusals:', figures);
    const mine = await call('GET', id, me.access_token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profile.firstName).toBe('Sam');
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('PATCH changes names, opt-ins, mobile and the saved disposition; a bad mobile is a 400 and changes nothing', async () => {
    const me = (await client.signUp(client.email('pat'))).json();
    const id = me.customer.customerId as string;
    const bad = await call('PATCH', id, me.access_token, { mobileNumber: '0412345678', profile: { firstName: 'X' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.mobileNumber');
    expect((await call('GET', id, me.access_token)).json().profile.firstName).toBe('Sam');
    const res = await call('PATCH', id, me.access_token, {
      mobileNumber: client.mobile('555'),
      profile: { firstName: 'Pat', optinSms: true },
      dispositionPreference: { address: '1 George St, Sydney NSW 2000', serviceType: 'delivery', storeId: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mobileNumber: client.mobile('555'),
      profile: { firstName: 'Pat', name: 'Pat Lee', optinSms: true, optinEmail: false },
      dispositionPreference: { serviceType: 'delivery' },
    });
  });

  it('DELETE erases the account and ends its sign-ins', async () => {
    const me = (await client.signUp(client.email('dee'), NATIVE_SCOPE)).json();
    const id = me.customer.customerId as string;
    expect((await call('DELETE', id, me.access_token)).statusCode).toBe(204);
    expect((await call('GET', id, me.access_token)).statusCode).toBe(401);
    expect((await refreshWithBody(me.refresh_token)).statusCode).toBe(401);
  });

  it('a tampered, expired, unsigned or foreign-key JWT is 401', async () => {
    const me = (await client.signUp(client.email('jay'))).json();
    const id = me.customer.customerId as string;
    const token = me.access_token as string;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = (changes: object) => Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const foreignKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-bytes!!'));
    const cases: Record<string, string> = {
      'tampered subject': `${header}.${forged({ sub: id.replace(/.$/, (last) => (last === '0' ? '1' : '0')) })}.${signature}`,
      'tampered scope': `${header}.${forged({ scope: 'openid write:profile admin' })}.${signature}`,
      'alg none': none,
      'other key': foreignKey,
      garbage: 'not.a.jwt',
    };
    const figures: Record<string, number> = {};
    for (const [name, bad] of Object.entries(cases)) {
      const res = await call('GET', id, bad);
      figures[name] = res.statusCode;
      expect(res.statusCode, name).toBe(401);
    }
    expect((await call('GET', id, token)).statusCode).toBe(200);
    clock.advanceMinutes(15);
    const expired = await call('GET', id, token);
    figures.expired = expired.statusCode;
    expect(expired.statusCode).toBe(401);
    clock.advanceMinutes(-15);
    console.log('bad access tokens:', figures);
  });
});

describe('the identity seam: tracked orders', () => {
  it('trackOrders answers the customer with their own token: guest 401, forged 401, another customer 403', async () => {
    const me = (await client.signUp(client.email('tia'))).json();
    const other = (await client.signUp(client.email('tess'))).json();
    const track = (authorization?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/order/trackOrders/${me.customer.userID}`,
        headers: authorization ? { authorization } : {},
      });
    const figures = {
      guest: (await track()).statusCode,
      forged: (await track('Bearer forged.token.value')).statusCode,
      other: (await track(`Bearer ${other.access_token}`)).statusCode,
      own: (await track(`Bearer ${me.access_token}`)).statusCode,
    };
    expect(figures).toEqual({ guest: 401, forged: 401, other: 403, own: 200 });
    expect(me.customer.userID).not.toBe(NIL_USER_ID);
    console.log('trackOrders through the identity seam:', figures);
  });
});
