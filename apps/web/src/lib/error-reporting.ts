// Error reporting with a Sentry-shaped interface. Every error is logged to the console; those not on
// the spec's ignore list (error-ignore-list.ts) also go to the Sentry SDK, which loads after the
// first paint (error-reporting-loader.ts) so the landing's first load does not carry it. Errors
// raised before it arrives wait for it in a short queue.
import { APP_VERSION } from './app-version.ts';
import { isIgnoredError } from './error-ignore-list.ts';

/** Spec section 9: "environment production"; a development server reports as itself. */
export const ENVIRONMENT: string = import.meta.env.PROD ? 'production' : import.meta.env.MODE;

/** Errors kept while the SDK loads; a start-up failure (the fatal screen) is among the first. */
export const PENDING_LIMIT = 20;

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
let pending: ErrorEvent[] | null = null;

/** A transport is on its way: keep what is captured until it arrives. */
export function expectTransport(): void {
  pending ??= [];
}

/** Plugs the transport in (and sends what waited for it); null unplugs it and forgets the queue. */
export function setTransport(next: Transport | null): void {
  transport = next;
  const waiting = pending ?? [];
  pending = null;
  if (next) waiting.forEach(next);
}

/** Whether the remote service should receive this error (the console always gets it). */
export const shouldSend = (error: unknown): boolean => !isIgnoredError(error);

export function captureException(error: unknown, context: ErrorContext = {}): void {
  const event: ErrorEvent = {
    error,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
    release: APP_VERSION,
    environment: ENVIRONMENT,
    context,
  };
  console.error(`[error ${APP_VERSION}]`, event.message, { error, ...context });
  if (!shouldSend(error)) return;
  if (transport) transport(event);
  else if (pending && pending.length < PENDING_LIMIT) pending.push(event);
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
