import { randomUUID } from 'node:crypto';
import { basketSchema, POST_ORDER_SURVEY_ID } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { guestDetails, pickupAtParramatta } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Issue 23, item 11: an answer needs an order that exists and the basket session that placed it,
// and there is one answer per question per order (a repeat replaces it).
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));

let ctx: TestContext;
let order: { orderId: string; sessionId: string };
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  order = await placeOrder();
});

async function placeOrder() {
  const basket = basketSchema.parse(
    (await ctx.app.inject({ method: 'POST', url: '/api/v1/baskets', payload: pickupAtParramatta })).json(),
  );
  const h = { 'x-session-id': basket.sessionId };
  const url = `/api/v1/baskets/${basket.basketId}`;
  await ctx.app.inject({
    method: 'POST',
    url: `${url}/basketItems`,
    headers: h,
    payload: { productId: 1003, quantity: 2, sizeId: 2 },
  });
  await ctx.app.inject({ method: 'POST', url: `${url}/validateOrder`, headers: h, payload: guestDetails });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `${url}/orders/cash`,
    headers: { ...h, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(placed.statusCode).toBe(201);
  return { orderId: placed.json().orderId as string, sessionId: basket.sessionId };
}

const answer = (questionId: string, body: Record<string, unknown>, sessionId: string | null = order.sessionId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/survey/surveys/${POST_ORDER_SURVEY_ID}/questions/${questionId}/response`,
    headers: sessionId ? { 'x-session-id': sessionId } : {},
    payload: body,
  });
const storedFor = (orderId: string) =>
  ctx.database.db.select().from(surveyResponses).where(eq(surveyResponses.orderId, orderId));

describe('who may answer', () => {
  it('takes an answer for the order with the session that placed it', async () => {
    const res = await answer('overall', { orderId: order.orderId, answer: '5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nextQuestion: { nextQuestionId: 'recommend' } });
    expect(await storedFor(order.orderId)).toMatchObject([{ questionId: 'overall', answer: '5' }]);
  });

  it('answers 404 alike, storing nothing, for an unknown order, another session or none', async () => {
    const unknownOrder = randomUUID();
    const unknown = await answer('overall', { orderId: unknownOrder, answer: '1' });
    const stranger = await answer('overall', { orderId: order.orderId, answer: '1' }, 'someone-elses-session');
    const anonymous = await answer('overall', { orderId: order.orderId, answer: '1' }, null);
    for (const res of [unknown, stranger, anonymous]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'NotFound', message: 'Order not found.' });
    }
    // Another order's own session does not open this one.
    const other = await placeOrder();
    expect((await answer('overall', { orderId: order.orderId, answer: '1' }, other.sessionId)).statusCode).toBe(404);
    expect(await storedFor(order.orderId)).toEqual([]);
    expect(await storedFor(unknownOrder)).toEqual([]);
  });

  it('needs the order id: 400 naming it', async () => {
    const res = await answer('overall', { answer: '5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'body.orderId' })]);
  });
});

describe('one answer per question per order', () => {
  it('replaces an earlier answer to the same question and follows the new one', async () => {
    expect((await answer('overall', { orderId: order.orderId, answer: '1' })).json()).toEqual({
      nextQuestion: { nextQuestionId: 'what-went-wrong' },
    });
    const again = await answer('overall', { orderId: order.orderId, answer: '4' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ nextQuestion: { nextQuestionId: 'recommend' } });
    expect(await storedFor(order.orderId)).toMatchObject([{ questionId: 'overall', answer: '4' }]);
  });

  it('keeps one answer when 12 arrive for the same question at once', async () => {
    const answers = Array.from({ length: 12 }, (_, i) => String((i % 5) + 1));
    const results = await Promise.all(
      answers.map((value) => answer('overall', { orderId: order.orderId, answer: value })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const stored = await storedFor(order.orderId);
    expect(stored).toHaveLength(1);
    expect(answers).toContain(stored[0]!.answer);
  });

  it('is held by the database too: a second row for the question, or a row for no order, is refused', async () => {
    await answer('recommend', { orderId: order.orderId, answer: '5' });
    const row = { surveyId: POST_ORDER_SURVEY_ID, questionId: 'recommend', answer: '1', answeredAt: new Date() };
    await expect(ctx.database.db.insert(surveyResponses).values({ ...row, orderId: order.orderId })).rejects.toThrow();
    await expect(ctx.database.db.insert(surveyResponses).values({ ...row, orderId: randomUUID() })).rejects.toThrow();
    expect(await storedFor(order.orderId)).toHaveLength(1);
  });
});

describe('the survey itself', () => {
  it('serves the post-order survey for an order and branches on the answer', async () => {
    const survey = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/survey/surveys/${POST_ORDER_SURVEY_ID}?orderId=${order.orderId}`,
    });
    expect(survey.json()).toMatchObject({ surveyId: POST_ORDER_SURVEY_ID, orderId: order.orderId });
    expect((await answer('recommend', { orderId: order.orderId, answer: '5' })).json()).toEqual({
      nextQuestion: { nextQuestionId: null },
    });
    expect((await answer('overall', { orderId: order.orderId, answer: '9' })).statusCode).toBe(400);
    expect((await answer('nope', { orderId: order.orderId, answer: '1' })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/survey/surveys/no-such-survey/questions/overall/response`,
          headers: { 'x-session-id': order.sessionId },
          payload: { orderId: order.orderId, answer: '5' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
