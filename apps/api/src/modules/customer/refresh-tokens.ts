import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@storefront/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokenFamilies, refreshTokens } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { newOpaqueToken, type CustomerSecrets } from './customer-secrets.ts';

const PURPOSE = 'refresh-token';
const SUCCESSOR_PURPOSE = 'refresh-token-successor';
/**
 * A page left or reloaded mid-refresh: its answer (the new cookie) is lost, or still on its way
 * while the next page, or the next few, refresh with the cookie they have. So a spent token
 * presented again this soon, while the successor it was answered with is still unused (when the
 * request arrived), is that answer asked for again, not a copy: it gets the same successor, or the
 * family's current token if the next pages moved on while it waited (decision 199). Presented
 * later, or after the successor has been used, it revokes the family.
 */
export const LOST_REFRESH_GRACE_SECONDS = 30;
/** How many refreshes the next pages may make while a lost answer is held up in the server. */
const LOST_ANSWER_MAX_STEPS = 10;
/** Longer User-Agent strings are cut: a name for the device needs only the start. */
const USER_AGENT_MAX = 512;

export type RotateResult =
  | { ok: true; token: string; customerId: string; scope: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Opaque refresh tokens in families (DESIGN section 10). Each sign-in starts a family; every
 * refresh spends the presented token with one conditional UPDATE and issues its successor. A
 * spent token presented again (past the lost-answer window above, or once its successor has been
 * used) was copied by someone: the whole family is revoked, so neither the thief nor the customer
 * can go on with it.
 */
export function refreshTokenStore(db: Db, secrets: CustomerSecrets, clock: Clock) {
  const hashOf = (token: string) => secrets.hash(PURPOSE, token);
  /**
   * The token a refresh with `presented` answers: derived from it under the server secret, so a
   * second refresh with the same token answers the same cookie, whichever answer the browser keeps.
   */
  const successorOf = (presented: string) =>
    Buffer.from(secrets.hash(SUCCESSOR_PURPOSE, presented), 'hex').toString('base64url');

  async function insertToken(
    tx: Db,
    token: string,
    family: { familyId: string; customerId: string; scope: string },
  ): Promise<void> {
    const issuedAt = clock.now();
    await tx.insert(refreshTokens).values({
      tokenHash: hashOf(token),
      familyId: family.familyId,
      customerId: family.customerId,
      scope: family.scope,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
  }

  async function revokeFamily(familyId: string, reason: string) {
    await db
      .update(refreshTokenFamilies)
      .set({ revokedAt: clock.now(), revokedReason: reason })
      .where(and(eq(refreshTokenFamilies.familyId, familyId), isNull(refreshTokenFamilies.revokedAt)));
  }

  /**
   * What a lost answer is answered with: the successor `presented` was answered with, if it was
   * still unused when this request arrived (`arrivedAt`, read before it waited on anything). If
   * the next pages spent it while this request was held up in the server, their successors are
   * followed the same way, so the answer is the family's current token and cannot set the browser
   * back to a spent one. Null when a successor was used before the request arrived (a copy).
   */
  async function lostAnswerToken(tx: Db, presented: string, arrivedAt: Date): Promise<string | null> {
    let token = successorOf(presented);
    for (let step = 0; step < LOST_ANSWER_MAX_STEPS; step++) {
      const [row] = await tx
        .select({ usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(token)));
      if (!row || row.expiresAt <= arrivedAt) return null;
      if (!row.usedAt) return token;
      if (row.usedAt <= arrivedAt) return null;
      token = successorOf(token);
    }
    return null;
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
        const token = newOpaqueToken();
        await insertToken(tx as unknown as Db, token, { familyId, customerId, scope });
        return token;
      });
    },

    async rotate(presented: string): Promise<RotateResult> {
      const tokenHash = hashOf(presented);
      const now = clock.now();
      return db.transaction(async (tx) => {
        // The one conditional UPDATE: of two concurrent refreshes with the same token, one spends
        // it and issues the successor; the other waits for that and finds it spent.
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
          const token = successorOf(presented);
          await insertToken(tx as unknown as Db, token, spent);
          return { ok: true as const, token, customerId: spent.customerId, scope: spent.scope };
        }
        const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
        if (!row) return { ok: false as const, reason: 'unknown' as const };
        const [family] = await tx
          .select({ revokedAt: refreshTokenFamilies.revokedAt })
          .from(refreshTokenFamilies)
          .where(eq(refreshTokenFamilies.familyId, row.familyId));
        if (family?.revokedAt) return { ok: false as const, reason: 'revoked' as const };
        if (!row.usedAt) return { ok: false as const, reason: 'expired' as const };
        const answer =
          now.getTime() - row.usedAt.getTime() <= LOST_REFRESH_GRACE_SECONDS * 1000
            ? await lostAnswerToken(tx as unknown as Db, presented, now)
            : null;
        if (answer) return { ok: true as const, token: answer, customerId: row.customerId, scope: row.scope };
        await tx
          .update(refreshTokenFamilies)
          .set({ revokedAt: now, revokedReason: 'reuse' })
          .where(eq(refreshTokenFamilies.familyId, row.familyId));
        return { ok: false as const, reason: 'reused' as const };
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
