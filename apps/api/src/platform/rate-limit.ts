import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

export interface Limiter {
  /** Counts one attempt for `key`; throws 429 TooManyRequests once the budget is spent. */
  consume(key: string): Promise<void>;
}

/**
 * A fixed-window budget per key, shared through Redis when the API runs several instances
 * (REDIS_URL), in process memory otherwise.
 */
export function createLimiter(options: {
  name: string;
  points: number;
  durationSeconds: number;
  redis?: Redis | undefined;
}): Limiter {
  const settings = { keyPrefix: `rl:${options.name}`, points: options.points, duration: options.durationSeconds };
  const limiter: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({
        ...settings,
        storeClient: options.redis,
        insuranceLimiter: new RateLimiterMemory(settings),
      })
    : new RateLimiterMemory(settings);
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.ceil(error.msBeforeNext / 1000);
        throw new AppError(429, 'TooManyRequests', `Too many attempts. Please try again in ${seconds} seconds.`, [], {
          retryAfterSeconds: seconds,
        });
      }
    },
  };
}

export function connectRedis(url: string | undefined): Redis | undefined {
  return url ? new Redis(url, { maxRetriesPerRequest: 2 }) : undefined;
}
