import { randomUUID } from 'node:crypto';
import { basketSchema, STREAM_TICKET_SECONDS, streamTicketSchema } from '@storefront/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { fixedClock } from '../../platform/clock.ts';
import { guestDetails, pickupAtParramatta } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Issue 23, item 8: event streams are opened with a ticket that an authenticated POST issues for
// that one stream; it works once, for 60 seconds, on any instance. No long-lived secret rides in
// the stream's URL.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MANAGER = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };
const REFUSED = 'This live-updates link has expired or was already used. Please reconnect.';

let ctx: TestContext;
let base: string;
let order: { orderId: string; sessionId: string };
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set(new Date('2026-11-24T07:00:00Z'));
  order = await placeOrder(ctx.app);
});

async function placeOrder(app: App) {
  const basket = basketSchema.parse(
    (await app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickupAtParramatta })).json(),
  );
  const h = { 'x-session-id': basket.sessionId };
  const url = `/api/v1/baskets/${basket.basketId}`;
  await app.inject({
    method: 'POST',
    url: `${url}/basketItems`,
    headers: h,
    payload: { productId: 1003, quantity: 2, sizeId: 2 },
  });
  await app.inject({ method: 'POST', url: `${url}/validateOrder`, headers: h, payload: guestDetails });
  const placed = await app.inject({
    method: 'POST',
    url: `${url}/orders/cash`,
    headers: { ...h, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(placed.statusCode).toBe(201);
  return { orderId: placed.json().orderId as string, sessionId: basket.sessionId };
}

const orderTicket = (app: App, orderId: string, sessionId?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/events/ticket`,
    headers: sessionId ? { 'x-session-id': sessionId } : {},
  });
const staffTicket = (app: App, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/staff/orders/events/ticket',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const ticketOf = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(200);
  return streamTicketSchema.parse(res.json()).ticket;
};
async function staffToken(app: App = ctx.app) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: MANAGER });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** Opens a stream; answers the status and, for a stream, its first event (then closes it). */
async function openStream(base: string, path: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, { signal: controller.signal });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
  }
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  while (!buffer.includes('\ndata: ') && !buffer.startsWith('data: ')) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    // The console stream sends nothing until an order changes: the retry line is enough.
    if (buffer.includes('retry:') && path.startsWith('/api/v1/staff')) break;
  }
  controller.abort();
  return { status: response.status, type: 'text/event-stream', body: buffer };
}

describe("an order's stream", () => {
  it(`issues a ${STREAM_TICKET_SECONDS}-second ticket to the session that placed the order, and only to it`, async () => {
    const res = await orderTicket(ctx.app, order.orderId, order.sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ticket: expect.stringMatching(/^[\w-]{43}$/), expiresInSeconds: 60 });
    expect((await orderTicket(ctx.app, order.orderId)).statusCode).toBe(404);
    expect((await orderTicket(ctx.app, order.orderId, 'someone-else')).statusCode).toBe(404);
    expect((await orderTicket(ctx.app, randomUUID(), order.sessionId)).statusCode).toBe(404);
    clock.advanceMinutes(8 * 60 + 1);
    expect((await orderTicket(ctx.app, order.orderId, order.sessionId)).statusCode).toBe(403);
  });

  it('opens the stream once per ticket; a used, foreign or made-up ticket is 401 problem+json', async () => {
    const ticket = ticketOf(await orderTicket(ctx.app, order.orderId, order.sessionId));
    const first = await openStream(base, `/api/v1/order/${order.orderId}/events?ticket=${ticket}`);
    expect(first.status).toBe(200);
    expect(first.body).toContain('"status":"Received"');

    const again = await openStream(base, `/api/v1/order/${order.orderId}/events?ticket=${ticket}`);
    expect(again).toMatchObject({ status: 401, type: expect.stringMatching(/^application\/problem\+json/) });
    expect(again.body).toMatchObject({ code: 'Unauthorized', message: REFUSED });

    // A ticket is for its own order only.
    const other = await placeOrder(ctx.app);
    const forOther = ticketOf(await orderTicket(ctx.app, other.orderId, other.sessionId));
    expect((await openStream(base, `/api/v1/order/${order.orderId}/events?ticket=${forOther}`)).status).toBe(401);
    expect((await openStream(base, `/api/v1/order/${order.orderId}/events?ticket=${'x'.repeat(43)}`)).status).toBe(401);
  });

  it('no longer takes the session id in the URL', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/order/${order.orderId}/events?sessionId=${encodeURIComponent(order.sessionId)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('query');
  });

  it(`expires a ticket ${STREAM_TICKET_SECONDS} seconds after it was issued`, async () => {
    const early = ticketOf(await orderTicket(ctx.app, order.orderId, order.sessionId));
    const late = ticketOf(await orderTicket(ctx.app, order.orderId, order.sessionId));
    clock.set(new Date(clock.now().getTime() + (STREAM_TICKET_SECONDS - 1) * 1000));
    expect((await openStream(base, `/api/v1/order/${order.orderId}/events?ticket=${early}`)).status).toBe(200);
    clock.set(new Date(clock.now().getTime() + 1000));
    expect((await openStream(base, `/api/v1/order/${order.orderId}/events?ticket=${late}`)).status).toBe(401);
  });
});

describe("the store console's stream", () => {
  it('issues a ticket for a staff bearer token only, and opens the feed once with it', async () => {
    const noToken = await staffTicket(ctx.app);
    expect(noToken.statusCode).toBe(401);
    expect((await staffTicket(ctx.app, 'not-a-session')).statusCode).toBe(401);

    const ticket = ticketOf(await staffTicket(ctx.app, await staffToken()));
    expect((await openStream(base, `/api/v1/staff/orders/events?ticket=${ticket}`)).status).toBe(200);
    expect((await openStream(base, `/api/v1/staff/orders/events?ticket=${ticket}`)).status).toBe(401);
    // An order's ticket does not open the console feed, and the bearer token in the URL is gone.
    const orderOnly = ticketOf(await orderTicket(ctx.app, order.orderId, order.sessionId));
    expect((await openStream(base, `/api/v1/staff/orders/events?ticket=${orderOnly}`)).status).toBe(401);
    const token = await staffToken();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/staff/orders/events?token=${token}` })).statusCode,
    ).toBe(400);
  });
});

