import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { baskets } from '../../db/schema/index.ts';
import type { BasketRow } from './basket-view.ts';

export type BasketInsert = typeof baskets.$inferInsert;
export type BasketPatch = Partial<Omit<BasketInsert, 'basketId' | 'createdAt' | 'sessionId' | 'version'>>;

type BasketChange<T> = (
  row: BasketRow | undefined,
) => Promise<{ patch?: BasketPatch; result: T }> | { patch?: BasketPatch; result: T };

/** Optimistic tries before a change waits its turn under the row lock instead. */
export const OPTIMISTIC_BASKET_TRIES = 2;

/**
 * Baskets whose last write this process made, kept as written (decision 224): the most it keeps,
 * and for how long after its last write (a customer's next change comes within minutes).
 */
export const REMEMBERED_BASKETS = { max: 5_000, ttlMs: 15 * 60 * 1000 } as const;

export function basketRepository(db: Db) {
  // Prepared once: Drizzle builds a statement's text anew on every call otherwise, which cost more
  // of the server's time than anything else on a basket write (decision 221).
  const findStatement = db
    .select()
    .from(baskets)
    .where(eq(baskets.basketId, sql.placeholder('basketId')))
    .prepare('basket_find');
  const find = async (basketId: string): Promise<BasketRow | undefined> => {
    const [row] = await findStatement.execute({ basketId });
    return row;
  };

  /** One prepared update for each set of columns a change writes (a handful in all). */
  const prepareUpdate = (columns: readonly string[], name: string) => {
    // Each placeholder is bound as a value of its column, so it is encoded as the column encodes
    // (JSON for items); Drizzle's types know only literal values here.
    const set = Object.fromEntries(columns.map((column) => [column, sql.placeholder(`set_${column}`)]));
    return db
      .update(baskets)
      .set({ ...set, version: sql.placeholder('nextVersion') } as unknown as BasketPatch)
      .where(and(eq(baskets.basketId, sql.placeholder('basketId')), eq(baskets.version, sql.placeholder('version'))))
      .returning({ version: baskets.version })
      .prepare(name);
  };
  const updateStatements = new Map<string, ReturnType<typeof prepareUpdate>>();
  function updateIfUnchanged(row: BasketRow, patch: BasketPatch) {
    const columns = Object.keys(patch).filter((column) => patch[column as keyof BasketPatch] !== undefined);
    const key = columns.sort().join(',');
    let statement = updateStatements.get(key);
    if (!statement)
      updateStatements.set(key, (statement = prepareUpdate(columns, `basket_update_${updateStatements.size}`)));
    const values: Record<string, unknown> = {
      basketId: row.basketId,
      version: row.version,
      nextVersion: row.version + 1,
    };
    for (const column of columns) values[`set_${column}`] = patch[column as keyof BasketPatch];
    return statement.execute(values);
  }

  /** The row as the update left it: the patch over what was read, one version on. */
  const patched = (row: BasketRow, patch: BasketPatch): BasketRow => ({ ...row, ...patch, version: row.version + 1 });

  // The row as this process last wrote it. Only ever a starting point: a write from it names its
  // version, so it lands only if no other write (another instance, an order, an erasure) came since.
  const remembered = new LRUCache<string, BasketRow>({ max: REMEMBERED_BASKETS.max, ttl: REMEMBERED_BASKETS.ttlMs });
  // Copies in and out: a caller changing the row it was given must not change what is remembered.
  const remember = (row: BasketRow) => remembered.set(row.basketId, structuredClone(row));
  const recall = (basketId: string) => {
    const row = remembered.get(basketId);
    return row && structuredClone(row);
  };

  /**
   * One try from the row as this process last wrote it, without reading it (one round trip).
   * Undefined unless its write landed: when the row has moved on, and when the change refused or
   * wrote nothing (it decided on what may be an old row), the caller decides again on the stored one.
   */
  async function changeRemembered<T>(row: BasketRow, change: BasketChange<T>) {
    let outcome: Awaited<ReturnType<BasketChange<T>>>;
    try {
      outcome = await change(row);
    } catch {
      return undefined;
    }
    if (!outcome.patch) return undefined;
    const written = await updateIfUnchanged(row, outcome.patch);
    if (written.length === 0) {
      remembered.delete(row.basketId);
      return undefined;
    }
    const after = patched(row, outcome.patch);
    remember(after);
    return { row: after, result: outcome.result };
  }

  /**
   * One try without a lock: read, change, and write only if the version is still the one read (two
   * round trips, no transaction). Undefined when another write came between.
   */
  async function changeIfUnchanged<T>(basketId: string, change: BasketChange<T>) {
    const row = await find(basketId);
    const { patch, result } = await change(row);
    if (!row || !patch) return { row, result };
    const written = await updateIfUnchanged(row, patch);
    if (written.length === 0) return undefined;
    const after = patched(row, patch);
    remember(after);
    return { row: after, result };
  }

  /** Read, change and write with the row locked (SELECT ... FOR UPDATE): concurrent changes queue. */
  function changeLocked<T>(basketId: string, change: BasketChange<T>) {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(baskets).where(eq(baskets.basketId, basketId)).for('update');
      const { patch, result } = await change(row);
      if (!row || !patch) return { row, result };
      await tx
        .update(baskets)
        .set({ ...patch, version: row.version + 1 })
        .where(eq(baskets.basketId, basketId));
      const after = patched(row, patch);
      remember(after);
      return { row: after, result };
    });
  }

  return {
    async insert(row: BasketInsert): Promise<BasketRow> {
      const [inserted] = await db.insert(baskets).values(row).returning();
      remember(inserted!);
      return inserted!;
    },

    find,

    /**
     * Runs `change` on the basket and writes the patch it returns with a new version; concurrent
     * changes to one basket apply one after the other, never one over another. It first tries
     * without a lock, writing only if the version is still the one it read (a basket is almost
     * always changed by one customer at a time); after a conflict it runs under the row lock.
     * `change` may run more than once, so it must only compute. Every other write to a basket row
     * moves its version on too (order-commit.ts, account-erasure.ts), so none is overwritten.
     * When this process wrote the basket last, it starts from that row without reading it.
     */
    async change<T>(basketId: string, change: BasketChange<T>): Promise<{ row: BasketRow | undefined; result: T }> {
      const last = recall(basketId);
      const done = last && (await changeRemembered(last, change));
      if (done) return done;
      for (let tries = 0; tries < OPTIMISTIC_BASKET_TRIES; tries += 1) {
        const done = await changeIfUnchanged(basketId, change);
        if (done) return done;
      }
      return changeLocked(basketId, change);
    },
  };
}

export type BasketRepository = ReturnType<typeof basketRepository>;
