import {
  ALREADY_SPUN_MESSAGES,
  appDealListSchema,
  NO_SPIN_CAMPAIGN_MESSAGE,
  SPIN_ENDED_MESSAGE,
  SPIN_NOT_STARTED_MESSAGE,
  SPIN_SIGN_IN_MESSAGE,
  spinOutcomeSchema,
  spinWheelSchema,
  type StorySeed,
} from '@storefront/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDeals, spins } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { usingPostgres } from '../../test/database.ts';
import type { TestContext } from '../../test/helper.ts';
import {
  accountTestApp,
  newCustomer,
  pickupAt1002,
  placeCashOrder,
  type TestCustomer,
} from '../account/account.test-support.ts';
import { appDealsService } from '../account/app-deals.service.ts';
import { publishStory } from '../content/content.repository.ts';
import { personalVouchers } from '../voucher/personal-vouchers.repository.ts';
import { spinCampaigns } from './spin-campaigns.ts';
import { spinService } from './spin.service.ts';

// Decision 197: the server draws each spin from the published weights, one spin per customer per
// campaign period (a unique index), and a prize is a won deal (appdeals) usable at checkout.
// Wednesday 25 November 2026, 12 noon in Sydney (AEDT, UTC+11).
const NOON = new Date('2026-11-25T01:00:00Z');
const clock = fixedClock(NOON);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
  const db = ctx.database.db;
  await publishStory(db, campaign('no-luck', { segments: [blank('Try again'), blank('So close')] }), NOON);
  await publishStory(
    db,
    campaign('daily-garlic', { period: 'daily', segments: [prize('Garlic bread', 'FREEGARLIC'), blank('No luck')] }),
    NOON,
  );
  await publishStory(db, campaign('always-garlic', { segments: [prize('Garlic bread', 'FREEGARLIC', 1)] }), NOON);
  await publishStory(db, campaign('next-year', { startsAt: '2027-01-01T00:00:00+11:00' }), NOON);
  await publishStory(db, campaign('last-year', { endsAt: '2026-01-01T00:00:00+11:00' }), NOON);
  await publishStory(db, campaign('bad-prize', { segments: [prize('Nothing real', 'NOSUCHCODE'), blank('x')] }), NOON);
});
afterAll(() => ctx?.close());

type Segment = { label: string; voucherCode: string | null; weight: number };
const blank = (label: string, weight = 1): Segment => ({ label, voucherCode: null, weight });
const prize = (label: string, voucherCode: string, weight = 1): Segment => ({ label, voucherCode, weight });
function campaign(slug: string, overrides: Record<string, unknown> = {}): StorySeed {
  const segments = (overrides.segments as Segment[] | undefined) ?? [prize('Garlic', 'FREEGARLIC'), blank('None')];
  return {
    uuid: randomUUID(),
    full_slug: `spin-to-win/${slug}`,
    name: slug,
    published_at: NOON.toISOString(),
    content: {
      component: 'spin_to_win',
      headline: `Test ${slug}`,
      prizeTypeId: 9,
      startsAt: '2026-11-01T00:00:00+11:00',
      endsAt: '2027-01-01T00:00:00+11:00',
      period: 'campaign',
      ...overrides,
      // A segment list of one is not a wheel: the test's "always" campaigns repeat their prize.
      segments: segments.length === 1 ? [segments[0]!, segments[0]!] : segments,
    },
  };
}

const spin = (who: TestCustomer | null, campaignSlug: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/spin-to-win/spins',
    headers: who?.headers ?? {},
    payload: { campaign: campaignSlug },
  });
const wheel = (who: TestCustomer | null, campaignSlug?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/spin-to-win${campaignSlug ? `?campaign=${campaignSlug}` : ''}`,
    headers: who?.headers ?? {},
  });
const dealsOf = async (who: TestCustomer) =>
  appDealListSchema.parse(
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/customer/${who.customerId}/appdeals?ForceResponse=true`,
        headers: who.headers,
      })
    ).json(),
  );

