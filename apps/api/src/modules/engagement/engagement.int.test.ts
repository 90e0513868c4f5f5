import { randomUUID } from 'node:crypto';
import { configuration } from '@storefront/catalog';
import type {
  ConsoleContentCard,
  ContentCard,
  InAppMessage,
  NewContentCard,
  NewInAppMessage,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, engagementCards, orders, products, stores } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { signedInAs, signedInTestIdentity } from '../../test/signed-in.ts';
import { segmentColumns } from './engagement.repository.ts';
import { CONSOLE_REFUSALS } from './engagement.service.ts';

// Decision 165: content cards and in-app messages for a segment, evaluated in SQL; expiry per
// document 1 section 4; viewed/clicked/dismissed per viewer; the marketing role.
const KEY = (configuration.settings.API_BRAZE_KEY as { key: string }).key;
const NOW = new Date('2026-11-25T09:00:00Z');
const clock = fixedClock(NOW);
const MARKETER = { username: 'marketing.team', password: 'Pizza-Marketing-2026' };
const EDITOR = { username: 'content.editor', password: 'Pizza-Content-2026' };
const MANAGER = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };

const NSW_CUSTOMER = randomUUID();
const VIC_CUSTOMER = randomUUID();
const REGULAR = randomUUID(); // two orders at an NSW store, no saved store
const ONE_ORDER = randomUUID();
const GUEST_DEVICE = 'guest-device-0001';
const OTHER_DEVICE = 'guest-device-0002';

let ctx: TestContext;
let marketerToken: string;
let nswStore: number;
let vicStore: number;

const signIn = async (who: { username: string; password: string }) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: who });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
};

async function addCustomer(customerId: string, storeId: number | null) {
  await ctx.database.db.insert(customers).values({
    customerId,
    userId: randomUUID(),
    firstName: 'Sam',
    lastName: 'Lee',
    createdAt: NOW,
    dispositionPreference: storeId ? { address: null, serviceType: 'pickup', storeId } : null,
  });
}

async function addOrder(customerId: string, storeId: number) {
  await ctx.database.db.insert(orders).values({
    orderId: randomUUID(),
    orderReference: `RR${randomUUID().slice(0, 8)}`,
    basketId: randomUUID(),
    sessionId: 'sid',
    customerId,
    storeId,
    serviceType: 'Pickup',
    orderDueAt: NOW,
    promisedAt: NOW,
    status: 'Delivered',
    orderRegister: 'order-customer',
    basketTotal: 1000,
    basket: {},
    customerInfo: {},
    payment: {},
    createdAt: NOW,
    updatedAt: NOW,
  });
}

const extras = (title: string, overrides: Partial<NewContentCard['extras']> = {}): NewContentCard['extras'] => ({
  site_section: 'homepage-hero',
  card_type: 'banner',
  title,
  price_pickup: 1495,
  price_pickup_strikethrough: 1995,
  price_pickup_title: 'Pickup',
  price_delivery: 1795,
  price_delivery_strikethrough: null,
  price_delivery_title: 'Delivered',
  sub_title_left: 'Large pizza',
  sub_title_right: 'Any range',
  subtitle_separator: '|',
  exclude_homepage: false,
  image_only: false,
  todays_offer: false,
  product_id: null,
  upsell_type: null,
  default: false,
  sequence: 1,
  ...overrides,
});

const newCard = (title: string, overrides: Partial<NewContentCard> = {}): NewContentCard => ({
  imageUrl: null,
  url: '/offers',
  expiresAt: 0,
  extras: extras(title),
  segment: { kind: 'all' },
  schedule: { startsAt: null, endsAt: null },
  ...overrides,
});

async function createCard(card: NewContentCard): Promise<ConsoleContentCard> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/engagement-console/content-cards',
    headers: { authorization: `Bearer ${marketerToken}` },
    payload: card,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ConsoleContentCard;
}

