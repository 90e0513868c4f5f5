import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@storefront/contract';
import { and, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokenFamilies, refreshTokens } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { newOpaqueToken, type CustomerSecrets } from './customer-secrets.ts';

const PURPOSE = 'refresh-token';
/**
 * A page left or reloaded mid-refresh: its answer (the new cookie) is lost, or still on its way
 * while the next page refreshes with the cookie it has. So the token spent last, presented again
 * this soon while the successor it was answered with is still unused, is that lost answer, not a
 * copy: the successor is spent instead and a new token issued (decision 199). Any other second
 * use, or a later one, revokes the family.
 */
export const LOST_REFRESH_GRACE_SECONDS = 30;
/** Longer User-Agent strings are cut: a name for the device needs only the start. */
const USER_AGENT_MAX = 512;

export type RotateResult =
  | { ok: true; token: string; customerId: string; scope: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Opaque refresh tokens in families (DESIGN section 10). Each sign-in starts a family; every
 * refresh spends the presented token with one conditional UPDATE and issues its successor. A
 * spent token presented again was copied by someone: the whole family is revoked, so neither the
 * thief nor the customer can go on with it.
 */
export function refreshTokenStore(db: Db, secrets: CustomerSecrets, clock: Clock) {
  const hashOf = (token: string) => secrets.hash(PURPOSE, token);

  /**
   * A new token of the family, issued at `issuedAt`: the instant its predecessor was spent, so
   * that the successor of a spent token is the unused one issued at or after its spending.
   */
  async function insertToken(
    tx: Db,
    familyId: string,
    customerId: string,
    scope: string,
    issuedAt: Date,
  ): Promise<string> {
    const token = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      tokenHash: hashOf(token),
      familyId,
      customerId,
      scope,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return token;
  }

  async function revokeFamily(familyId: string, reason: string) {
    await db
      .update(refreshTokenFamilies)
      .set({ revokedAt: clock.now(), revokedReason: reason })
      .where(and(eq(refreshTokenFamilies.familyId, familyId), isNull(refreshTokenFamilies.revokedAt)));
  }

  /**
   * Spends the unused successor of `spent` when `spent` is the family's last spent token and was
   * spent within the grace period (LOST_REFRESH_GRACE_SECONDS); the instant it was spent, or null.
   */
  async function spendLostAnswer(tx: Db, spent: typeof refreshTokens.$inferSelect, now: Date): Promise<Date | null> {
    const spentAt = spent.usedAt!;
    if (now.getTime() - spentAt.getTime() > LOST_REFRESH_GRACE_SECONDS * 1000) return null;
    // One such decision at a time per family: the checks below must see each other's spending.
    await tx
      .select({ familyId: refreshTokenFamilies.familyId })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.familyId, spent.familyId))
      .for('update');
    // Another token spent since (or at the same instant): `spent` is not the last, so this is reuse.
    const [spentLater] = await tx
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, spent.familyId),
          gte(refreshTokens.usedAt, spentAt),
          ne(refreshTokens.tokenHash, spent.tokenHash),
        ),
      )
      .limit(1);
    if (spentLater) return null;
    // Its successor: the family's one unused token, issued when it was spent.
    const unused = await tx
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, spent.familyId),
          isNull(refreshTokens.usedAt),
          gte(refreshTokens.issuedAt, spentAt),
        ),
      )
      .limit(2);
    const successor = unused.length === 1 ? unused[0] : undefined;
    if (!successor) return null;
    // Spent after its predecessor, always: `now` was read before this request waited for the
    // predecessor's row, so it can be the same instant or earlier, and the successor would then
    // not count as the last spent token when its own lost answer comes back.
    const successorSpentAt = new Date(Math.max(now.getTime(), spentAt.getTime() + 1));
    const [taken] = await tx
      .update(refreshTokens)
      .set({ usedAt: successorSpentAt })
      .where(and(eq(refreshTokens.tokenHash, successor.tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    return taken ? successorSpentAt : null;
  }

  return {
    /** A new family for a sign-in, and its first token; the User-Agent names the device later. */
    async startFamily(customerId: string, scope: string, userAgent: string | null = null): Promise<string> {
      return db.transaction(async (tx) => {
        const familyId = randomUUID();
        await tx.insert(refreshTokenFamilies).values({
          familyId,
          customerId,
          createdAt: clock.now(),
          userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        });
        return insertToken(tx as unknown as Db, familyId, customerId, scope, clock.now());
      });
    },

    async rotate(presented: string): Promise<RotateResult> {
      const tokenHash = hashOf(presented);
      const now = clock.now();
      return db.transaction(async (tx) => {
        // The one conditional UPDATE: of two concurrent refreshes with the same token, one wins.
        const [spent] = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.usedAt),
              gt(refreshTokens.expiresAt, now),
              sql`not exists (select 1 from ${refreshTokenFamilies} f where f.family_id = ${refreshTokens.familyId} and f.revoked_at is not null)`,
            ),
          )
          .returning();
        if (spent) {
          const token = await insertToken(tx as unknown as Db, spent.familyId, spent.customerId, spent.scope, now);
          return { ok: true as const, token, customerId: spent.customerId, scope: spent.scope };
        }
        const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
        if (!row) return { ok: false as const, reason: 'unknown' as const };
        const [family] = await tx
          .select({ revokedAt: refreshTokenFamilies.revokedAt })
          .from(refreshTokenFamilies)
          .where(eq(refreshTokenFamilies.familyId, row.familyId));
        if (family?.revokedAt) return { ok: false as const, reason: 'revoked' as const };
        const lostAnswerSpentAt = row.usedAt ? await spendLostAnswer(tx as unknown as Db, row, now) : null;
        if (lostAnswerSpentAt) {
          const token = await insertToken(
            tx as unknown as Db,
            row.familyId,
            row.customerId,
            row.scope,
            lostAnswerSpentAt,
          );
          return { ok: true as const, token, customerId: row.customerId, scope: row.scope };
        }
        if (row.usedAt) {
          await tx
            .update(refreshTokenFamilies)
            .set({ revokedAt: now, revokedReason: 'reuse' })
            .where(eq(refreshTokenFamilies.familyId, row.familyId));
          return { ok: false as const, reason: 'reused' as const };
        }
        return { ok: false as const, reason: 'expired' as const };
      });
    },

    /** Logout: the token's family ends. Unknown tokens are ignored (the answer is the same). */
    async revoke(presented: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(presented)));
      if (row) await revokeFamily(row.familyId, 'logout');
    },

    /** Account deleted: every family of the customer ends. */
    async revokeAllOf(customerId: string): Promise<void> {
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: clock.now(), revokedReason: 'account-deleted' })
        .where(and(eq(refreshTokenFamilies.customerId, customerId), isNull(refreshTokenFamilies.revokedAt)));
    },

    async familyOf(presented: string) {
      const [row] = await db
        .select({
          familyId: refreshTokens.familyId,
          customerId: refreshTokenFamilies.customerId,
          revokedAt: refreshTokenFamilies.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.familyId, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, hashOf(presented)));
      return row ?? null;
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof refreshTokenStore>;
