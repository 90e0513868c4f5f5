// The Sentry browser SDK, in its own chunk loaded after the first paint (error-reporting-loader.ts).
// Without a configured DSN it sends to our own envelope sink on this origin (decision 172); the
// SDK's own fetch transport sends the real envelopes either way.
import {
  captureException as sentryCaptureException,
  dedupeIntegration,
  eventFiltersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  type BrowserOptions,
} from '@sentry/react';
import { ERROR_REPORT_PROJECTS } from '@storefront/contract/http';
import { APP_VERSION } from './app-version.ts';
import { IGNORED_MESSAGE_PATTERNS, isIgnoredError } from './error-ignore-list.ts';
import type { Transport } from './error-reporting.ts';

/** The local sink's DSN on the page's own origin: http(s)://<public key>@<host>/<project id>. */
export function localDsn(location: Pick<Location, 'protocol' | 'host'>): string {
  const { publicKey, id } = ERROR_REPORT_PROJECTS.web;
  return `${location.protocol}//${publicKey}@${location.host}/${id}`;
}

export interface SentrySettings {
  /** A real Sentry project's DSN (VITE_SENTRY_DSN at build time); unset, the local sink's. */
  dsn: string;
  environment: string;
  /** Tests only: where envelopes go instead of fetch. */
  transport?: BrowserOptions['transport'];
}

/**
 * The SDK's settings. Its global handlers stay off: error-reporting.ts already sends uncaught errors
 * and rejections here, once. The spec's ignore list applies inside the SDK too.
 */
export function sentryOptions({ dsn, environment, transport }: SentrySettings): BrowserOptions {
  return {
    dsn,
    release: APP_VERSION,
    environment,
    defaultIntegrations: false,
    // URL and user agent (httpContext), causes (linkedErrors), a loop's repeats once (dedupe), and
    // ignoreErrors (eventFilters).
    integrations: [eventFiltersIntegration(), httpContextIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    ignoreErrors: IGNORED_MESSAGE_PATTERNS,
    beforeSend: (event, hint) => (isIgnoredError(hint.originalException) ? null : event),
    sendClientReports: false,
    ...(transport ? { transport } : {}),
  };
}

/** Starts the SDK and answers the transport error-reporting.ts sends through. */
export function startSentry(settings: SentrySettings): Transport {
  init(sentryOptions(settings));
  return (event) =>
    void sentryCaptureException(event.error, {
      tags: event.context.tags,
      extra: event.context.extra,
    });
}
