import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baskets } from '../../db/schema/index.ts';
import type { BasketRow } from './basket-view.ts';

export type BasketInsert = typeof baskets.$inferInsert;
export type BasketPatch = Partial<Omit<BasketInsert, 'basketId' | 'createdAt' | 'sessionId' | 'version'>>;

export function basketRepository(db: Db) {
  return {
    async insert(row: BasketInsert): Promise<BasketRow> {
      const [inserted] = await db.insert(baskets).values(row).returning();
      return inserted!;
    },

    async find(basketId: string): Promise<BasketRow | undefined> {
      const [row] = await db.select().from(baskets).where(eq(baskets.basketId, basketId));
      return row;
    },

    /**
     * Runs `change` with the basket row locked (SELECT ... FOR UPDATE), so concurrent changes to
     * one basket queue up instead of overwriting each other; the patch it returns is written with
     * a new version in the same transaction.
     */
    async change<T>(
      basketId: string,
      change: (
        row: BasketRow | undefined,
      ) => Promise<{ patch?: BasketPatch; result: T }> | { patch?: BasketPatch; result: T },
    ): Promise<{ row: BasketRow | undefined; result: T }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(baskets).where(eq(baskets.basketId, basketId)).for('update');
        const { patch, result } = await change(row);
        if (!row || !patch) return { row, result };
        const [updated] = await tx
          .update(baskets)
          .set({ ...patch, version: row.version + 1 })
          .where(eq(baskets.basketId, basketId))
          .returning();
        return { row: updated, result };
      });
    },
  };
}

export type BasketRepository = ReturnType<typeof basketRepository>;
