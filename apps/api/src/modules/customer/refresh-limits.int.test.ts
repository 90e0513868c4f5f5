import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerClient } from '../../test/customer-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { SIGN_IN_LIMITS } from './customer.module.ts';

// A refresh with a token the server issued draws on its sign-in's own budget, not on the sign-in
// verifications of its client address: everyone behind one NAT or mobile carrier shares that one.
// Sign-ups solve proof-of-work captchas: a generous time-out.
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
let client: ReturnType<typeof customerClient>;

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  client = customerClient(ctx.app);
});
afterAll(() => ctx?.close());

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).match(/rrp_refresh=([^;]*)/)?.[1] ?? null;
const refresh = (token: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/token/refresh',
    cookies: { rrp_refresh: token },
    remoteAddress: ip,
  });

/** `times` refreshes in a row, each with the cookie the one before answered; the status codes and the last cookie. */
async function refreshInARow(first: string, ip: string, times: number) {
  let token = first;
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await refresh(token, ip);
    statuses.push(res.statusCode);
    if (res.statusCode === 200) token = cookieOf(res)!;
  }
  return { statuses, token };
}

describe('token refresh limits', () => {
  it('refreshing more often than the sign-in verifications per address allow keeps the login, and the address can still sign in', async () => {
    const ip = client.nextIp();
    const times = SIGN_IN_LIMITS.verifyPerAddress + 10;
    const { statuses } = await refreshInARow(cookieOf(await client.signUp(client.email('nat')))!, ip, times);
    expect(statuses).toEqual(Array(times).fill(200));

    // Another customer behind the same address signs in: the refreshes took none of its budget.
    const email = client.email('neighbour');
    expect((await client.register(email)).statusCode).toBe(200);
    const code = (await client.lastMessageTo(email))!.code!;
    const signedIn = await client.validate({ code, email, otpType: 'email', isRegister: true }, ip);
    expect(signedIn.statusCode).toBe(200);
  });

  it('one sign-in gets its own budget: past it 429 with the cookie left as it is, while other sign-ins from the address go on', async () => {
    const ip = client.nextIp();
    const busy = await refreshInARow(
      cookieOf(await client.signUp(client.email('busy')))!,
      ip,
      SIGN_IN_LIMITS.refreshPerSignIn,
    );
    expect(busy.statuses).toEqual(Array(SIGN_IN_LIMITS.refreshPerSignIn).fill(200));
    const over = await refresh(busy.token, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TooManyRequests');
    expect(over.headers['set-cookie']).toBeUndefined();

    const other = await refresh(cookieOf(await client.signUp(client.email('calm')))!, ip);
    expect(other.statusCode).toBe(200);
  });

  it('a bad, spent or revoked refresh token is still refused; unknown tokens are limited per address', async () => {
    const ip = client.nextIp();
    const guess = await refresh('x'.repeat(43), ip);
    expect(guess.statusCode).toBe(401);
    expect(guess.json().code).toBe('RefreshTokenInvalid');
    expect(String(guess.headers['set-cookie'])).toContain('rrp_refresh=;');
    const none = await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/token/refresh', remoteAddress: ip });
    expect(none.statusCode).toBe(401);

    const first = cookieOf(await client.signUp(client.email('rev')))!;
    const next = await refresh(first, ip);
    expect(next.statusCode).toBe(200);
    const revoked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer/token/revoke',
      cookies: { rrp_refresh: cookieOf(next)! },
    });
    expect(revoked.statusCode).toBe(204);
    const afterRevoke = await refresh(cookieOf(next)!, ip);
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().code).toBe('RefreshTokenInvalid');

    // Guessing from one address (the two unknown tokens above counted too): past its budget, 429;
    // a real token from there still refreshes.
    const guesses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.refreshUnknownPerAddress; i++)
      guesses.push((await refresh(`guess-${i}`.padEnd(43, 'x'), ip)).statusCode);
    expect(guesses).toEqual([...Array(SIGN_IN_LIMITS.refreshUnknownPerAddress - 2).fill(401), 429, 429]);
    const real = await refresh(cookieOf(await client.signUp(client.email('real')))!, ip);
    expect(real.statusCode).toBe(200);
  });
});
