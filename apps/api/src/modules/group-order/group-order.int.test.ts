import { randomUUID } from 'node:crypto';
import {
  GROUP_ORDER_TIMEOUT_MINUTES,
  groupMembershipSchema,
  groupOrderInvitationSchema,
  groupOrderSchema,
  groupPaymentResultSchema,
  orderStatusViewSchema,
  type Basket,
  type GroupMembership,
  type GroupOrder,
} from '@storefront/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, sandboxAuthorisations } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Group orders (issue 20, docs/group-orders.md): a host starts a group from their basket, people
// join by the share link under a name and add their own lines, the host locks and checks out, and
// with split payment each person's share is authorised on their own card and captured once the
// order is placed. Runs on PGlite and on PostgreSQL + Redis alike.
const START = new Date('2026-11-24T07:00:00Z'); // 6 pm in Parramatta: the store is open
const clock = fixedClock(START);
let ctx: TestContext;
let base: string;
const client = checkoutClient(() => ctx);
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());
beforeEach(() => clock.set(START));

const PIZZA = { productId: 1003, quantity: 1, sizeId: 2 };
const DELIVERY = {
  serviceType: 'Delivery',
  isAsap: true,
  orderDueAt: null,
  storeId: 1002,
  address: '12 Smith Street',
  city: 'Parramatta',
  state: 'NSW',
  postalCode: '2150',
  latitude: -33.8136,
  longitude: 151.0034,
};
const api = '/api/v1/group-orders';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, secret?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: secret === undefined ? {} : { 'x-group-secret': secret },
    ...(payload ? { payload } : {}),
  });

async function hostGroup(items: object[] = [], name = 'Hana') {
  const basket = await client.readyBasket(items);
  const res = await ctx.app.inject({
    method: 'POST',
    url: api,
    headers: { 'x-session-id': basket.sessionId },
    payload: { basketId: basket.basketId, displayName: name },
  });
  expect(res.statusCode).toBe(201);
  return { basket, host: groupMembershipSchema.parse(res.json()) };
}

async function join(host: GroupMembership, displayName: string) {
  const res = await call('POST', `${api}/share/${host.shareToken}/participants`, undefined, { displayName });
  expect(res.statusCode, res.body).toBe(201);
  return groupMembershipSchema.parse(res.json());
}

async function add(member: GroupMembership, item: object = PIZZA) {
  const res = await call('POST', `${api}/${member.groupId}/items`, member.secret, item);
  expect(res.statusCode, res.body).toBe(200);
  return groupOrderSchema.parse(res.json());
}

const read = async (member: GroupMembership) => {
  const res = await call('GET', `${api}/${member.groupId}`, member.secret);
  expect(res.statusCode, res.body).toBe(200);
  return groupOrderSchema.parse(res.json());
};

const person = (group: GroupOrder, name: string) => group.participants.find((p) => p.displayName === name)!;

