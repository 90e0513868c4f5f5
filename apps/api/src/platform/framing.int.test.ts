import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, guestDetails } from '../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { fixedClock } from './clock.ts';

// No page of this site may be framed: X-Frame-Options says DENY, as the CSP's frame-ancestors
// 'none' does, on the API and on the sandbox's hosted payment pages, which the app opens at the
// top level (so the card flow keeps working).

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

const expectNeverFramed = (headers: Record<string, unknown>) => {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
};

describe('framing', () => {
  it('is refused for API answers, in both headers alike', async () => {
    expectNeverFramed((await ctx.app.inject({ method: 'GET', url: '/healthz' })).headers);
    expectNeverFramed((await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })).headers);
  });

  it('is refused for the hosted card page, and a card order still goes through it', async () => {
    const client = checkoutClient(() => ctx);
    const basket = await client.readyBasket();
    expect((await client.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
    const start = await client.call(basket, 'POST', '/initialiseFlex', { returnUrl: '/checkout/card' });
    const cardPage = await ctx.app.inject({
      method: 'GET',
      url: new URL(start.json().url, 'http://localhost').pathname,
    });
    expect(cardPage.statusCode).toBe(200);
    expect(cardPage.headers['content-type']).toMatch(/^text\/html/);
    expectNeverFramed(cardPage.headers);

    const entered = await client.form(start.json().url, client.cardFields('success'));
    expect(entered.statusCode).toBe(303);
    expectNeverFramed(entered.headers);
    const placed = await client.place(basket, 'card', { cardSessionId: start.json().sessionId });
    expect(placed.statusCode).toBe(201);
  });
});