describe('several instances', () => {
  it('opens a stream on one instance with a ticket another issued, once, keeping only a hash in Redis', async () => {
    const redis = new Redis(REDIS_URL);
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', REDIS_URL });
    const issuing = await buildApp({ env, database: ctx.database, logger: false, clock });
    const serving = await buildApp({ env, database: ctx.database, logger: false, clock });
    try {
      const ticket = ticketOf(await orderTicket(issuing, order.orderId, order.sessionId));
      expect(await redis.keys(`*${ticket}*`)).toEqual([]);
      const servingBase = await serving.listen({ port: 0, host: '127.0.0.1' });
      expect((await openStream(servingBase, `/api/v1/order/${order.orderId}/events?ticket=${ticket}`)).status).toBe(
        200,
      );
      const issuingBase = await issuing.listen({ port: 0, host: '127.0.0.1' });
      expect((await openStream(issuingBase, `/api/v1/order/${order.orderId}/events?ticket=${ticket}`)).status).toBe(
        401,
      );

      const unused = ticketOf(await orderTicket(issuing, order.orderId, order.sessionId));
      const ttls = await Promise.all((await redis.keys('stream-ticket:*')).map((key) => redis.ttl(key)));
      expect(ttls.length).toBeGreaterThan(0);
      for (const ttl of ttls) {
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(STREAM_TICKET_SECONDS);
      }
      expect(unused).not.toBe(ticket);
    } finally {
      await issuing.close();
      await serving.close();
      redis.disconnect();
    }
  });
});
