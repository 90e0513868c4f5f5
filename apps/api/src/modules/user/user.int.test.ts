import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, outboxMessages } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { customerClient } from '../../test/customer-client.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { toShortUserId } from './short-user-id.ts';

// Every preference change solves a proof-of-work captcha: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
let client: ReturnType<typeof customerClient>;
const clock = fixedClock(new Date());

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false, clock });
  client = customerClient(ctx.app);
});
afterAll(() => ctx?.close());

/** A registered customer opted in to both channels, through the real registration. */
async function optedInCustomer(name: string) {
  const email = client.email(name);
  const registered = await client.register(email, {
    profile: { firstName: 'Sam', lastName: 'Lee', optinEmail: true, optinSms: true },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const code = (await client.lastMessageTo(email))!.code!;
  const signedIn = await client.validate({ code, email, otpType: 'email', isRegister: true });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const [row] = await ctx.database.db.select().from(customers).where(eq(customers.email, email));
  return { email, userId: row!.userId, customerId: row!.customerId };
}

const optins = async (userId: string) => {
  const [row] = await ctx.database.db
    .select({ optinEmail: customers.optinEmail, optinSms: customers.optinSms })
    .from(customers)
    .where(eq(customers.userId, userId));
  return row;
};

const allOptins = async () =>
  ctx.database.db.select({ u: customers.userId, e: customers.optinEmail, s: customers.optinSms }).from(customers);

const now = () => clock.now().toISOString();

/** The welcome offer in the outbox (the clock is fixed, so it is found by subject, not by time). */
async function welcomeTo(email: string) {
  const [message] = await ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), like(outboxMessages.subject, 'Welcome%')));
  return message;
}

describe('the welcome offer and one-click unsubscribe (RFC 8058)', () => {
  it('a new customer opted in to e-mail gets a marketing e-mail with List-Unsubscribe headers; the link opts out', async () => {
    const alex = await optedInCustomer('alex');
    const message = await welcomeTo(alex.email);
    expect(message!.subject).toMatch(/Welcome/);
    expect(message!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(message!.headers['List-Unsubscribe']!)![1]!;
    expect(oneClick).toContain(`/api/v1/user/unsubscribe/${alex.userId}/`);
    expect(message!.text).toContain(`/preferences/email/${alex.userId}`);

    // A GET (a link scanner) changes nothing; the mail client's POST opts out, signed out.
    const url = new URL(oneClick).pathname;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await optins(alex.userId)).toEqual({ optinEmail: true, optinSms: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await optins(alex.userId)).toEqual({ optinEmail: false, optinSms: true });
  });

  it('a customer who did not opt in gets no marketing e-mail', async () => {
    const email = client.email('quiet');
    await client.signUp(email);
    const subjects = (await client.outbox()).filter((m) => m.to === email).map((m) => m.subject);
    expect(subjects.some((s) => /Welcome/.test(s))).toBe(false);
  });

  it('a forged signature, or a body other than List-Unsubscribe=One-Click, is a 400 and changes nothing', async () => {
    const ben = await optedInCustomer('ben');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/user/unsubscribe/${ben.userId}/${'0'.repeat(64)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].field).toBe('params.signature');
    const message = await welcomeTo(ben.email);
    const url = new URL(/^<([^>]+)>$/.exec(message!.headers['List-Unsubscribe']!)![1]!).pathname;
    const wrongBody = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Yes',
    });
    expect(wrongBody.statusCode).toBe(400);
    expect(await optins(ben.userId)).toEqual({ optinEmail: true, optinSms: true });
  });
});

