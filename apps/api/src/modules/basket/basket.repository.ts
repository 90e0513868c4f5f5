import { and, eq, sql } from 'drizzle-orm';
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

  /**
   * One try without a lock: read, change, and write only if the version is still the one read (two
   * round trips, no transaction). Undefined when another write came between.
   */
  async function changeIfUnchanged<T>(basketId: string, change: BasketChange<T>) {
    const row = await find(basketId);
    const { patch, result } = await change(row);
    if (!row || !patch) return { row, result };
    const written = await updateIfUnchanged(row, patch);
    return written.length === 1 ? { row: patched(row, patch), result } : undefined;
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
      return { row: patched(row, patch), result };
    });
  }

  return {
    async insert(row: BasketInsert): Promise<BasketRow> {
      const [inserted] = await db.insert(baskets).values(row).returning();
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
     */
    async change<T>(basketId: string, change: BasketChange<T>): Promise<{ row: BasketRow | undefined; result: T }> {
      for (let tries = 0; tries < OPTIMISTIC_BASKET_TRIES; tries += 1) {
        const done = await changeIfUnchanged(basketId, change);
        if (done) return done;
      }
      return changeLocked(basketId, change);
    },
  };
}

export type BasketRepository = ReturnType<typeof basketRepository>;
