import type * as CapawesomeAppUpdateModule from '@capawesome/capacitor-app-update';
import type { AppUpdatePlugin as CapawesomeAppUpdate } from '@capawesome/capacitor-app-update';
import type { LiveUpdatePlugin as CapawesomeLiveUpdate } from '@capawesome/capacitor-live-update';
import type { NativeBiometricPlugin } from '@capgo/capacitor-native-biometric';
import type { SecureStoragePluginPlugin } from 'capacitor-secure-storage-plugin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../app-version.ts';
import { signedBundleText } from './bundle-signature.ts';
import { devicePreferences } from './device-preferences.ts';
import { fakePreferences } from './fake-plugins.test-support.ts';
import { LIVE_UPDATE_CHANNEL, runLiveUpdate } from './live-update.ts';
import {
  appUpdateAdapter,
  biometricAdapter,
  liveUpdateAdapter,
  loadNativePlugins,
  unlockPrompt,
  VAULT_KEY_PREFIX,
  vaultAdapter,
} from './native-plugins.ts';
import {
  AppUpdateAvailability,
  AppUpdateResultCode,
  FlexibleUpdateInstallStatus,
  type LiveUpdateCheck,
} from './plugins.ts';
import { runStoreUpdate } from './store-update.ts';
import { deviceVault, MAX_FAILED_UNLOCK_ATTEMPTS, VAULT_BACKGROUND_LOCK_MS } from './vault.ts';

