import type { Redis } from 'ioredis';
import { windowStore } from './window-store.ts';

/** How many times something happened for a key within a fixed window that starts with the first. */
export interface WindowCounter {
  /** Counts one more event for `key`; answers the count in the window so far. */
  add(key: string): Promise<number>;
  count(key: string): Promise<number>;
}

/**
 * A counter of events (declined cards, say) per key over a fixed window: rate-limiter-flexible's
 * points used as a tally rather than a budget, so reading never spends anything. Shared through
 * Redis when the API runs several instances (REDIS_URL), in process memory otherwise.
 */
export function createWindowCounter(options: {
  name: string;
  windowSeconds: number;
  redis?: Redis | undefined;
}): WindowCounter {
  // The budget is never reached: nothing here refuses, callers compare the count with their limits.
  const settings = {
    keyPrefix: `wc:${options.name}`,
    points: Number.MAX_SAFE_INTEGER,
    duration: options.windowSeconds,
  };
  const tally = windowStore(settings, options.redis);
  return {
    async add(key) {
      return (await tally.penalty(key, 1)).consumedPoints;
    },
    async count(key) {
      return (await tally.get(key))?.consumedPoints ?? 0;
    },
  };
}
