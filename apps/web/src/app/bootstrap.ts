// Start-up, in the spec's order (section 4): loading view, preparatory steps, storage check,
// configuration, remove the loading view, mount. Any failure: the fatal screen with its reason.
// The loading indicator is hidden at the end in every case.
import type { Configuration } from '@storefront/contract';

export interface StartUpSteps {
  showLoadingView(): void;
  prepare(): void;
  checkStorage(): void;
  fetchConfiguration(): Promise<Configuration>;
  /** Builds the app (router ready, first screen loaded) and returns how to mount it. */
  createApp(configuration: Configuration): Promise<() => void>;
  removeLoadingView(): void;
  showFatal(reason: unknown): void;
  hideLoadingIndicator(): void;
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
    return 'mounted';
  } catch (reason) {
    steps.removeLoadingView();
    steps.showFatal(reason);
    return 'fatal';
  } finally {
    steps.hideLoadingIndicator();
  }
}
