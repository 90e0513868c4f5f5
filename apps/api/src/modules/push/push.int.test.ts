import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { basketSchema } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, outboxMessages, pushSubscriptions } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { signedInAs, signedInTestIdentity } from '../../test/signed-in.ts';

// Decision 188/189: subscriptions saved per customer or per guest order; order moves pushed with
// web-push's real encryption to a local HTTP server standing in for the push service; 404/410
// deletes the subscription; an unreachable push service leaves the message in the outbox.
// http_ece is web-push's own decrypter (no types): the test reads what a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

const MANAGER = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };
const MARKETER = { username: 'marketing.team', password: 'Pizza-Marketing-2026' };
const vapid = webPush.generateVAPIDKeys();

/** What the stand-in push service answers next, and what it received. */
const pushService = { answer: 201, received: [] as { path: string; body: Buffer; headers: Record<string, unknown> }[] };
let server: Server;
let base: string;
let ctx: TestContext;

/** A browser's side of a subscription: its key pair and auth secret, as pushManager.subscribe makes them. */
function browserDevice(path = randomUUID()) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    subscription: {
      endpoint: `${base}/push/${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
    read(body: Buffer) {
      return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString());
    },
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      pushService.received.push({ path: request.url ?? '', body: Buffer.concat(chunks), headers: request.headers });
      response.writeHead(pushService.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await buildTestApp({
    // Parramatta is open for ordering at this time.
    clock: fixedClock(new Date('2026-11-24T07:00:00Z')),
    customerIdentity: signedInTestIdentity,
    env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
  });
});
afterAll(async () => {
  await ctx.close();
  server.close();
});
beforeEach(() => {
  pushService.answer = 201;
  pushService.received = [];
});

async function placeOrder() {
  const basket = basketSchema.parse(
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/baskets',
        payload: { serviceType: 'Pickup', isAsap: true, storeId: 1002 },
      })
    ).json(),
  );
  const headers = { 'x-session-id': basket.sessionId };
  const url = `/api/v1/baskets/${basket.basketId}`;
  await ctx.app.inject({
    method: 'POST',
    url: `${url}/basketItems`,
    headers,
    payload: { productId: 1003, quantity: 1, sizeId: 2 },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `${url}/validateOrder`,
    headers,
    payload: { mobileNumber: '0412345678', email: 'guest@example.com' },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `${url}/orders/cash`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(placed.statusCode).toBe(201);
  return { sessionId: basket.sessionId, ...(placed.json() as { orderId: string; orderReference: string }) };
}

const staffToken = async (who: { username: string; password: string }) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: who })).json().token as string;

/** The push goes out after the status change answers (decision 188): wait for what it leads to. */
async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting');
}

async function move(orderId: string, status: string) {
  const before = pushService.received.length;
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/staff/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${await staffToken(MANAGER)}` },
    payload: { status, ...(status === 'Cancelled' ? { reason: 'Store closed early' } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return before;
}

/** Moves the order and waits for the stand-in push service to receive one more message. */
async function moveAndReceive(orderId: string, status: string) {
  const before = await move(orderId, status);
  await eventually(
    () => pushService.received.length,
    (n) => n > before,
  );
}

const save = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/push/subscriptions', payload, headers });

const stored = (endpoint: string) =>
  ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('the VAPID public key', () => {
  it('is the one from the environment, never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: vapid.publicKey });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('saving a subscription', () => {
  it('refuses unknown fields, a bad endpoint and keys that are not a P-256 key, naming them; nothing is stored', async () => {
    const device = browserDevice();
    const unknown = await save({ subscription: device.subscription, extra: 1 }, signedInAs('c-1'));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().errors)).toContain('extra');

    const badEndpoint = await save(
      { subscription: { ...device.subscription, endpoint: 'ftp://x/y' } },
      signedInAs('c-1'),
    );
    expect(badEndpoint.statusCode).toBe(400);
    expect(badEndpoint.json().errors.map((e: { field: string }) => e.field)).toContain('body.subscription.endpoint');

    const notAPoint = {
      ...device.subscription,
      keys: { p256dh: randomBytes(65).toString('base64url'), auth: device.auth },
    };
    const badKey = await save({ subscription: notAPoint }, signedInAs('c-1'));
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors).toEqual([
      { field: 'body.subscription.keys.p256dh', message: 'Must be a P-256 public key' },
    ]);
    expect(await stored(device.subscription.endpoint)).toEqual([]);
  });

  it('needs a signed-in customer, or for a guest the order and the basket session that placed it', async () => {
    const order = await placeOrder();
    const device = browserDevice();
    expect((await save({ subscription: device.subscription })).statusCode).toBe(401);
    const otherSession = await save(
      { subscription: device.subscription, orderId: order.orderId },
      { 'x-session-id': 'not-the-one' },
    );
    expect(otherSession.statusCode).toBe(404);
    expect(await stored(device.subscription.endpoint)).toEqual([]);

    const ok = await save(
      { subscription: device.subscription, orderId: order.orderId },
      { 'x-session-id': order.sessionId },
    );
    expect(ok.statusCode).toBe(204);
    expect(await stored(device.subscription.endpoint)).toMatchObject([{ customerId: null, orderId: order.orderId }]);
  });

  it('is deleted by its endpoint', async () => {
    const device = browserDevice();
    expect((await save({ subscription: device.subscription }, signedInAs('c-del'))).statusCode).toBe(204);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/push/subscriptions',
      query: { endpoint: device.subscription.endpoint },
    });
    expect(res.statusCode).toBe(204);
    expect(await stored(device.subscription.endpoint)).toEqual([]);
  });
});

