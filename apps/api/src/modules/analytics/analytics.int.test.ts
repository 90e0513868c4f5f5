import { ANALYTICS_LIMITS, type AnalyticsEvent } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Issue 16, item 5: the collector keeps valid batches, refuses a bad event by its index and a
// flood by its client, and the staff funnel counts one journey's events exactly.
const clock = fixedClock(new Date('2026-11-25T01:00:00Z'));
let ctx: TestContext;
let staffToken: string;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/login',
    payload: { username: 'sydney.manager', password: 'Pizza-Sydney-2026' },
  });
  staffToken = login.json<{ token: string }>().token;
});
afterAll(() => ctx.close());

// Each test is a different client, so the per-client budget is spent only where a test means it.
let client = 0;
const nextClient = () => `198.51.100.${++client}`;
const at = '2026-11-25T01:00:00.000Z';

const send = (body: unknown, remoteAddress = nextClient()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/analytics/events', remoteAddress, payload: body as object });

const funnel = (query: string, token: string | null = staffToken) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/analytics/funnel${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const eventsOf = (sessionId: string) =>
  ctx.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));

const pageView: AnalyticsEvent = { event: 'page_view', at, path: '/', routeName: 'home' };

describe('POST /api/v1/analytics/events', () => {
  it('keeps every event of a valid batch with its fields', async () => {
    const events: AnalyticsEvent[] = [
      pageView,
      {
        event: 'product_view',
        at,
        product: {
          slug: 'pepperoni',
          name: 'Pepperoni',
          productType: 'Pizza',
          taxonomy: ['pizza', 'classics-range'],
          totalPrice: 1495,
          productId: 12,
          sizes: [{ sizeId: 1, name: 'Large', priceCents: 1495 }],
          bases: [{ productId: 40, name: 'Classic Crust' }],
          price: { displayGross: 14.95, displayTax: 0 },
          tax: { name: 'GST', size: 0 },
        },
      },
      { event: 'fatal-error', at, pagePath: '/menu/pizza' },
      { event: 'campaign_details', at, source: 'news', medium: 'email', campaign: 'spring', term: null, content: null },
    ];
    const response = await send({ sessionId: 'keep-batch-1', events });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 4 });
    const rows = await eventsOf('keep-batch-1');
    expect(rows.map((r) => r.name).sort()).toEqual(['campaign_details', 'fatal-error', 'page_view', 'product_view']);
    const product = rows.find((r) => r.name === 'product_view');
    expect(product?.payload).toMatchObject({ product: { slug: 'pepperoni', tax: { name: 'GST', size: 0 } } });
    expect(product?.occurredAt.toISOString()).toBe(at);
    expect(rows.find((r) => r.name === 'fatal-error')?.payload).toEqual({ pagePath: '/menu/pizza' });
  });

  it('refuses an unknown event with a 400 naming its index, and keeps nothing of the batch', async () => {
    const response = await send({
      sessionId: 'bad-batch-1',
      events: [pageView, pageView, { event: 'made_up', at }],
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('events.2');
    expect(await eventsOf('bad-batch-1')).toEqual([]);
  });

  it('refuses a known event with a wrong field, naming the index and the field', async () => {
    const response = await send({
      sessionId: 'bad-batch-2',
      events: [{ event: 'product_view', at, product: { slug: 'x' } }],
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('events.0.product');
    expect(await eventsOf('bad-batch-2')).toEqual([]);
  });

  it('refuses a batch sent as text/plain (415), so a beacon must send a JSON Blob', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      remoteAddress: nextClient(),
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ sessionId: 'plain-text-1', events: [pageView] }),
    });
    expect(response.statusCode).toBe(415);
    expect(await eventsOf('plain-text-1')).toEqual([]);
  });

  it('limits a flood from one client with 429, while another client and ordering calls carry on', async () => {
    const flooder = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i <= ANALYTICS_LIMITS.batchesPerWindow; i += 1) {
      statuses.push((await send({ sessionId: 'flood-batch-1', events: [pageView] }, flooder)).statusCode);
    }
    expect(statuses.slice(0, ANALYTICS_LIMITS.batchesPerWindow).every((s) => s === 202)).toBe(true);
    const refused = await send({ sessionId: 'flood-batch-1', events: [pageView] }, flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Bad batches from the flooder are refused by the budget too, before they are read.
    expect((await send({ sessionId: 'flood-batch-1', events: [{ event: 'made_up' }] }, flooder)).statusCode).toBe(429);
    expect((await eventsOf('flood-batch-1')).length).toBe(ANALYTICS_LIMITS.batchesPerWindow);

    expect((await send({ sessionId: 'other-client-1', events: [pageView] })).statusCode).toBe(202);
    // The same client can still start an order: the collector's budget is its own.
    const basket = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/baskets',
      remoteAddress: flooder,
      payload: {},
    });
    expect(basket.statusCode).not.toBe(429);
  });
});

