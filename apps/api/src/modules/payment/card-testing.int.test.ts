import { randomBytes } from 'node:crypto';
import { type Basket } from '@storefront/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards, type TestCard } from '../../local/payment-sandbox/test-cards.ts';
import { fixedClock } from '../../platform/clock.ts';
import { checkoutClient, guestDetails } from '../../test/checkout-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import {
  ADDRESS_DECLINES_BEFORE_CAPTCHA,
  ADDRESS_WINDOW_SECONDS,
  CARD_DECLINES_BEFORE_CAPTCHA,
  CARD_WINDOW_SECONDS,
  captchaCostAfter,
  MAX_CAPTCHA_COST,
} from './card-testing-guard.ts';

// Card testing across baskets: a new basket does not reset the count of declined cards from one
// client address, nor of one card wherever it is tried; past either limit each further card needs
// a captcha whose cost grows with every decline from the address.

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

/** The nine published cards that decline (declined, insufficient funds, expired; three brands). */
const decliningCards = testCards.filter((card) => !['success', 'challenge'].includes(card.outcome));
const successCard = testCards.find((card) => card.brand === 'Visa' && card.outcome === 'success')!;

let addresses = 0;
/** A client address of its own per use (TEST-NET-2), so counts never leak between tests. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

/** A guest from `address` with a checked-out basket, and its card calls (on `app`, the test app by default). */
function guestAt(address: string, app: () => TestContext = () => ctx) {
  const client = checkoutClient(app, { remoteAddress: address });
  const basket = async () => {
    const fresh = await client.readyBasket();
    expect((await client.call(fresh, 'POST', '/validateOrder', guestDetails)).statusCode).toBe(200);
    return fresh;
  };
  const tokenise = async (target: Basket, card: TestCard) => {
    const start = await client.call(target, 'POST', '/initialiseFlexApi');
    const { flexToken, tokeniseUrl } = start.json();
    const fields = { number: card.number, expiry: '04/29', securityCode: card.securityCode, name: 'Alex Citizen' };
    expect((await client.form(tokeniseUrl, fields)).statusCode).toBe(201);
    return flexToken as string;
  };
  /** A fresh basket paying with `card`: 402 declined, 428 captcha first, 201 paid. */
  const payOnFreshBasket = async (card: TestCard) => {
    const target = await basket();
    return (await client.place(target, 'card', { cardSessionId: await tokenise(target, card) })).statusCode;
  };
  const challenge = async () =>
    (
      await app().app.inject({
        method: 'GET',
        url: '/api/v1/captcha/challenge?action=CUSTOMER_TOKEN',
        remoteAddress: address,
      })
    ).json();
  const solved = async (given?: object) => {
    const puzzle = given ?? (await challenge());
    const solution = await solveChallenge({ challenge: puzzle as never, deriveKey });
    return Buffer.from(JSON.stringify({ challenge: puzzle, solution })).toString('base64');
  };
  return { address, client, basket, tokenise, payOnFreshBasket, challenge, solved };
}

describe('declined cards from one address, across baskets', () => {
  it(`asks for a captcha once ${ADDRESS_DECLINES_BEFORE_CAPTCHA} cards declined from the address within an hour, whatever the basket`, async () => {
    expect(ADDRESS_DECLINES_BEFORE_CAPTCHA).toBe(5);
    expect(ADDRESS_WINDOW_SECONDS).toBe(3600);
    const guest = guestAt(newAddress());
    const statuses: number[] = [];
    // 15 fresh baskets, each with its own declining card (no card tried more than twice).
    for (let i = 0; i < 15; i += 1) statuses.push(await guest.payOnFreshBasket(decliningCards[i % 9]!));
    expect(statuses).toEqual([...Array<number>(5).fill(402), ...Array<number>(10).fill(428)]);

    // Another address is not held back by this one.
    expect(await guestAt(newAddress()).payOnFreshBasket(decliningCards[0]!)).toBe(402);
    // The address may still pay, one card per solved captcha (customerToken).
    const target = await guest.basket();
    const flexToken = await guest.tokenise(target, successCard);
    expect((await guest.client.call(target, 'POST', '/createToken', { flexToken })).statusCode).toBe(428);
    const cleared = await guest.client.call(target, 'POST', '/customerToken', {
      flexToken,
      captcha: await guest.solved(),
    });
    expect(cleared.statusCode).toBe(200);
    expect((await guest.client.place(target, 'card')).statusCode).toBe(201);
  });
});