// The plugin packages, mocked: each module's plugin object is a stand-in the test looks into.
const modules = vi.hoisted(() => ({
  App: { addListener: vi.fn(async () => ({ remove: async () => {} })) },
  Network: { getStatus: vi.fn(), addListener: vi.fn() },
  Preferences: { get: vi.fn(), set: vi.fn(), remove: vi.fn() },
  Browser: { open: vi.fn() },
  AppUpdate: { getAppUpdateInfo: vi.fn(), performImmediateUpdate: vi.fn(), openAppStore: vi.fn() },
  LiveUpdate: {},
  NativeBiometric: { isAvailable: vi.fn(), verifyIdentity: vi.fn() },
  SecureStoragePlugin: {},
  callApi: vi.fn(async () => ({ available: false })),
}));
vi.mock('@capacitor/app', () => ({ App: modules.App }));
vi.mock('@capacitor/network', () => ({ Network: modules.Network }));
vi.mock('@capacitor/preferences', () => ({ Preferences: modules.Preferences }));
vi.mock('@capacitor/browser', () => ({ Browser: modules.Browser }));
vi.mock('@capawesome/capacitor-app-update', () => ({ AppUpdate: modules.AppUpdate }));
vi.mock('@capawesome/capacitor-live-update', () => ({ LiveUpdate: modules.LiveUpdate }));
vi.mock('@capgo/capacitor-native-biometric', () => ({ NativeBiometric: modules.NativeBiometric }));
vi.mock('capacitor-secure-storage-plugin', () => ({ SecureStoragePlugin: modules.SecureStoragePlugin }));
vi.mock('../api/call-api.ts', () => ({ callApi: modules.callApi }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('app update (@capawesome/capacitor-app-update)', () => {
  const realEnums = () => vi.importActual<typeof CapawesomeAppUpdateModule>('@capawesome/capacitor-app-update');

  it("numbers statuses and result codes as spec section 3 does (the plugin's own enums)", async () => {
    const real = await realEnums();
    const numbered = (table: object) =>
      Object.fromEntries(Object.entries(table).filter(([, value]) => typeof value === 'number'));
    expect(numbered(real.AppUpdateAvailability)).toEqual(AppUpdateAvailability);
    expect(numbered(real.FlexibleUpdateInstallStatus)).toEqual(FlexibleUpdateInstallStatus);
    expect(numbered(real.AppUpdateResultCode)).toEqual(AppUpdateResultCode);
    expect(AppUpdateAvailability).toEqual({
      UNKNOWN: 0,
      UPDATE_NOT_AVAILABLE: 1,
      UPDATE_AVAILABLE: 2,
      UPDATE_IN_PROGRESS: 3,
    });
    expect(FlexibleUpdateInstallStatus).toEqual({
      UNKNOWN: 0,
      PENDING: 1,
      DOWNLOADING: 2,
      INSTALLING: 3,
      INSTALLED: 4,
      FAILED: 5,
      CANCELED: 6,
      DOWNLOADED: 11,
    });
    expect(AppUpdateResultCode).toEqual({
      OK: 0,
      CANCELED: 1,
      FAILED: 2,
      NOT_AVAILABLE: 3,
      NOT_ALLOWED: 4,
      INFO_MISSING: 5,
    });
  });

  function plugin(info: Partial<Awaited<ReturnType<CapawesomeAppUpdate['getAppUpdateInfo']>>>, code: number) {
    return {
      getAppUpdateInfo: vi.fn(async () => ({ currentVersionName: '2.0.0', currentVersionCode: '20', ...info })),
      performImmediateUpdate: vi.fn(async () => ({ code })),
      openAppStore: vi.fn(async () => {}),
    } as unknown as CapawesomeAppUpdate & {
      getAppUpdateInfo: ReturnType<typeof vi.fn>;
      openAppStore: ReturnType<typeof vi.fn>;
    };
  }

  it('passes every known availability and install status through, and reads others as unknown', async () => {
    for (const availability of Object.values(AppUpdateAvailability)) {
      for (const installStatus of Object.values(FlexibleUpdateInstallStatus)) {
        const info = await appUpdateAdapter(
          plugin({ updateAvailability: availability, installStatus, immediateUpdateAllowed: true }, 0),
          'android',
        ).getAppUpdateInfo();
        expect(info).toEqual({
          currentVersionName: '2.0.0',
          availableVersionName: undefined,
          updateAvailability: availability,
          immediateUpdateAllowed: true,
          installStatus,
        });
      }
    }
    const odd = await appUpdateAdapter(
      plugin({ updateAvailability: 7 as never, installStatus: 9 as never, availableVersionName: '2.1.0' }, 0),
      'android',
    ).getAppUpdateInfo();
    expect(odd).toMatchObject({
      updateAvailability: AppUpdateAvailability.UNKNOWN,
      installStatus: FlexibleUpdateInstallStatus.UNKNOWN,
      immediateUpdateAllowed: false,
      availableVersionName: '2.1.0',
    });
  });

  it('passes every result code through; one it does not know is FAILED', async () => {
    for (const code of Object.values(AppUpdateResultCode)) {
      await expect(appUpdateAdapter(plugin({}, code), 'android').performImmediateUpdate()).resolves.toEqual({ code });
    }
    await expect(appUpdateAdapter(plugin({}, 42), 'android').performImmediateUpdate()).resolves.toEqual({
      code: AppUpdateResultCode.FAILED,
    });
  });

  it("opens the app's own Play Store page on Android and the App Store page by the Apple id on iOS", async () => {
    const android = plugin({}, 0);
    await appUpdateAdapter(android, 'android', '123456789').openAppStore();
    expect(android.openAppStore).toHaveBeenCalledWith();
    const ios = plugin({}, 0);
    await appUpdateAdapter(ios, 'ios', '123456789').openAppStore();
    expect(ios.openAppStore).toHaveBeenCalledWith({ appId: '123456789' });
    const unnamed = plugin({}, 0);
    await expect(appUpdateAdapter(unnamed, 'ios').openAppStore()).rejects.toThrow(/VITE_APPLE_APP_ID/);
    expect(unnamed.openAppStore).not.toHaveBeenCalled();
  });

  it('drives the store update: Android canceled or failed opens the store, the other codes do not', async () => {
    const available = { updateAvailability: AppUpdateAvailability.UPDATE_AVAILABLE, immediateUpdateAllowed: true };
    const outcomes = await Promise.all(
      [0, 1, 2, 3, 4, 5, 42].map(async (code) => {
        const real = plugin(available, code);
        const outcome = await runStoreUpdate(appUpdateAdapter(real, 'android'), 'android', () => {});
        return [code, outcome, real.openAppStore.mock.calls.length];
      }),
    );
    expect(outcomes).toEqual([
      [0, 'updated', 0],
      [1, 'store-opened', 1],
      [2, 'store-opened', 1],
      [3, 'update-result-ignored', 0],
      [4, 'update-result-ignored', 0],
      [5, 'update-result-ignored', 0],
      [42, 'store-opened', 1],
    ]);
    const ios = plugin({ updateAvailability: AppUpdateAvailability.UPDATE_AVAILABLE }, 0);
    await expect(runStoreUpdate(appUpdateAdapter(ios, 'ios', '42'), 'ios', () => {})).resolves.toBe('store-opened');
    expect(ios.openAppStore).toHaveBeenCalledWith({ appId: '42' });
  });
});

/** A stand-in for @capawesome/capacitor-live-update's native side: bundles on disk, the next one. */
function liveUpdatePlugin(options: { bundles?: string[]; current?: string | null; failDownload?: Error } = {}) {
  const calls: string[] = [];
  const state = { bundles: [...(options.bundles ?? [])], next: null as string | null, listeners: 0 };
  let progress:
    ((event: { bundleId: string; progress: number; downloadedBytes: number; totalBytes: number }) => void) | null =
    null;
  const plugin = {
    calls,
    state,
    getBundles: vi.fn(async () => ({ bundleIds: [...state.bundles] })),
    getCurrentBundle: vi.fn(async () => ({ bundleId: options.current ?? null })),
    deleteBundle: vi.fn(async ({ bundleId }: { bundleId: string }) => {
      calls.push(`deleteBundle ${bundleId}`);
      state.bundles = state.bundles.filter((id) => id !== bundleId);
    }),
    addListener: vi.fn(async (_event: string, listener: typeof progress) => {
      calls.push('addListener');
      progress = listener;
      state.listeners += 1;
      return { remove: async () => void ((state.listeners -= 1), (progress = null)) };
    }),
    downloadBundle: vi.fn(async ({ bundleId }: { bundleId: string }) => {
      calls.push(`downloadBundle ${bundleId}`);
      progress?.({ bundleId: 'someone-else', progress: 0.9, downloadedBytes: 9, totalBytes: 10 });
      progress?.({ bundleId, progress: 0.25, downloadedBytes: 1, totalBytes: 4 });
      if (options.failDownload) throw options.failDownload;
      progress?.({ bundleId, progress: 1, downloadedBytes: 4, totalBytes: 4 });
      state.bundles.push(bundleId);
    }),
    setNextBundle: vi.fn(async ({ bundleId }: { bundleId: string | null }) => {
      calls.push(`setNextBundle ${bundleId}`);
      state.next = bundleId;
    }),
    reload: vi.fn(async () => void calls.push('reload')),
  };
  return plugin as typeof plugin & CapawesomeLiveUpdate;
}

describe('live update (@capawesome/capacitor-live-update with the update server)', () => {
  const checksum = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
  let publicKey: string;
  let privateKey: CryptoKey;
  const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

  beforeAll(async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    privateKey = pair.privateKey;
    publicKey = toBase64(await crypto.subtle.exportKey('raw', pair.publicKey));
  });

  async function signed(version: string): Promise<LiveUpdateCheck> {
    const text = new TextEncoder().encode(signedBundleText(LIVE_UPDATE_CHANNEL, version, checksum));
    const signature = toBase64(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, text));
    const url = `https://shop.redroofpizza.example/api/v1/app-updates/production/bundles/${version}`;
    return { available: true, channel: LIVE_UPDATE_CHANNEL, version, url, checksum, signature };
  }

  it('only takes update method none, and checks the configured channel on the update server', async () => {
    const fetchCheck = vi.fn(async () => ({ available: false }) as const);
    const adapter = liveUpdateAdapter(liveUpdatePlugin(), fetchCheck);
    await expect(adapter.check()).rejects.toThrow(/not configured/);
    await expect(adapter.configure({ channel: 'production', updateMethod: 'background' })).rejects.toThrow(
      /background/,
    );
    await adapter.configure({ channel: 'production', updateMethod: 'none' });
    await expect(adapter.check()).resolves.toEqual({ available: false });
    expect(fetchCheck).toHaveBeenCalledWith('production');
  });

  it('downloads as a zip bundle named by its version, reports its own progress, sets it next and reloads', async () => {
    const plugin = liveUpdatePlugin({ bundles: ['2.0.0', '2.0.1'], current: '2.0.0' });
    const adapter = liveUpdateAdapter(plugin, async () => signed('2.0.2'));
    const progress: number[] = [];
    await adapter.download({ url: 'https://u.example/2.0.2', version: '2.0.2', checksum }, ({ percent }) =>
      progress.push(percent),
    );
    expect(plugin.downloadBundle).toHaveBeenCalledWith({
      artifactType: 'zip',
      url: 'https://u.example/2.0.2',
      bundleId: '2.0.2',
      // Lowercase hex: what the plugin's native code computes and compares.
      checksum: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
    expect(progress).toEqual([25, 100]);
    expect(plugin.state.listeners).toBe(0);
    const extracting: number[] = [];
    await adapter.extract(({ percent }) => extracting.push(percent));
    expect(extracting).toEqual([0, 100]);
    await adapter.reload();
    // The running bundle is kept; the one left from an earlier update goes first.
    expect(plugin.calls).toEqual([
      'deleteBundle 2.0.1',
      'addListener',
      'downloadBundle 2.0.2',
      'setNextBundle 2.0.2',
      'reload',
    ]);
    expect(plugin.state).toMatchObject({ bundles: ['2.0.0', '2.0.2'], next: '2.0.2' });
  });

  it('has nothing to extract before a download, nor after a failed one, and stops listening either way', async () => {
    const plugin = liveUpdatePlugin({ failDownload: new Error('Checksum mismatch') });
    const adapter = liveUpdateAdapter(plugin, async () => signed('2.0.2'));
    await expect(adapter.extract(() => {})).rejects.toThrow(/No bundle/);
    await expect(adapter.download({ url: 'u', version: '2.0.2', checksum }, () => {})).rejects.toThrow(/Checksum/);
    expect(plugin.state.listeners).toBe(0);
    await expect(adapter.extract(() => {})).rejects.toThrow(/No bundle/);
    expect(plugin.setNextBundle).not.toHaveBeenCalled();
  });

  async function onPause(plugin: ReturnType<typeof liveUpdatePlugin>, check: LiveUpdateCheck, startUrl?: string) {
    const store = fakePreferences(startUrl ? { appStartUrl: startUrl } : {});
    const deps = {
      plugin: liveUpdateAdapter(plugin, async () => check),
      preferences: devicePreferences(store),
      currentUrl: () => '/menu/pizza?size=large',
      navigate: vi.fn(),
      progress: vi.fn(),
      log: vi.fn(),
      publicKey,
    };
    return { outcome: await runLiveUpdate(deps), deps, store };
  }

  it('runs the over-the-air flow on the plugin: save the URL, download and extract flagged, reload', async () => {
    const plugin = liveUpdatePlugin();
    const { outcome, deps, store } = await onPause(plugin, await signed('2.0.1'));
    expect(outcome).toBe('reloaded');
    expect(plugin.calls).toEqual(['addListener', 'downloadBundle 2.0.1', 'setNextBundle 2.0.1', 'reload']);
    expect(store.values.get('appStartUrl')).toBe('/menu/pizza?size=large');
    expect(store.values.get('downloadInProgress')).toBe('false');
    expect(deps.progress.mock.calls.map(([message]) => message)).toEqual([
      'Downloading update: 25%',
      'Downloading update: 100%',
      'Installing update: 0%',
      'Installing update: 100%',
    ]);
  });

  it('keeps the current bundle when the plugin refuses the bytes, and only logs', async () => {
    const plugin = liveUpdatePlugin({ failDownload: new Error('Checksum mismatch') });
    const { outcome, deps, store } = await onPause(plugin, await signed('2.0.1'));
    expect(outcome).toBe('failed');
    expect(plugin.setNextBundle).not.toHaveBeenCalled();
    expect(plugin.reload).not.toHaveBeenCalled();
    expect(store.values.get('downloadInProgress')).toBe('false');
    expect(deps.log).toHaveBeenCalledWith(
      'The update could not be installed. Please restart the app.',
      expect.any(Error),
    );
  });

  it('never downloads an update whose signature does not verify', async () => {
    const plugin = liveUpdatePlugin();
    const tampered = { ...(await signed('2.0.1')), version: '9.9.9' } as LiveUpdateCheck;
    expect((await onPause(plugin, tampered)).outcome).toBe('refused');
    expect(plugin.calls).toEqual([]);
  });

  it('restores the saved start URL when nothing is available', async () => {
    const plugin = liveUpdatePlugin();
    const { outcome, deps } = await onPause(plugin, { available: false }, '/offers?code=X');
    expect(outcome).toBe('restored');
    expect(deps.navigate).toHaveBeenCalledWith('/offers?code=X');
    expect(plugin.calls).toEqual([]);
  });
});

describe('biometrics (@capgo/capacitor-native-biometric)', () => {
  it('asks for biometrics alone, without the passcode fallback', async () => {
    for (const isAvailable of [true, false]) {
      const plugin = { isAvailable: vi.fn(async () => ({ isAvailable, biometryType: 2 })) };
      const adapter = biometricAdapter(plugin as unknown as NativeBiometricPlugin);
      await expect(adapter.isAvailable()).resolves.toEqual({ isAvailable });
      expect(plugin.isAvailable).toHaveBeenCalledWith({ useFallback: false });
    }
  });
});

describe('vault (capacitor-secure-storage-plugin, unlocked through the biometric plugin)', () => {
  function setup(verify: () => Promise<void> = async () => {}) {
    const stored = new Map<string, string>([['someone-else', 'kept']]);
    const storage = {
      keys: vi.fn(async () => ({ value: [...stored.keys()] })),
      get: vi.fn(async ({ key }: { key: string }) => {
        if (!stored.has(key)) throw new Error('Item with given key does not exist');
        return { value: stored.get(key)! };
      }),
      set: vi.fn(async ({ key, value }: { key: string; value: string }) => ({ value: !!stored.set(key, value) })),
      remove: vi.fn(async ({ key }: { key: string }) => ({ value: stored.delete(key) })),
    };
    const biometric = { verifyIdentity: vi.fn(verify) };
    const listeners = new Map<string, () => void>();
    const app = {
      addListener: vi.fn(async (event: string, listener: () => void) => {
        listeners.set(event, listener);
        return { remove: async () => {} };
      }),
    };
    let clock = 1_000;
    const vault = vaultAdapter({
      storage: storage as unknown as SecureStoragePluginPlugin,
      biometric: biometric as unknown as NativeBiometricPlugin,
      app: app as never,
      now: () => clock,
    });
    const background = (ms: number) => {
      listeners.get('pause')?.();
      clock += ms;
      listeners.get('resume')?.();
    };
    return { vault, stored, biometric, app, background };
  }
  const failure = (code: string) => Object.assign(new Error('Authentication failed'), { code });

  it('keeps values in the secure storage under its own prefix; empty and clear see only its own', async () => {
    const { vault, stored } = setup();
    await vault.configure({ unlockMode: 'SecureStorage', lockAfterBackgroundedMs: VAULT_BACKGROUND_LOCK_MS });
    await expect(vault.isEmpty()).resolves.toBe(true);
    await vault.setValue('session', 'customer-1');
    expect(stored.get(`${VAULT_KEY_PREFIX}session`)).toBe('customer-1');
    await expect(vault.isEmpty()).resolves.toBe(false);
    await expect(vault.getValue('session')).resolves.toBe('customer-1');
    await expect(vault.getValue('missing')).resolves.toBeNull();
    await vault.clear();
    await expect(vault.isEmpty()).resolves.toBe(true);
    expect(stored.get('someone-else')).toBe('kept');
  });

  it('SecureStorage never locks and never prompts', async () => {
    const { vault, biometric, background } = setup();
    await vault.configure({ unlockMode: 'SecureStorage', lockAfterBackgroundedMs: VAULT_BACKGROUND_LOCK_MS });
    await vault.lock();
    background(60_000);
    await expect(vault.isLocked()).resolves.toBe(false);
    await vault.unlock();
    expect(biometric.verifyIdentity).not.toHaveBeenCalled();
  });

  it.each([
    ['Biometrics', false],
    ['BiometricsWithPasscode', true],
    ['SystemPasscode', true],
  ] as const)('%s starts locked and unlocks by the system prompt (passcode fallback %s)', async (mode, fallback) => {
    const { vault, biometric } = setup();
    await vault.configure({ unlockMode: mode, lockAfterBackgroundedMs: VAULT_BACKGROUND_LOCK_MS });
    await expect(vault.isLocked()).resolves.toBe(true);
    await vault.unlock();
    expect(biometric.verifyIdentity).toHaveBeenCalledWith({ ...unlockPrompt, useFallback: fallback, maxAttempts: 1 });
    await expect(vault.isLocked()).resolves.toBe(false);
    await vault.unlock();
    expect(biometric.verifyIdentity).toHaveBeenCalledTimes(1);
    await vault.lock();
    await expect(vault.isLocked()).resolves.toBe(true);
  });

  it('reading a locked value unlocks first; writing does not', async () => {
    const { vault, biometric } = setup();
    await vault.configure({ unlockMode: 'Biometrics', lockAfterBackgroundedMs: VAULT_BACKGROUND_LOCK_MS });
    await vault.setValue('session', 'customer-1');
    expect(biometric.verifyIdentity).not.toHaveBeenCalled();
    await expect(vault.getValue('session')).resolves.toBe('customer-1');
    expect(biometric.verifyIdentity).toHaveBeenCalledTimes(1);
  });

  it('locks when the app comes back after 5000 ms or more in the background, not sooner', async () => {
    const { vault, background, app } = setup();
    await vault.configure({ unlockMode: 'Biometrics', lockAfterBackgroundedMs: VAULT_BACKGROUND_LOCK_MS });
    await vault.configure({ unlockMode: 'Biometrics', lockAfterBackgroundedMs: VAULT_BACKGROUND_LOCK_MS });
    expect(app.addListener).toHaveBeenCalledTimes(2);
    await vault.unlock();
    background(4_999);
    await expect(vault.isLocked()).resolves.toBe(false);
    background(5_000);
    await expect(vault.isLocked()).resolves.toBe(true);
  });

  it('reports a failed prompt (iOS 10, Android 4) as a failed unlock, a cancel not; all leave it locked', async () => {
    const codes = ['10', '4', '16', '15', '11'];
    const { vault } = setup(async () => {
      throw failure(codes.shift()!);
    });
    const failed = vi.fn();
    vault.onUnlockFailed(failed);
    await vault.configure({ unlockMode: 'Biometrics', lockAfterBackgroundedMs: VAULT_BACKGROUND_LOCK_MS });
    for (let prompt = 0; prompt < 5; prompt += 1) {
      await expect(vault.unlock()).rejects.toThrow('Authentication failed');
    }
    expect(failed).toHaveBeenCalledTimes(2);
    await expect(vault.isLocked()).resolves.toBe(true);
  });

  it(`is cleared by the device vault after ${MAX_FAILED_UNLOCK_ATTEMPTS} wrong unlocks in a row`, async () => {
    const { vault, stored } = setup(async () => {
      throw failure('10');
    });
    const log = vi.fn();
    const device = deviceVault(vault, devicePreferences(fakePreferences({ unlockMode: 'Biometrics' })), log);
    await device.start();
    await device.afterLogin('customer-1');
    await expect(device.holdsLockedData()).resolves.toBe(true);
    for (let attempt = 1; attempt < MAX_FAILED_UNLOCK_ATTEMPTS; attempt += 1) {
      await expect(vault.unlock()).rejects.toThrow();
    }
    expect(stored.has(`${VAULT_KEY_PREFIX}session`)).toBe(true);
    await expect(vault.unlock()).rejects.toThrow();
    await flush();
    expect(stored.has(`${VAULT_KEY_PREFIX}session`)).toBe(false);
    expect(log).toHaveBeenCalledWith(`Vault cleared after ${MAX_FAILED_UNLOCK_ATTEMPTS} failed unlock attempts`);
  });
});

describe('loadNativePlugins', () => {
  beforeEach(() => modules.callApi.mockClear());

  it('passes the Capacitor plugins that already fit as they are, and adapts the others', async () => {
    const plugins = await loadNativePlugins('ios');
    expect(plugins.platform).toBe('ios');
    expect(plugins.app).toBe(modules.App);
    expect(plugins.network).toBe(modules.Network);
    expect(plugins.preferences).toBe(modules.Preferences);
    expect(plugins.browser).toBe(modules.Browser);
    modules.NativeBiometric.isAvailable.mockResolvedValueOnce({ isAvailable: true });
    await expect(plugins.biometric.isAvailable()).resolves.toEqual({ isAvailable: true });
    modules.AppUpdate.getAppUpdateInfo.mockResolvedValueOnce({
      currentVersionName: '2.0.0',
      updateAvailability: AppUpdateAvailability.UPDATE_NOT_AVAILABLE,
    });
    await expect(plugins.appUpdate.getAppUpdateInfo()).resolves.toMatchObject({
      updateAvailability: AppUpdateAvailability.UPDATE_NOT_AVAILABLE,
    });
  });

  it("checks the update server's channel with the running web code's version", async () => {
    const { liveUpdate } = await loadNativePlugins('android');
    await liveUpdate.configure({ channel: LIVE_UPDATE_CHANNEL, updateMethod: 'none' });
    await expect(liveUpdate.check()).resolves.toEqual({ available: false });
    expect(modules.callApi).toHaveBeenCalledWith('appUpdateCheck', {
      params: { channel: 'production' },
      query: { currentVersion: APP_VERSION },
    });
  });
});
