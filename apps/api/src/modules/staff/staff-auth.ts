import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';

/** A console sign-in lasts a shift. */
export const STAFF_SESSION_HOURS = 12;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const refused = () => new AppError(401, 'Unauthorized', 'That username and password do not match.');

export interface StaffMember {
  username: string;
  name: string;
  storeCode: string;
}

export function staffAuth(db: Db, clock: Clock) {
  return {
    async login(username: string, password: string) {
      const [member] = await db.select().from(staff).where(eq(staff.username, username.toLowerCase()));
      // Hash even for an unknown name, so timing does not tell which names exist.
      const ok = verifyPassword(
        password,
        member?.passwordHash ?? 'scrypt$16384$unknown-user-salt$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      );
      if (!member || !ok) throw refused();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + STAFF_SESSION_HOURS * 60 * 60 * 1000);
      await db.insert(staffSessions).values({ tokenHash: tokenHash(token), username: member.username, expiresAt });
      return { token, expiresAt, staff: { username: member.username, name: member.name, storeCode: member.storeCode } };
    },

    async memberFor(token: string | undefined): Promise<StaffMember> {
      if (!token) throw new AppError(401, 'Unauthorized', 'Please sign in to the store console.');
      const [row] = await db
        .select({ username: staff.username, name: staff.name, storeCode: staff.storeCode })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.username, staffSessions.username))
        .where(and(eq(staffSessions.tokenHash, tokenHash(token)), gt(staffSessions.expiresAt, clock.now())));
      if (!row) throw new AppError(401, 'Unauthorized', 'Your console session has ended. Please sign in again.');
      return row;
    },
  };
}

export type StaffAuth = ReturnType<typeof staffAuth>;
