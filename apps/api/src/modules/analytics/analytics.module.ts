import type { Redis } from 'ioredis';
import { ANALYTICS_LIMITS } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { createLimiter } from '../../platform/rate-limit.ts';
import { analyticsRepository } from './analytics.repository.ts';
import { analyticsService } from './analytics.service.ts';

/** The collector's service: its own table and its own per-client budget (no other route shares it). */
export function analyticsModule({ db, clock, redis }: { db: Db; clock: Clock; redis?: Redis | undefined }) {
  return analyticsService({
    repository: analyticsRepository(db),
    limiter: createLimiter({
      name: 'analytics',
      points: ANALYTICS_LIMITS.batchesPerWindow,
      durationSeconds: ANALYTICS_LIMITS.windowSeconds,
      redis,
    }),
    clock,
  });
}
