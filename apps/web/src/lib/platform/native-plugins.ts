// The real Capacitor plugins behind the interfaces of plugins.ts (docs/native-app.md, decision 215),
// and their loading. Only the native shells load this module (install-native-platform.ts imports it
// dynamically), so neither the adapters nor the plugin packages are in the browser's bundle.
//
// @capacitor/app, network, preferences and browser already have the shape of plugins.ts and are
// passed as they are (the compiler checks it). The others differ and are adapted here:
// - @capawesome/capacitor-app-update: its statuses and result codes are mapped onto spec section 3's;
// - @capawesome/capacitor-live-update: our configure/check/download/extract/reload over the update
//   server's check and the plugin's self-hosted bundle calls;
// - @capgo/capacitor-native-biometric: availability (biometrics alone, no passcode fallback);
// - the vault: capacitor-secure-storage-plugin (Keychain, Android Keystore) for the values, with the
//   lock, unlock modes and background lock done here, unlocking through the biometric plugin.
import type { AppPlugin as CapacitorApp } from '@capacitor/app';
import type { AppUpdatePlugin as CapawesomeAppUpdate } from '@capawesome/capacitor-app-update';
import type { LiveUpdatePlugin as CapawesomeLiveUpdate } from '@capawesome/capacitor-live-update';
import type { NativeBiometricPlugin } from '@capgo/capacitor-native-biometric';
import type { SecureStoragePluginPlugin } from 'capacitor-secure-storage-plugin';
import { callApi } from '../api/call-api.ts';
import { APP_VERSION } from '../app-version.ts';
import {
  AppUpdateAvailability,
  AppUpdateResultCode,
  FlexibleUpdateInstallStatus,
  type AppUpdateInfo,
  type AppUpdatePlugin,
  type BiometricPlugin,
  type LiveUpdateCheck,
  type LiveUpdatePlugin,
  type NativePlugins,
  type UnlockMode,
  type VaultPlugin,
} from './plugins.ts';

type Os = NativePlugins['platform'];

/** `value` when it is one of `table`'s numbers, else `fallback`. */
function known<T extends number>(table: Record<string, T>, value: number | undefined, fallback: T): T {
  return Object.values(table).find((code) => code === value) ?? fallback;
}

/**
 * @capawesome/capacitor-app-update. Its numbering is the spec's (section 3), so known values pass
 * through; a value this app does not know (a later plugin version) reads as unknown availability or
 * status, and an unknown result code as FAILED: the immediate update did not end well, so the store
 * is opened, as after any failure. On iOS the plugin opens the App Store only with the app's Apple
 * id (`appleAppId`, from VITE_APPLE_APP_ID); on Android it opens the app's own Play Store page.
 */
export function appUpdateAdapter(plugin: CapawesomeAppUpdate, os: Os, appleAppId?: string): AppUpdatePlugin {
  return {
    async getAppUpdateInfo(): Promise<AppUpdateInfo> {
      const info = await plugin.getAppUpdateInfo();
      return {
        currentVersionName: info.currentVersionName,
        availableVersionName: info.availableVersionName,
        updateAvailability: known(AppUpdateAvailability, info.updateAvailability, AppUpdateAvailability.UNKNOWN),
        immediateUpdateAllowed: info.immediateUpdateAllowed === true,
        installStatus: known(FlexibleUpdateInstallStatus, info.installStatus, FlexibleUpdateInstallStatus.UNKNOWN),
      };
    },
    async performImmediateUpdate() {
      const { code } = await plugin.performImmediateUpdate();
      return { code: known(AppUpdateResultCode, code, AppUpdateResultCode.FAILED) };
    },
    async openAppStore() {
      if (os === 'android') return plugin.openAppStore();
      if (!appleAppId) throw new Error('The App Store page needs the app’s Apple id (VITE_APPLE_APP_ID)');
      return plugin.openAppStore({ appId: appleAppId });
    },
  };
}

