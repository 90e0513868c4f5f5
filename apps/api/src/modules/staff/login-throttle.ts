import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../platform/errors.ts';

/**
 * Console sign-in limits (OWASP ASVS 2.2.1): a few wrong passwords per username, more per client
 * address (one shop's staff share one), then a lockout that doubles each time it recurs within a day.
 */
export const STAFF_LOGIN_LIMITS = {
  failuresPerUsername: 5,
  failuresPerAddress: 20,
  failureWindowSeconds: 15 * 60,
  firstLockoutSeconds: 60,
  maxLockoutSeconds: 60 * 60,
  /** How long earlier lockouts count towards the next one's length. */
  lockoutMemorySeconds: 24 * 60 * 60,
} as const;
export type StaffLoginLimits = { [K in keyof typeof STAFF_LOGIN_LIMITS]: number };

/** The lockout after `previous` earlier ones: 60 s, 120 s, 240 s ... up to the maximum. */
export const lockoutSeconds = (previous: number, limits: StaffLoginLimits = STAFF_LOGIN_LIMITS) =>
  Math.min(limits.firstLockoutSeconds * 2 ** previous, limits.maxLockoutSeconds);

const tooMany = (msBeforeNext: number) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(
    429,
    'TooManyRequests',
    `Too many sign-in attempts. Please try again in ${seconds} seconds.`,
    [],
    { retryAfterSeconds: seconds },
  );
};

export interface LoginAttempt {
  /** The password was right: the username's wrong tries are forgotten. */
  succeeded(): Promise<void>;
  /** The password was wrong: past the budget, the username or the address is locked out. */
  failed(): Promise<void>;
}

/**
 * Counts console sign-in attempts per username and per client address, in Redis when the API runs
 * several instances (so the budget is shared), in memory otherwise. An attempt is counted before
 * the password is checked, so parallel guesses cannot slip past the budget; a right password
 * gives its point back.
 */
export function staffLoginThrottle(redis: Redis | undefined, limits: StaffLoginLimits = STAFF_LOGIN_LIMITS) {
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const settings = { keyPrefix: `rl:staff-login-${name}`, points, duration };
    return redis
      ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: new RateLimiterMemory(settings) })
      : new RateLimiterMemory(settings);
  };
  const budgets = {
    username: limiter('username', limits.failuresPerUsername, limits.failureWindowSeconds),
    address: limiter('address', limits.failuresPerAddress, limits.failureWindowSeconds),
  };
  // One point marks a key locked; block() keeps it locked for the lockout's length.
  const locked = limiter('locked', 1, limits.maxLockoutSeconds);
  const lockouts = limiter('lockouts', Number.MAX_SAFE_INTEGER, limits.lockoutMemorySeconds);

  async function assertNotLocked(key: string) {
    const state = await locked.get(key);
    if (state && state.consumedPoints > 1) throw tooMany(state.msBeforeNext);
  }

  async function lockOut(key: string, budget: RateLimiterAbstract) {
    const previous = (await lockouts.get(key))?.consumedPoints ?? 0;
    await lockouts.consume(key);
    await locked.block(key, lockoutSeconds(previous, limits));
    // After the lockout the key gets a fresh budget; the next lockout is twice as long.
    await budget.delete(key);
  }

  async function spend(key: string, budget: RateLimiterAbstract): Promise<boolean> {
    try {
      const spent = await budget.consume(key);
      return spent.remainingPoints === 0;
    } catch (error) {
      // Parallel attempts that find the budget already spent wait like the lockout they caused.
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  return {
    /** Starts an attempt, or refuses it with 429 while the username or address is locked out. */
    async begin(username: string, address: string): Promise<LoginAttempt> {
      const user = `user:${username.trim().toLowerCase()}`;
      const from = `address:${address}`;
      await assertNotLocked(user);
      await assertNotLocked(from);
      const userSpent = await spend(user, budgets.username);
      const addressSpent = await spend(from, budgets.address);
      return {
        async succeeded() {
          await budgets.username.delete(user);
          await budgets.address.reward(from, 1);
        },
        async failed() {
          if (userSpent) await lockOut(user, budgets.username);
          if (addressSpent) await lockOut(from, budgets.address);
        },
      };
    },
  };
}

export type StaffLoginThrottle = ReturnType<typeof staffLoginThrottle>;
