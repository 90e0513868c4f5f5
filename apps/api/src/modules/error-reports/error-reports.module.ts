import type { Redis } from 'ioredis';
import { ERROR_REPORT_LIMITS } from '@storefront/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { createLimiter } from '../../platform/rate-limit.ts';
import { errorReportsRepository } from './error-reports.repository.ts';
import { errorReportsService } from './error-reports.service.ts';
import { sourceMapResolver } from './source-map-resolver.ts';

/** The envelope sink's service: its own table, its own per-client budget, the app's build for source maps. */
export function errorReportsModule({
  db,
  clock,
  redis,
  webDistDir,
}: {
  db: Db;
  clock: Clock;
  redis?: Redis | undefined;
  webDistDir: string;
}) {
  return errorReportsService({
    repository: errorReportsRepository(db),
    limiter: createLimiter({
      name: 'error-reports',
      points: ERROR_REPORT_LIMITS.envelopesPerWindow,
      durationSeconds: ERROR_REPORT_LIMITS.windowSeconds,
      redis,
    }),
    sourceMaps: sourceMapResolver(webDistDir),
    clock,
  });
}
