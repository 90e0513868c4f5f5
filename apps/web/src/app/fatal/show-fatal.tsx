// Shows the fatal screen in its own root, for any path: removes the app, records the failure.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { track } from '../../lib/analytics.ts';
import { captureException } from '../../lib/error-reporting.ts';
import { platform } from '../../lib/platform/index.ts';
import { FATAL_FROM_PARAM, FATAL_PAGE } from '../../lib/server-errors.ts';
import { removeAppRoot } from '../app-root.ts';
import { FatalScreen } from './fatal-screen.tsx';
import { rememberRetry, wasRetried } from './retry-memory.ts';

export const FATAL_ROOT_ID = 'fatal-root';
export const FATAL_PATH = FATAL_PAGE;

let shown = false;

export const isFatalShown = (): boolean => shown;

/**
 * The page a visit to /fatal came from (`?from=`, set by the server-error policy): a path on this
 * site only, never /fatal itself; home when there is none.
 */
export function pageBeforeFatal(search: string): string {
  const from = new URLSearchParams(search).get(FATAL_FROM_PARAM) ?? '';
  const sameSite = from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\');
  if (!sameSite || new URL(from, 'https://storefront.invalid').pathname === FATAL_PATH) return '/';
  return from;
}

/** Retry reloads the page; on /fatal itself it loads the page that sent the visitor there. */
export function retry(): void {
  rememberRetry();
  if (window.location.pathname === FATAL_PATH) platform.assign(pageBeforeFatal(window.location.search));
  else platform.reload();
}

export function showFatal(reason: unknown): void {
  if (shown) return;
  shown = true;
  removeAppRoot();
  document.getElementById('loading')?.remove();
  const host = document.createElement('div');
  host.id = FATAL_ROOT_ID;
  document.body.append(host);
  track('fatal-error', { pagePath: window.location.pathname });
  captureException(reason, { tags: { fatal: 'true' } });
  createRoot(host).render(
    <StrictMode>
      <FatalScreen reason={reason} retried={wasRetried()} onRetry={retry} />
    </StrictMode>,
  );
}

/** Tests only: forget that the screen was shown. */
export function resetFatalForTests(): void {
  shown = false;
  document.getElementById(FATAL_ROOT_ID)?.remove();
}