describe('the wheel', () => {
  it('shows a guest the running campaign with its published odds and asks them to sign in', async () => {
    const answer = await wheel(null);
    expect(answer.statusCode, answer.body).toBe(200);
    const shown = spinWheelSchema.parse(answer.json());
    expect(shown).toMatchObject({ canSpin: false, refusal: 'SignInRequired', lastSpin: null });
    const summer = spinWheelSchema.parse((await wheel(null, 'summer-spin')).json());
    expect(summer.segments.map((s) => [s.label, s.prize?.voucherCode ?? null, s.weight, s.chancePercent])).toEqual([
      ['Free garlic bread', 'FREEGARLIC', 50, 50],
      ['20% off $30+', 'SAVE20', 25, 25],
      ['25% off pickup', 'PICKUP25', 15, 15],
      ['$10 off $40+', 'TENOFF', 10, 10],
    ]);
    expect(summer.segments[0]!.prize).toEqual({ voucherCode: 'FREEGARLIC', name: 'Free garlic bread' });
  });

  it('is 404 for an unknown campaign or one whose prize is not a catalogue voucher', async () => {
    for (const slug of ['no-such-campaign', 'bad-prize']) {
      const answer = await wheel(null, slug);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NoSpinCampaign', message: NO_SPIN_CAMPAIGN_MESSAGE });
    }
  });

  it('refuses an unknown query field by name', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/v1/spin-to-win?campaign=summer-spin&odds=1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('odds');
  });
});

describe('spinning', () => {
  it('signed out is 401 and records nothing', async () => {
    const answer = await spin(null, 'summer-spin');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ message: SPIN_SIGN_IN_MESSAGE });
  });

  it('a win is a won deal in appdeals, usable once at checkout; a second spin is 409', async () => {
    const ana = await newCustomer(ctx, clock, 'ana');
    const answer = await spin(ana, 'always-garlic');
    expect(answer.statusCode, answer.body).toBe(201);
    const outcome = spinOutcomeSchema.parse(answer.json());
    expect(outcome).toMatchObject({ campaign: 'always-garlic', spunAt: NOON.toISOString() });
    expect(outcome.deal).toMatchObject({
      prizeTypeId: 9,
      name: 'Free garlic bread',
      voucherCode: expect.stringMatching(/^AD-/),
      expiresAt: new Date(NOON.getTime() + 14 * 86_400_000).toISOString(),
      redeemed: false,
    });
    expect(await dealsOf(ana)).toEqual([outcome.deal]);
    const [row] = await ctx.database.db.select().from(spins).where(eq(spins.spinId, outcome.spinId));
    expect(row?.dealId).toBe(outcome.deal!.dealId);
    const again = await spin(ana, 'always-garlic');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'AlreadySpun', message: ALREADY_SPUN_MESSAGES.campaign });
    expect(ALREADY_SPUN_MESSAGES.campaign).toBe("You've already had your spin for this campaign.");
    const shown = spinWheelSchema.parse((await wheel(ana, 'always-garlic')).json());
    expect(shown).toMatchObject({ canSpin: false, refusal: 'AlreadySpun', lastSpin: outcome });

    await placeCashOrder(
      ctx,
      ana.headers,
      pickupAt1002,
      [{ productId: 1003, quantity: 1, sizeId: 2 }],
      [outcome.deal!.voucherCode],
    );
    expect((await dealsOf(ana))[0]).toMatchObject({ dealId: outcome.deal!.dealId, redeemed: true });
  });

  it('no prize: the spin is recorded without a deal', async () => {
    const ben = await newCustomer(ctx, clock, 'ben');
    const answer = await spin(ben, 'no-luck');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ deal: null });
    expect(await dealsOf(ben)).toEqual([]);
    expect((await spin(ben, 'no-luck')).statusCode).toBe(409);
  });

  it('a daily campaign gives one spin per Sydney day', async () => {
    // 11:50 pm in Sydney; 11:59 pm is still the same day, midnight is the next.
    clock.set(new Date('2026-11-25T12:50:00Z'));
    const cy = await newCustomer(ctx, clock, 'cy');
    expect((await spin(cy, 'daily-garlic')).statusCode).toBe(201);
    const again = await spin(cy, 'daily-garlic');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: "You've already had your spin today. Come back tomorrow for another go.",
    });
    clock.set(new Date('2026-11-25T12:59:00Z'));
    expect((await spin(cy, 'daily-garlic')).statusCode).toBe(409);
    clock.set(new Date('2026-11-25T13:00:00Z'));
    expect((await wheel(cy, 'daily-garlic')).json()).toMatchObject({ canSpin: true, lastSpin: null });
    expect((await spin(cy, 'daily-garlic')).statusCode).toBe(201);
    clock.set(NOON);
  });

  it('outside the campaign dates the spin is refused', async () => {
    const di = await newCustomer(ctx, clock, 'di');
    const early = await spin(di, 'next-year');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'SpinClosed', message: SPIN_NOT_STARTED_MESSAGE });
    const late = await spin(di, 'last-year');
    expect(late.json()).toMatchObject({ code: 'SpinClosed', message: SPIN_ENDED_MESSAGE });
    expect(spinWheelSchema.parse((await wheel(di, 'next-year')).json())).toMatchObject({
      canSpin: false,
      refusal: 'NotStarted',
    });
    expect(await ctx.database.db.select().from(spins).where(eq(spins.customerId, di.customerId))).toEqual([]);
  });

  it('an unknown body field or a missing campaign is 400 naming it', async () => {
    const ed = await newCustomer(ctx, clock, 'ed');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/spin-to-win/spins',
      headers: ed.headers,
      payload: { campaign: 'summer-spin', segmentIndex: 0 },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('segmentIndex');
    expect(await ctx.database.db.select().from(spins).where(eq(spins.customerId, ed.customerId))).toEqual([]);
  });

  it('20 spins sent together: one outcome, one deal, 19 refused', async () => {
    const fay = await newCustomer(ctx, clock, 'fay');
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(fay, 'always-garlic')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const db = ctx.database.db;
    expect(await db.select().from(spins).where(eq(spins.customerId, fay.customerId))).toHaveLength(1);
    expect(await db.select().from(appDeals).where(eq(appDeals.customerId, fay.customerId))).toHaveLength(1);
  });
});

