// Entry point: global styles, then start-up (bootstrap.ts) with the browser's steps.
import './styles/tokens.css';
import './styles/base.css';
import { setAbTests } from '../lib/ab-tests.ts';
import { loadConfiguration } from '../lib/api/get-configuration.ts';
import { installGlobalHandlers } from '../lib/error-reporting.ts';
import { platform } from '../lib/platform.ts';
import { startUp } from './bootstrap.ts';
import { showFatal } from './fatal/show-fatal.tsx';
import { createApp } from './mount-app.tsx';
import { installPreloadErrorHandler } from './navigation/chunk-reload.ts';
import { removeLoadingView, showLoadingView } from './start-up/loading-view.ts';
import { checkBrowserStorage } from './start-up/storage-check.ts';

void startUp({
  showLoadingView: () => showLoadingView(),
  prepare: () => {
    installGlobalHandlers();
    installPreloadErrorHandler();
    setAbTests();
  },
  checkStorage: () => checkBrowserStorage(),
  fetchConfiguration: loadConfiguration,
  createApp: () => createApp(),
  removeLoadingView: () => removeLoadingView(),
  showFatal,
  hideLoadingIndicator: () => platform.hideLoadingIndicator(),
});
