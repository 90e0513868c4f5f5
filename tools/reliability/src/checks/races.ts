import { randomBytes } from 'node:crypto';
import { customers } from '../customers.ts';
import { countOf } from '../figures.ts';
import { detail, report } from '../report.ts';
import type { Context } from '../context.ts';

// A voucher with one redemption left, wanted by many orders at once: exactly one gets it. The
// campaign form's coupon, claimed for one address many times at once: exactly one is made. One
// customer's spin-to-win, spun many times at once: exactly one spin counts.

const CAMPAIGN_CLAIMS = 50;
/** The seeded campaign story (packages/catalog/src/content/campaigns.ts). */
const CAMPAIGN = 'free-pizza-friday';

/**
 * Fifty claims for one e-mail address at the same moment, each with its own solved captcha and
 * client address, written as a person might (case, spaces, a +tag): one coupon, one voucher row,
 * one e-mail; the others are told 409 DuplicateCampaignEmail, none is a 5xx.
 */
async function campaignCouponRace({ api, sql }: Context) {
  const people = customers(api);
  const local = `race.${randomBytes(4).toString('hex')}`;
  const emailKey = `${local}@example.com`;
  const spellings = (i: number) =>
    [emailKey, ` ${local.toUpperCase()}@EXAMPLE.COM `, `${local}+${i}@example.com`, `${local}@Example.com`][i % 4]!;
  const captchas: string[] = [];
  for (let i = 0; i < CAMPAIGN_CLAIMS; i += 1) captchas.push(await people.captcha('CAMPAIGN_FORM'));
  const answers = await Promise.all(
    captchas.map((tokenV3, i) =>
      api.call('POST', '/api/v1/user/campaign', {
        body: { campaign: CAMPAIGN, firstName: 'Rae', lastName: 'Ce', email: spellings(i), tokenV3 },
      }),
    ),
  );
  const created = answers.filter((a) => a.status === 201).length;
  const duplicates = answers.filter(
    (a) => a.status === 409 && (a.body as { code?: string } | null)?.code === 'DuplicateCampaignEmail',
  ).length;
  const serverErrors = answers.filter((a) => a.status >= 500).length;
  const claims = await countOf(sql`select count(*)::int as n from campaign_coupons where email_key = ${emailKey}`);
  const couponVouchers = await countOf(sql`
    select count(*)::int as n from vouchers v join campaign_coupons c on c.voucher_id = v.voucher_id
    where c.email_key = ${emailKey}`);
  const outbox = await api.call('GET', '/dev/outbox/messages');
  const { messages } = outbox.body as { messages: { to: string }[] };
  const mails = messages.filter((m) => m.to.toLowerCase().includes(local)).length;
  const line = report(
    'races',
    `campaign coupon (one per e-mail per day) claimed ${CAMPAIGN_CLAIMS} times in parallel`,
    `${created} coupon (${claims} claim, ${couponVouchers} voucher, ${mails} e-mail), ${duplicates} refused as duplicates, ${serverErrors} 5xx`,
    created === 1 &&
      claims === 1 &&
      couponVouchers === 1 &&
      mails === 1 &&
      duplicates === CAMPAIGN_CLAIMS - 1 &&
      serverErrors === 0,
  );
  if (line.verdict === 'FAIL') {
    const odd = answers.find((a) => a.status !== 201 && a.status !== 409);
    if (odd) detail(`${odd.status} ${odd.text}`);
  }
}

const SPINS = 20;
/** The seeded spin-to-win campaign (packages/catalog/src/content/spin-to-win.ts): one spin per customer. */
const SPIN_CAMPAIGN = 'summer-spin';

/**
 * Twenty spins by one signed-in customer at the same moment: one spin row (the unique index), at
 * most one won deal (none when the segment is "no prize"), nineteen told 409 AlreadySpun, no 5xx.
 */
async function spinToWinRace({ api, sql }: Context) {
  const who = await customers(api).signUp('spinner');
  const headers = { authorization: `Bearer ${who.accessToken}` };
  const answers = await Promise.all(
    Array.from({ length: SPINS }, () =>
      api.call('POST', '/api/v1/spin-to-win/spins', { body: { campaign: SPIN_CAMPAIGN }, headers }),
    ),
  );
  const spun = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter(
    (a) => a.status === 409 && (a.body as { code?: string } | null)?.code === 'AlreadySpun',
  ).length;
  const serverErrors = answers.filter((a) => a.status >= 500).length;
  const spinRows = await countOf(sql`
    select count(*)::int as n from spins s join customers c on c.customer_id = s.customer_id
    where c.email = ${who.email}`);
  const deals = await countOf(sql`
    select count(*)::int as n from app_deals d join customers c on c.customer_id = d.customer_id
    where c.email = ${who.email}`);
  const line = report(
    'races',
    `spin-to-win spun ${SPINS} times in parallel by one customer`,
    `${spun} spin (${spinRows} spin row, ${deals} deal), ${refused} refused as already spun, ${serverErrors} 5xx`,
    spun === 1 && spinRows === 1 && deals <= 1 && refused === SPINS - 1 && serverErrors === 0,
  );
  if (line.verdict === 'FAIL') {
    const odd = answers.find((a) => a.status !== 201 && a.status !== 409);
    if (odd) detail(`${odd.status} ${odd.text}`);
  }
}

export async function races(ctx: Context) {
  const { shop, sql, quick } = ctx;
  const contenders = quick ? 20 : 100;
  const baskets = [];
  for (let i = 0; i < contenders; i += 1) {
    const basket = await shop.readyBasket();
    const applied = await shop.basketCall(basket, 'POST', '/applyvoucher/LASTONE');
    if (applied.status !== 200) throw new Error(`applyvoucher LASTONE: ${applied.status} ${applied.text}`);
    baskets.push(basket);
  }
  const answers = await Promise.all(baskets.map((basket) => shop.place(basket, 'cash')));
  const redemptions = await countOf(sql`
    select count(*)::int as n from voucher_redemptions r join vouchers v on v.voucher_id = r.voucher_id
    where v.code = 'LASTONE'`);
  const redeemed = await countOf(sql`select redeemed_count as n from vouchers where code = 'LASTONE'`);
  const placed = answers.filter((a) => a.status === 201).length;
  const serverErrors = answers.filter((a) => a.status >= 500).length;
  report(
    'races',
    `single-use voucher LASTONE in ${contenders} parallel orders`,
    `${redemptions} redemption (count ${redeemed}), ${placed} orders placed, ${serverErrors} 5xx`,
    redemptions === 1 && redeemed === 1 && placed === 1 && serverErrors === 0,
  );
  await campaignCouponRace(ctx);
  await spinToWinRace(ctx);
}
