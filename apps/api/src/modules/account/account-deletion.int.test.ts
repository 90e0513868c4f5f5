import { randomUUID } from 'node:crypto';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import {
  baskets,
  campaignCoupons,
  customerCards,
  customerIdentities,
  customers,
  customerSavedPlaces,
  emailChangeRequests,
  emailLinkTokens,
  engagementAttributes,
  engagementEvents,
  oneTimeCodes,
  orders,
  outboxMessages,
  pushSubscriptions,
  refreshTokenFamilies,
  sandboxTokens,
  userNotifications,
} from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import { accountTestApp, deliveryFrom1002, newCustomer, placeCashOrder, saveCardFor } from './account.test-support.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

const remove = (customerId: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/customer/${customerId}`, headers });

// Names, a mobile and a street nobody else in this database has: found anywhere after the
// deletion, they are this person's details left behind.
const FIRST = 'Fayetta';
const LAST = 'Marchbanks';
const MOBILE = '+61498765432';
const STREET = '7 Quillfeather Lane';

/** Every table of the schema, by its SQL name. */
const allTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** The tables (and a row's text) where any of `markers` still appears, case-insensitively. */
async function tablesHolding(markers: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of allTables) {
    const { name } = getTableConfig(table);
    const result: unknown = await ctx.database.db.execute(sql`select * from ${sql.identifier(name)}`);
    // PGlite answers { rows }, the PostgreSQL driver the rows themselves.
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      const hit = markers.find((m) => text.includes(m.toLowerCase()));
      if (hit) found.push(`${name}: ${hit} in ${JSON.stringify(row).slice(0, 300)}`);
    }
  }
  return found;
}

it('deleting the account leaves nothing personal in any table: orders kept anonymised, sign-ins revoked', async () => {
  const db = ctx.database.db;
  const fay = await newCustomer(ctx, clock, 'fay');
  await db
    .update(customers)
    .set({ firstName: FIRST, lastName: LAST, mobileNumber: MOBILE })
    .where(eq(customers.customerId, fay.customerId));
  const proposed = `fay.elsewhere.${fay.customerId.slice(0, 8)}@example.com`;
  const markers = [fay.email, proposed, FIRST, LAST, MOBILE.slice(3), '498 765 432', 'Quillfeather'];
  // Nothing of hers yet but the account: the markers are hers alone.
  expect((await tablesHolding(markers)).every((t) => t.startsWith('customers:'))).toBe(true);

  // An order delivered to her door, with her contacts and a note naming her; its address is saved.
  const contact = {
    firstName: FIRST,
    lastName: LAST,
    mobileNumber: '0498 765 432',
    email: fay.email,
    orderNote: `Ring ${FIRST} on 0498 765 432`,
  };
  const placed = await placeCashOrder(
    ctx,
    fay.headers,
    { ...deliveryFrom1002, address: STREET },
    [{ productId: 1003, quantity: 2, sizeId: 2 }],
    [],
    contact,
  );
  const savedStore = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/customer/${fay.customerId}/store`,
    headers: fay.headers,
    payload: { storeId: 1002 },
  });
  expect(savedStore.statusCode, savedStore.body).toBe(200);
  const changed = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/customer/${fay.customerId}/changeemail`,
    headers: fay.headers,
    payload: { proposedEmail: proposed },
  });
  expect(changed.statusCode).toBe(200);
  const card = await saveCardFor(ctx, fay);
  const [cardRow] = await db.select().from(customerCards).where(eq(customerCards.cardId, card.cardId));
  const familyId = randomUUID();
  await db.insert(refreshTokenFamilies).values({
    familyId,
    customerId: fay.customerId,
    createdAt: clock.now(),
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) ${LAST}Browser/125.0`,
  });
  // What other paths leave behind, written as they write it: a linked provider, the code her
  // registration was confirmed with (names kept before the account existed), a login link, a
  // notification, her devices' push subscriptions (signed in, and a guest's for this order), a push
  // message kept by the outbox, engagement events and attributes, a free-pizza claim at her address.
  await db.insert(customerIdentities).values({
    provider: 'Google',
    subject: `google-${LAST}`,
    customerId: fay.customerId,
    email: fay.email,
    linkedAt: clock.now(),
  });
  await db.insert(oneTimeCodes).values({
    id: randomUUID(),
    destination: `email:${fay.email}`,
    purpose: 'register',
    codeHash: 'x',
    customerId: null,
    registration: { firstName: FIRST, lastName: LAST, email: fay.email, mobileNumber: MOBILE },
    attemptsLeft: 0,
    createdAt: clock.now(),
    expiresAt: clock.now(),
    closedAt: clock.now(),
  });
  await db.insert(emailLinkTokens).values({
    tokenHash: randomUUID(),
    purpose: 'login',
    customerId: '00000000-0000-0000-0000-000000000000',
    email: fay.email,
    expiresAt: clock.now(),
  });
  await db.insert(userNotifications).values({
    id: randomUUID(),
    customerId: fay.customerId,
    variant: 'info',
    message: `Welcome back, ${FIRST}`,
    createdAt: clock.now(),
  });
  for (const owner of [{ customerId: fay.customerId }, { orderId: placed.orderId }]) {
    await db.insert(pushSubscriptions).values({
      id: randomUUID(),
      endpoint: `https://push.example/${LAST}-${randomUUID()}`,
      p256dh: 'p',
      auth: 'a',
      ...owner,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
  }
  await db.insert(outboxMessages).values({
    id: randomUUID(),
    channel: 'push',
    recipient: `customer ${fay.customerId}`,
    subject: 'Your order is ready',
    text: `${FIRST}, your order is ready`,
    links: [],
    createdAt: clock.now(),
  });
  await db.insert(engagementEvents).values({
    subject: `user:${fay.userId}`,
    name: 'favourite_set',
    properties: { nickname: FIRST },
    occurredAt: clock.now(),
  });
  await db
    .insert(engagementAttributes)
    .values({ subject: `user:${fay.userId}`, name: 'surname', value: LAST, updatedAt: clock.now() });
  await db.insert(campaignCoupons).values({
    campaign: 'free-pizza',
    emailKey: fay.email,
    email: fay.email,
    claimDay: '2026-11-24',
    claimedAt: clock.now(),
  });
  // Each of those holds her details now, in all of these tables.
  const before = new Set((await tablesHolding(markers)).map((t) => t.split(':')[0]));
  expect([...before].sort()).toEqual(
    [
      'baskets',
      'campaign_coupons',
      'customer_identities',
      'customer_saved_places',
      'customers',
      'email_change_requests',
      'email_link_tokens',
      'engagement_attributes',
      'engagement_events',
      'one_time_codes',
      'orders',
      'outbox_messages',
      'push_subscriptions',
      'refresh_token_families',
      'user_notifications',
    ].sort(),
  );

  // An order still on its way keeps its address: deletion waits for it.
  const early = await remove(fay.customerId, fay.headers);
  expect(early.statusCode).toBe(409);
  expect((await db.select().from(customers).where(eq(customers.customerId, fay.customerId)))[0]!.email).toBe(fay.email);
  await db.update(orders).set({ status: 'Delivered' }).where(eq(orders.orderId, placed.orderId));

  const deleted = await remove(fay.customerId, fay.headers);
  expect(deleted.statusCode, deleted.body).toBe(204);

  // Checked in every table of the schema, not only the ones deletion is known to touch.
  expect(await tablesHolding(markers)).toEqual([]);
  expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, fay.customerId))).toEqual([]);

  const [customer] = await db.select().from(customers).where(eq(customers.customerId, fay.customerId));
  expect(customer).toMatchObject({
    email: null,
    mobileNumber: null,
    firstName: '',
    lastName: '',
    dispositionPreference: null,
  });
  expect(customer!.deletedAt).not.toBeNull();
  // The order is kept for the store's books, without a name, contact, address or note.
  const [order] = await db.select().from(orders).where(eq(orders.orderId, placed.orderId));
  expect(order!.orderReference).toBe(placed.orderReference);
  expect(order!.basketTotal).toBeGreaterThan(0);
  expect(order!.customerId).toBe(fay.customerId);
  expect((order!.basket as { orderNote: unknown }).orderNote).toBeNull();
  const [basket] = await db.select().from(baskets).where(eq(baskets.basketId, placed.basket.basketId));
  expect(basket).toMatchObject({ customerInfo: null, deliveryAddress: null, orderNote: null });
  expect(await db.select().from(customerSavedPlaces).where(eq(customerSavedPlaces.customerId, fay.customerId))).toEqual(
    [],
  );
  expect(await db.select().from(emailChangeRequests).where(eq(emailChangeRequests.customerId, fay.customerId))).toEqual(
    [],
  );
  expect(await db.select().from(customerCards).where(eq(customerCards.customerId, fay.customerId))).toEqual([]);
  // The card is discarded at the gateway: it can never be charged again.
  const [token] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.token, cardRow!.gatewayToken));
  expect(token!.deletedAt).not.toBeNull();
  const [family] = await db.select().from(refreshTokenFamilies).where(eq(refreshTokenFamilies.familyId, familyId));
  expect(family!.revokedAt).not.toBeNull();
  expect(family!.userAgent).toBeNull();
  // The free-pizza coupon stays a voucher, without her address.
  const [coupon] = await db.select().from(campaignCoupons).where(eq(campaignCoupons.campaign, 'free-pizza'));
  expect(coupon).toMatchObject({ email: '', emailKey: `erased:${coupon!.voucherId}` });

  // The token that outlived the account opens nothing.
  const after = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/order/orderHistory/${fay.customerId}`,
    headers: fay.headers,
  });
  expect(after.statusCode).toBe(401);
});
