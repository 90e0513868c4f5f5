import { and, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokenFamilies, refreshTokens } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { CustomerModule } from '../customer/customer.module.ts';
import { deviceName } from './device-name.ts';

/**
 * A customer's signed-in devices: each sign-in starts a refresh-token family, and each renewal
 * issues a new token in it, so a family's newest token says when that device was last used. A
 * family that is revoked, or whose tokens have all expired, is no longer signed in. The family's
 * User-Agent at sign-in names the device.
 */
export function signedInDevices(db: Db, clock: Clock, families: Pick<CustomerModule['refreshTokens'], 'familyOf'>) {
  const revoke = (customerId: string, scope: { only?: string; keep?: string | undefined } = {}) =>
    db
      .update(refreshTokenFamilies)
      .set({ revokedAt: clock.now(), revokedReason: 'signed-out-from-account' })
      .where(
        and(
          eq(refreshTokenFamilies.customerId, customerId),
          isNull(refreshTokenFamilies.revokedAt),
          ...(scope.only ? [eq(refreshTokenFamilies.familyId, scope.only)] : []),
          ...(scope.keep ? [ne(refreshTokenFamilies.familyId, scope.keep)] : []),
        ),
      )
      .returning({ familyId: refreshTokenFamilies.familyId });

  return {
    async list(customerId: string) {
      const lastUsed = max(refreshTokens.issuedAt);
      const rows = await db
        .select({
          deviceId: refreshTokenFamilies.familyId,
          signedInAt: refreshTokenFamilies.createdAt,
          userAgent: refreshTokenFamilies.userAgent,
          lastUsed,
        })
        .from(refreshTokenFamilies)
        .innerJoin(refreshTokens, eq(refreshTokens.familyId, refreshTokenFamilies.familyId))
        .where(and(eq(refreshTokenFamilies.customerId, customerId), isNull(refreshTokenFamilies.revokedAt)))
        .groupBy(refreshTokenFamilies.familyId, refreshTokenFamilies.createdAt, refreshTokenFamilies.userAgent)
        // The time goes as text: postgres-js cannot type a bare Date compared with an aggregate.
        .having(sql`max(${refreshTokens.expiresAt}) > ${clock.now().toISOString()}::timestamptz`)
        .orderBy(desc(lastUsed));
      return {
        devices: rows.map((row) => ({
          deviceId: row.deviceId,
          name: deviceName(row.userAgent),
          signedInAt: row.signedInAt.toISOString(),
          // An aggregate's timestamp comes back as text from node-postgres and as a Date from PGlite.
          lastUsedAt: new Date(row.lastUsed ?? row.signedInAt).toISOString(),
        })),
      };
    },

    /** One device of this customer; another customer's device is not found, like an unknown one. */
    async signOut(customerId: string, deviceId: string) {
      const revoked = await revoke(customerId, { only: deviceId });
      if (revoked.length === 0) throw new AppError(404, 'NotFound', 'This device is not signed in.');
    },

    async signOutAll(customerId: string, keep?: string) {
      await revoke(customerId, { keep });
    },

    /** The live sign-in a refresh token belongs to, when it is this customer's. */
    async current(customerId: string, presented: string | undefined) {
      const family = presented ? await families.familyOf(presented) : null;
      if (!family || family.revokedAt || family.customerId !== customerId) {
        throw new AppError(404, 'NotFound', 'This device is not signed in with a cookie.');
      }
      return { deviceId: family.familyId };
    },
  };
}

export type SignedInDevices = ReturnType<typeof signedInDevices>;