/**
 * @capawesome/capacitor-live-update with our own update server. The plugin's update method is fixed
 * in capacitor.config.ts (`autoUpdateStrategy: 'none'`: the app decides when), so `configure` only
 * keeps the channel and refuses any other method. `check` asks the update server (`fetchCheck`),
 * whose answer live-update.ts verifies (Ed25519) before anything is downloaded; the plugin's own
 * RSA signature check is not used. `download` is the plugin's self-hosted zip download under the
 * version as bundle id, with the signed SHA-256 so the plugin refuses other bytes (as lowercase hex,
 * the update server's form: the plugin's native code compares hex on both platforms, though its
 * documentation says base64), and it unzips as it downloads; bundles left from earlier updates,
 * other than the running one, are deleted first (a half-finished one of the same version too).
 * `extract` makes the downloaded bundle the next one; `reload` starts it.
 */
export function liveUpdateAdapter(
  plugin: CapawesomeLiveUpdate,
  fetchCheck: (channel: string) => Promise<LiveUpdateCheck>,
): LiveUpdatePlugin {
  let channel: string | null = null;
  let downloaded: string | null = null;
  return {
    async configure(options) {
      if (options.updateMethod !== 'none') {
        throw new Error(`Update method ${options.updateMethod} is not this app's: updates run only when it asks`);
      }
      channel = options.channel;
    },
    async check() {
      if (!channel) throw new Error('The live-update channel is not configured');
      return fetchCheck(channel);
    },
    async download({ url, version, checksum }, onProgress) {
      downloaded = null;
      const [{ bundleIds }, { bundleId: running }] = await Promise.all([
        plugin.getBundles(),
        plugin.getCurrentBundle(),
      ]);
      for (const bundleId of bundleIds) {
        if (bundleId !== running) await plugin.deleteBundle({ bundleId });
      }
      const listener = await plugin.addListener('downloadBundleProgress', (event) => {
        if (event.bundleId === version) onProgress({ percent: event.progress * 100 });
      });
      try {
        await plugin.downloadBundle({ artifactType: 'zip', url, bundleId: version, checksum });
      } finally {
        await listener.remove();
      }
      downloaded = version;
    },
    async extract(onProgress) {
      if (!downloaded) throw new Error('No bundle was downloaded');
      onProgress({ percent: 0 });
      await plugin.setNextBundle({ bundleId: downloaded });
      onProgress({ percent: 100 });
    },
    reload: () => plugin.reload(),
  };
}

/** @capgo/capacitor-native-biometric: the device can verify by biometrics alone. */
export const biometricAdapter = (plugin: NativeBiometricPlugin): BiometricPlugin => ({
  async isAvailable() {
    return { isAvailable: (await plugin.isAvailable({ useFallback: false })).isAvailable };
  },
});

/**
 * @capgo/capacitor-native-biometric's error codes for a prompt the person failed: authentication
 * failed (10; iOS) and too many attempts (4; Android reports a wrong fingerprint or face this way once
 * `maxAttempts` is reached, here 1, and the system's own lockout too). Cancels (11, 15, 16) and
 * missing biometrics are not failures.
 */
export const FAILED_UNLOCK_CODES: readonly string[] = ['10', '4'];
/** What the vault's values are stored under in the secure storage, before their own key. */
export const VAULT_KEY_PREFIX = 'vault.';

export const unlockPrompt = {
  title: 'Unlock Red Roof Pizza',
  reason: 'Log in to your Red Roof Pizza account',
} as const;

export interface VaultAdapterDeps {
  storage: SecureStoragePluginPlugin;
  biometric: NativeBiometricPlugin;
  /** For the background lock: pause and resume. */
  app: Pick<CapacitorApp, 'addListener'>;
  now?: () => number;
}

/**
 * The device vault (vault.ts) with the meaning of Ionic Identity Vault's unlock modes, on the free
 * plugins: values in the secure storage (Keychain on iOS, Keystore-encrypted on Android) under
 * VAULT_KEY_PREFIX. `SecureStorage` is protected by the device's own lock only and never locks;
 * the other modes lock (at start, on `lock`, and when the app comes back after
 * `lockAfterBackgroundedMs` or more in the background) and unlock by the system prompt: biometrics
 * alone for `Biometrics`, biometrics or the device passcode for `BiometricsWithPasscode` and
 * `SystemPasscode` (the system offers no passcode-only prompt to apps with biometrics enrolled).
 * Reading a value of a locked vault unlocks it first; writing does not need it. Each failed prompt
 * (FAILED_UNLOCK_CODES; not a cancel) is reported to the failed-unlock listeners.
 */
