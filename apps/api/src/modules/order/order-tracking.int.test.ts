import { randomUUID } from 'node:crypto';
import { basketSchema, POST_ORDER_SURVEY_ID, type Basket } from '@storefront/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MANAGER = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };
const OTHER_STORE = { username: 'sydney.manager', password: 'Pizza-Sydney-2026' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

async function placeOrder(app: App = ctx.app) {
  const basket = basketSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/baskets',
        payload: { serviceType: 'Pickup', isAsap: true, storeId: 1002 },
      })
    ).json(),
  );
  const h = { 'x-session-id': basket.sessionId };
  await app.inject({
    method: 'POST',
    url: `/api/v1/baskets/${basket.basketId}/basketItems`,
    headers: h,
    payload: { productId: 1003, quantity: 2, sizeId: 2 },
  });
  await app.inject({
    method: 'POST',
    url: `/api/v1/baskets/${basket.basketId}/validateOrder`,
    headers: h,
    payload: { mobileNumber: '0412345678', email: 'guest@example.com' },
  });
  const placed = await app.inject({
    method: 'POST',
    url: `/api/v1/baskets/${basket.basketId}/orders/cash`,
    headers: { ...h, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(placed.statusCode).toBe(201);
  return { basket, order: placed.json() as { orderId: string; orderReference: string } };
}

async function login(who = MANAGER, app: App = ctx.app) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: who });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}
const move = (token: string, orderId: string, status: string, reason?: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/staff/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status, ...(reason ? { reason } : {}) },
  });

let basket: Basket;
let order: { orderId: string; orderReference: string };
beforeEach(async () => {
  clock.set(new Date('2026-11-24T07:00:00Z'));
  ({ basket, order } = await placeOrder());
});

describe('order service', () => {
  it('shows the order to the session that placed it, by id, reference and tracker', async () => {
    const byId = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/order/${order.orderId}/status`,
      headers: { 'x-session-id': basket.sessionId },
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      orderReference: order.orderReference,
      status: 'Received',
      nextStatuses: ['Preparing', 'Cancelled'],
      store: { code: 'NSW002' },
    });
    const byRef = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/order/status/reference/${order.orderReference.toLowerCase()}`,
      headers: { 'x-session-id': basket.sessionId },
    });
    expect(byRef.json().orderId).toBe(order.orderId);
    const tracker = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/tracker',
      payload: { orderId: order.orderId, sessionId: basket.sessionId },
    });
    expect(tracker.statusCode).toBe(200);
  });

  it('answers not found alike for unknown orders and other sessions', async () => {
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/order/${order.orderId}/status`,
      headers: { 'x-session-id': 'someone-else' },
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/order/${randomUUID()}/status`,
      headers: { 'x-session-id': basket.sessionId },
    });
    expect([stranger.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(stranger.json().message).toBe(unknown.json().message);
  });

  it('restricts tracking after 8 hours', async () => {
    clock.advanceMinutes(8 * 60);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/order/${order.orderId}/status`,
          headers: { 'x-session-id': basket.sessionId },
        })
      ).statusCode,
    ).toBe(200);
    clock.advanceMinutes(1);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/order/${order.orderId}/status`,
      headers: { 'x-session-id': basket.sessionId },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can no longer track this order');
  });
});

