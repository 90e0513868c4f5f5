// Start-up, in the spec's order (section 4): loading view, preparatory steps, storage check,
// configuration, remove the loading view, mount. Any failure: the fatal screen with its reason.
// The loading indicator is hidden at the end in every case. Section 7: start-up also fetches the
// configuration through the API client; that second answer refreshes the settings the app reads,
// and its failure is only logged (the app already runs on the first).
import type { Configuration } from '@storefront/contract';

export interface StartUpSteps {
  showLoadingView(): void;
  prepare(): void;
  checkStorage(): void;
  fetchConfiguration(): Promise<Configuration>;
  /** The second configuration fetch, through the API client, once the app is mounted. */
  fetchConfigurationThroughApiClient?(): Promise<unknown>;
  /** Builds the app (router ready, first screen loaded) and returns how to mount it. */
  createApp(configuration: Configuration): Promise<() => void>;
  removeLoadingView(): void;
  showFatal(reason: unknown): void;
  hideLoadingIndicator(): void;
  logError?(error: unknown): void;
}

export async function startUp(steps: StartUpSteps): Promise<'mounted' | 'fatal'> {
  try {
    steps.showLoadingView();
    steps.prepare();
    steps.checkStorage();
    const configuration = await steps.fetchConfiguration();
    const mount = await steps.createApp(configuration);
    steps.removeLoadingView();
    mount();
    steps.fetchConfigurationThroughApiClient?.().catch((error: unknown) => steps.logError?.(error));
    return 'mounted';
  } catch (reason) {
    steps.removeLoadingView();
    steps.showFatal(reason);
    return 'fatal';
  } finally {
    steps.hideLoadingIndicator();
  }
}
