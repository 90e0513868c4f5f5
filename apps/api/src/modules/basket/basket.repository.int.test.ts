import { basketSchema } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import type { StoredItems } from '../pricing/basket-pricing.ts';
import { basketRepository, OPTIMISTIC_BASKET_TRIES } from './basket.repository.ts';

// Tuesday 24 November 2026, 6 pm in Sydney; Parramatta (storeId 1002) is open.
const clock = fixedClock(new Date('2026-11-24T07:00:00Z'));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(() => ctx.close());

async function newBasketId() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/baskets',
    payload: { serviceType: 'Pickup', isAsap: true, storeId: 1002 },
  });
  return basketSchema.parse(res.json()).basketId;
}

/** A change that appends one marked line, as an add to basket does. */
const appendLine = (marker: string) => (row: typeof baskets.$inferSelect | undefined) => {
  const items = structuredClone(row!.items as StoredItems);
  items.basketItems.push({ basketItemId: marker, productId: 2001, quantity: 1 } as StoredItems['basketItems'][number]);
  return { result: row!.version, patch: { items } };
};

describe('basket changes', () => {
  it('writes without a lock and answers the row as written, one version on', async () => {
    const repository = basketRepository(ctx.database.db);
    const basketId = await newBasketId();
    const before = (await repository.find(basketId))!;
    const { row } = await repository.change(basketId, appendLine('only'));
    const stored = (await repository.find(basketId))!;
    expect(row!.version).toBe(before.version + 1);
    expect(stored.version).toBe(before.version + 1);
    expect(row).toEqual(stored);
  });

  it('applies 20 changes sent at once one after the other: none is written over another', async () => {
    const repository = basketRepository(ctx.database.db);
    const basketId = await newBasketId();
    const { version } = (await repository.find(basketId))!;
    const markers = Array.from({ length: 20 }, (_, i) => `line-${i}`);
    await Promise.all(markers.map((marker) => repository.change(basketId, appendLine(marker))));
    const stored = (await repository.find(basketId))!;
    expect((stored.items as StoredItems).basketItems.map((item) => item.basketItemId).sort()).toEqual(markers.sort());
    expect(stored.version).toBe(version + 20);
  });

  it('runs a change again on what another write left when that write came between its read and its write', async () => {
    const { db } = ctx.database;
    const repository = basketRepository(db);
    const basketId = await newBasketId();
    const statusesSeen: string[] = [];
    const { result } = await repository.change(basketId, async (row) => {
      statusesSeen.push(row!.status);
      // The first time only: an order is committed between this read and this change's write,
      // as order-commit.ts does it (status and a new version).
      if (statusesSeen.length === 1)
        await db
          .update(baskets)
          .set({ status: 'Ordered', version: sql`${baskets.version} + 1` })
          .where(eq(baskets.basketId, basketId));
      return { result: row!.status, patch: { orderNote: `seen ${row!.status}` } };
    });
    expect(statusesSeen).toEqual(['Open', 'Ordered']);
    expect(result).toBe('Ordered');
    expect((await repository.find(basketId))!.orderNote).toBe('seen Ordered');
  });

  it(`waits its turn under the row lock after ${OPTIMISTIC_BASKET_TRIES} tries that met another write`, async () => {
    const { db } = ctx.database;
    const repository = basketRepository(db);
    const basketId = await newBasketId();
    let calls = 0;
    const { result } = await repository.change(basketId, async (row) => {
      calls += 1;
      // Every optimistic try meets a write in between; the locked run cannot (nothing may query
      // beside it on PGlite's one connection, and on PostgreSQL it would wait for the lock).
      if (calls <= OPTIMISTIC_BASKET_TRIES)
        await db
          .update(baskets)
          .set({ version: sql`${baskets.version} + 1` })
          .where(eq(baskets.basketId, basketId));
      return { result: row!.version, patch: { orderNote: `call ${calls}` } };
    });
    expect(OPTIMISTIC_BASKET_TRIES).toBe(2);
    expect(calls).toBe(OPTIMISTIC_BASKET_TRIES + 1);
    const stored = (await repository.find(basketId))!;
    expect(stored.orderNote).toBe(`call ${OPTIMISTIC_BASKET_TRIES + 1}`);
    expect(stored.version).toBe(result + 1);
  });
});
