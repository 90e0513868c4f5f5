import { staffSeeds } from '@storefront/catalog';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/passwords.ts';

/** Startup is refused: one line for the operator, no stack. */
export class StartupRefusal extends Error {}

/** The seeded accounts whose password is still the published development one. */
export async function staffWithDevelopmentPasswords(db: Db): Promise<string[]> {
  const seeded = new Map(staffSeeds.map((seed) => [seed.username, seed.developmentPassword]));
  const rows = await db
    .select({ username: staff.username, passwordHash: staff.passwordHash })
    .from(staff)
    .where(inArray(staff.username, [...seeded.keys()]));
  return rows
    .filter((row) => verifyPassword(seeded.get(row.username)!, row.passwordHash))
    .map((row) => row.username)
    .sort();
}

/**
 * In production the development passwords (docs/store-console.md, the catalogue's seed) are public:
 * a console account that still has one would open any store's orders to anyone.
 */
export async function refuseDevelopmentPasswords(db: Db): Promise<void> {
  const names = await staffWithDevelopmentPasswords(db);
  if (names.length === 0) return;
  throw new StartupRefusal(
    `Refusing to start in production: staff account${names.length > 1 ? 's' : ''} ${names.join(', ')} still use${
      names.length > 1 ? '' : 's'
    } the development password from docs/store-console.md; set a new one with npm run staff:password -- <username>.`,
  );
}
