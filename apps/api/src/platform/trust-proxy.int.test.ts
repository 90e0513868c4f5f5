import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_ATTEMPTS } from '../modules/voucher/voucher.service.ts';
import { pickupAtParramatta } from '../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { fixedClock } from './clock.ts';

// Per-address limits count request.ip. X-Forwarded-For is believed only from proxies the
// operator names in TRUST_PROXY; by default from nobody, loopback included.

const whoAmI: FastifyPluginAsync = async (app) => {
  app.get('/probe/ip', async (request) => ({ ip: request.ip }));
};
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const ipSeen = async (ctx: TestContext, headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/ip', remoteAddress: '127.0.0.1', headers })).json().ip;

describe('by default', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ clock, extraApiRoutes: whoAmI });
  });
  afterAll(() => ctx.close());

  it('ignores X-Forwarded-For, even from loopback', async () => {
    expect(await ipSeen(ctx, { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
  });

  it(`limits one client to ${VOUCHER_ATTEMPTS.perAddress} voucher tries however it rotates X-Forwarded-For`, async () => {
    const tryCode = async (i: number) => {
      const basket = (
        await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickupAtParramatta })
      ).json();
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/baskets/${basket.basketId}/applyvoucher/GUESS${i}`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-session-id': basket.sessionId, 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
    };
    for (let i = 0; i < VOUCHER_ATTEMPTS.perAddress; i += 1) expect((await tryCode(i)).statusCode).toBe(404);
    const over = await tryCode(VOUCHER_ATTEMPTS.perAddress);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TooManyRequests');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false, env: { TRUST_PROXY: 'loopback, 10.0.0.0/8' }, extraApiRoutes: whoAmI });
  });
  afterAll(() => ctx.close());

  it('takes the client address the proxy forwards, and only from that proxy', async () => {
    expect(await ipSeen(ctx, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    const fromElsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/probe/ip',
      remoteAddress: '192.0.2.50',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(fromElsewhere.json().ip).toBe('192.0.2.50');
  });
});