async function createMessage(message: NewInAppMessage) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/engagement-console/in-app-messages',
    headers: { authorization: `Bearer ${marketerToken}` },
    payload: message,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/** A card stored as it is, past the console's checks: how a card already expired is served. */
async function storeCard(card: NewContentCard) {
  await ctx.database.db.insert(engagementCards).values({
    id: randomUUID(),
    section: card.extras.site_section,
    imageUrl: card.imageUrl,
    url: card.url,
    expiresAt: card.expiresAt,
    extras: card.extras,
    ...segmentColumns(card.segment),
    startsAt: null,
    endsAt: null,
    createdBy: MARKETER.username,
    createdAt: NOW,
    updatedAt: NOW,
  });
}

const postCard = (card: NewContentCard) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/engagement-console/content-cards',
    headers: { authorization: `Bearer ${marketerToken}` },
    payload: card,
  });

type Who = { customer: string } | { device: string };
const whoHeaders = (who: Who) => ('customer' in who ? signedInAs(who.customer) : {});
const whoDevice = (who: Who): Record<string, string> => ('device' in who ? { deviceId: who.device } : {});

async function cardsFor(who: Who, storeId?: number): Promise<ContentCard[]> {
  const query = new URLSearchParams({ ...whoDevice(who), ...(storeId ? { storeId: String(storeId) } : {}) });
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/engagement/content-cards?${query}`,
    headers: { 'x-engagement-key': KEY, ...whoHeaders(who) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContentCard[];
}

const titlesFor = async (who: Who, storeId?: number) => (await cardsFor(who, storeId)).map((card) => card.extras.title);

const mark = (who: Who, cardId: string, action: 'viewed' | 'clicked' | 'dismissed') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/engagement/content-cards/${cardId}/state`,
    headers: { 'x-engagement-key': KEY, ...whoHeaders(who) },
    payload: { action, ...whoDevice(who) },
  });

beforeAll(async () => {
  ctx = await buildTestApp({ clock, customerIdentity: signedInTestIdentity });
  marketerToken = await signIn(MARKETER);
  const storeRows = await ctx.database.db.select({ storeId: stores.storeId, code: stores.code }).from(stores);
  nswStore = storeRows.find((s) => s.code === 'NSW001')!.storeId;
  vicStore = storeRows.find((s) => s.code === 'VIC001')!.storeId;
  await addCustomer(NSW_CUSTOMER, nswStore);
  await addCustomer(VIC_CUSTOMER, vicStore);
  await addCustomer(REGULAR, null);
  await addCustomer(ONE_ORDER, null);
  await addOrder(REGULAR, nswStore);
  await addOrder(REGULAR, nswStore);
  await addOrder(ONE_ORDER, vicStore);
});
afterAll(() => ctx.close());

describe('the SDK key', () => {
  it('answers 401 without the configured key, or with another', async () => {
    for (const headers of [{}, { 'x-engagement-key': 'not-the-key' }]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/engagement/content-cards?deviceId=${GUEST_DEVICE}`,
        headers,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'Unauthorized' });
    }
  });

  it('needs a guest’s device id; a blank guid counts as none (400 naming it)', async () => {
    for (const deviceId of ['', '00000000-0000-0000-0000-000000000000']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/engagement/content-cards?deviceId=${deviceId}`,
        headers: { 'x-engagement-key': KEY },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('query.deviceId');
    }
  });
});

