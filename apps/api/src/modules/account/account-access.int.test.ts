import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointKey } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, refreshTokenFamilies, refreshTokens } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  accountTestApp,
  deliveryFrom1002,
  newCustomer,
  placeCashOrder,
  saveCardFor,
  type TestCustomer,
} from './account.test-support.ts';

// Every call that names a customer (or their order) in its path, walked with another customer's
// token and with no token at all: refused, and nothing of the owner's in any answer. The routes are
// taken from the endpoint table, so a new one with a customer, user or order id in its path fails
// this test until it is walked here too.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
/** The victim's change of e-mail address, still waiting for its link. */
const VICTIM_NEW_EMAIL = 'victim.moving@example.com';
let ctx: TestContext;
let victim: TestCustomer;
let intruder: TestCustomer;
let victimOrder: { orderId: string; orderReference: string; basket: { basketId: string } };
let victimCard: { cardId: string; last4: string };
let victimDevice: string;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
  victim = await newCustomer(ctx, clock, 'victim');
  intruder = await newCustomer(ctx, clock, 'intruder');
  victimCard = await saveCardFor(ctx, victim);
  const asked = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/customer/${victim.customerId}/changeemail`,
    headers: victim.headers,
    payload: { proposedEmail: VICTIM_NEW_EMAIL },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  victimOrder = await placeCashOrder(ctx, victim.headers, deliveryFrom1002, [
    { productId: 1003, quantity: 2, sizeId: 2 },
  ]);
  // A signed-in device of the victim's (a refresh-token family with a live token).
  victimDevice = randomUUID();
  await ctx.database.db
    .insert(refreshTokenFamilies)
    .values({ familyId: victimDevice, customerId: victim.customerId, createdAt: clock.now() });
  await ctx.database.db.insert(refreshTokens).values({
    tokenHash: randomUUID(),
    familyId: victimDevice,
    customerId: victim.customerId,
    scope: 'openid',
    issuedAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + 86_400_000),
  });
});
afterAll(() => ctx?.close());

/** The ids that name the victim: their customer id and their user id; an order route names the order. */
type Names = 'customer' | 'order';

interface Walk {
  /** The path's other parameters (a card, a notification, a device of the victim's). */
  params?: () => Record<string, string>;
  query?: string;
  body?: () => object;
  headers?: () => Record<string, string>;
  /** What another customer's token gets, and what a caller without one gets. */
  intruder: number;
  guest: number;
  names?: Names;
}

const { address, city, state, postalCode, latitude, longitude } = deliveryFrom1002;
const bearerOwned: Walk = { intruder: 403, guest: 401 };
const toShortUserId = (userId: string) => BigInt(`0x${userId.replaceAll('-', '')}`).toString(36);

/**
 * Every endpoint with a customer, user or order id in its path, and the one that pays a basket
 * with a saved card (its card and customer come from the bearer token).
 */
const walks: Partial<Record<EndpointKey, Walk>> = {
  customer: bearerOwned,
  updateCustomer: { ...bearerOwned, body: () => ({ profile: { firstName: 'Mallory' } }) },
  deleteCustomer: bearerOwned,
  orderHistory: bearerOwned,
  trackOrders: { ...bearerOwned, query: 'hourLimit=8' },
  reorder: { ...bearerOwned, body: () => ({ orderId: victimOrder.orderId }) },
  copyBasket: {
    ...bearerOwned,
    body: () => ({
      orderId: victimOrder.orderId,
      disposition: { serviceType: 'Pickup', isAsap: true, storeId: 1002 },
    }),
  },
  savedPlaces: bearerOwned,
  preferServiceType: { ...bearerOwned, body: () => ({ serviceType: 'Pickup' }) },
  saveStore: { ...bearerOwned, body: () => ({ storeId: 1002 }) },
  removeSavedStore: bearerOwned,
  saveAddress: { ...bearerOwned, body: () => ({ address, city, state, postalCode, latitude, longitude }) },
  removeSavedAddress: bearerOwned,
  startSavedCard: { ...bearerOwned, body: () => ({ returnUrl: '/account/payment' }) },
  saveCard: { ...bearerOwned, body: () => ({ flexToken: 'cs_someone_elses' }) },
  savedCards: bearerOwned,
  savedCard: { ...bearerOwned, params: () => ({ cardId: victimCard.cardId }) },
  removeSavedCard: { ...bearerOwned, params: () => ({ cardId: victimCard.cardId }) },
  setSavedCardStatus: {
    ...bearerOwned,
    params: () => ({ cardId: victimCard.cardId }),
    body: () => ({ status: 'Inactive' }),
  },
  makeDefaultCard: { ...bearerOwned, params: () => ({ cardId: victimCard.cardId }) },
  notifications: bearerOwned,
  markNotificationRead: { ...bearerOwned, params: () => ({ notificationId: randomUUID() }) },
  dismissNotification: { ...bearerOwned, params: () => ({ notificationId: randomUUID() }) },
  rewards: bearerOwned,
  redeemReward: {
    ...bearerOwned,
    body: () => ({ rewardId: 'FIVE_OFF' }),
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  appDeals: { ...bearerOwned, query: 'ForceResponse=true&ForceReset=true' },
  customerVouchers: bearerOwned,
  requestEmailChange: { ...bearerOwned, body: () => ({ proposedEmail: 'someone.new@example.com' }) },
  pendingEmailChange: bearerOwned,
  withdrawEmailChange: bearerOwned,
  signedInDevices: bearerOwned,
  signOutDevice: { ...bearerOwned, params: () => ({ deviceId: victimDevice }) },
  signOutAllDevices: bearerOwned,
  // The link in the e-mail is the proof, signed in or not (docs/customer-account.md): without the
  // link's token both callers get the dead-link answer.
  confirmEmailChange: { intruder: 400, guest: 400, body: () => ({ token: 'A'.repeat(43) }) },
  cancelEmailChange: { intruder: 400, guest: 400, body: () => ({ token: 'A'.repeat(43) }) },
  // Opt-outs work without signing in (decision 173): a solved captcha or the signed link is the
  // proof; without it, refused whoever asks.
  userOptinEmail: { intruder: 400, guest: 400, body: () => ({ optinEmail: true, tokenV3: 'not-solved' }) },
  userOptinSms: {
    intruder: 400,
    guest: 400,
    params: () => ({ shortUserId: toShortUserId(victim.userId) }),
    body: () => ({ optinSms: true, tokenV3: 'not-solved' }),
  },
  userOneClickUnsubscribe: {
    intruder: 400,
    guest: 400,
    params: () => ({ signature: '0'.repeat(64) }),
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
  },
  // An order is the basket session's, or its customer's: anyone else is told it does not exist.
  orderStatus: { intruder: 404, guest: 404, names: 'order' },
  orderByReference: {
    intruder: 404,
    guest: 404,
    names: 'order',
    params: () => ({ orderReference: victimOrder.orderReference }),
  },
  orderByGrant: {
    intruder: 404,
    guest: 404,
    names: 'order',
    headers: () => ({ 'x-tracking-grant': 'A'.repeat(43) }),
  },
  orderEventsTicket: { intruder: 404, guest: 404, names: 'order' },
  orderEvents: { intruder: 401, guest: 401, names: 'order', query: `ticket=${'A'.repeat(43)}` },
  orderStockChoice: {
    intruder: 404,
    guest: 404,
    names: 'order',
    params: () => ({ questionId: randomUUID() }),
    body: () => ({ choice: 'drop' }),
  },
  // Another customer's card is not found before the basket is looked at.
  placeSavedCardOrder: {
    intruder: 404,
    guest: 401,
    names: 'order',
    params: () => ({ basketId: victimOrder.basket.basketId }),
    body: () => ({ cardId: victimCard.cardId, cvv: '123' }),
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
};

/** The endpoint table's routes that name a customer, a user or an order in their path. */
const idBearing = (Object.keys(endpoints) as EndpointKey[]).filter((key) => {
  const { path } = endpoints[key];
  if (path.startsWith('/api/v1/staff/')) return false;
  return /\/(customer|baskets\/customers|user|order)\/(.+\/)?:(id|customerId|userId|orderId|orderReference|shortUserId)\b/.test(
    path,
  );
});

it('the walk covers every id-bearing route of the endpoint table', () => {
  expect(idBearing.length).toBeGreaterThan(30);
  expect(idBearing.filter((key) => !walks[key])).toEqual([]);
});

it('another customer and a guest are refused on every id-bearing route: 0 leaks, nothing changed', async () => {
  const asOwner = (url: string) => ctx.app.inject({ method: 'GET', url, headers: victim.headers });
  const ownerState = async () => ({
    places: (await asOwner(`/api/v1/customer/${victim.customerId}/disposition`)).body,
    cards: (await asOwner(`/api/v1/customer/${victim.customerId}/card`)).body,
    devices: (await asOwner(`/api/v1/customer/${victim.customerId}/devices`)).body,
    profile: (await asOwner(`/api/v1/customer/${victim.customerId}`)).body,
    emailChange: (await asOwner(`/api/v1/customer/${victim.customerId}/changeemail`)).body,
  });
  const before = await ownerState();
  const secrets = [
    victim.email,
    victimOrder.orderReference,
    victimOrder.orderId,
    '12 Smith Street',
    victimCard.last4,
    victimCard.cardId,
    victimDevice,
    VICTIM_NEW_EMAIL,
  ];
  const leaks: string[] = [];
  let calls = 0;
  for (const [key, walk] of Object.entries(walks) as [EndpointKey, Walk][]) {
    const { method, path } = endpoints[key];
    const names = walk.names === 'order' ? [victimOrder.orderId] : [victim.customerId, victim.userId];
    for (const id of names) {
      const params: Record<string, string> = { id, customerId: id, userId: id, orderId: id, ...walk.params?.() };
      const url = `${path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? `:${name}`)}${walk.query ? `?${walk.query}` : ''}`;
      for (const [who, headers, expected] of [
        ['intruder', intruder.headers, walk.intruder],
        ['guest', {}, walk.guest],
      ] as const) {
        const body = walk.body?.();
        const res = await ctx.app.inject({
          method,
          url,
          headers: { ...walk.headers?.(), ...headers },
          ...(body ? { payload: body } : {}),
        });
        calls += 1;
        // The path itself names the id it was asked about: the answer may say it back, nothing more.
        const answer = res.body.replaceAll(id, '');
        const revealed = secrets.filter((s) => s !== id && answer.includes(s));
        if (res.statusCode !== expected || revealed.length > 0)
          leaks.push(`${who} ${key} ${method} ${url}: ${res.statusCode} (expected ${expected}) ${res.body}`);
      }
    }
  }
  console.log(`access walk: ${Object.keys(walks).length} routes, ${calls} calls, ${leaks.length} leaks`);
  expect(leaks).toEqual([]);

  // Nothing of the victim's changed.
  expect(await ownerState()).toEqual(before);
  const [row] = await ctx.database.db.select().from(customers).where(eq(customers.customerId, victim.customerId));
  expect(row).toMatchObject({ firstName: 'victim', email: victim.email, optinEmail: false, optinSms: false });
  expect(JSON.parse(before.cards)).toMatchObject([{ cardId: victimCard.cardId, status: 'Active', default: true }]);
  expect(JSON.parse(before.emailChange)).toMatchObject({ pending: { proposedEmail: VICTIM_NEW_EMAIL } });
  expect(JSON.parse(before.devices).devices.map((d: { deviceId: string }) => d.deviceId)).toContain(victimDevice);
});
