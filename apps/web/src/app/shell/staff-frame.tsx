// The frame around the staff tools (store console, content editor, marketing console, error
// reports): a skip link, a slim header with the brand and the tool's name, the page, and the overlays
// the tools use (snackbar, spinner, confirmations, the app update). None of the customer's shell: no
// order summary, cart, navigation or footer, no promotions or live-order link, and no location
// session or analytics, which are about customers (decision 243). Loaded with the tool it frames.
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { BRAND_NAME, LogoMark } from '../../ui/logo/logo.tsx';
import { SnackbarHost } from '../../ui/snackbar/snackbar.tsx';
import { SpinnerOverlay } from '../../ui/spinner/spinner.tsx';
import { loadChunk } from '../navigation/chunk-reload.ts';
import { UpdatePromptHost } from '../pwa/update-prompt-host.tsx';
// The skip link's style, shared with the customer's shell.
import './shell.css';
import './staff-frame.css';

/** Route `handle` of a staff tool: its name in the frame's header. */
export interface StaffHandle {
  staffTitle: string;
}

const AlertDialog = lazy(() => loadChunk(() => import('../../ui/alert-dialog/alert-dialog.tsx')));

/** The deepest matched route's tool name. */
function useStaffTitle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as Partial<StaffHandle> | undefined)?.staffTitle)
    .filter((title) => title !== undefined)
    .at(-1);
}

export function StaffFrame() {
  const title = useStaffTitle();
  const alertOpen = useAlertStore((s) => s.current !== null);
  return (
    <div className="staff-frame">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="staff-header">
        <div className="staff-header__bar container">
          {/* A document load, not an in-app one: the storefront then starts with its own shell and
              session, as on a customer's visit. */}
          <a href="/" className="staff-header__brand">
            <LogoMark size={32} />
            <span>
              {BRAND_NAME} <span className="sr-only">home</span>
            </span>
          </a>
          {title && <p className="staff-header__title">{title}</p>}
        </div>
      </header>
      <main id="main-content" className="staff-frame__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SnackbarHost />
      <SpinnerOverlay />
      <UpdatePromptHost />
      <Suspense fallback={null}>{alertOpen && <AlertDialog />}</Suspense>
    </div>
  );
}
