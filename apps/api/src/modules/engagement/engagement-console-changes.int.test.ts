import { randomUUID } from 'node:crypto';
import { configuration } from '@storefront/catalog';
import type {
  ConsoleContentCard,
  ConsoleInAppMessage,
  ContentCard,
  InAppMessage,
  NewContentCard,
  NewInAppMessage,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementCards } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { signedInAs, signedInTestIdentity } from '../../test/signed-in.ts';
import { CONSOLE_CONFLICTS, CONSOLE_REFUSALS } from './engagement-console.service.ts';
import { segmentColumns } from './engagement.repository.ts';

// Decision 242: a scheduled card or message can be changed (checked as a new one is, from the
// version the editor loaded) and withdrawn (its end becomes now; the record and counts stay).
const KEY = (configuration.settings.API_BRAZE_KEY as { key: string }).key;
const NOW = new Date('2026-11-25T09:00:00Z');
const clock = fixedClock(NOW);
const MARKETER = { username: 'marketing.team', password: 'Pizza-Marketing-2026' };
const EDITOR = { username: 'content.editor', password: 'Pizza-Content-2026' };
const MANAGER = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };
const GUEST = 'changes-guest-0001';
const CARDS = '/api/v1/engagement-console/content-cards';
const MESSAGES = '/api/v1/engagement-console/in-app-messages';

let ctx: TestContext;
let marketer: string;
const logLines: string[] = [];

const signIn = async (who: { username: string; password: string }) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: who });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
};

const asMarketer = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${marketer}` }, ...(payload ? { payload } : {}) });

const newCard = (title: string, overrides: Partial<NewContentCard> = {}): NewContentCard => ({
  imageUrl: null,
  url: '/offers',
  expiresAt: 0,
  extras: {
    site_section: 'homepage-deals',
    card_type: 'deal',
    title,
    price_pickup: 2495,
    price_pickup_strikethrough: null,
    price_pickup_title: null,
    price_delivery: null,
    price_delivery_strikethrough: null,
    price_delivery_title: null,
    sub_title_left: null,
    sub_title_right: null,
    subtitle_separator: null,
    exclude_homepage: false,
    image_only: false,
    todays_offer: false,
    product_id: null,
    upsell_type: null,
    default: false,
    sequence: 1,
  },
  segment: { kind: 'all' },
  schedule: { startsAt: null, endsAt: null },
  ...overrides,
});

const newMessage = (header: string, overrides: Partial<NewInAppMessage> = {}): NewInAppMessage => ({
  kind: 'general',
  header,
  message: 'Two large pizzas for $25.',
  buttonText: 'See the deal',
  url: '/offers',
  stores: [],
  extras: { campaignType: null },
  segment: { kind: 'all' },
  schedule: { startsAt: null, endsAt: null },
  ...overrides,
});

async function createCard(card: NewContentCard) {
  const res = await asMarketer('POST', CARDS, card);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ConsoleContentCard;
}

async function createMessage(message: NewInAppMessage) {
  const res = await asMarketer('POST', MESSAGES, message);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ConsoleInAppMessage;
}

const consoleCard = async (id: string) =>
  ((await asMarketer('GET', CARDS)).json() as ConsoleContentCard[]).find((card) => card.id === id)!;
const consoleMessage = async (id: string) =>
  ((await asMarketer('GET', MESSAGES)).json() as ConsoleInAppMessage[]).find((message) => message.id === id)!;

/** What the guest's app is served, and how it may be kept. */
async function guestSees<T>(what: 'content-cards' | 'in-app-messages') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/engagement/${what}?deviceId=${GUEST}`,
    headers: { 'x-engagement-key': KEY },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as T[], cacheControl: res.headers['cache-control'] };
}
const guestCardTitles = async () =>
  (await guestSees<ContentCard>('content-cards')).items.map((card) => card.extras.title);
