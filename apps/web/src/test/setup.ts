// Component-test environment: jsdom misses a few browser APIs the storefront relies on.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startBackgroundWork } from '../lib/background-work.ts';
import { provideSurveyScreen } from '../lib/embedded-survey.ts';
import { provideSessionRecovery } from '../lib/session/session-recovery.ts';

// The typed client checks each answer against the contract's schemas, loaded on the first call;
// loading them here keeps that first load out of a test's one-second waits.
await import('@storefront/contract');

// As app/main.tsx does at start-up: session answers (410, 412) can reset or save the session again.
provideSessionRecovery(() => import('../lib/session/session-reset.ts'));
// The first screen is long drawn in a component test: background work (watches, senders) runs at once.
startBackgroundWork();
// As app/main.tsx does: the order page's embedded survey is the survey feature's screen.
provideSurveyScreen(async () => (await import('../features/survey/screens.ts')).SurveyPage);

// findBy and waitFor give a screen 3 s rather than 1 s: a lazy screen's first import in a test file
// can take longer than a second on a loaded two-core machine, and a passing wait ends at once anyway.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has HTMLDialogElement but not showModal/show/close; mimic the parts our modal uses.
const dialogProto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
if (typeof dialogProto.showModal !== 'function') {
  dialogProto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogProto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogProto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

window.scrollTo = () => {};