export function vaultAdapter({ storage, biometric, app, now = Date.now }: VaultAdapterDeps): VaultPlugin {
  let mode: UnlockMode = 'SecureStorage';
  let lockAfterMs = 0;
  let locked = true;
  let backgroundedAt: number | null = null;
  let listening = false;
  const failedListeners: (() => void)[] = [];
  const storageKey = (key: string) => `${VAULT_KEY_PREFIX}${key}`;
  const ownKeys = async () => (await storage.keys()).value.filter((key) => key.startsWith(VAULT_KEY_PREFIX));
  const lockable = () => mode !== 'SecureStorage';

  const vault: VaultPlugin = {
    async configure(options) {
      mode = options.unlockMode;
      lockAfterMs = options.lockAfterBackgroundedMs;
      if (!lockable()) locked = false;
      if (listening) return;
      listening = true;
      await app.addListener('pause', () => void (backgroundedAt = now()));
      await app.addListener('resume', () => {
        if (backgroundedAt !== null && lockable() && now() - backgroundedAt >= lockAfterMs) locked = true;
        backgroundedAt = null;
      });
    },
    async lock() {
      if (lockable()) locked = true;
    },
    async unlock() {
      if (!lockable() || !locked) return;
      try {
        await biometric.verifyIdentity({ ...unlockPrompt, useFallback: mode !== 'Biometrics', maxAttempts: 1 });
      } catch (error) {
        if (FAILED_UNLOCK_CODES.includes(String((error as { code?: unknown }).code))) {
          failedListeners.forEach((listener) => listener());
        }
        throw error;
      }
      locked = false;
    },
    isLocked: async () => lockable() && locked,
    isEmpty: async () => (await ownKeys()).length === 0,
    async clear() {
      for (const key of await ownKeys()) await storage.remove({ key });
    },
    async setValue(key, value) {
      await storage.set({ key: storageKey(key), value });
    },
    async getValue(key) {
      await vault.unlock();
      if (!(await ownKeys()).includes(storageKey(key))) return null;
      return (await storage.get({ key: storageKey(key) })).value;
    },
    onUnlockFailed: (listener) => void failedListeners.push(listener),
  };
  return vault;
}

/** The app's Apple id for the App Store page; set for builds that go to the App Store. */
const APPLE_APP_ID = (import.meta.env.VITE_APPLE_APP_ID as string | undefined) || undefined;

/** Loads the real plugins (each package registers its native side) and adapts them. */
export async function loadNativePlugins(os: Os): Promise<NativePlugins> {
  const [
    { App },
    { Network },
    { Preferences },
    { Browser },
    { AppUpdate },
    { LiveUpdate },
    { NativeBiometric },
    { SecureStoragePlugin },
  ] = await Promise.all([
    import('@capacitor/app'),
    import('@capacitor/network'),
    import('@capacitor/preferences'),
    import('@capacitor/browser'),
    import('@capawesome/capacitor-app-update'),
    import('@capawesome/capacitor-live-update'),
    import('@capgo/capacitor-native-biometric'),
    import('capacitor-secure-storage-plugin'),
  ]);
  return {
    platform: os,
    app: App,
    network: Network,
    preferences: Preferences,
    browser: Browser,
    appUpdate: appUpdateAdapter(AppUpdate, os, APPLE_APP_ID),
    // The running web code's version: the update server offers only a newer bundle.
    liveUpdate: liveUpdateAdapter(LiveUpdate, (channel) =>
      callApi('appUpdateCheck', { params: { channel }, query: { currentVersion: APP_VERSION } }),
    ),
    biometric: biometricAdapter(NativeBiometric),
    vault: vaultAdapter({ storage: SecureStoragePlugin, biometric: NativeBiometric, app: App }),
  };
}