const guestMessageHeaders = async () =>
  (await guestSees<InAppMessage>('in-app-messages')).items.map((message) => message.header);

/** A card stored as it is, past the console's checks: one already ended or expired. */
async function storeCard(title: string, columns: { endsAt?: Date; expiresAt?: number | null }) {
  const card = newCard(title);
  const id = randomUUID();
  await ctx.database.db.insert(engagementCards).values({
    id,
    section: card.extras.site_section,
    imageUrl: card.imageUrl,
    url: card.url,
    expiresAt: columns.expiresAt === undefined ? 0 : columns.expiresAt,
    extras: card.extras,
    ...segmentColumns(card.segment),
    startsAt: null,
    endsAt: columns.endsAt ?? null,
    createdBy: MARKETER.username,
    createdAt: NOW,
    updatedAt: NOW,
  });
  return id;
}

beforeAll(async () => {
  ctx = await buildTestApp({
    clock,
    customerIdentity: signedInTestIdentity,
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  marketer = await signIn(MARKETER);
});
afterAll(() => ctx.close());

describe('changing a content card', () => {
  it('replaces its fields from the version loaded; customers see the new text at once, state kept', async () => {
    const card = await createCard(newCard('Two pizzas for $27'));
    expect(card).toMatchObject({ version: 1, lastChange: null, withdrawn: null });
    expect(await guestCardTitles()).toContain('Two pizzas for $27');
    const viewed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/engagement/content-cards/${card.id}/state`,
      headers: { 'x-engagement-key': KEY },
      payload: { action: 'viewed', deviceId: GUEST },
    });
    expect(viewed.statusCode).toBe(200);

    const fixed = newCard('Two pizzas for $25', {
      url: '/offers/two-for-25',
      expiresAt: Date.parse('2026-12-25T00:00:00Z'),
    });
    const res = await asMarketer('PUT', `${CARDS}/${card.id}`, { ...fixed, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as ConsoleContentCard;
    expect(changed).toMatchObject({
      id: card.id,
      url: '/offers/two-for-25',
      expiresAt: Date.parse('2026-12-25T00:00:00Z'),
      createdBy: MARKETER.username,
      version: 2,
      lastChange: { changedBy: MARKETER.username, changedAt: NOW.toISOString() },
      withdrawn: null,
      impressions: 1,
    });
    expect(changed.extras.title).toBe('Two pizzas for $25');

    const served = await guestSees<ContentCard>('content-cards');
    expect(served.cacheControl).toBe('no-store');
    const shown = served.items.find((c) => c.id === card.id)!;
    expect(shown.extras.title).toBe('Two pizzas for $25');
    expect(shown.viewed).toBe(true);
    expect(served.items.map((c) => c.extras.title)).not.toContain('Two pizzas for $27');
    expect(logLines.some((line) => line.includes('content card changed') && line.includes(card.id))).toBe(true);
  });

  it('refuses each problem a new card is refused for with a 400 naming the field, and changes nothing', async () => {
    const card = await createCard(newCard('Checked like a new one'));
    const refusals: [string, object, string, string?][] = [
      ['expired', { expiresAt: NOW.getTime() - 60_000 }, 'body.expiresAt', CONSOLE_REFUSALS.expired],
      ['expiring now', { expiresAt: NOW.getTime() }, 'body.expiresAt', CONSOLE_REFUSALS.expired],
      ['always expired', { expiresAt: null }, 'body.expiresAt', CONSOLE_REFUSALS.expired],
      [
        'expiring before its start',
        { expiresAt: Date.parse('2026-11-26T00:00:00Z'), schedule: { startsAt: '2026-11-27T00:00:00Z', endsAt: null } },
        'body.expiresAt',
        CONSOLE_REFUSALS.expiresBeforeStart,
      ],
      [
        'ended',
        { schedule: { startsAt: null, endsAt: '2026-11-25T08:00:00Z' } },
        'body.schedule.endsAt',
        CONSOLE_REFUSALS.ended,
      ],
      [
        'no such product',
        { extras: { ...newCard('x').extras, title: 'Checked like a new one', product_id: 999_999_999 } },
        'body.extras.product_id',
        CONSOLE_REFUSALS.noSuchProduct,
      ],
      ['a script link', { url: 'javascript:alert(1)' }, 'body.url'],
      ['an unknown extras field', { extras: { ...newCard('x').extras, colour: 'red' } }, 'colour'],
      [
        'an end before the start',
        { schedule: { startsAt: '2026-11-27T00:00:00Z', endsAt: '2026-11-26T00:00:00Z' } },
        'schedule.endsAt',
      ],
    ];
    for (const [why, overrides, field, message] of refusals) {
      const res = await asMarketer('PUT', `${CARDS}/${card.id}`, { ...newCard('Changed'), ...overrides, version: 1 });
      expect(res.statusCode, why).toBe(400);
      if (message) expect(res.json().errors, why).toEqual([{ field, message }]);
      else expect(JSON.stringify(res.json()), why).toContain(field);
    }
    const missingVersion = await asMarketer('PUT', `${CARDS}/${card.id}`, newCard('Changed'));
    expect(missingVersion.statusCode).toBe(400);
    expect(JSON.stringify(missingVersion.json())).toContain('body.version');

    expect(await consoleCard(card.id)).toEqual(card);
    expect(await guestCardTitles()).toContain('Checked like a new one');
  });

  it('refuses a change made from an older version (409, reload), keeping the newer one', async () => {
    const card = await createCard(newCard('Pizza Tuesday'));
    // Two marketers opened version 1; the first saves.
    const first = await asMarketer('PUT', `${CARDS}/${card.id}`, {
      ...newCard('Pizza Tuesday: 2 for $20'),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await asMarketer('PUT', `${CARDS}/${card.id}`, {
      ...newCard('Pizza Tuesday: $10 each'),
      version: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 409, code: 'Conflict', message: CONSOLE_CONFLICTS.stale('card') });
    expect(second.json().message).toContain('Reload the latest version');
    const kept = await consoleCard(card.id);
    expect(kept.extras.title).toBe('Pizza Tuesday: 2 for $20');
    expect(kept.version).toBe(2);
  });

  it('lets only one of two changes sent at once from the same version win', async () => {
    const card = await createCard(newCard('Saved twice at once'));
    const answers = await Promise.all(
      ['First', 'Second'].map((title) => asMarketer('PUT', `${CARDS}/${card.id}`, { ...newCard(title), version: 1 })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json() as ConsoleContentCard;
    expect(await consoleCard(card.id)).toMatchObject({ version: 2, extras: { title: winner.extras.title } });
  });

  it('answers 404 for a card that does not exist, to a change and a withdrawal', async () => {
    const unknown = randomUUID();
    const change = await asMarketer('PUT', `${CARDS}/${unknown}`, { ...newCard('Nobody'), version: 1 });
    expect(change.statusCode).toBe(404);
    expect(change.json()).toMatchObject({ code: 'NotFound', message: CONSOLE_CONFLICTS.notFound.card });
    const withdraw = await asMarketer('POST', `${CARDS}/${unknown}/withdraw`);
    expect(withdraw.statusCode).toBe(404);
    expect(withdraw.json()).toMatchObject({ code: 'NotFound' });
  });
});

describe('withdrawing a content card', () => {
  it('ends it now: customers stop seeing it at once; the record and its counts stay', async () => {
    const card = await createCard(newCard('Wrong price: $2 pizzas'));
    expect(await guestCardTitles()).toContain('Wrong price: $2 pizzas');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/engagement/content-cards/${card.id}/state`,
      headers: { 'x-engagement-key': KEY },
      payload: { action: 'clicked', deviceId: GUEST },
    });

    const res = await asMarketer('POST', `${CARDS}/${card.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    const withdrawn = res.json() as ConsoleContentCard;
    expect(withdrawn).toMatchObject({
      version: 2,
      schedule: { startsAt: null, endsAt: NOW.toISOString() },
      withdrawn: { withdrawnBy: MARKETER.username, withdrawnAt: NOW.toISOString() },
      lastChange: { changedBy: MARKETER.username, changedAt: NOW.toISOString() },
      clicks: 1,
    });
    expect(withdrawn.extras.title).toBe('Wrong price: $2 pizzas');
    expect(await guestCardTitles()).not.toContain('Wrong price: $2 pizzas');
    // Not even a viewer who kept it open can mark it any more.
    const mark = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/engagement/content-cards/${card.id}/state`,
      headers: { 'x-engagement-key': KEY },
      payload: { action: 'dismissed', deviceId: GUEST },
    });
    expect(mark.statusCode).toBe(404);
    expect(await consoleCard(card.id)).toEqual(withdrawn);
    expect(logLines.some((line) => line.includes('content card withdrawn') && line.includes(card.id))).toBe(true);

    // Once more: the same answer, nothing changed.
    const again = await asMarketer('POST', `${CARDS}/${card.id}/withdraw`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(withdrawn);
  });

  it('answers a card already ended or expired as it is', async () => {
    for (const [title, columns] of [
      ['Ended yesterday', { endsAt: new Date('2026-11-24T09:00:00Z') }],
      ['Expired yesterday', { expiresAt: Date.parse('2026-11-24T09:00:00Z') }],
    ] as const) {
      const id = await storeCard(title, columns);
      const before = await consoleCard(id);
      const res = await asMarketer('POST', `${CARDS}/${id}/withdraw`);
      expect(res.statusCode, title).toBe(200);
      expect(res.json(), title).toEqual(before);
      expect(before).toMatchObject({ version: 1, withdrawn: null, lastChange: null });
    }
  });

  it('keeps a withdrawn or ended card as it was: a change is refused (409)', async () => {
    const card = await createCard(newCard('Withdrawn, then changed'));
    await asMarketer('POST', `${CARDS}/${card.id}/withdraw`);
    const res = await asMarketer('PUT', `${CARDS}/${card.id}`, { ...newCard('Back again'), version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CONSOLE_CONFLICTS.over('card', 'withdrawn'));
    const ended = await storeCard('Ended, then changed', { endsAt: new Date('2026-11-24T09:00:00Z') });
    const late = await asMarketer('PUT', `${CARDS}/${ended}`, { ...newCard('Back again'), version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CONSOLE_CONFLICTS.over('card', 'ended'));
    expect(await guestCardTitles()).not.toContain('Back again');
  });

  it('withdraws one not started yet', async () => {
    const card = await createCard(
      newCard('Next week', { schedule: { startsAt: '2026-12-01T00:00:00Z', endsAt: null } }),
    );
    const res = await asMarketer('POST', `${CARDS}/${card.id}/withdraw`);
    expect(res.json()).toMatchObject({ withdrawn: { withdrawnAt: NOW.toISOString() } });
    clock.set(new Date('2026-12-02T00:00:00Z'));
    try {
      expect(await guestCardTitles()).not.toContain('Next week');
    } finally {
      clock.set(NOW);
    }
  });
});

describe('changing and withdrawing an in-app message', () => {
  it('replaces its fields; customers see the new text at once', async () => {
    const message = await createMessage(newMessage('Free garlic bread'));
    expect(await guestMessageHeaders()).toContain('Free garlic bread');
    const res = await asMarketer('PUT', `${MESSAGES}/${message.id}`, {
      ...newMessage('Free garlic bread today', { message: 'With any large pizza, today only.' }),
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, lastChange: { changedBy: MARKETER.username } });
    const served = await guestSees<InAppMessage>('in-app-messages');
    expect(served.cacheControl).toBe('no-store');
    const shown = served.items.find((m) => m.id === message.id)!;
    expect(shown).toMatchObject({ header: 'Free garlic bread today', message: 'With any large pizza, today only.' });
  });

  it('refuses what a new message is refused for, a stale version and an unknown id', async () => {
    const message = await createMessage(newMessage('Contactless pickup'));
    const ended = await asMarketer('PUT', `${MESSAGES}/${message.id}`, {
      ...newMessage('Changed', { schedule: { startsAt: null, endsAt: NOW.toISOString() } }),
      version: 1,
    });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().errors).toEqual([{ field: 'body.schedule.endsAt', message: CONSOLE_REFUSALS.ended }]);
    const noStores = await asMarketer('PUT', `${MESSAGES}/${message.id}`, {
      ...newMessage('Changed', { kind: 'contactless', stores: [] }),
      version: 1,
    });
    expect(noStores.statusCode).toBe(400);
    expect(JSON.stringify(noStores.json())).toContain('body.stores');
    expect(await consoleMessage(message.id)).toEqual(message);

    expect((await asMarketer('PUT', `${MESSAGES}/${message.id}`, { ...newMessage('A'), version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await asMarketer('PUT', `${MESSAGES}/${message.id}`, { ...newMessage('B'), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONSOLE_CONFLICTS.stale('message'));
    expect((await consoleMessage(message.id)).header).toBe('A');

    const unknown = await asMarketer('PUT', `${MESSAGES}/${randomUUID()}`, { ...newMessage('C'), version: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CONSOLE_CONFLICTS.notFound.message);
  });

  it('withdraws it: customers stop seeing it at once; twice is the same answer', async () => {
    const message = await createMessage(newMessage('Oops: wrong store hours'));
    expect(await guestMessageHeaders()).toContain('Oops: wrong store hours');
    const res = await asMarketer('POST', `${MESSAGES}/${message.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 2,
      schedule: { endsAt: NOW.toISOString() },
      withdrawn: { withdrawnBy: MARKETER.username, withdrawnAt: NOW.toISOString() },
    });
    expect(await guestMessageHeaders()).not.toContain('Oops: wrong store hours');
    const again = await asMarketer('POST', `${MESSAGES}/${message.id}/withdraw`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const change = await asMarketer('PUT', `${MESSAGES}/${message.id}`, { ...newMessage('Back'), version: 2 });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(CONSOLE_CONFLICTS.over('message', 'withdrawn'));
  });
});

describe('who may change and withdraw', () => {
  it('answers 401 without a staff token (a customer’s included) and 403 to other staff; nothing changes', async () => {
    const card = await createCard(newCard('Only marketers'));
    const message = await createMessage(newMessage('Only marketers'));
    const calls = [
      { method: 'PUT' as const, url: `${CARDS}/${card.id}`, payload: { ...newCard('Hijacked'), version: 1 } },
      { method: 'POST' as const, url: `${CARDS}/${card.id}/withdraw` },
      { method: 'PUT' as const, url: `${MESSAGES}/${message.id}`, payload: { ...newMessage('Hijacked'), version: 1 } },
      { method: 'POST' as const, url: `${MESSAGES}/${message.id}/withdraw` },
    ];
    const editor = await signIn(EDITOR);
    const manager = await signIn(MANAGER);
    for (const call of calls) {
      const none = await ctx.app.inject(call);
      expect(none.statusCode, `${call.method} ${call.url}`).toBe(401);
      const customer = await ctx.app.inject({ ...call, headers: signedInAs(randomUUID()) });
      expect(customer.statusCode, `${call.method} ${call.url} customer`).toBe(401);
      for (const token of [editor, manager]) {
        const res = await ctx.app.inject({ ...call, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toMatchObject({ message: 'This account cannot run the marketing console.' });
      }
    }
    expect(await consoleCard(card.id)).toEqual(card);
    expect(await consoleMessage(message.id)).toEqual(message);
    expect(await guestCardTitles()).toContain('Only marketers');
  });
});
