import { createHash } from 'node:crypto';
import { ERROR_REPORT_LIMITS, type ErrorReport, type ErrorReportProject } from '@storefront/contract';
import type { Clock } from '../../platform/clock.ts';
import { maskSecretQuery } from '../../platform/logging.ts';
import type { Limiter } from '../../platform/rate-limit.ts';
import { readErrorEvents, type ReceivedErrorEvent } from './envelope-events.ts';
import type { ErrorReportsRepository } from './error-reports.repository.ts';
import type { SourceMapResolver } from './source-map-resolver.ts';

/** The same error again: same project, type, message and innermost frame (as sent, before mapping). */
export function fingerprintOf(project: ErrorReportProject, event: ReceivedErrorEvent): string {
  const top = event.frames[0];
  const parts = [project, event.type ?? '', event.message, top?.file ?? '', top?.function ?? '', top?.line ?? ''];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** A URL with the values of secret query parameters masked, as in the request log (decision 087). */
const maskedUrl = (url: string | null) => (url ? maskSecretQuery(url) : null);

export function errorReportsService({
  repository,
  limiter,
  sourceMaps,
  clock,
}: {
  repository: ErrorReportsRepository;
  /** Envelopes per client: a flood is refused before its body is read. */
  limiter: Limiter;
  sourceMaps: SourceMapResolver;
  clock: Clock;
}) {
  return {
    admit: (clientKey: string): Promise<void> => limiter.consume(clientKey),

    /** Keeps the envelope's error events (the app's frames source-mapped); the first event's id is answered. */
    async ingest(project: ErrorReportProject, envelope: string): Promise<{ id: string | null }> {
      const events = readErrorEvents(envelope);
      for (const event of events) {
        const frames =
          project === 'web'
            ? await sourceMaps.resolve(event.frames)
            : event.frames.map((frame) => ({ ...frame, original: null }));
        await repository.record(
          {
            fingerprint: fingerprintOf(project, event),
            project,
            eventId: event.eventId,
            type: event.type,
            message: event.message,
            release: event.release,
            environment: event.environment,
            url: maskedUrl(event.url),
            userAgent: event.userAgent,
            frames,
          },
          clock.now(),
        );
      }
      return { id: events[0]?.eventId ?? null };
    },

    latest: (): Promise<ErrorReport[]> => repository.latest(ERROR_REPORT_LIMITS.listed),

    close: () => sourceMaps.close(),
  };
}

export type ErrorReportsService = ReturnType<typeof errorReportsService>;
