// Error reporting with a Sentry-shaped interface. Events are logged to the console today; a real
// transport (Sentry, off without a DSN) plugs in through `setTransport` without touching callers.
import { ApiError, NetworkError } from './api-client.ts';

export const RELEASE = '2.0.0';
export const ENVIRONMENT = 'production';

/** HTTP statuses the spec calls noise: expected outcomes, not defects. */
export const IGNORED_STATUSES: readonly number[] = [400, 404, 412, 502];
/** Network failures, fetch failures and time-outs are the visitor's connection, not our bug. */
const IGNORED_MESSAGES = [/network\s?error/i, /failed to fetch/i, /load failed/i, /time(d)?\s?out/i, /aborted/i];

export interface ErrorContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export interface ErrorEvent {
  error: unknown;
  message: string;
  stack: string | undefined;
  release: string;
  environment: string;
  context: ErrorContext;
}

export type Transport = (event: ErrorEvent) => void;

let transport: Transport | null = null;

export function setTransport(next: Transport | null): void {
  transport = next;
}

/** Whether the remote service should receive this error (the console always gets it). */
export function shouldSend(error: unknown): boolean {
  if (error instanceof NetworkError) return false;
  if (error instanceof ApiError && IGNORED_STATUSES.includes(error.status)) return false;
  const message = error instanceof Error ? error.message : String(error);
  return !IGNORED_MESSAGES.some((pattern) => pattern.test(message));
}

export function captureException(error: unknown, context: ErrorContext = {}): void {
  const event: ErrorEvent = {
    error,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
    release: RELEASE,
    environment: ENVIRONMENT,
    context,
  };
  console.error(`[error ${RELEASE}]`, event.message, { error, ...context });
  if (transport && shouldSend(error)) transport(event);
}

/** Uncaught errors and unhandled rejections reach the reporter with their stack. */
export function installGlobalHandlers(target: Window = window): void {
  target.addEventListener('error', (event) =>
    captureException(event.error ?? event.message, { tags: { source: 'window.onerror' } }),
  );
  target.addEventListener('unhandledrejection', (event) =>
    captureException(event.reason, { tags: { source: 'unhandledrejection' } }),
  );
}