describe('one card, tried from many addresses', () => {
  it(`needs a captcha after ${CARD_DECLINES_BEFORE_CAPTCHA} declines of that card within a day, from any address`, async () => {
    expect(CARD_DECLINES_BEFORE_CAPTCHA).toBe(3);
    expect(CARD_WINDOW_SECONDS).toBe(24 * 60 * 60);
    const card = decliningCards.find((c) => c.brand === 'Amex' && c.outcome === 'declined')!;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await guestAt(newAddress()).payOnFreshBasket(card));
    expect(statuses).toEqual([402, 402, 402, 428, 428]);
    // Another card from a new address is not held back.
    const other = decliningCards.find((c) => c.brand === 'Amex' && c.outcome === 'insufficient_funds')!;
    expect(await guestAt(newAddress()).payOnFreshBasket(other)).toBe(402);
  });
});

describe('the captcha grows dearer with each decline', () => {
  it(`doubles its cost with each decline from the address past the third, up to ${MAX_CAPTCHA_COST}`, async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(captchaCostAfter)).toEqual([1, 1, 1, 1, 2, 4, 8, 16, 32, 32, 32]);
    const guest = guestAt(newAddress());
    const costs: number[] = [(await guest.challenge()).parameters.cost];
    for (let i = 0; i < ADDRESS_DECLINES_BEFORE_CAPTCHA; i += 1) {
      expect(await guest.payOnFreshBasket(decliningCards[i]!)).toBe(402);
      costs.push((await guest.challenge()).parameters.cost);
    }
    expect(costs).toEqual([1, 1, 1, 1, 2, 4]);

    // A challenge fetched now (cost 4) is too cheap once one more card declines (cost 8).
    const early = await guest.challenge();
    const target = await guest.basket();
    const flexToken = await guest.tokenise(target, decliningCards[5]!);
    const paid = await guest.client.call(target, 'POST', '/customerToken', {
      flexToken,
      captcha: await guest.solved(),
    });
    expect(paid.statusCode).toBe(200);
    expect((await guest.client.place(target, 'card')).statusCode).toBe(402);
    expect((await guest.challenge()).parameters.cost).toBe(8);
    const next = await guest.basket();
    const another = await guest.tokenise(next, decliningCards[6]!);
    const stale = await guest.client.call(next, 'POST', '/customerToken', {
      flexToken: another,
      captcha: await guest.solved(early),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'CaptchaInvalid', errors: [{ field: 'body.captcha' }] });
    expect(
      (await guest.client.call(next, 'POST', '/customerToken', { flexToken: another, captcha: await guest.solved() }))
        .statusCode,
    ).toBe(200);

    // Other captcha actions, and other addresses, keep the base cost.
    const campaign = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/captcha/challenge?action=CAMPAIGN_FORM',
      remoteAddress: guest.address,
    });
    expect(campaign.json().parameters.cost).toBe(1);
    expect((await guestAt(newAddress()).challenge()).parameters.cost).toBe(1);
  });
});

describe('with REDIS_URL', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await buildTestApp({ clock, env: { REDIS_URL } });
    second = await buildTestApp({ clock, env: { REDIS_URL } });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("every instance sees the address's and the card's declines", async () => {
    // An address of its own for this run (IPv6 documentation range): counts in Redis outlive the test.
    const address = `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`;
    for (let i = 0; i < ADDRESS_DECLINES_BEFORE_CAPTCHA; i += 1)
      expect(await guestAt(address, () => first).payOnFreshBasket(decliningCards[i]!)).toBe(402);
    expect(await guestAt(address, () => second).payOnFreshBasket(decliningCards[5]!)).toBe(428);
    expect((await guestAt(address, () => second).challenge()).parameters.cost).toBe(4);
  });
});
