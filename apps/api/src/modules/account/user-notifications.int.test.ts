import { userNotificationListSchema } from '@storefront/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import type { TestContext } from '../../test/helper.ts';
import { accountTestApp, newCustomer, saveCardFor, type TestCustomer } from './account.test-support.ts';

const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await accountTestApp(clock);
});
afterAll(() => ctx?.close());

const call = (who: TestCustomer, method: 'GET' | 'PATCH' | 'DELETE', path: string, owner: TestCustomer = who) =>
  ctx.app.inject({ method, url: `/api/v1/customer/${owner.customerId}/notifications${path}`, headers: who.headers });
const list = async (who: TestCustomer) => userNotificationListSchema.parse((await call(who, 'GET', '')).json());

it('account events leave notifications (id, variant, message) that the customer reads and dismisses; nobody else can', async () => {
  const kim = await newCustomer(ctx, clock, 'kim');
  const lou = await newCustomer(ctx, clock, 'lou');
  expect(await list(kim)).toEqual([]);
  const card = await saveCardFor(ctx, kim, 'Visa');
  const [saved] = await list(kim);
  expect(saved).toMatchObject({
    variant: 'info',
    message: `Your Visa card ending ${card.last4} was saved.`,
    read: false,
  });

  expect((await call(lou, 'PATCH', `/${saved!.id}/read`)).statusCode).toBe(404);
  expect((await call(lou, 'DELETE', `/${saved!.id}`)).statusCode).toBe(404);
  expect((await call(lou, 'GET', '', kim)).statusCode).toBe(403);

  expect((await call(kim, 'PATCH', `/${saved!.id}/read`)).statusCode).toBe(204);
  expect((await list(kim))[0]!.read).toBe(true);
  expect((await call(kim, 'DELETE', `/${saved!.id}`)).statusCode).toBe(204);
  expect(await list(kim)).toEqual([]);
  expect((await call(kim, 'DELETE', `/${saved!.id}`)).statusCode).toBe(404);
  expect((await call(kim, 'PATCH', '/not-an-id/read')).statusCode).toBe(400);
});
