// The native app's platform, built on the Capacitor plugins the shell passes in (plugins.ts). Loaded
// only in the native shells (install-native-platform.ts imports it), never by the browser.
import { track } from '../analytics.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { offerBiometricLogin } from './biometric-prompt.ts';
import { DEVELOPMENT_APP_UPDATE_PUBLIC_KEY } from './bundle-signature.ts';
import { handleDeepLink } from './deep-links.ts';
import { devicePreferences } from './device-preferences.ts';
import { runLiveUpdate } from './live-update.ts';
import { networkToasts } from './network-toasts.ts';
import type { Platform, PlatformHost } from './platform.ts';
import type { NativePlugins } from './plugins.ts';
import { runStoreUpdate } from './store-update.ts';
import { deviceVault } from './vault.ts';
import { webPlatform } from './web-platform.ts';

export interface CapacitorPlatformOptions {
  /**
   * The public site's host: deep links to it are the app's own. Default: the web view's host, which
   * the shells set to the storefront's (`server.hostname` in capacitor.config.ts).
   */
  appHost?: string;
  log?: (message: string, detail?: unknown) => void;
  /** The update server's public key; default VITE_APP_UPDATE_PUBLIC_KEY, else the development key. */
  updatePublicKey?: string;
}

export function capacitorPlatform(plugins: NativePlugins, options: CapacitorPlatformOptions = {}): Platform {
  const log = options.log ?? ((message, detail) => console.warn(`[native] ${message}`, detail ?? ''));
  const preferences = devicePreferences(plugins.preferences);
  const vault = deviceVault(plugins.vault, preferences, log);
  let online = true;
  let started: Promise<void> | null = null;

  async function start(host: PlatformHost): Promise<void> {
    await vault.start();
    await plugins.app.addListener('appUrlOpen', ({ url }) => {
      void handleDeepLink(url, {
        appHost: options.appHost ?? window.location.host,
        isInternalRoute: host.isInternalRoute,
        navigate: host.navigate,
        openBrowser: (address) => plugins.browser.open({ url: address }),
      });
    });
    await plugins.app.addListener('pause', () => {
      void runLiveUpdate({
        plugin: plugins.liveUpdate,
        preferences,
        currentUrl: host.currentUrl,
        navigate: host.navigate,
        progress: (message) => log(message),
        log,
        publicKey:
          options.updatePublicKey ??
          (import.meta.env.VITE_APP_UPDATE_PUBLIC_KEY as string | undefined) ??
          DEVELOPMENT_APP_UPDATE_PUBLIC_KEY,
      });
    });
    await plugins.app.addListener('resume', () => track('app_open', { resumed: true }));
    online = (await plugins.network.getStatus()).connected;
    const toast = networkToasts(online);
    await plugins.network.addListener('networkStatusChange', (status) => {
      online = status.connected;
      toast(status);
    });
    void runStoreUpdate(plugins.appUpdate, plugins.platform, log);
  }

  return {
    ...webPlatform,
    isNative: true,
    os: plugins.platform,
    isOnline: () => online,
    imageFormat: () => (plugins.platform === 'ios' ? 'jpg' : 'webp'),
    start: (host) => (started ??= start(host)),
    async afterLogin(customerId) {
      await vault.afterLogin(customerId);
      await offerBiometricLogin({
        biometric: plugins.biometric,
        preferences,
        ask: (prompt) => openAlert({ type: 'confirm', ...prompt }),
        useUnlockMode: (mode) => vault.useUnlockMode(mode),
      });
    },
    shouldRevokeOnLogout: async () => !(await vault.holdsLockedData()),
    afterLogout: () => vault.afterLogout(),
  };
}
