import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupOrderLines, groupOrderParticipants, groupOrders } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';

export type GroupRow = typeof groupOrders.$inferSelect;
export type ParticipantRow = typeof groupOrderParticipants.$inferSelect;
export type LineRow = typeof groupOrderLines.$inferSelect;
type GroupPatch = Partial<Omit<typeof groupOrders.$inferInsert, 'groupId' | 'basketId' | 'shareToken' | 'createdAt'>>;
type ParticipantPatch = Partial<
  Pick<
    ParticipantRow,
    'shareCents' | 'shareStatus' | 'coveredByHost' | 'cardSessionId' | 'authorisationId' | 'cardBrand' | 'cardLast4'
  >
>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Only a hash of a secret is stored (a copy of the database yields no live secret). */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The partial unique index that keeps one live group per basket. */
export const LIVE_BASKET_CONSTRAINT = 'group_orders_live_basket_idx';

export interface GroupSnapshot {
  group: GroupRow;
  participants: ParticipantRow[];
  lines: LineRow[];
}

async function snapshotIn(db: Db | Tx, group: GroupRow): Promise<GroupSnapshot> {
  const participants = await db
    .select()
    .from(groupOrderParticipants)
    .where(eq(groupOrderParticipants.groupId, group.groupId))
    .orderBy(asc(groupOrderParticipants.joinedSeq));
  const lines = await db.select().from(groupOrderLines).where(eq(groupOrderLines.groupId, group.groupId));
  return { group, participants, lines };
}

export function groupOrderRepository(db: Db) {
  return {
    /** For a patch outside a locked change. */
    db,

    /** The group and its host, in one transaction; a live group of the same basket is refused (null). */
    async create(group: typeof groupOrders.$inferInsert, host: typeof groupOrderParticipants.$inferInsert) {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(groupOrders).values(group);
          await tx.insert(groupOrderParticipants).values(host);
        });
        return true;
      } catch (error) {
        if (uniqueViolation(error) === LIVE_BASKET_CONSTRAINT) return false;
        throw error;
      }
    },

    async byId(groupId: string): Promise<GroupRow | undefined> {
      const [row] = await db.select().from(groupOrders).where(eq(groupOrders.groupId, groupId));
      return row;
    },

    async byShareToken(shareToken: string): Promise<GroupRow | undefined> {
      const [row] = await db.select().from(groupOrders).where(eq(groupOrders.shareToken, shareToken));
      return row;
    },

    /** Groups waiting on the host's normal checkout of this basket (payAll). */
    async byBasket(basketId: string): Promise<GroupRow[]> {
      return db.select().from(groupOrders).where(eq(groupOrders.basketId, basketId));
    },

    /** Groups that may be past their timeout: locked, checking out or collecting. */
    async lockedGroups(): Promise<GroupRow[]> {
      return db
        .select()
        .from(groupOrders)
        .where(inArray(groupOrders.status, ['locked', 'checkingOut', 'collecting']));
    },

    snapshot: (group: GroupRow) => snapshotIn(db, group),

    async participantBySecret(groupId: string, secret: string): Promise<ParticipantRow | undefined> {
      const [row] = await db
        .select()
        .from(groupOrderParticipants)
        .where(
          and(eq(groupOrderParticipants.groupId, groupId), eq(groupOrderParticipants.secretHash, secretHash(secret))),
        );
      return row;
    },

    async participant(participantId: string): Promise<ParticipantRow | undefined> {
      const [row] = await db
        .select()
        .from(groupOrderParticipants)
        .where(eq(groupOrderParticipants.participantId, participantId));
      return row;
    },

    async line(groupId: string, basketItemId: string): Promise<LineRow | undefined> {
      const [row] = await db
        .select()
        .from(groupOrderLines)
        .where(and(eq(groupOrderLines.groupId, groupId), eq(groupOrderLines.basketItemId, basketItemId)));
      return row;
    },

    async addLine(line: typeof groupOrderLines.$inferInsert): Promise<void> {
      await db.insert(groupOrderLines).values(line);
    },

    async removeLine(basketItemId: string): Promise<void> {
      await db.delete(groupOrderLines).where(eq(groupOrderLines.basketItemId, basketItemId));
    },

    /**
     * Runs `change` with the group row locked (SELECT ... FOR UPDATE): every change of a group's
     * status, shares and payments queues up behind the one before it.
     */
    async change<T>(
      groupId: string,
      change: (snapshot: GroupSnapshot | undefined, tx: Tx) => Promise<T> | T,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [group] = await tx.select().from(groupOrders).where(eq(groupOrders.groupId, groupId)).for('update');
        return change(group ? await snapshotIn(tx, group) : undefined, tx);
      });
    },

    async patchGroup(tx: Db | Tx, groupId: string, patch: GroupPatch): Promise<void> {
      await tx.update(groupOrders).set(patch).where(eq(groupOrders.groupId, groupId));
    },

    async patchParticipant(tx: Db | Tx, participantId: string, patch: ParticipantPatch): Promise<void> {
      await tx.update(groupOrderParticipants).set(patch).where(eq(groupOrderParticipants.participantId, participantId));
    },

    /** Moves the group on only from one of `from` (a conditional update): true when it did. */
    async transition(groupId: string, from: readonly string[], patch: GroupPatch): Promise<boolean> {
      const moved = await db
        .update(groupOrders)
        .set(patch)
        .where(and(eq(groupOrders.groupId, groupId), inArray(groupOrders.status, [...from])))
        .returning({ groupId: groupOrders.groupId });
      return moved.length > 0;
    },

    async addParticipant(tx: Db | Tx, row: typeof groupOrderParticipants.$inferInsert): Promise<void> {
      await tx.insert(groupOrderParticipants).values(row);
    },
  };
}

export type GroupOrderRepository = ReturnType<typeof groupOrderRepository>;
