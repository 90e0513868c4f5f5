import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { customerClient } from '../../test/customer-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { LOST_REFRESH_GRACE_SECONDS } from './refresh-tokens.ts';

// A page left or reloaded mid-refresh loses the rotated cookie, or the next page refreshes before
// it arrives: the token spent last comes back once more (decision 199). Its own app and clock, since
// these tests move time.

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

describe('a refresh whose answer was lost', () => {
  it(`is answered again with the same token within ${LOST_REFRESH_GRACE_SECONDS} s, until that token is used`, async () => {
    const signedIn = await client.signUp(client.email('lena'));
    const first = cookieOf(signedIn)!;
    // Rotated on the server; the browser never stored the answer.
    const lost = await refreshWithCookie(first);
    expect(lost.statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + 5_000));
    const again = await refreshWithCookie(first);
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again)).toBe(cookieOf(lost));
    expect((await refreshWithCookie(cookieOf(again)!)).statusCode).toBe(200);
    // The answer's token has been used: the first token now is a copy, and the family ends.
    expect((await refreshWithCookie(first)).statusCode).toBe(401);
  });

  it('three pages refreshing with one cookie in the same instant get one next cookie, whichever answer is kept', async () => {
    // A reload's refresh and the next pages', each sent before the one before had its answer.
    const signedIn = await client.signUp(client.email('noor'));
    const first = cookieOf(signedIn)!;
    const answers = [await refreshWithCookie(first), await refreshWithCookie(first), await refreshWithCookie(first)];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map(cookieOf)).size).toBe(1);
    const kept = await refreshWithCookie(cookieOf(answers[0]!)!);
    expect(kept.statusCode).toBe(200);
    expect((await refreshWithCookie(cookieOf(kept)!)).statusCode).toBe(200);
  });

  it('a refresh held up in the server while the next page spent its successor is still the lost answer it was on arrival', async () => {
    const signedIn = await client.signUp(client.email('ivo'));
    const first = cookieOf(signedIn)!;
    const start = clock.now().getTime();
    const second = cookieOf(await refreshWithCookie(first))!;
    // The next page spends `second` at +2 ms; a refresh with `first` that arrived at +1 ms is
    // decided only after that (the clock is read on arrival, before anything waits).
    clock.set(new Date(start + 2));
    const nextPage = await refreshWithCookie(second);
    expect(nextPage.statusCode).toBe(200);
    clock.set(new Date(start + 1));
    const heldUp = await refreshWithCookie(first);
    clock.set(new Date(start + 3));
    // Answered with the family's current token (the next page's), not the spent `second`: arriving
    // last, that answer would set the browser back to a spent cookie.
    expect(heldUp.statusCode).toBe(200);
    expect(cookieOf(heldUp)).toBe(cookieOf(nextPage));
    expect((await refreshWithCookie(cookieOf(heldUp)!)).statusCode).toBe(200);
    // A copy of `first` arriving now, after `second` was used, ends the family.
    expect((await refreshWithCookie(first)).statusCode).toBe(401);
  });

  it(`the last spent token presented after ${LOST_REFRESH_GRACE_SECONDS} s is reuse`, async () => {
    const signedIn = await client.signUp(client.email('otto'));
    const first = cookieOf(signedIn)!;
    expect((await refreshWithCookie(first)).statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + (LOST_REFRESH_GRACE_SECONDS + 1) * 1000));
    expect((await refreshWithCookie(first)).statusCode).toBe(401);
  });
});
