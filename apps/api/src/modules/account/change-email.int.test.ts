import {
  CHANGE_EMAIL_TTL_SECONDS,
  changeEmailOutcomeSchema,
  customerSchema,
  pendingEmailChangeSchema,
} from '@storefront/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import { accountTestApp, newCustomer, signedInHeaders, type TestCustomer } from './account.test-support.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

const emailOf = async (who: TestCustomer) =>
  customerSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/customer/${who.customerId}`, headers: who.headers })).json(),
  ).email;

/** Asks for the change and reads both links from the outbox: [customerId, token, action] of each. */
async function requestChange(who: TestCustomer, proposedEmail: string) {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/customer/${who.customerId}/changeemail`,
    headers: who.headers,
    payload: { proposedEmail },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ proposedEmail: proposedEmail.toLowerCase(), expiresInSeconds: 86_400 });
  const linkTo = async (to: string) => {
    const [message] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const link = new URL(message!.links[0]!);
    const [, page, customerId, token, action] = link.pathname.split('/');
    expect(page).toBe('change-email');
    return { customerId: customerId!, token: token!, action: action! };
  };
  return { confirm: await linkTo(proposedEmail.toLowerCase()), cancel: await linkTo(who.email) };
}

const use = (customerId: string, action: string, token: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/customer/${customerId}/changeemail/${action}`, payload: { token } });

it('the confirm link (to the new address) changes the e-mail, signed out, once; the cancel link then does nothing', async () => {
  const ana = await newCustomer(ctx, clock, 'ana');
  const { confirm, cancel } = await requestChange(ana, 'Ana.New@Example.com');
  expect(confirm).toMatchObject({ customerId: ana.customerId, action: 'confirm' });
  expect(cancel).toMatchObject({ customerId: ana.customerId, action: 'cancel' });
  expect(await emailOf(ana)).toBe(ana.email);

  const confirmed = await use(confirm.customerId, 'confirm', confirm.token);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(changeEmailOutcomeSchema.parse(confirmed.json())).toEqual({
    outcome: 'confirmed',
    email: 'ana.new@example.com',
  });
  expect(await emailOf(ana)).toBe('ana.new@example.com');
  const notes = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/customer/${ana.customerId}/notifications`,
    headers: ana.headers,
  });
  expect(notes.json()).toMatchObject([
    { variant: 'success', message: 'Your e-mail address is now ana.new@example.com.' },
  ]);

  const twice = await use(confirm.customerId, 'confirm', confirm.token);
  expect(twice.statusCode).toBe(400);
  expect(twice.json()).toMatchObject({ code: 'ChangeEmailLinkInvalid' });
  const lateCancel = await use(cancel.customerId, 'cancel', cancel.token);
  expect(lateCancel.statusCode).toBe(400);
  expect(await emailOf(ana)).toBe('ana.new@example.com');
});

it('the cancel link (to the old address) stops the change; the confirm link is then dead; used twice it changes nothing', async () => {
  const ben = await newCustomer(ctx, clock, 'ben');
  const { confirm, cancel } = await requestChange(ben, 'ben.other@example.com');
  const cancelled = await use(cancel.customerId, 'cancel', cancel.token);
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json()).toEqual({ outcome: 'cancelled', email: ben.email });
  expect((await use(cancel.customerId, 'cancel', cancel.token)).statusCode).toBe(400);
  expect((await use(confirm.customerId, 'confirm', confirm.token)).statusCode).toBe(400);
  expect(await emailOf(ben)).toBe(ben.email);
});

it('a link is dead after 24 hours, with a wrong-case action, crossed with the other action, or under another customer id', async () => {
  const cai = await newCustomer(ctx, clock, 'cai');
  const other = await newCustomer(ctx, clock, 'dee');
  const { confirm, cancel } = await requestChange(cai, 'cai.later@example.com');
  expect((await use(cai.customerId, 'Confirm', confirm.token)).statusCode).toBe(404);
  expect((await use(cai.customerId, 'CONFIRM', confirm.token)).statusCode).toBe(404);
  expect((await use(cai.customerId, 'cancel', confirm.token)).statusCode).toBe(400);
  expect((await use(cai.customerId, 'confirm', cancel.token)).statusCode).toBe(400);
  expect((await use(other.customerId, 'confirm', confirm.token)).statusCode).toBe(400);
  expect(await emailOf(cai)).toBe(cai.email);

  clock.advanceMinutes(CHANGE_EMAIL_TTL_SECONDS / 60 + 1);
  const expired = await use(cai.customerId, 'confirm', confirm.token);
  expect(expired.statusCode).toBe(400);
  expect(expired.json().code).toBe('ChangeEmailLinkInvalid');
  clock.set(new Date('2026-11-24T07:00:00Z'));
  expect(await emailOf(cai)).toBe(cai.email);
});