describe('store console', () => {
  it('refuses a wrong password without saying which part was wrong', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { ...MANAGER, password: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { username: 'nobody', password: 'nope' },
    });
    expect(unknown.json().message).toBe(res.json().message);
  });

  it('moves a pickup order through every status, recording who and when', async () => {
    const token = await login();
    for (const status of ['Preparing', 'Baking', 'QualityCheck', 'Ready', 'Collected']) {
      const res = await move(token, order.orderId, status);
      expect(res.statusCode, status).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const view = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/order/${order.orderId}/status`,
        headers: { 'x-session-id': basket.sessionId },
      })
    ).json();
    expect(view.history.map((e: { status: string; actor: string }) => `${e.status}:${e.actor}`)).toEqual([
      'Received:customer',
      'Preparing:staff:parramatta.manager',
      'Baking:staff:parramatta.manager',
      'QualityCheck:staff:parramatta.manager',
      'Ready:staff:parramatta.manager',
      'Collected:staff:parramatta.manager',
    ]);
    expect(view.nextStatuses).toEqual([]);
  });

  it('refuses a move out of order with 409 and the allowed next states', async () => {
    const token = await login();
    const res = await move(token, order.orderId, 'Ready');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'Conflict', allowed: ['Preparing', 'Cancelled'] });
    expect((await move(token, order.orderId, 'OutForDelivery')).statusCode).toBe(409);
  });

  it('needs a reason to cancel', async () => {
    const token = await login();
    expect((await move(token, order.orderId, 'Cancelled')).statusCode).toBe(400);
    const res = await move(token, order.orderId, 'Cancelled', 'Oven broke down');
    expect(res.json().history.at(-1)).toMatchObject({ status: 'Cancelled', reason: 'Oven broke down' });
  });

  it("keeps staff to their own store's orders", async () => {
    const token = await login(OTHER_STORE);
    expect((await move(token, order.orderId, 'Preparing')).statusCode).toBe(404);
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/staff/orders',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(list.map((o: { orderId: string }) => o.orderId)).not.toContain(order.orderId);
    const own = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/staff/orders',
        headers: { authorization: `Bearer ${await login()}` },
      })
    ).json();
    expect(own.map((o: { orderId: string }) => o.orderId)).toContain(order.orderId);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/staff/orders' })).statusCode).toBe(401);
  });
});

describe('live updates', () => {
  it('streams each status change to the order page', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const received = await readEvents(
      `${address}/api/v1/order/${order.orderId}/events?ticket=${await orderTicket(ctx.app, order.orderId, basket.sessionId)}`,
      3,
      async () => {
        const token = await login();
        await move(token, order.orderId, 'Preparing');
        await move(token, order.orderId, 'Baking');
      },
    );
    expect(received.map((e) => e.status)).toEqual(['Received', 'Preparing', 'Baking']);
  });
});

describe('fan-out across instances', () => {
  it('delivers a change made on one instance to a stream held by another, through Redis', async () => {
    // Both instances read and write the same Redis keys (the stream ticket), as two servers of one deployment do.
    const redisEnv = { REDIS_URL, REDIS_KEY_PREFIX: `tracking-${Date.now()}:` };
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...redisEnv });
    const shared = await buildTestApp({ clock, env: redisEnv });
    const second = await buildApp({ env, database: shared.database, logger: false, clock });
    try {
      const placed = await placeOrder(shared.app);
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      const received = await readEvents(
        `${address}/api/v1/order/${placed.order.orderId}/events?ticket=${await orderTicket(shared.app, placed.order.orderId, placed.basket.sessionId)}`,
        2,
        async () => {
          const token = await login(MANAGER, shared.app);
          await shared.app.inject({
            method: 'PATCH',
            url: `/api/v1/staff/orders/${placed.order.orderId}/status`,
            headers: { authorization: `Bearer ${token}` },
            payload: { status: 'Preparing' },
          });
        },
      );
      expect(received.map((e) => e.status)).toEqual(['Received', 'Preparing']);
    } finally {
      await second.close();
      await shared.close();
    }
  });
});

describe('survey', () => {
  it('serves the post-order survey and branches on the answer', async () => {
    const survey = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/survey/surveys/${POST_ORDER_SURVEY_ID}?orderId=${order.orderId}`,
    });
    expect(survey.json()).toMatchObject({ surveyId: POST_ORDER_SURVEY_ID, orderId: order.orderId });
    const answer = (questionId: string, value: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/survey/surveys/${POST_ORDER_SURVEY_ID}/questions/${questionId}/response`,
        headers: { 'x-session-id': basket.sessionId },
        payload: { orderId: order.orderId, answer: value },
      });
    expect((await answer('overall', '1')).json()).toEqual({ nextQuestion: { nextQuestionId: 'what-went-wrong' } });
    expect((await answer('overall', '5')).json()).toEqual({ nextQuestion: { nextQuestionId: 'recommend' } });
    expect((await answer('recommend', '5')).json()).toEqual({ nextQuestion: { nextQuestionId: null } });
    expect((await answer('overall', '9')).statusCode).toBe(400);
    expect((await answer('nope', '1')).statusCode).toBe(404);
  });
});

/** A ticket for an order's event stream, asked for with the basket session that placed it. */
async function orderTicket(app: App, orderId: string, sessionId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/events/ticket`,
    headers: { 'x-session-id': sessionId },
  });
  expect(res.statusCode).toBe(200);
  return res.json().ticket as string;
}

/** Opens an SSE stream, runs `act`, and collects `count` status events. */
async function readEvents(url: string, count: number, act: () => Promise<void>) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { status: string }[] = [];
  let buffer = '';
  let acted = false;
  const deadline = Date.now() + 15_000;
  while (events.length < count && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
    }
    if (!acted && events.length >= 1) {
      acted = true;
      await act();
    }
  }
  controller.abort();
  return events;
}