describe('opt-outs and opt-ins without signing in', () => {
  it('optout/email and optin/email switch the e-mail opt-in; optout/sms and shortuserid optin/sms the SMS one', async () => {
    const cleo = await optedInCustomer('cleo');
    const out = await client.post('/user/optout/email', {
      userId: cleo.userId,
      optoutTimestamp: now(),
      tokenV3: await client.captcha('UNSUBSCRIBE'),
    });
    expect(out.statusCode, out.body).toBe(204);
    expect(await optins(cleo.userId)).toEqual({ optinEmail: false, optinSms: true });

    const back = await client.post(`/user/${cleo.userId}/optin/email`, {
      optinEmail: true,
      tokenV3: await client.captcha('UNSUBSCRIBE'),
    });
    expect(back.statusCode, back.body).toBe(204);
    expect(await optins(cleo.userId)).toEqual({ optinEmail: true, optinSms: true });

    const smsOut = await client.post('/user/optout/sms', {
      userId: cleo.userId,
      optoutTimestamp: now(),
      tokenV3: await client.captcha('UNSUBSCRIBE'),
    });
    expect(smsOut.statusCode, smsOut.body).toBe(204);
    expect(await optins(cleo.userId)).toEqual({ optinEmail: true, optinSms: false });

    const smsBack = await client.post(`/user/shortuserid/${toShortUserId(cleo.userId)}/optin/sms`, {
      optinSms: true,
      tokenV3: await client.captcha('UNSUBSCRIBE'),
    });
    expect(smsBack.statusCode, smsBack.body).toBe(204);
    expect(await optins(cleo.userId)).toEqual({ optinEmail: true, optinSms: true });

    // The customer's profile shows it (the account's communication page reads these).
    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.userId, cleo.userId));
    expect([row!.optinEmail, row!.optinSms]).toEqual([true, true]);
  });

  it('the short user id (SMS links) decodes to the user id; getEntry says returning with an id, new without', async () => {
    const userId = randomUUID();
    const shortId = toShortUserId(userId);
    expect(shortId).toMatch(/^[0-9a-z]{1,25}$/);
    const found = await ctx.app.inject({ method: 'GET', url: `/api/v1/user/shortUserId/${shortId}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ userId, shortUserId: shortId, userStatus: 'returning' });

    const entry = await client.post('/user/getEntry', { userId });
    expect(entry.json()).toEqual({ userId, shortUserId: shortId, userStatus: 'returning' });
    const anonymous = await client.post('/user/getEntry', {});
    expect(anonymous.json()).toMatchObject({ userId: '00000000-0000-0000-0000-000000000000', userStatus: 'new' });
  });

  it('an unknown user id gets the same answer as a known one, and nothing changes', async () => {
    const dee = await optedInCustomer('dee');
    const before = await allOptins();
    const unknown = randomUUID();
    const answers = [
      await client.post('/user/optout/email', {
        userId: unknown,
        optoutTimestamp: now(),
        tokenV3: await client.captcha('UNSUBSCRIBE'),
      }),
      await client.post(`/user/${unknown}/optin/email`, {
        optinEmail: false,
        tokenV3: await client.captcha('UNSUBSCRIBE'),
      }),
      await client.post(`/user/shortuserid/${toShortUserId(unknown)}/optin/sms`, {
        optinSms: false,
        tokenV3: await client.captcha('UNSUBSCRIBE'),
      }),
      await client.post('/user/optout/sms', {
        userId: unknown,
        optoutTimestamp: now(),
        tokenV3: await client.captcha('UNSUBSCRIBE'),
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    expect(await allOptins()).toEqual(before);
    expect(await optins(dee.userId)).toEqual({ optinEmail: true, optinSms: true });
  });

  it('no captcha, a captcha for another action, or a malformed id is a 400 naming the field; nothing changes', async () => {
    const eve = await optedInCustomer('eve');
    const before = await allOptins();
    const noCaptcha = await client.post('/user/optout/email', { userId: eve.userId, optoutTimestamp: now() });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().errors[0].field).toBe('body.tokenV3');
    const wrongAction = await client.post('/user/optout/email', {
      userId: eve.userId,
      optoutTimestamp: now(),
      tokenV3: await client.captcha('LOGIN'),
    });
    expect(wrongAction.statusCode).toBe(400);
    expect(wrongAction.json()).toMatchObject({ code: 'CaptchaInvalid', errors: [{ field: 'body.tokenV3' }] });
    const badId = await client.post('/user/not-a-uuid/optin/email', { optinEmail: false, tokenV3: 'x'.repeat(20) });
    expect(badId.statusCode).toBe(400);
    const badTime = await client.post('/user/optout/sms', {
      userId: eve.userId,
      optoutTimestamp: 'yesterday',
      tokenV3: await client.captcha('UNSUBSCRIBE'),
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().errors[0].field).toBe('body.optoutTimestamp');
    const badShort = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/shortUserId/NOT-SHORT' });
    expect(badShort.statusCode).toBe(400);
    const tooBig = await ctx.app.inject({ method: 'GET', url: `/api/v1/user/shortUserId/${'z'.repeat(25)}` });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0].field).toBe('params.shortId');
    expect(await allOptins()).toEqual(before);
  });

  it('a type other than email or sms has no call: 404, nothing changes', async () => {
    const fay = await optedInCustomer('fay');
    const before = await allOptins();
    const res = await client.post('/user/optout/post', {
      userId: fay.userId,
      optoutTimestamp: now(),
      tokenV3: await client.captcha('UNSUBSCRIBE'),
    });
    expect(res.statusCode).toBe(404);
    expect(await allOptins()).toEqual(before);
  });
});
