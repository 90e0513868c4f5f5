import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface WindowSettings {
  keyPrefix: string;
  points: number;
  /** Seconds in the window. */
  duration: number;
}

/**
 * Fixed-window points per key, shared through Redis when the API runs several instances
 * (REDIS_URL), with process memory standing in while Redis is unreachable; memory alone otherwise.
 */
export function windowStore(settings: WindowSettings, redis: Redis | undefined): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: new RateLimiterMemory(settings) })
    : new RateLimiterMemory(settings);
}