describe('the odds', () => {
  it('each segment wins as often as its weight says (every draw of the injected source)', async () => {
    const db = ctx.database.db;
    await publishStory(
      db,
      campaign('weighted', {
        segments: [prize('Garlic', 'FREEGARLIC', 3), blank('None', 5), prize('Ten off', 'TENOFF', 2)],
      }),
      NOON,
    );
    let draw = 0;
    const service = spinService({
      db,
      clock,
      campaigns: spinCampaigns(db),
      appDeals: appDealsService({ db, clock, personal: personalVouchers(db), testAids: false }),
      random: (max) => draw++ % max,
    });
    const landed: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const who = await newCustomer(ctx, clock, `odds${i}`);
      const outcome = await service.spin('weighted', who.customerId);
      landed.push(outcome.segmentIndex);
      expect(outcome.deal === null).toBe(outcome.segmentIndex === 1);
    }
    // Draws 0-2 land on the first segment, 3-7 on "None", 8-9 on the last; twice round.
    const counts = [0, 1, 2].map((index) => landed.filter((l) => l === index).length);
    expect(counts).toEqual([6, 10, 4]);
  });
});

describe.runIf(usingPostgres())('spins at the same moment (PostgreSQL)', () => {
  it('20 parallel spins by one customer: exactly one spin row and one deal', async () => {
    const gus = await newCustomer(ctx, clock, 'gus');
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(gus, 'summer-spin')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const db = ctx.database.db;
    expect(await db.select().from(spins).where(eq(spins.customerId, gus.customerId))).toHaveLength(1);
    expect(await db.select().from(appDeals).where(eq(appDeals.customerId, gus.customerId))).toHaveLength(1);
  });
});
