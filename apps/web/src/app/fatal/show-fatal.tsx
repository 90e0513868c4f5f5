// Shows the fatal screen in its own root, for any path: removes the app, records the failure.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { track } from '../../lib/analytics.ts';
import { captureException } from '../../lib/error-reporting.ts';
import { platform } from '../../lib/platform.ts';
import { removeAppRoot } from '../app-root.ts';
import { FatalScreen } from './fatal-screen.tsx';
import { rememberRetry, wasRetried } from './retry-memory.ts';

export const FATAL_ROOT_ID = 'fatal-root';
export const FATAL_PATH = '/fatal';

let shown = false;

export const isFatalShown = (): boolean => shown;

/** Retry reloads the page; on /fatal itself it reloads the storefront's home instead. */
export function retry(): void {
  rememberRetry();
  if (window.location.pathname === FATAL_PATH) platform.assign('/');
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