describe('order updates', () => {
  it("push the new status, encrypted for the guest's device, to the page of the order", async () => {
    const order = await placeOrder();
    const device = browserDevice();
    await save({ subscription: device.subscription, orderId: order.orderId }, { 'x-session-id': order.sessionId });
    await moveAndReceive(order.orderId, 'Preparing');
    expect(pushService.received).toHaveLength(1);
    const [delivery] = pushService.received;
    expect(delivery!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(delivery!.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(device.read(delivery!.body)).toEqual({
      title: `Order ${order.orderReference}`,
      body: 'Your order is being prepared.',
      url: `/order/${order.orderId}`,
      tag: `order-${order.orderId}`,
    });
  });

  it("reach a signed-in customer's devices without asking per order; Ready says collect for pickup", async () => {
    const order = await placeOrder();
    const customerId = `c-${randomUUID()}`;
    await ctx.database.db.update(orders).set({ customerId }).where(eq(orders.orderId, order.orderId));
    const device = browserDevice();
    await save({ subscription: device.subscription }, signedInAs(customerId));
    for (const status of ['Preparing', 'Baking', 'QualityCheck', 'Ready']) await moveAndReceive(order.orderId, status);
    expect(pushService.received.map((r) => device.read(r.body).body)).toEqual([
      'Your order is being prepared.',
      'Your order is in the oven.',
      'Your order is having a final check.',
      'Your order is ready to collect.',
    ]);
  });

  it('delete a subscription the push service calls gone (410 and 404)', async () => {
    for (const status of [410, 404]) {
      const order = await placeOrder();
      const device = browserDevice();
      await save({ subscription: device.subscription, orderId: order.orderId }, { 'x-session-id': order.sessionId });
      pushService.answer = status;
      await moveAndReceive(order.orderId, 'Preparing');
      expect(pushService.received).toHaveLength(1);
      await eventually(
        () => stored(device.subscription.endpoint),
        (rows) => rows.length === 0,
      );
      pushService.received = [];
    }
  });

  it('go to the outbox when no push service answers, and the subscription stays', async () => {
    const order = await placeOrder();
    const device = browserDevice();
    const unreachable = { ...device.subscription, endpoint: 'http://127.0.0.1:1/push/nobody-listens' };
    await save({ subscription: unreachable, orderId: order.orderId }, { 'x-session-id': order.sessionId });
    await move(order.orderId, 'Cancelled');
    const kept = await eventually(
      () => ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'push')),
      (rows) => rows.some((row) => row.links[0] === `/order/${order.orderId}`),
    );
    expect(kept).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          recipient: `guest device (order ${order.orderId})`,
          subject: `Order ${order.orderReference}`,
          text: 'Your order has been cancelled. Any payment is being returned.',
          links: [`/order/${order.orderId}`],
        }),
      ]),
    );
    expect(await stored(unreachable.endpoint)).toHaveLength(1);
  });
});

describe('the marketing console', () => {
  it('needs the marketing role: 401 without a token, 403 for a store account', async () => {
    const url = '/api/v1/engagement-console/push/recipients';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const manager = { authorization: `Bearer ${await staffToken(MANAGER)}` };
    expect((await ctx.app.inject({ method: 'GET', url, headers: manager })).statusCode).toBe(403);
  });

  it("counts and reaches signed-in customers' devices only, refusing a link off the site", async () => {
    await ctx.database.db.delete(pushSubscriptions);
    const order = await placeOrder();
    const guest = browserDevice();
    await save({ subscription: guest.subscription, orderId: order.orderId }, { 'x-session-id': order.sessionId });
    const customers = [browserDevice(), browserDevice()];
    for (const [i, d] of customers.entries()) await save({ subscription: d.subscription }, signedInAs(`fan-${i}`));
    const headers = { authorization: `Bearer ${await staffToken(MARKETER)}` };

    const count = await ctx.app.inject({ method: 'GET', url: '/api/v1/engagement-console/push/recipients', headers });
    expect(count.json()).toEqual({ count: 2 });

    const offSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/engagement-console/push',
      headers,
      payload: { title: 'Two for Tuesday', body: 'Two large pizzas for $25.', url: '//evil.example' },
    });
    expect(offSite.statusCode).toBe(400);
    expect(pushService.received).toEqual([]);

    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/engagement-console/push',
      headers,
      payload: { title: 'Two for Tuesday', body: 'Two large pizzas for $25.', url: '/offers' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ recipients: 2, sent: 2, keptInOutbox: 0, removed: 0, failed: 0 });
    const paths = pushService.received.map((r) => r.path).sort();
    expect(paths).toEqual(customers.map((d) => new URL(d.subscription.endpoint).pathname).sort());
    expect(
      customers[0]!.read(
        pushService.received.find((r) => r.path.endsWith(customers[0]!.subscription.endpoint.split('/').pop()!))!.body,
      ),
    ).toEqual({
      title: 'Two for Tuesday',
      body: 'Two large pizzas for $25.',
      url: '/offers',
    });
  });
});
