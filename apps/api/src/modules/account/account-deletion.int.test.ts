import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baskets,
  customerCards,
  customers,
  customerSavedPlaces,
  emailChangeRequests,
  orders,
  outboxMessages,
  refreshTokenFamilies,
  sandboxTokens,
} from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  accountTestApp,
  deliveryFrom1002,
  details,
  newCustomer,
  placeCashOrder,
  saveCardFor,
} from './account.test-support.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

const remove = (customerId: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/customer/${customerId}`, headers });

it('deleting the account leaves nothing personal: orders kept anonymised, places, e-mail changes, messages gone, sign-ins revoked', async () => {
  const db = ctx.database.db;
  const fay = await newCustomer(ctx, clock, 'fay');
  const placed = await placeCashOrder(ctx, fay.headers, deliveryFrom1002, [
    { productId: 1003, quantity: 2, sizeId: 2 },
  ]);
  const changed = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/customer/${fay.customerId}/changeemail`,
    headers: fay.headers,
    payload: { proposedEmail: 'fay.elsewhere@example.com' },
  });
  expect(changed.statusCode).toBe(200);
  const card = await saveCardFor(ctx, fay);
  const [cardRow] = await db.select().from(customerCards).where(eq(customerCards.cardId, card.cardId));
  const familyId = randomUUID();
  await db.insert(refreshTokenFamilies).values({
    familyId,
    customerId: fay.customerId,
    createdAt: clock.now(),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  });

  // An order still on its way keeps its address: deletion waits for it.
  const early = await remove(fay.customerId, fay.headers);
  expect(early.statusCode).toBe(409);
  expect((await db.select().from(customers).where(eq(customers.customerId, fay.customerId)))[0]!.email).toBe(fay.email);
  await db.update(orders).set({ status: 'Delivered' }).where(eq(orders.orderId, placed.orderId));

  const deleted = await remove(fay.customerId, fay.headers);
  expect(deleted.statusCode, deleted.body).toBe(204);

  const [customer] = await db.select().from(customers).where(eq(customers.customerId, fay.customerId));
  expect(customer).toMatchObject({
    email: null,
    mobileNumber: null,
    firstName: '',
    lastName: '',
    dispositionPreference: null,
  });
  expect(customer!.deletedAt).not.toBeNull();
  const [order] = await db.select().from(orders).where(eq(orders.orderId, placed.orderId));
  expect(order!.orderReference).toBe(placed.orderReference);
  expect(order!.basketTotal).toBeGreaterThan(0);
  const everything = JSON.stringify(order);
  for (const personal of [fay.email, details.email, details.firstName, details.lastName, '0412', '12 Smith Street']) {
    expect(everything).not.toContain(personal);
  }
  const [basket] = await db.select().from(baskets).where(eq(baskets.basketId, placed.basket.basketId));
  expect(basket).toMatchObject({ customerInfo: null, deliveryAddress: null });
  expect(await db.select().from(customerSavedPlaces).where(eq(customerSavedPlaces.customerId, fay.customerId))).toEqual(
    [],
  );
  expect(await db.select().from(emailChangeRequests).where(eq(emailChangeRequests.customerId, fay.customerId))).toEqual(
    [],
  );
  const messages = await db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.recipient, [fay.email, 'fay.elsewhere@example.com']));
  expect(messages).toEqual([]);
  expect(await db.select().from(customerCards).where(eq(customerCards.customerId, fay.customerId))).toEqual([]);
  const [token] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.token, cardRow!.gatewayToken));
  expect(token!.deletedAt).not.toBeNull();
  const [family] = await db.select().from(refreshTokenFamilies).where(eq(refreshTokenFamilies.familyId, familyId));
  expect(family!.revokedAt).not.toBeNull();
  expect(family!.userAgent).toBeNull();

  // The token that outlived the account opens nothing.
  const after = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/order/orderHistory/${fay.customerId}`,
    headers: fay.headers,
  });
  expect(after.statusCode).toBe(401);
});
