import type { Db } from '../../db/client.ts';
import { storeformSubmissions } from '../../db/schema/index.ts';

export type StoreformSubmission = typeof storeformSubmissions.$inferInsert;

/** Keeps each form submission. */
export function storeformRepository(db: Db) {
  return {
    async save(submission: StoreformSubmission): Promise<void> {
      await db.insert(storeformSubmissions).values(submission);
    },
  };
}

export type StoreformRepository = ReturnType<typeof storeformRepository>;