describe('segments, evaluated in SQL over customers, orders and stores', () => {
  it('shows an NSW card to an NSW customer and not to a VIC one', async () => {
    await createCard(newCard('NSW only', { segment: { kind: 'state', state: 'NSW' } }));
    expect(await titlesFor({ customer: NSW_CUSTOMER })).toContain('NSW only');
    expect(await titlesFor({ customer: VIC_CUSTOMER })).not.toContain('NSW only');
    // The current store of the location session counts first: the VIC customer ordering in NSW sees it.
    expect(await titlesFor({ customer: VIC_CUSTOMER }, nswStore)).toContain('NSW only');
    // A customer with no saved store is in the state of their latest order.
    expect(await titlesFor({ customer: REGULAR })).toContain('NSW only');
  });

  it('shows a store card only at that store', async () => {
    await createCard(newCard('VIC001 only', { segment: { kind: 'store', storeId: vicStore } }));
    expect(await titlesFor({ customer: VIC_CUSTOMER })).toContain('VIC001 only');
    expect(await titlesFor({ device: GUEST_DEVICE }, vicStore)).toContain('VIC001 only');
    expect(await titlesFor({ device: GUEST_DEVICE }, nswStore)).not.toContain('VIC001 only');
  });

  it('shows a guests card to guests only', async () => {
    await createCard(newCard('Guests only', { segment: { kind: 'guests' } }));
    expect(await titlesFor({ device: GUEST_DEVICE })).toContain('Guests only');
    expect(await titlesFor({ customer: NSW_CUSTOMER })).not.toContain('Guests only');
  });

  it('shows a card for customers with at least N orders to those customers only', async () => {
    await createCard(newCard('Two orders', { segment: { kind: 'min-orders', minOrders: 2 } }));
    expect(await titlesFor({ customer: REGULAR })).toContain('Two orders');
    expect(await titlesFor({ customer: ONE_ORDER })).not.toContain('Two orders');
    expect(await titlesFor({ device: GUEST_DEVICE })).not.toContain('Two orders');
  });

  it('keeps a card out of sight before its start and after its end', async () => {
    await createCard(
      newCard('Tomorrow', {
        schedule: { startsAt: '2026-11-26T00:00:00Z', endsAt: '2026-11-27T00:00:00Z' },
      }),
    );
    expect(await titlesFor({ device: GUEST_DEVICE })).not.toContain('Tomorrow');
    clock.set(new Date('2026-11-26T10:00:00Z'));
    expect(await titlesFor({ device: GUEST_DEVICE })).toContain('Tomorrow');
    clock.set(new Date('2026-11-27T00:00:00Z'));
    expect(await titlesFor({ device: GUEST_DEVICE })).not.toContain('Tomorrow');
    clock.set(NOW);
  });
});

describe('expiry (document 1 section 4)', () => {
  it('drops a card past expiresAt; 0 never expires; null is always expired', async () => {
    await createCard(newCard('Expires soon', { expiresAt: NOW.getTime() + 60_000 }));
    await createCard(newCard('Never expires', { expiresAt: 0 }));
    await storeCard(newCard('Always expired', { expiresAt: null }));
    await storeCard(newCard('Expired', { expiresAt: NOW.getTime() - 1 }));
    const titles = await titlesFor({ device: GUEST_DEVICE });
    expect(titles).toEqual(expect.arrayContaining(['Expires soon', 'Never expires']));
    expect(titles).not.toContain('Always expired');
    expect(titles).not.toContain('Expired');
    clock.set(new Date(NOW.getTime() + 60_000));
    const later = await titlesFor({ device: GUEST_DEVICE });
    expect(later).not.toContain('Expires soon');
    expect(later).toContain('Never expires');
    clock.set(NOW);
  });
});