it('a new request closes the previous one; the same address or a bad one is 400 naming proposedEmail', async () => {
  const eve = await newCustomer(ctx, clock, 'eve');
  const first = await requestChange(eve, 'eve.one@example.com');
  await requestChange(eve, 'eve.two@example.com');
  expect((await use(eve.customerId, 'confirm', first.confirm.token)).statusCode).toBe(400);
  for (const proposedEmail of [eve.email, 'not-an-address']) {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/${eve.customerId}/changeemail`,
      headers: eve.headers,
      payload: { proposedEmail },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('proposedEmail');
  }
  expect(await emailOf(eve)).toBe(eve.email);
});

/** GET /customer/{id}/changeemail as `who` (or with other headers). */
const pendingOf = async (who: TestCustomer, headers: Record<string, string> = who.headers) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/customer/${who.customerId}/changeemail`, headers });
  return res;
};

it('GET changeemail reports the open change (address and expiry, never cached) until a link is used', async () => {
  const fay = await newCustomer(ctx, clock, 'fay');
  const none = await pendingOf(fay);
  expect(none.statusCode, none.body).toBe(200);
  expect(pendingEmailChangeSchema.parse(none.json())).toEqual({ pending: null });

  await requestChange(fay, 'fay.one@example.com');
  const { confirm } = await requestChange(fay, 'Fay.Two@example.com');
  const res = await pendingOf(fay);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  // The newest request replaced the first; it expires 24 hours after it was asked for.
  expect(pendingEmailChangeSchema.parse(res.json())).toEqual({
    pending: {
      proposedEmail: 'fay.two@example.com',
      expiresAt: new Date(clock.now().getTime() + CHANGE_EMAIL_TTL_SECONDS * 1000).toISOString(),
    },
  });

  expect((await use(confirm.customerId, 'confirm', confirm.token)).statusCode).toBe(200);
  expect((await pendingOf(fay)).json()).toEqual({ pending: null });
});

it('an expired change is not reported; another customer is 403 and a guest 401', async () => {
  const gil = await newCustomer(ctx, clock, 'gil');
  const other = await newCustomer(ctx, clock, 'hana');
  await requestChange(gil, 'gil.new@example.com');
  expect((await pendingOf(gil, other.headers)).statusCode).toBe(403);
  expect((await pendingOf(gil, {})).statusCode).toBe(401);
  expect((await pendingOf(gil)).json().pending.proposedEmail).toBe('gil.new@example.com');

  clock.advanceMinutes(CHANGE_EMAIL_TTL_SECONDS / 60 + 1);
  const later = { ...gil, headers: await signedInHeaders(clock, gil.customerId, gil.userId) };
  expect((await pendingOf(later)).json()).toEqual({ pending: null });
  clock.set(new Date('2026-11-24T07:00:00Z'));
});

it('DELETE changeemail withdraws the open change: both links stop working, the e-mail stays', async () => {
  const ida = await newCustomer(ctx, clock, 'ida');
  const other = await newCustomer(ctx, clock, 'jay');
  const { confirm, cancel } = await requestChange(ida, 'ida.new@example.com');
  const withdraw = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v1/customer/${ida.customerId}/changeemail`, headers });

  expect((await withdraw(other.headers)).statusCode).toBe(403);
  expect((await withdraw({})).statusCode).toBe(401);
  expect((await pendingOf(ida)).json().pending).not.toBeNull();

  const res = await withdraw(ida.headers);
  expect(res.statusCode, res.body).toBe(204);
  expect((await pendingOf(ida)).json()).toEqual({ pending: null });
  expect((await use(confirm.customerId, 'confirm', confirm.token)).statusCode).toBe(400);
  expect((await use(cancel.customerId, 'cancel', cancel.token)).statusCode).toBe(400);
  expect(await emailOf(ida)).toBe(ida.email);
  // Nothing open: still 204.
  expect((await withdraw(ida.headers)).statusCode).toBe(204);
});
