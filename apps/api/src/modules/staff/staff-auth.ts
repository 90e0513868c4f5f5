import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { StaffLoginThrottle } from './login-throttle.ts';

/** A console sign-in lasts a shift. */
export const STAFF_SESSION_HOURS = 12;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const refused = () => new AppError(401, 'Unauthorized', 'That username and password do not match.');

export interface StaffMember {
  username: string;
  name: string;
  storeCode: string;
  /** 'editor' may edit and publish content (decision 177); 'marketing' schedules cards and messages (decision 165). */
  role: 'store' | 'editor' | 'marketing';
}

export function staffAuth(db: Db, clock: Clock, throttle: StaffLoginThrottle) {
  return {
    /** `address` is the client's: wrong passwords are limited per username and per address. */
    async login(username: string, password: string, address: string) {
      // A locked-out username is refused before its password is looked at, right or wrong.
      const attempt = await throttle.begin(username, address);
      const [member] = await db.select().from(staff).where(eq(staff.username, username.toLowerCase()));
      // Hash even for an unknown name, so timing does not tell which names exist.
      const ok = verifyPassword(
        password,
        member?.passwordHash ?? 'scrypt$16384$unknown-user-salt$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      );
      if (!member || !ok) {
        await attempt.failed();
        throw refused();
      }
      await attempt.succeeded();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + STAFF_SESSION_HOURS * 60 * 60 * 1000);
      await db.insert(staffSessions).values({ tokenHash: tokenHash(token), username: member.username, expiresAt });
      return { token, expiresAt, staff: { username: member.username, name: member.name, storeCode: member.storeCode } };
    },

    async memberFor(token: string | undefined): Promise<StaffMember> {
      if (!token) throw new AppError(401, 'Unauthorized', 'Please sign in to the store console.');
      const [row] = await db
        .select({ username: staff.username, name: staff.name, storeCode: staff.storeCode, role: staff.role })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.username, staffSessions.username))
        .where(and(eq(staffSessions.tokenHash, tokenHash(token)), gt(staffSessions.expiresAt, clock.now())));
      if (!row) throw new AppError(401, 'Unauthorized', 'Your console session has ended. Please sign in again.');
      return row;
    },

    /** A member by username (a stream ticket names who it was issued to); 401 once the account is gone. */
    async memberNamed(username: string): Promise<StaffMember> {
      const [row] = await db
        .select({ username: staff.username, name: staff.name, storeCode: staff.storeCode, role: staff.role })
        .from(staff)
        .where(eq(staff.username, username));
      if (!row) throw new AppError(401, 'Unauthorized', 'Please sign in to the store console.');
      return row;
    },
  };
}

export type StaffAuth = ReturnType<typeof staffAuth>;
