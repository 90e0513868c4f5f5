import type { AnalyticsBatch, AnalyticsFunnel } from '@storefront/contract';
import { addDaysToDate, resolveStoreLocalTime, storeLocalDate } from '@storefront/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Limiter } from '../../platform/rate-limit.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

/** A store whose zone is unknown counts its day in head office's. */
export const DEFAULT_FUNNEL_TIME_ZONE = 'Australia/Sydney';

const STEP_LABELS = {
  sessions: 'Visits',
  localised: 'Chose delivery or pickup',
  added: 'Added to cart',
  checkout: 'Began checkout',
  ordered: 'Ordered',
} as const;

export function analyticsService({
  repository,
  limiter,
  clock,
}: {
  repository: AnalyticsRepository;
  /** Batches per client: a flood is refused here, before its body is read. */
  limiter: Limiter;
  clock: Clock;
}) {
  return {
    admit: (clientKey: string): Promise<void> => limiter.consume(clientKey),

    /** Keeps a validated batch: each event's fields apart from its name and client time. */
    async collect(batch: AnalyticsBatch): Promise<{ accepted: number }> {
      const receivedAt = clock.now();
      await repository.save(
        batch.events.map(({ event, at, ...payload }) => ({
          sessionId: batch.sessionId,
          name: event,
          payload,
          occurredAt: new Date(at),
          receivedAt,
        })),
      );
      return { accepted: batch.events.length };
    },

    /** The funnel of one local day (today when no date is given) in the store's time zone. */
    async funnel(timeZone: string, date?: string): Promise<AnalyticsFunnel> {
      const day = date ?? storeLocalDate(clock.now(), timeZone);
      const from = resolveStoreLocalTime(day, '00:00', timeZone);
      const to = resolveStoreLocalTime(addDaysToDate(day, 1), '00:00', timeZone);
      const counts = await repository.funnel(from, to);
      return {
        date: day,
        timeZone,
        steps: (Object.keys(STEP_LABELS) as (keyof typeof STEP_LABELS)[]).map((step) => ({
          step,
          label: STEP_LABELS[step],
          count: counts[step],
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
