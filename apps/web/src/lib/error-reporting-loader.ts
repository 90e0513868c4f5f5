// Loads the Sentry SDK once the page has loaded (after the first paint), so it is not part of the
// landing's first-load JavaScript; errors captured before then wait for it (error-reporting.ts).
import { ENVIRONMENT, expectTransport, setTransport } from './error-reporting.ts';

/** A real Sentry project's DSN, set at build time; unset, the local sink on the page's origin. */
const CONFIGURED_DSN: string | undefined = import.meta.env.VITE_SENTRY_DSN || undefined;

export function loadErrorReportingAfterLoad(target: Window = window): void {
  expectTransport();
  const start = () =>
    void import('./sentry-reporter.ts')
      .then(({ localDsn, startSentry }) =>
        setTransport(startSentry({ dsn: CONFIGURED_DSN ?? localDsn(target.location), environment: ENVIRONMENT })),
      )
      // Offline, or a new build removed the chunk: the console still has every error.
      .catch(() => setTransport(null));
  if (target.document.readyState === 'complete') start();
  else target.addEventListener('load', start, { once: true });
}
