// The store console's calls need the store role: a content editor's token signs in but cannot read
// or move a store's orders, nor open its event stream (decision 177).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

const EDITOR = { username: 'content.editor', password: 'Pizza-Content-2026' };
const MANAGER = { username: 'parramatta.manager', password: 'Pizza-Parramatta-2026' };
const SOME_ORDER = '6f1c2a52-8a36-4a8e-9d55-0d9c1b7d2f10';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function tokenOf(account: { username: string; password: string }): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: account });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

describe('store console calls and the staff role', () => {
  it('refuses a content editor with 403 on the order list, a status change and the event ticket', async () => {
    const authorization = `Bearer ${await tokenOf(EDITOR)}`;
    const calls = [
      { method: 'GET' as const, url: '/api/v1/staff/orders' },
      { method: 'PATCH' as const, url: `/api/v1/staff/orders/${SOME_ORDER}/status`, payload: { status: 'Baking' } },
      { method: 'POST' as const, url: '/api/v1/staff/orders/events/ticket' },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: { authorization } });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'Forbidden', message: 'This account cannot run a store console.' });
    }
  });

  it('lets a store account read its orders and take a ticket', async () => {
    const authorization = `Bearer ${await tokenOf(MANAGER)}`;
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/v1/staff/orders', headers: { authorization } });
    expect(orders.statusCode).toBe(200);
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/orders/events/ticket',
      headers: { authorization },
    });
    expect(ticket.statusCode).toBe(200);
  });
});
