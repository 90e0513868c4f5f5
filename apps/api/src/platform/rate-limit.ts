import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';
import { windowStore } from './window-store.ts';

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
  const limiter = windowStore(settings, options.redis);
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

/**
 * The shared Redis, or none without REDIS_URL. While it is unreachable a command fails at once
 * instead of queueing for the reconnect (no offline queue): each user of it has a stand-in in
 * process memory (rate limits, stream tickets, order events), and a request must not wait seconds
 * for a Redis that is not there. The outage is logged once when it starts and once when it ends.
 */
export function connectRedis(
  url: string | undefined,
  keyPrefix = '',
  log?: { warn(obj: object, msg: string): void; info(msg: string): void },
): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: false, keyPrefix });
  let unreachable = false;
  redis.on('error', (error: Error) => {
    if (unreachable) return;
    unreachable = true;
    log?.warn({ err: error }, 'Redis unreachable: rate limits, stream tickets and order events use process memory');
  });
  redis.on('ready', () => {
    if (!unreachable) return;
    unreachable = false;
    log?.info('Redis reachable again');
  });
  return redis;
}

/**
 * Waits (a while) for the first connection, so the first requests after start share their state
 * through Redis rather than finding it not yet connected; a Redis that is down at start only delays it.
 */
export async function redisConnected(redis: Redis, withinMs = 3_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    redis.on('ready', done);
  });
}
