import {
  CARD_ALREADY_SAVED_MESSAGE,
  CARD_SAVE_DECLINED_MESSAGE,
  savedCardListSchema,
  savedCardSchema,
} from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerCards, sandboxCardSessions, sandboxTokens } from '../../db/schema/index.ts';
import { testCard } from '../../local/payment-sandbox/test-cards.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import { accountTestApp, enterCardFor, newCustomer, type TestCustomer } from './account.test-support.ts';

const enterCard = (
  who: TestCustomer,
  brand: 'Visa' | 'Mastercard' | 'Amex',
  outcome: 'success' | 'declined' | 'insufficient_funds',
) => enterCardFor(ctx, who, brand, outcome);

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

const call = (who: TestCustomer, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/customer/${who.customerId}${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

it('saves a card from the hosted fields as a gateway token (brand, last four, expiry, default, status), never a number', async () => {
  const gus = await newCustomer(ctx, clock, 'gus');
  const saved = await call(gus, 'POST', '/card', { flexToken: await enterCard(gus, 'Visa', 'success') });
  expect(saved.statusCode, saved.body).toBe(201);
  const visa = savedCardSchema.parse(saved.json());
  expect(visa).toMatchObject({
    brand: 'Visa',
    brandCode: '001',
    expiryMonth: 4,
    expiryYear: 2029,
    default: true,
    status: 'Active',
  });
  clock.advanceMinutes(1);
  const amex = savedCardSchema.parse(
    (await call(gus, 'POST', '/card', { flexToken: await enterCard(gus, 'Amex', 'success') })).json(),
  );
  expect(amex).toMatchObject({ brand: 'Amex', brandCode: '003', default: false });

  const [row] = await ctx.database.db.select().from(customerCards).where(eq(customerCards.cardId, visa.cardId));
  const [token] = await ctx.database.db.select().from(sandboxTokens).where(eq(sandboxTokens.token, row!.gatewayToken));
  expect(token!.customerReference).toBe(`customer-${gus.customerId}`);
  expect(JSON.stringify(row)).not.toContain(testCard('Visa', 'success').number);

  expect((await call(gus, 'PATCH', `/card/${amex.cardId}/default`)).json().default).toBe(true);
  expect((await call(gus, 'PATCH', `/card/${amex.cardId}/status`, { status: 'Inactive' })).json().status).toBe(
    'Inactive',
  );
  const list = savedCardListSchema.parse((await call(gus, 'GET', '/card')).json());
  expect(list.map((c) => [c.brand, c.default])).toEqual([
    ['Visa', false],
    ['Amex', true],
  ]);
  expect((await call(gus, 'GET', `/card/${visa.cardId}`)).json().last4).toBe(visa.last4);

  const [amexRow] = await ctx.database.db.select().from(customerCards).where(eq(customerCards.cardId, amex.cardId));
  expect((await call(gus, 'DELETE', `/card/${amex.cardId}`)).statusCode).toBe(204);
  const [discarded] = await ctx.database.db
    .select()
    .from(sandboxTokens)
    .where(eq(sandboxTokens.token, amexRow!.gatewayToken));
  expect(discarded!.deletedAt).not.toBeNull();
  const left = savedCardListSchema.parse((await call(gus, 'GET', '/card')).json());
  expect(left.map((c) => [c.brand, c.default])).toEqual([['Visa', true]]);
  expect((await call(gus, 'GET', `/card/${amex.cardId}`)).statusCode).toBe(404);
});

it('a card the gateway refuses answers 402 saying it was declined and not saved, and saves nothing', async () => {
  const hal = await newCustomer(ctx, clock, 'hal');
  expect(CARD_SAVE_DECLINED_MESSAGE).toBe(
    'This card was declined, so it was not saved. Check its details or use another card.',
  );
  for (const outcome of ['declined', 'insufficient_funds'] as const) {
    const res = await call(hal, 'POST', '/card', { flexToken: await enterCard(hal, 'Mastercard', outcome) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PaymentDeclined', message: CARD_SAVE_DECLINED_MESSAGE });
  }
  expect(
    await ctx.database.db.select().from(customerCards).where(eq(customerCards.customerId, hal.customerId)),
  ).toEqual([]);
  expect(
    await ctx.database.db
      .select()
      .from(sandboxTokens)
      .where(eq(sandboxTokens.customerReference, `customer-${hal.customerId}`)),
  ).toEqual([]);
});

it("another customer's card session, or a basket's, is not saved: 400 naming flexToken", async () => {
  const ida = await newCustomer(ctx, clock, 'ida');
  const jon = await newCustomer(ctx, clock, 'jon');
  const idasSession = await enterCard(ida, 'Visa', 'success');
  const res = await call(jon, 'POST', '/card', { flexToken: idasSession });
  expect(res.statusCode).toBe(400);
  expect(res.body).toContain('body.flexToken');
  expect((await call(jon, 'POST', '/card', { flexToken: 'cs_nothing_here' })).statusCode).toBe(400);
  expect(savedCardListSchema.parse((await call(jon, 'GET', '/card')).json())).toEqual([]);
});

it("GET /customer/{id} names the saved cards (cardId, default) and the default one's id as savedCardId", async () => {
  const ivy = await newCustomer(ctx, clock, 'ivy');
  const customer = async () =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/customer/${ivy.customerId}`, headers: ivy.headers })).json();
  expect(await customer()).toMatchObject({ cards: [], savedCardId: null });
  const visa = savedCardSchema.parse(
    (await call(ivy, 'POST', '/card', { flexToken: await enterCard(ivy, 'Visa', 'success') })).json(),
  );
  clock.advanceMinutes(1);
  const amex = savedCardSchema.parse(
    (
      await call(ivy, 'POST', '/card', { flexToken: await enterCard(ivy, 'Amex', 'success'), makeDefault: true })
    ).json(),
  );
  expect(await customer()).toMatchObject({
    cards: [
      { cardId: visa.cardId, default: false },
      { cardId: amex.cardId, default: true },
    ],
    savedCardId: amex.cardId,
  });
});

it('the same card saved again answers 409 CardAlreadySaved naming the card on file; nothing changes', async () => {
  const jo = await newCustomer(ctx, clock, 'jo');
  const first = savedCardSchema.parse(
    (await call(jo, 'POST', '/card', { flexToken: await enterCard(jo, 'Mastercard', 'success') })).json(),
  );
  const secondSession = await enterCard(jo, 'Mastercard', 'success');
  const again = await call(jo, 'POST', '/card', { flexToken: secondSession, makeDefault: true });
  expect(again.statusCode, again.body).toBe(409);
  expect(again.headers['content-type']).toContain('application/problem+json');
  expect(again.json()).toMatchObject({
    status: 409,
    code: 'CardAlreadySaved',
    message: CARD_ALREADY_SAVED_MESSAGE,
    cardId: first.cardId,
  });
  expect(CARD_ALREADY_SAVED_MESSAGE).toBe('That card is already saved to your account.');
  expect(savedCardListSchema.parse((await call(jo, 'GET', '/card')).json())).toEqual([first]);
  // The second card session's token is discarded at the gateway: it can never be charged.
  const [session] = await ctx.database.db
    .select()
    .from(sandboxCardSessions)
    .where(eq(sandboxCardSessions.sessionId, secondSession));
  const [token] = await ctx.database.db.select().from(sandboxTokens).where(eq(sandboxTokens.token, session!.token!));
  expect(token!.deletedAt).not.toBeNull();
});