describe('viewed, clicked and dismissed, per viewer', () => {
  it('keeps each viewer’s state apart and counts it for the console', async () => {
    const card = await createCard(newCard('Stateful', { extras: extras('Stateful', { site_section: 'cart-upsell' }) }));
    expect((await mark({ device: GUEST_DEVICE }, card.id, 'viewed')).json()).toEqual({
      viewed: true,
      clicked: false,
      dismissed: false,
    });
    expect((await mark({ device: GUEST_DEVICE }, card.id, 'clicked')).statusCode).toBe(200);
    expect((await mark({ device: GUEST_DEVICE }, card.id, 'dismissed')).json()).toEqual({
      viewed: true,
      clicked: true,
      dismissed: true,
    });
    expect(await titlesFor({ device: GUEST_DEVICE })).not.toContain('Stateful');
    // Another guest and a signed-in customer still have it, unviewed.
    const other = (await cardsFor({ device: OTHER_DEVICE })).find((c) => c.id === card.id);
    expect(other).toMatchObject({ viewed: false, clicked: false });
    expect(await titlesFor({ customer: NSW_CUSTOMER })).toContain('Stateful');
    await mark({ customer: NSW_CUSTOMER }, card.id, 'viewed');
    await mark({ customer: NSW_CUSTOMER }, card.id, 'viewed');

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/engagement-console/content-cards',
      headers: { authorization: `Bearer ${marketerToken}` },
    });
    expect((listed.json() as ConsoleContentCard[]).find((c) => c.id === card.id)).toMatchObject({
      impressions: 2,
      clicks: 1,
      dismissals: 1,
      createdBy: 'marketing.team',
    });
  });

  it('never shows a guest another user’s cards or state', async () => {
    const mine = await createCard(newCard('Regulars', { segment: { kind: 'min-orders', minOrders: 1 } }));
    await mark({ customer: REGULAR }, mine.id, 'viewed');
    expect((await cardsFor({ customer: REGULAR })).find((c) => c.id === mine.id)?.viewed).toBe(true);
    // A guest sees none of it, cannot mark it, and a device id shaped like the customer's is its own viewer.
    expect(await titlesFor({ device: GUEST_DEVICE })).not.toContain('Regulars');
    expect((await mark({ device: GUEST_DEVICE }, mine.id, 'viewed')).statusCode).toBe(404);
    expect(await titlesFor({ device: `user-${REGULAR}`.slice(0, 64) })).not.toContain('Regulars');
    const everyone = await createCard(newCard('Everyone'));
    await mark({ customer: REGULAR }, everyone.id, 'dismissed');
    expect(await titlesFor({ device: GUEST_DEVICE })).toContain('Everyone');
    expect((await cardsFor({ device: GUEST_DEVICE })).find((c) => c.id === everyone.id)?.viewed).toBe(false);
  });
});

describe('in-app messages', () => {
  const message = (overrides: Partial<NewInAppMessage>): NewInAppMessage => ({
    kind: 'general',
    header: 'Hello',
    message: 'A message',
    buttonText: null,
    url: null,
    stores: [],
    extras: { campaignType: null },
    segment: { kind: 'all' },
    schedule: { startsAt: null, endsAt: null },
    ...overrides,
  });
  const messagesFor = async (storeId: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/engagement/in-app-messages?deviceId=${GUEST_DEVICE}&storeId=${storeId}`,
      headers: { 'x-engagement-key': KEY },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as InAppMessage[];
  };

  it('shows the contactless message only when the current store is in its stores', async () => {
    await createMessage(message({ kind: 'contactless', header: 'Contactless', stores: [nswStore] }));
    expect((await messagesFor(nswStore)).map((m) => m.header)).toContain('Contactless');
    expect((await messagesFor(vicStore)).map((m) => m.header)).not.toContain('Contactless');
  });

  it('carries a campaign message’s campaignType, and dismissing it hides it', async () => {
    const created = await createMessage(
      message({ kind: 'campaign', header: 'Free pizza', extras: { campaignType: 'website-purchase' } }),
    );
    const found = (await messagesFor(nswStore)).find((m) => m.id === created.id);
    expect(found).toMatchObject({ kind: 'campaign', extras: { campaignType: 'website-purchase' }, viewed: false });
    const dismissed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/engagement/in-app-messages/${created.id}/state`,
      headers: { 'x-engagement-key': KEY },
      payload: { action: 'dismissed', deviceId: GUEST_DEVICE },
    });
    expect(dismissed.json()).toMatchObject({ dismissed: true });
    expect((await messagesFor(nswStore)).find((m) => m.id === created.id)).toBeUndefined();
  });

  it('refuses a contactless message without stores and a campaign without its type, naming them', async () => {
    for (const [bad, field] of [
      [message({ kind: 'contactless' }), 'stores'],
      [message({ kind: 'campaign' }), 'campaignType'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/engagement-console/in-app-messages',
        headers: { authorization: `Bearer ${marketerToken}` },
        payload: bad,
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});

describe('custom events and attributes', () => {
  it('keeps attributes per viewer and accepts events', async () => {
    const put = (who: Who, attributes: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/engagement/attributes',
        headers: { 'x-engagement-key': KEY, ...whoHeaders(who) },
        payload: { attributes, ...whoDevice(who) },
      });
    expect((await put({ device: GUEST_DEVICE }, { favourite: 'supreme', visits: 3 })).json()).toEqual({
      attributes: { favourite: 'supreme', visits: 3 },
    });
    expect((await put({ customer: NSW_CUSTOMER }, { vip: true })).json()).toEqual({ attributes: { vip: true } });
    expect((await put({ device: GUEST_DEVICE }, { visits: null })).json()).toEqual({
      attributes: { favourite: 'supreme' },
    });
    const event = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/engagement/events',
      headers: { 'x-engagement-key': KEY },
      payload: { name: 'campaign_claimed', properties: { campaign_type: 'website-purchase' }, deviceId: GUEST_DEVICE },
    });
    expect(event.statusCode).toBe(202);
  });
});

