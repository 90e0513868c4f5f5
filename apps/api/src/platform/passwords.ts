import { createHash, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = 16384;

/**
 * scrypt, stored as `scrypt$cost$salt$hash`. The salt is given so the seed can hash the same
 * password to the same text every run (idempotent seeding); a random one suits new accounts.
 */
export function hashPassword(password: string, salt: string): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST }).toString('base64url');
  return `scrypt$${COST}$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, salt, expected.length, { N: Number(cost) });
  return timingSafeEqual(expected, actual);
}

/** Stored instead of a hash for an account with no password yet: nothing verifies against it. */
export const NO_PASSWORD_YET = 'locked:no-password-yet';

/** A stable salt for seeded accounts, derived from the username. */
export const seedSalt = (username: string) =>
  createHash('sha256').update(`staff:${username}`).digest('base64url').slice(0, 22);