describe('GET /api/v1/staff/analytics/funnel', () => {
  it("counts one journey's events exactly, on the store's local day", async () => {
    // 10 March 2026, 11:00 in Sydney (AEDT, UTC+11).
    const day = '2026-03-10';
    clock.set(new Date('2026-03-10T00:00:00Z'));
    const journey = (events: object[]) =>
      send({ sessionId: 'journey-0001', events: events.map((e) => ({ ...e, at: clock.now().toISOString() })) });
    expect((await journey([{ ...pageView }, { event: 'app_open', resumed: false }])).statusCode).toBe(202);
    expect((await journey([{ event: 'localised', serviceType: 'delivery', storeCode: 'SYD' }])).statusCode).toBe(202);
    const add = { event: 'add_to_cart', kind: 'item', productId: 12, quantity: 1 } as const;
    expect(
      (await journey([add, add, { event: 'remove_from_cart', kind: 'item', basketItemId: 'b1' }])).statusCode,
    ).toBe(202);
    expect(
      (await journey([{ event: 'begin_checkout', basketId: 'basket-1', totalCents: 2990, itemCount: 2 }])).statusCode,
    ).toBe(202);
    expect((await journey([{ event: 'purchase', orderId: 'order-1', totalCents: 2990 }])).statusCode).toBe(202);
    // Another visit that only looked, and one on the evening before (23:30 in Sydney) that ordered.
    expect((await send({ sessionId: 'browser-0001', events: [pageView] })).statusCode).toBe(202);
    clock.set(new Date('2026-03-09T12:30:00Z'));
    expect(
      (
        await send({
          sessionId: 'evening-0001',
          events: [pageView, { event: 'purchase', at, orderId: 'o', totalCents: 1 }],
        })
      ).statusCode,
    ).toBe(202);
    clock.set(new Date('2026-03-10T02:00:00Z'));

    const today = await funnel('');
    expect(today.statusCode).toBe(200);
    expect(today.json()).toEqual({
      date: day,
      timeZone: 'Australia/Sydney',
      steps: [
        { step: 'sessions', label: 'Visits', count: 2 },
        { step: 'localised', label: 'Chose delivery or pickup', count: 1 },
        { step: 'added', label: 'Added to cart', count: 1 },
        { step: 'checkout', label: 'Began checkout', count: 1 },
        { step: 'ordered', label: 'Ordered', count: 1 },
      ],
    });
    const before = await funnel('?date=2026-03-09');
    expect(before.json().steps.map((s: { count: number }) => s.count)).toEqual([1, 0, 0, 0, 1]);
    const empty = await funnel('?date=2026-03-01');
    expect(empty.json().steps.map((s: { count: number }) => s.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses a call without a staff token (401), from a content editor (403) or with a bad date (400)', async () => {
    expect((await funnel('', null)).statusCode).toBe(401);
    expect((await funnel('', 'not-a-token')).statusCode).toBe(401);
    const editor = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { username: 'content.editor', password: 'Pizza-Content-2026' },
    });
    expect((await funnel('', editor.json<{ token: string }>().token)).statusCode).toBe(403);
    const bad = await funnel('?date=10-03-2026');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('date');
  });
});
