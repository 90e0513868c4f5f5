import { basketSchema, CAMPAIGN_DUPLICATE_MESSAGE, campaignClaimReceiptSchema } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignCoupons, vouchers } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { customerClient } from '../../test/customer-client.ts';
import { usingPostgres } from '../../test/database.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { campaignCouponRepository } from './campaign-coupon.repository.ts';

// Every claim solves a proof-of-work captcha: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

// Tuesday 24 November 2026, 6 pm in Sydney (AEDT, UTC+11); Parramatta (NSW002, 1002) is open.
const TUESDAY_6PM = new Date('2026-11-24T07:00:00Z');
const clock = fixedClock(TUESDAY_6PM);
const CAMPAIGN = 'free-pizza-friday';

let ctx: TestContext;
let people: ReturnType<typeof customerClient>;
const checkout = checkoutClient(() => ctx);

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  people = customerClient(ctx.app);
});
afterAll(() => ctx.close());
beforeEach(() => clock.set(TUESDAY_6PM));

const claim = async (fields: Record<string, unknown>, action: 'CAMPAIGN_FORM' | 'UNSUBSCRIBE' = 'CAMPAIGN_FORM') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/campaign',
    payload: {
      campaign: CAMPAIGN,
      firstName: 'Sam',
      lastName: 'Lee',
      tokenV3: await people.captcha(action),
      ...fields,
    },
  });

const claimsOf = (emailKey: string) =>
  ctx.database.db.select().from(campaignCoupons).where(eq(campaignCoupons.emailKey, emailKey));

const couponCodeIn = async (to: string) => {
  const message = await people.lastMessageTo(to);
  return { message, code: /PIZZA-[2-9A-HJKMNP-Z]{8}/.exec(message?.text ?? '')?.[0] };
};

describe('POST /user/campaign: one free pizza coupon per e-mail address per day', () => {
  it('e-mails a single-use voucher code with a link that applies it', async () => {
    const email = people.email('first');
    const res = await claim({ email });
    expect(res.statusCode, res.body).toBe(201);
    expect(campaignClaimReceiptSchema.parse(res.json())).toEqual({
      sentTo: email,
      validFrom: '2026-11-24',
      validTo: '2026-12-07',
      storeName: null,
    });
    const { message, code } = await couponCodeIn(email);
    expect(code).toBeDefined();
    expect(message!.subject).toContain('coupon');
    expect(message!.text).toContain('Hi Sam');
    expect(message!.text).toContain('Monday 7 December 2026');
    expect(message!.links).toEqual([`http://localhost:5173/offers/${code}`]);
    const [voucher] = await ctx.database.db.select().from(vouchers).where(eq(vouchers.code, code!));
    expect(voucher).toMatchObject({ maxRedemptions: 1, redeemedCount: 0 });
    expect(voucher!.data).toMatchObject({ kind: 'Deal', productId: 8004, singleUsePerCustomer: false });
  });

  it('refuses a second claim the same Sydney day, whatever the case, spaces or +tag, with the spec message', async () => {
    const email = people.email('twice');
    expect((await claim({ email })).statusCode).toBe(201);
    clock.set(new Date('2026-11-24T12:30:00Z')); // 11:30 pm in Sydney, same day
    const [local, domain] = email.split('@');
    const again = await claim({ email: `  ${local!.toUpperCase()}+pizza@${domain!.toUpperCase()} ` });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DuplicateCampaignEmail',
      message: CAMPAIGN_DUPLICATE_MESSAGE,
      errors: [{ field: 'body.email' }],
    });
    expect(CAMPAIGN_DUPLICATE_MESSAGE).toBe('Sorry, you can only get 1 FREE Pizza coupon each day.');
    expect(await claimsOf(email)).toHaveLength(1);
    expect((await people.outbox()).filter((m) => m.to.toLowerCase().includes(local!))).toHaveLength(1);
  });

  it('allows the next claim once the day has turned in Sydney (still the same day in UTC)', async () => {
    const email = people.email('nextday');
    clock.set(new Date('2026-11-24T12:30:00Z')); // 11:30 pm Tuesday in Sydney
    expect((await claim({ email })).statusCode).toBe(201);
    clock.set(new Date('2026-11-24T13:30:00Z')); // 12:30 am Wednesday in Sydney
    const next = await claim({ email });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json()).toMatchObject({ validFrom: '2026-11-25', validTo: '2026-12-08' });
    expect((await claimsOf(email)).map((c) => c.claimDay).sort()).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('refuses a captcha solved for another action, naming tokenV3; nothing is claimed', async () => {
    const email = people.email('robot');
    const res = await claim({ email }, 'UNSUBSCRIBE');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CaptchaInvalid', errors: [{ field: 'body.tokenV3' }] });
    expect(await claimsOf(email)).toHaveLength(0);
  });

  it('names every missing field and unknown field; nothing is claimed', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/campaign',
      payload: { firstName: '  ', tokenV3: await people.captcha('CAMPAIGN_FORM'), voucherId: 1 },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    for (const field of ['body.campaign', 'body.firstName', 'body.lastName', 'body.email']) {
      expect(fields).toContain(field);
    }
    expect(JSON.stringify(res.json().errors)).toContain('voucherId');
    expect(await ctx.database.db.select().from(campaignCoupons).where(eq(campaignCoupons.email, ''))).toHaveLength(0);
  });

  it('answers 404 for a campaign or a store that does not exist', async () => {
    const email = people.email('unknown');
    const campaign = await claim({ email, campaign: 'no-such-campaign' });
    expect(campaign.statusCode).toBe(404);
    expect(campaign.json().errors).toEqual([{ field: 'body.campaign', message: 'No such campaign' }]);
    const store = await claim({ email, storeCode: 'NSW999' });
    expect(store.statusCode).toBe(404);
    expect(store.json().errors).toEqual([{ field: 'body.storeCode', message: 'No such store' }]);
    expect(await claimsOf(email)).toHaveLength(0);
  });
});

