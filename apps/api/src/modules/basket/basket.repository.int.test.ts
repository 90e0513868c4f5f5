import { basketSchema } from '@storefront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import type { StoredItems } from '../pricing/basket-pricing.ts';
import { basketRepository, OPTIMISTIC_BASKET_TRIES, REMEMBERED_BASKETS } from './basket.repository.ts';

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

describe('the basket this process wrote last (decision 224)', () => {
  const markersOf = (row: typeof baskets.$inferSelect | undefined) =>
    (row!.items as StoredItems).basketItems.map((item) => item.basketItemId);

  it('is changed from the row as written, without reading it again', async () => {
    const { db } = ctx.database;
    const repository = basketRepository(db);
    const basketId = await newBasketId();
    await repository.change(basketId, appendLine('first'));
    // Behind the repository's back and without a new version, which no real write does: a change
    // that read the row would see this note.
    await db.update(baskets).set({ orderNote: 'only in the database' }).where(eq(baskets.basketId, basketId));
    const { result } = await repository.change(basketId, (row) => ({
      ...appendLine('second')(row),
      result: row!.orderNote,
    }));
    expect(result).toBeNull();
    expect(markersOf(await repository.find(basketId))).toEqual(['first', 'second']);
  });

  it('starts again from the stored row when another instance wrote since: nothing is lost', async () => {
    const { db } = ctx.database;
    const [one, other] = [basketRepository(db), basketRepository(db)];
    const basketId = await newBasketId();
    const { version } = (await one.find(basketId))!;
    await one.change(basketId, appendLine('one-1'));
    await other.change(basketId, appendLine('other-1'));
    const seen: string[][] = [];
    await one.change(basketId, (row) => {
      seen.push(markersOf(row));
      return appendLine('one-2')(row);
    });
    // First from what it remembered (its write then matched no version), then from the stored row.
    expect(seen).toEqual([['one-1'], ['one-1', 'other-1']]);
    const stored = (await one.find(basketId))!;
    expect(markersOf(stored)).toEqual(['one-1', 'other-1', 'one-2']);
    expect(stored.version).toBe(version + 3);
  });

  it('decides again on the stored row when the remembered one refused the change or wrote nothing', async () => {
    const { db } = ctx.database;
    const [one, other] = [basketRepository(db), basketRepository(db)];
    const basketId = await newBasketId();
    await one.change(basketId, appendLine('one-1'));
    await other.change(basketId, () => ({ result: null, patch: { orderNote: 'from the other' } }));
    const refusedUnlessNoted = await one.change(basketId, (row) => {
      if (row!.orderNote === null) throw new Error('no note yet');
      return { result: row!.orderNote, patch: { orderNote: `${row!.orderNote}, seen` } };
    });
    expect(refusedUnlessNoted.result).toBe('from the other');
    await other.change(basketId, () => ({ result: null, patch: { orderNote: 'changed again' } }));
    const readOnly = await one.change(basketId, (row) => ({ result: row!.orderNote }));
    expect(readOnly.result).toBe('changed again');
  });

  it('keeps its own copy: a caller changing the row it was answered changes nothing remembered', async () => {
    const repository = basketRepository(ctx.database.db);
    const basketId = await newBasketId();
    const { row } = await repository.change(basketId, appendLine('kept'));
    (row!.items as StoredItems).basketItems.length = 0;
    await repository.change(basketId, appendLine('next'));
    expect(markersOf(await repository.find(basketId))).toEqual(['kept', 'next']);
  });

  it(`holds at most ${REMEMBERED_BASKETS.max} baskets, each for 15 minutes after its last write`, () => {
    expect(REMEMBERED_BASKETS).toEqual({ max: 5_000, ttlMs: 15 * 60 * 1000 });
  });
});
