import { randomBytes } from 'node:crypto';
import { staffSeeds } from '@storefront/catalog';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';

export const MIN_STAFF_PASSWORD_LENGTH = 12;

export class StaffPasswordError extends Error {}

/** Sets a console account's password (random salt) and ends its open sessions. */
export async function setStaffPassword(db: Db, username: string, password: string): Promise<void> {
  const name = username.trim().toLowerCase();
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
    throw new StaffPasswordError(`A console password needs at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`);
  }
  if (staffSeeds.some((seed) => seed.developmentPassword === password)) {
    throw new StaffPasswordError('That is a published development password: choose another.');
  }
  const passwordHash = hashPassword(password, randomBytes(16).toString('base64url'));
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(staff)
      .set({ passwordHash })
      .where(eq(staff.username, name))
      .returning({ username: staff.username });
    if (updated.length === 0) throw new StaffPasswordError(`There is no staff account ${name}.`);
    await tx.delete(staffSessions).where(eq(staffSessions.username, name));
  });
}