describe('the marketing console and staff roles', () => {
  it('refuses a card with an unknown or malformed extras field, naming it, and creates nothing', async () => {
    const before = (await ctx.database.db.select({ id: engagementCards.id }).from(engagementCards)).length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/engagement-console/content-cards',
      headers: { authorization: `Bearer ${marketerToken}` },
      payload: { ...newCard('Bad'), extras: { ...extras('Bad'), colour: 'red', sequence: -1 }, url: 'javascript:x' },
    });
    expect(res.statusCode).toBe(400);
    const body = JSON.stringify(res.json());
    expect(body).toContain('colour');
    expect(body).toContain('body.extras.sequence');
    expect(body).toContain('body.url');
    expect((await ctx.database.db.select({ id: engagementCards.id }).from(engagementCards)).length).toBe(before);
  });

  it('refuses a script, data or look-alike link in every link field with a 400 naming the field', async () => {
    const bad = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://example.com/',
      '//evil.example/x',
      '/\\evil.example/x',
      '/offers onmouseover=alert(1)',
      'https://user:pass@example.com/',
    ];
    const before = (await ctx.database.db.select({ id: engagementCards.id }).from(engagementCards)).length;
    for (const link of bad) {
      for (const field of ['url', 'imageUrl'] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/engagement-console/content-cards',
          headers: { authorization: `Bearer ${marketerToken}` },
          payload: { ...newCard('Bad link'), [field]: link },
        });
        expect(res.statusCode, `${field} ${link}`).toBe(400);
        expect(JSON.stringify(res.json())).toContain(`body.${field}`);
      }
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/engagement-console/in-app-messages',
        headers: { authorization: `Bearer ${marketerToken}` },
        payload: {
          kind: 'general',
          header: 'Bad link',
          message: 'A message',
          buttonText: 'Open',
          url: link,
          stores: [],
          extras: { campaignType: null },
          segment: { kind: 'all' },
          schedule: { startsAt: null, endsAt: null },
        },
      });
      expect(res.statusCode, `message url ${link}`).toBe(400);
      expect(JSON.stringify(res.json())).toContain('body.url');
    }
    expect((await ctx.database.db.select({ id: engagementCards.id }).from(engagementCards)).length).toBe(before);
    // A path in the app and an https address stay welcome.
    await createCard(newCard('Good links', { url: 'https://example.com/deal?x=1', imageUrl: '/images/deal.png' }));
  });

  it('refuses a card that would never be seen: expired, expiring before its start, or its end passed', async () => {
    const before = (await ctx.database.db.select({ id: engagementCards.id }).from(engagementCards)).length;
    const refusals: [NewContentCard, string, string][] = [
      [newCard('Expired', { expiresAt: NOW.getTime() - 60_000 }), 'body.expiresAt', CONSOLE_REFUSALS.expired],
      [newCard('Expires now', { expiresAt: NOW.getTime() }), 'body.expiresAt', CONSOLE_REFUSALS.expired],
      [newCard('Always expired', { expiresAt: null }), 'body.expiresAt', CONSOLE_REFUSALS.expired],
      [
        newCard('Ends before it starts', {
          expiresAt: Date.parse('2026-11-26T00:00:00Z'),
          schedule: { startsAt: '2026-11-27T00:00:00Z', endsAt: null },
        }),
        'body.expiresAt',
        CONSOLE_REFUSALS.expiresBeforeStart,
      ],
      [
        newCard('Ended', { schedule: { startsAt: null, endsAt: '2026-11-25T08:00:00Z' } }),
        'body.schedule.endsAt',
        CONSOLE_REFUSALS.ended,
      ],
    ];
    for (const [card, field, message] of refusals) {
      const res = await postCard(card);
      expect(res.statusCode, card.extras.title).toBe(400);
      expect(res.json().errors, card.extras.title).toEqual([{ field, message }]);
    }
    expect((await ctx.database.db.select({ id: engagementCards.id }).from(engagementCards)).length).toBe(before);
    // A minute from now, after a start in the future, is fine.
    await createCard(newCard('Expires in a minute', { expiresAt: NOW.getTime() + 60_000 }));
    await createCard(
      newCard('Expires after its start', {
        expiresAt: Date.parse('2026-11-28T00:00:00Z'),
        schedule: { startsAt: '2026-11-27T00:00:00Z', endsAt: null },
      }),
    );
  });

  it('refuses an in-app message whose end has passed, naming it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/engagement-console/in-app-messages',
      headers: { authorization: `Bearer ${marketerToken}` },
      payload: {
        kind: 'general',
        header: 'Ended',
        message: 'Too late',
        buttonText: null,
        url: null,
        stores: [],
        extras: { campaignType: null },
        segment: { kind: 'all' },
        schedule: { startsAt: null, endsAt: NOW.toISOString() },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'body.schedule.endsAt', message: CONSOLE_REFUSALS.ended }]);
  });

  it('refuses a product number the catalogue does not have, and takes one it has', async () => {
    // Also one past the integer column's range, which no query can look up.
    for (const productId of [999_999_999, 99_999_999_999]) {
      const res = await postCard(
        newCard('No such product', { extras: extras('No such product', { product_id: productId }) }),
      );
      expect(res.statusCode, String(productId)).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'body.extras.product_id', message: 'No product has that number.' }]);
    }
    const [product] = await ctx.database.db.select({ productId: products.productId }).from(products).limit(1);
    const card = await createCard(
      newCard('A real product', { extras: extras('A real product', { product_id: product!.productId }) }),
    );
    expect(card.extras.product_id).toBe(product!.productId);
  });

  it('refuses an end before the start', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/engagement-console/content-cards',
      headers: { authorization: `Bearer ${marketerToken}` },
      payload: newCard('Backwards', { schedule: { startsAt: '2026-11-27T00:00:00Z', endsAt: '2026-11-26T00:00:00Z' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('schedule.endsAt');
  });

  it('answers 401 without a staff token and 403 to a store manager or a content editor', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/engagement-console/me' })).statusCode).toBe(401);
    for (const account of [MANAGER, EDITOR]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/engagement-console/content-cards',
        headers: { authorization: `Bearer ${await signIn(account)}` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'This account cannot run the marketing console.' });
    }
  });

  it('a marketer cannot run a store console or edit content', async () => {
    const authorization = `Bearer ${marketerToken}`;
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/v1/staff/orders', headers: { authorization } });
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toMatchObject({ message: 'This account cannot run a store console.' });
    const editor = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/content-editor/me',
      headers: { authorization },
    });
    expect(editor.statusCode).toBe(403);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/engagement-console/me',
      headers: { authorization },
    });
    expect(me.json()).toEqual({ username: 'marketing.team', name: 'Marketing Team' });
  });
});
