// Spec section 8: "The error-reporting service ignores noisy errors such as network failures, fetch
// failures, timeouts and HTTP 400, 404, 412 and 502 request errors." One entry per noise, used by the
// reporter before anything is sent and by the Sentry SDK itself (ignoreErrors and beforeSend).
import { ApiError, NetworkError } from './api-client.ts';

/** HTTP statuses the spec calls noise: expected outcomes, not defects. */
export const IGNORED_STATUSES: readonly number[] = [400, 404, 412, 502];

/**
 * Messages of the connection's failures, as browsers word them: matched against the error's
 * message (and by the SDK against "Type: message").
 */
export const IGNORED_MESSAGES = {
  /** Firefox "NetworkError when attempting to fetch resource.", our own NetworkError. */
  networkFailure: /network\s?error/i,
  /** Chrome "Failed to fetch", Safari "Load failed". */
  fetchFailure: /failed to fetch|load failed/i,
  /** "Request timed out", AbortSignal.timeout's "TimeoutError: signal timed out". */
  timeout: /time(d)?\s?out/i,
  /** Not in the spec's list, same kind: a request the app itself cancelled ("AbortError: ... aborted"). */
  cancelledRequest: /\babort(ed|error)\b/i,
} as const;

/** The patterns as Sentry's `ignoreErrors` takes them. */
export const IGNORED_MESSAGE_PATTERNS: RegExp[] = Object.values(IGNORED_MESSAGES);

/** Whether the error is noise the error-reporting service must not receive (the console still logs it). */
export function isIgnoredError(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) return IGNORED_STATUSES.includes(error.status);
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return IGNORED_MESSAGE_PATTERNS.some((pattern) => pattern.test(text));
}