async function checkout(host: GroupMembership, basket: Basket, mode: 'payAll' | 'split') {
  expect((await client.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
  const res = await call('POST', `${api}/${host.groupId}/checkout`, host.secret, { mode });
  expect(res.statusCode, res.body).toBe(200);
  return groupOrderSchema.parse(res.json());
}

/** Opens a card session for the member's share (or the host's cover) and enters a sandbox card. */
async function enterCard(
  member: GroupMembership,
  outcome: 'success' | 'declined' | 'challenge' = 'success',
  cover = false,
) {
  const res = await call('POST', `${api}/${member.groupId}/payments/card-session`, member.secret, {
    returnUrl: '/group/pay',
    cover,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { sessionId, url, amountCents } = res.json();
  expect((await client.form(url, client.cardFields(outcome))).statusCode).toBe(303);
  return { sessionId: sessionId as string, amountCents: amountCents as number };
}

const pay = (member: GroupMembership, cardSessionId: string, cover = false) =>
  call('POST', `${api}/${member.groupId}/payments`, member.secret, { cardSessionId, cover, returnUrl: '/group/pay' });

const authorisationsOf = (references: string[]) =>
  ctx.database.db.select().from(sandboxAuthorisations).where(inArray(sandboxAuthorisations.reference, references));

describe('starting and joining a group', () => {
  it("starts from the host's basket: store and time from it, its lines the host's, a secret and a share token", async () => {
    const { basket, host } = await hostGroup([PIZZA]);
    expect(host.shareToken).toMatch(/^[\w-]{43}$/);
    expect(host.secret).toMatch(/^[\w-]{43}$/);
    expect(host.group).toMatchObject({
      status: 'open',
      storeId: 1002,
      serviceType: 'Pickup',
      you: { isHost: true, basketId: basket.basketId },
    });
    expect(host.group.participants).toHaveLength(1);
    expect(person(host.group, 'Hana').lines).toHaveLength(1);
    expect(person(host.group, 'Hana').subtotal).toBe(host.group.itemsSubtotal);

    // Somebody else's session cannot start a group on it; the same basket cannot have two live groups.
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: { 'x-session-id': 'someone-else' },
      payload: { basketId: basket.basketId, displayName: 'Mallory' },
    });
    expect(stranger.statusCode).toBe(404);
    const twice = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: { 'x-session-id': basket.sessionId },
      payload: { basketId: basket.basketId, displayName: 'Hana' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('shows the share link before joining, and joins under a trimmed name', async () => {
    const { host } = await hostGroup();
    const invitation = await call('GET', `${api}/share/${host.shareToken}`);
    expect(invitation.statusCode).toBe(200);
    expect(groupOrderInvitationSchema.parse(invitation.json())).toMatchObject({
      hostName: 'Hana',
      participantCount: 1,
      status: 'open',
    });
    const ben = await join(host, '  Ben  ');
    expect(ben.group.you).toEqual({ participantId: ben.participantId, isHost: false, basketId: null });
    expect(ben.group.participants.map((p) => p.displayName)).toEqual(['Hana', 'Ben']);
    expect((await call('GET', `${api}/share/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it.each([
    ['', 'empty'],
    ['    ', 'only spaces'],
    ['x'.repeat(41), '41 characters'],
    ['Ben\u0007', 'a control character'],
    ['Ben\nSmith', 'a line break'],
  ])('refuses the display name %j (%s) with a 400 naming it, and adds nobody', async (displayName) => {
    const { host } = await hostGroup();
    const res = await call('POST', `${api}/share/${host.shareToken}/participants`, undefined, { displayName });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('body.displayName');
    expect((await read(host)).participants).toHaveLength(1);
  });

  it('accepts a 40-character name', async () => {
    const { host } = await hostGroup();
    expect((await join(host, 'y'.repeat(40))).group.participants).toHaveLength(2);
  });
});

describe("each person's lines", () => {
  it("adds lines under each name, priced as basket lines, with a subtotal per person and the name on the host's basket", async () => {
    const { basket, host } = await hostGroup();
    const ben = await join(host, 'Ben');
    await add(host, { ...PIZZA, quantity: 2 });
    const group = await add(ben);
    expect(person(group, 'Ben').lines).toHaveLength(1);
    expect(person(group, 'Ben').lines[0]).toMatchObject({ productId: 1003, groupMember: 'Ben' });
    expect(person(group, 'Hana').subtotal).toBe(2 * person(group, 'Ben').subtotal);
    expect(group.itemsSubtotal).toBe(3 * person(group, 'Ben').subtotal);
    const hostBasket = (await client.call(basket, 'GET', '')).json();
    expect(hostBasket.basketItems.map((l: { groupMember?: string }) => l.groupMember).sort()).toEqual(['Ben', 'Hana']);
  });

  it('refuses a bad line with the basket’s 400 naming the field, and adds nothing', async () => {
    const { host } = await hostGroup();
    const ben = await join(host, 'Ben');
    const res = await call('POST', `${api}/${ben.groupId}/items`, ben.secret, { ...PIZZA, quantity: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.quantity');
    const unknown = await call('POST', `${api}/${ben.groupId}/items`, ben.secret, { productId: 999999, quantity: 1 });
    expect(unknown.statusCode).toBe(404); // as on the basket: no such product
    expect((await read(host)).itemsSubtotal).toBe(0);
  });

  it('a participant removes their own line only; the host removes any', async () => {
    const { host } = await hostGroup();
    const ben = await join(host, 'Ben');
    const cy = await join(host, 'Cy');
    const benLine = person(await add(ben), 'Ben').lines[0]!.basketItemId;
    const hostLine = person(await add(host), 'Hana').lines[0]!.basketItemId;
    expect((await call('DELETE', `${api}/${cy.groupId}/items/${benLine}`, cy.secret)).statusCode).toBe(403);
    expect((await call('DELETE', `${api}/${cy.groupId}/items/${hostLine}`, cy.secret)).statusCode).toBe(403);
    expect((await call('DELETE', `${api}/${cy.groupId}/items/${randomUUID()}`, cy.secret)).statusCode).toBe(404);
    const own = await call('DELETE', `${api}/${ben.groupId}/items/${benLine}`, ben.secret);
    expect(own.statusCode).toBe(200);
    expect(person(groupOrderSchema.parse(own.json()), 'Ben').lines).toHaveLength(0);
    await add(cy);
    const cyLine = person(await read(host), 'Cy').lines[0]!.basketItemId;
    const byHost = await call('DELETE', `${api}/${host.groupId}/items/${cyLine}`, host.secret);
    expect(byHost.statusCode).toBe(200);
    expect(person(groupOrderSchema.parse(byHost.json()), 'Cy').lines).toHaveLength(0);
  });

  it('ten people adding at once lose nothing', async () => {
    const { host } = await hostGroup();
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => join(host, `Friend ${i + 1}`)));
    await Promise.all(people.map((member) => add(member)));
    const group = await read(host);
    expect(group.participants).toHaveLength(11);
    for (const member of people) {
      expect(group.participants.find((p) => p.participantId === member.participantId)!.lines).toHaveLength(1);
    }
    expect(group.participants.flatMap((p) => p.lines)).toHaveLength(10);
  });

  it('answers 403 to a wrong or missing secret and 404 to an unknown group', async () => {
    const { host } = await hostGroup();
    expect((await call('GET', `${api}/${host.groupId}`, 'not-the-secret')).statusCode).toBe(403);
    expect((await call('GET', `${api}/${host.groupId}`)).statusCode).toBe(403);
    const other = (await hostGroup()).host;
    expect((await call('GET', `${api}/${host.groupId}`, other.secret)).statusCode).toBe(403);
    expect((await call('POST', `${api}/${host.groupId}/items`, 'nope', PIZZA)).statusCode).toBe(403);
    expect((await call('GET', `${api}/${randomUUID()}`, host.secret)).statusCode).toBe(404);
  });
});

describe('locking', () => {
  it('only the host locks; a locked group takes no joins or changes until unlocked', async () => {
    const { host } = await hostGroup();
    const ben = await join(host, 'Ben');
    expect((await call('POST', `${api}/${ben.groupId}/lock`, ben.secret)).statusCode).toBe(403);
    const locked = await call('POST', `${api}/${host.groupId}/lock`, host.secret);
    expect(locked.json()).toMatchObject({ status: 'locked', lockedAt: START.toISOString() });
    expect(locked.json().expiresAt).toBe(
      new Date(START.getTime() + GROUP_ORDER_TIMEOUT_MINUTES * 60_000).toISOString(),
    );
    expect((await call('POST', `${api}/${ben.groupId}/items`, ben.secret, PIZZA)).statusCode).toBe(409);
    expect(
      (await call('POST', `${api}/share/${host.shareToken}/participants`, undefined, { displayName: 'Late' }))
        .statusCode,
    ).toBe(409);
    expect((await read(host)).itemsSubtotal).toBe(0);
    const unlocked = await call('POST', `${api}/${host.groupId}/unlock`, host.secret);
    expect(unlocked.json()).toMatchObject({ status: 'open', lockedAt: null, expiresAt: null });
    await add(ben);
  });

  it(`expires ${GROUP_ORDER_TIMEOUT_MINUTES} minutes after locking, not a minute before; its link then answers 410`, async () => {
    const { host } = await hostGroup([PIZZA]);
    await call('POST', `${api}/${host.groupId}/lock`, host.secret);
    clock.advanceMinutes(GROUP_ORDER_TIMEOUT_MINUTES - 1);
    expect((await read(host)).status).toBe('locked');
    clock.advanceMinutes(1);
    expect((await read(host)).status).toBe('expired');
    const link = await call('GET', `${api}/share/${host.shareToken}`);
    expect(link.statusCode).toBe(410);
    expect(link.json()).toMatchObject({ code: 'GroupClosed', status: 410 });
    expect(
      (await call('POST', `${api}/share/${host.shareToken}/participants`, undefined, { displayName: 'X' })).statusCode,
    ).toBe(410);
    expect((await call('POST', `${api}/${host.groupId}/items`, host.secret, PIZZA)).statusCode).toBe(410);
  });
});

describe('paying all', () => {
  it("the host pays through the basket's normal checkout; the group is then placed with the order", async () => {
    const { basket, host } = await hostGroup([PIZZA]);
    const ben = await join(host, 'Ben');
    await add(ben);
    await add(host);
    const group = await checkout(host, basket, 'payAll');
    expect(group).toMatchObject({ status: 'checkingOut', mode: 'payAll' });
    expect((await call('POST', `${api}/${ben.groupId}/items`, ben.secret, PIZZA)).statusCode).toBe(409);
    const placed = await client.place(basket, 'cash');
    expect(placed.statusCode).toBe(201);
    const after = await read(ben);
    expect(after).toMatchObject({ status: 'placed', orderId: placed.json().orderId });
    expect(after.orderReference).toBe(placed.json().orderReference);
    // The link of a checked-out group says so, and nobody joins it any more.
    const link = await call('GET', `${api}/share/${host.shareToken}`);
    expect(link.statusCode).toBe(410);
    expect(link.json()).toMatchObject({ code: 'GroupClosed', groupStatus: 'placed' });
    const late = await call('POST', `${api}/share/${host.shareToken}/participants`, undefined, { displayName: 'Late' });
    expect(late.statusCode).toBe(410);
    expect((await read(host)).participants).toHaveLength(2);
    // The order carries each person's name on their line (the store console shows it).
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderId, placed.json().orderId));
    // The line that was in the basket before the group started is the host's, named at checkout.
    const lines = (order!.basket as Basket).basketItems.map((l) => l.groupMember).sort();
    expect(lines).toEqual(['Ben', 'Hana', 'Hana']);
  });
});

describe('split payment', () => {
  async function splitGroup() {
    const { basket, host } = await hostGroup();
    const ben = await join(host, 'Ben');
    const cy = await join(host, 'Cy');
    const idle = await join(host, 'Idle');
    await add(host);
    await add(ben, { ...PIZZA, quantity: 2 });
    await add(cy);
    const group = await checkout(host, basket, 'split');
    return { basket, host, ben, cy, idle, group };
  }

  it('gives each person a share of the total in cents that adds up to it, and nothing to someone with no lines', async () => {
    const { group } = await splitGroup();
    expect(group).toMatchObject({ status: 'collecting', mode: 'split' });
    const shares = group.participants.map((p) => p.share!.amountCents);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(group.total);
    expect(person(group, 'Ben').share!.amountCents).toBe(2 * person(group, 'Cy').share!.amountCents);
    expect(person(group, 'Idle').share).toEqual({ amountCents: 0, status: 'nothing', card: null });
    expect(person(group, 'Cy').share!.status).toBe('pending');
  });

  it("shares a voucher and the delivery fee in proportion to each person's lines, to the cent", async () => {
    const basket = await client.readyBasket([], DELIVERY);
    const started = await ctx.app.inject({
      method: 'POST',
      url: api,
      headers: { 'x-session-id': basket.sessionId },
      payload: { basketId: basket.basketId, displayName: 'Hana' },
    });
    const host = groupMembershipSchema.parse(started.json());
    const ben = await join(host, 'Ben');
    const cy = await join(host, 'Cy');
    await add(host, { ...PIZZA, quantity: 2 });
    await add(ben, { ...PIZZA, quantity: 3 });
    await add(cy, { productId: 2001, quantity: 1 });
    expect((await client.call(basket, 'POST', '/applyvoucher/TENOFF')).statusCode).toBe(200);
    const group = await checkout(host, basket, 'split');
    expect(group.discount).toBe(1000);
    expect(group.fees).toBeGreaterThan(0);
    expect(group.total).toBe(group.itemsSubtotal - group.discount + group.fees);
    const shares = group.participants.map((p) => p.share!.amountCents);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(group.total);
    for (const p of group.participants) {
      const exact = (p.subtotal * group.total) / group.itemsSubtotal;
      expect(Math.abs(p.share!.amountCents - exact)).toBeLessThan(1);
    }
  });

  it('places one order once two pay their shares and the host covers the third; every share is captured', async () => {
    const { host, ben, cy, idle, group } = await splitGroup();
    const benCard = await enterCard(ben);
    expect(benCard.amountCents).toBe(person(group, 'Ben').share!.amountCents);
    const benPaid = await pay(ben, benCard.sessionId);
    expect(benPaid.statusCode, benPaid.body).toBe(200);
    expect(person(groupPaymentResultSchema.parse(benPaid.json()).group, 'Ben').share).toMatchObject({
      status: 'authorised',
      card: { brand: 'Visa' },
    });
    // A second payment of a paid share is refused, and nothing more is charged.
    const again = await pay(ben, benCard.sessionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ShareAlreadyPaid');
    expect(
      (await call('POST', `${api}/${ben.groupId}/payments/card-session`, ben.secret, { returnUrl: '/g' })).statusCode,
    ).toBe(409);
    const cyCard = await enterCard(cy);
    expect((await pay(cy, cyCard.sessionId)).statusCode).toBe(200);
    expect((await read(host)).status).toBe('collecting');
    // The host's own share is left: the host covers it.
    const cover = await enterCard(host, 'success', true);
    expect(cover.amountCents).toBe(person(group, 'Hana').share!.amountCents);
    const covered = await pay(host, cover.sessionId, true);
    expect(covered.statusCode, covered.body).toBe(200);
    const placed = groupPaymentResultSchema.parse(covered.json()).group;
    expect(placed.status).toBe('placed');
    expect(placed.orderId).not.toBeNull();
    expect(placed.participants.map((p) => p.share!.status)).toEqual(['captured', 'captured', 'captured', 'nothing']);

    const auths = await authorisationsOf([ben.participantId, cy.participantId, host.groupId, idle.participantId]);
    expect(auths.map((a) => a.status).sort()).toEqual(['captured', 'captured', 'captured']);
    expect(auths.reduce((sum, a) => sum + a.capturedCents, 0)).toBe(group.total);
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/order/${placed.orderId}/status`,
      headers: { 'x-session-id': (await hostBasketSession(host)) ?? '' },
    });
    expect(status.statusCode).toBe(200);
    const view = orderStatusViewSchema.parse(status.json());
    expect(view.status).toBe('Received');
    // The store console and tracker read each line with the name of the person it is for.
    expect(view.items.map((line) => line.groupMember).sort()).toEqual(['Ben', 'Cy', 'Hana']);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderId, placed.orderId!));
    expect((order!.basket as Basket).basketItems.map((l) => l.groupMember).sort()).toEqual(['Ben', 'Cy', 'Hana']);
    expect(order!.payment).toMatchObject({ status: 'captured' });

    // The store cancelling the order gives every share back.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' },
    });
    const staffCancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/orders/${placed.orderId}/status`,
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { status: 'Cancelled', reason: 'Oven broke down' },
    });
    expect(staffCancel.statusCode).toBe(200);
    expect(staffCancel.json().payment.status).toBe('refunded');
    const refunded = await authorisationsOf([ben.participantId, cy.participantId, host.groupId]);
    expect(refunded.map((a) => a.status)).toEqual(['refunded', 'refunded', 'refunded']);
  });

  it('a participant paying while the host covers: every share is paid once, and one order is placed', async () => {
    const { basket, host, ben, cy, group } = await splitGroup();
    const benCard = await enterCard(ben);
    const cover = await enterCard(host, 'success', true);
    const answers = await Promise.all([pay(ben, benCard.sessionId), pay(host, cover.sessionId, true)]);
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const placed = await ctx.database.db.select().from(orders).where(eq(orders.basketId, basket.basketId));
    expect(placed).toHaveLength(1);
    const auths = await authorisationsOf([ben.participantId, cy.participantId, host.groupId]);
    expect(auths.every((a) => a.status === 'captured')).toBe(true);
    expect(auths.reduce((sum, a) => sum + a.capturedCents, 0)).toBe(group.total);
  });

  it('a declined card leaves the share pending (402)', async () => {
    const { ben } = await splitGroup();
    const card = await enterCard(ben, 'declined');
    const res = await pay(ben, card.sessionId);
    expect(res.statusCode).toBe(402);
    expect(person(await read(ben), 'Ben').share!.status).toBe('pending');
  });

  it('a 3-D Secure card answers the challenge page; the same call again after it finishes the payment', async () => {
    const { ben } = await splitGroup();
    const card = await enterCard(ben, 'challenge');
    const first = await pay(ben, card.sessionId);
    expect(first.statusCode).toBe(200);
    const { challengeUrl, group } = groupPaymentResultSchema.parse(first.json());
    expect(challengeUrl).toEqual(expect.any(String));
    expect(person(group, 'Ben').share!.status).toBe('paying');
    expect((await client.form(challengeUrl!, { answer: 'approve' })).statusCode).toBe(303);
    const done = await pay(ben, card.sessionId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().challengeUrl).toBeNull();
    expect(person(groupPaymentResultSchema.parse(done.json()).group, 'Ben').share!.status).toBe('authorised');
    expect((await authorisationsOf([ben.participantId])).map((a) => a.status)).toEqual(['authorised']);
  });

  it("a card session opened for someone else's share does not pay this one", async () => {
    const { ben, cy } = await splitGroup();
    const benCard = await enterCard(ben);
    expect((await pay(cy, benCard.sessionId)).statusCode).toBe(404);
    expect(person(await read(cy), 'Cy').share!.status).toBe('pending');
  });

  it('two concurrent checkouts keep the first choice, and two concurrent covers give exactly one order', async () => {
    const { basket, host } = await hostGroup();
    const ben = await join(host, 'Ben');
    await add(ben);
    await add(host);
    expect((await client.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
    const both = await Promise.all(
      (['split', 'payAll'] as const).map((mode) =>
        call('POST', `${api}/${host.groupId}/checkout`, host.secret, { mode }),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const modes = new Set(both.map((r) => r.json().mode));
    expect(modes.size).toBe(1);
    if ((await read(host)).mode !== 'split') return; // payAll won: the basket's own placement is single
    const first = await enterCard(host, 'success', true);
    const second = await enterCard(host, 'success', true);
    const covers = await Promise.all([pay(host, first.sessionId, true), pay(host, second.sessionId, true)]);
    // The other is refused: the shares are being paid (409), or the order is already placed (410).
    const codes = covers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([409, 410]).toContain(codes[1]);
    const placed = await ctx.database.db.select().from(orders).where(eq(orders.basketId, basket.basketId));
    expect(placed).toHaveLength(1);
    expect((await authorisationsOf([host.groupId])).map((a) => a.status)).toEqual(['captured']);
  });

  it('cancelling voids every authorisation; paying afterwards is refused and nothing is captured', async () => {
    const { host, ben, cy } = await splitGroup();
    const benCard = await enterCard(ben);
    expect((await pay(ben, benCard.sessionId)).statusCode).toBe(200);
    const cyCard = await enterCard(cy);
    expect((await call('POST', `${api}/${ben.groupId}/cancel`, ben.secret)).statusCode).toBe(403);
    const cancelled = await call('POST', `${api}/${host.groupId}/cancel`, host.secret);
    expect(cancelled.statusCode).toBe(200);
    expect(groupOrderSchema.parse(cancelled.json()).status).toBe('cancelled');
    expect((await authorisationsOf([ben.participantId])).map((a) => a.status)).toEqual(['voided']);
    const late = await pay(cy, cyCard.sessionId);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('GroupClosed');
    expect(await authorisationsOf([cy.participantId])).toEqual([]);
    expect((await call('POST', `${api}/${host.groupId}/cancel`, host.secret)).statusCode).toBe(200);
    expect((await call('GET', `${api}/share/${host.shareToken}`)).json()).toMatchObject({ code: 'GroupClosed' });
  });

  it(`voids the authorised shares when the group times out ${GROUP_ORDER_TIMEOUT_MINUTES} minutes after locking`, async () => {
    const { ben, cy } = await splitGroup();
    const benCard = await enterCard(ben);
    expect((await pay(ben, benCard.sessionId)).statusCode).toBe(200);
    clock.advanceMinutes(GROUP_ORDER_TIMEOUT_MINUTES);
    const cyCard = await enterCard(cy).catch(() => null);
    expect(cyCard).toBeNull(); // the card session is refused: the group has expired
    expect((await read(ben)).status).toBe('expired');
    expect((await authorisationsOf([ben.participantId])).map((a) => a.status)).toEqual(['voided']);
  });
});

async function hostBasketSession(host: GroupMembership) {
  const group = await read(host);
  const { baskets } = await import('../../db/schema/index.ts');
  const [row] = await ctx.database.db.select().from(baskets).where(eq(baskets.basketId, group.you.basketId!));
  return row?.sessionId;
}

describe('live updates', () => {
  it('streams the group with a single-use ticket: the state at once, then each change', async () => {
    const { host } = await hostGroup();
    const ticket = await call('POST', `${api}/${host.groupId}/events/ticket`, host.secret);
    expect(ticket.statusCode).toBe(200);
    expect((await call('POST', `${api}/${host.groupId}/events/ticket`, 'wrong')).statusCode).toBe(403);
    const controller = new AbortController();
    const response = await fetch(`${base}${api}/${host.groupId}/events?ticket=${ticket.json().ticket}`, {
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const events = () =>
      [...buffer.matchAll(/event: group\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!) as GroupOrder);
    while (events().length < 1) buffer += decoder.decode((await reader.read()).value, { stream: true });
    expect(events()[0]!.participants).toHaveLength(1);
    await join(host, 'Ben');
    while (events().length < 2) buffer += decoder.decode((await reader.read()).value, { stream: true });
    expect(events()[1]!.participants.map((p) => p.displayName)).toEqual(['Hana', 'Ben']);
    expect(events()[1]!.you.isHost).toBe(true);
    // Changes close together arrive in order: no event shows fewer people than one before it, and
    // the last shows everyone.
    await Promise.all(['Cat', 'Dev', 'Eli', 'Fay'].map((name) => join(host, name)));
    while (events().at(-1)!.participants.length < 6) {
      buffer += decoder.decode((await reader.read()).value, { stream: true });
    }
    const counts = events().map((event) => event.participants.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    controller.abort();
    const reused = await fetch(`${base}${api}/${host.groupId}/events?ticket=${ticket.json().ticket}`);
    expect(reused.status).toBe(401);
  });
});