describe('the coupon at checkout', () => {
  const freePizza = (code: string) => ({
    productId: 8004,
    quantity: 1,
    voucherCode: code,
    slots: [{ slotId: 1, items: [{ productId: 1001, quantity: 1 }] }],
  });

  it('gets a free large Classic pizza on one order, and is refused on the next', async () => {
    const email = people.email('checkout');
    expect((await claim({ email })).statusCode).toBe(201);
    const { code } = await couponCodeIn(email);

    const basket = await checkout.readyBasket([]);
    const opened = basketSchema.parse(
      (await checkout.call(basket, 'POST', `/applyvoucher/${code!.toLowerCase()}`)).json(),
    );
    expect(opened.voucherResult).toEqual({
      action: 'OpenDeal',
      voucherCode: code,
      dealSlug: 'free-large-classic-pizza',
    });
    const built = basketSchema.parse(
      (await checkout.call(basket, 'POST', '/groupedBasketItems', freePizza(code!))).json(),
    );
    expect(built.groupedBasketItems[0]).toMatchObject({ isVoucher: true, voucherCode: code, unitPrice: 0 });
    expect(built.groupedBasketItems[0]!.basketItems[0]).toMatchObject({ productId: 1001, name: 'Margherita' });
    expect(built.basketItems[0] ?? null).toBeNull();
    expect((await checkout.call(basket, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
    const placed = await checkout.place(basket, 'free');
    expect(placed.statusCode, placed.body).toBe(201);
    const [row] = await ctx.database.db.select().from(vouchers).where(eq(vouchers.code, code!));
    expect(row!.redeemedCount).toBe(1);

    const second = await checkout.readyBasket([]);
    const refused = await checkout.call(second, 'POST', `/applyvoucher/${code}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('VoucherAlreadyRedeemed');
  });

  it('a coupon claimed for one store works only there', async () => {
    const email = people.email('storeonly');
    const res = await claim({ email, storeCode: 'NSW001' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().storeName).toEqual(expect.any(String));
    const { code, message } = await couponCodeIn(email);
    expect(message!.text).toContain(res.json().storeName);
    const atParramatta = await checkout.readyBasket([]);
    const refused = await checkout.call(atParramatta, 'POST', `/applyvoucher/${code}`);
    expect(refused.json().code).toBe('VoucherUnavailableForStore');
  });
});

describe('claims at the same moment', () => {
  // On PGlite the claims queue on one connection; with DATABASE_URL (PostgreSQL) they truly race.
  it('of 50 claims for one address and day, exactly one becomes a coupon', async () => {
    const repository = campaignCouponRepository(ctx.database.db);
    const emailKey = people.email('race');
    let id = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        repository.claim(
          {
            campaign: CAMPAIGN,
            emailKey,
            email: emailKey,
            claimDay: '2026-11-24',
            storeCode: null,
            claimedAt: TUESDAY_6PM,
          },
          (voucherId) => {
            id = voucherId;
            return {
              voucherId,
              code: `RACE-${i}-${emailKey.length}`,
              name: 'Race',
              description: '',
              kind: 'Deal',
              percentOff: null,
              amountOffCents: null,
              productId: 8004,
              dealSlug: 'free-large-classic-pizza',
              fulfilmentTypes: null,
              storeCodes: null,
              validFrom: '2026-11-24',
              validTo: '2026-12-07',
              daysOfWeek: null,
              fromTime: null,
              toTime: null,
              minimumSpendCents: null,
              singleUsePerCustomer: false,
              maxRedemptions: 1,
              isActive: true,
            };
          },
        ),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await claimsOf(emailKey)).toHaveLength(1);
    expect(await ctx.database.db.select().from(vouchers).where(eq(vouchers.voucherId, id))).toHaveLength(1);
  });
});

describe.runIf(usingPostgres())('claims through the API at the same moment (PostgreSQL)', () => {
  it('50 claims for one address, each with its own captcha: one coupon, 49 duplicates, one e-mail', async () => {
    const email = people.email('pgrace');
    const tokens: string[] = [];
    for (let i = 0; i < 50; i += 1) tokens.push(await people.captcha('CAMPAIGN_FORM'));
    const answers = await Promise.all(
      tokens.map((tokenV3, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/user/campaign',
          payload: {
            campaign: CAMPAIGN,
            firstName: 'Sam',
            lastName: 'Lee',
            email: i % 2 ? ` ${email.toUpperCase()}` : email,
            tokenV3,
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await claimsOf(email)).toHaveLength(1);
    expect((await people.outbox()).filter((m) => m.to.toLowerCase() === email)).toHaveLength(1);
  });
});
