// Entry point: global styles, then start-up (bootstrap.ts) with the browser's steps.
import './styles/tokens.css';
import './styles/base.css';
import './start-up/zod-settings.ts';
import { setAbTests } from '../lib/ab-tests.ts';
import { loadConfiguration, refreshConfiguration } from '../lib/api/get-configuration.ts';
import {
  afterFirstScreen,
  startBackgroundWork,
  startBackgroundWorkAtTheLatest,
  startBackgroundWorkWhenIdle,
} from '../lib/background-work.ts';
import { captureException, expectTransport, installGlobalHandlers } from '../lib/error-reporting.ts';
import { loadErrorReportingAfterLoad } from '../lib/error-reporting-loader.ts';
import { platform } from '../lib/platform/index.ts';
import { installNativePlatform } from '../lib/platform/install-native-platform.ts';
import { provideSurveyScreen } from '../lib/embedded-survey.ts';
import { keepPersonalLandingCookie } from '../lib/session/personal-landing-cookie.ts';
import { provideSessionRecovery } from '../lib/session/session-recovery.ts';
import { startUp } from './bootstrap.ts';
import { showFatal } from './fatal/show-fatal.tsx';
import { createApp } from './mount-app.tsx';
import { installPreloadErrorHandler } from './navigation/chunk-reload.ts';
import { preloadFirstScreen } from './routes/preload-first-screen.ts';
import { createRoutes } from './routes/route-table.tsx';
import { removeLoadingView, showLoadingView } from './start-up/loading-view.ts';
import { holdClicksUntilMounted } from './start-up/prerendered-page.ts';
import { checkBrowserStorage } from './start-up/storage-check.ts';

// In the native shells the Capacitor platform (real plugins) replaces the web one before the app is
// created; in the browser this resolves at once. If it fails the app runs with the web behaviour.
const nativePlatformInstalled = installNativePlatform().catch((error: unknown) =>
  captureException(error, { tags: { source: 'native-platform' } }),
);

// On a prerendered page (the landing) a tap before the app has mounted is made again once it has.
const releaseHeldClick = holdClicksUntilMounted();

void startUp({
  showLoadingView: () => showLoadingView(),
  prepare: () => {
    installGlobalHandlers();
    // The Sentry SDK arrives once the first screen is drawn; what fails before then waits for it.
    expectTransport();
    afterFirstScreen(() => loadErrorReportingAfterLoad());
    startBackgroundWorkAtTheLatest();
    installPreloadErrorHandler();
    // The first screen's code (and a product page's product) loads while the configuration does.
    preloadFirstScreen(createRoutes(), window.location.pathname);
    setAbTests();
    provideSessionRecovery(() => import('../lib/session/session-reset.ts'));
    // A reload of `/` with a store chosen or signed in comes as the app's HTML, not the guest's landing.
    keepPersonalLandingCookie();
    provideSurveyScreen(async () => (await import('../features/survey/screens.ts')).SurveyPage);
  },
  checkStorage: () => checkBrowserStorage(),
  fetchConfiguration: loadConfiguration,
  fetchConfigurationThroughApiClient: refreshConfiguration,
  logError: (error) => captureException(error, { tags: { source: 'configuration' } }),
  createApp: async () => {
    await nativePlatformInstalled;
    const mount = await createApp();
    // The first render in a task of its own: after the router's start it made one long task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return () => {
      mount();
      releaseHeldClick();
      startBackgroundWorkWhenIdle();
    };
  },
  removeLoadingView: () => removeLoadingView(),
  showFatal: (reason) => {
    showFatal(reason);
    // No first screen to wait for: the fatal screen's error has to reach the reporting service.
    startBackgroundWork();
  },
  hideLoadingIndicator: () => platform.hideLoadingIndicator(),
});

// The service worker registers once the first screen is drawn, from its own small chunk.
afterFirstScreen(() => void import('../lib/pwa/register-service-worker.ts').then((pwa) => pwa.registerServiceWorker()));
