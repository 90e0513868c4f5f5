// Fakes of the native plugin interfaces (plugins.ts) that keep real state, for the platform tests.
import type {
  AppPlugin,
  AppUpdateInfo,
  AppUpdatePlugin,
  AppUpdateResultCode,
  BiometricPlugin,
  BrowserPlugin,
  LiveUpdateCheck,
  LiveUpdatePlugin,
  NetworkPlugin,
  NetworkStatus,
  PreferencesPlugin,
  UnlockMode,
  VaultPlugin,
} from './plugins.ts';

export function fakePreferences(
  initial: Record<string, string> = {},
): PreferencesPlugin & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: async ({ key }) => ({ value: values.get(key) ?? null }),
    set: async ({ key, value }) => void values.set(key, value),
    remove: async ({ key }) => void values.delete(key),
  };
}

export function fakeAppUpdate(
  info: AppUpdateInfo,
  resultCode: AppUpdateResultCode,
): AppUpdatePlugin & {
  calls: string[];
} {
  const calls: string[] = [];
  return {
    calls,
    getAppUpdateInfo: async () => {
      calls.push('getAppUpdateInfo');
      return info;
    },
    performImmediateUpdate: async () => {
      calls.push('performImmediateUpdate');
      return { code: resultCode };
    },
    openAppStore: async () => void calls.push('openAppStore'),
  };
}

export interface FakeLiveUpdate extends LiveUpdatePlugin {
  calls: string[];
  configured: Parameters<LiveUpdatePlugin['configure']>[0] | null;
  downloaded: Parameters<LiveUpdatePlugin['download']>[0] | null;
}

/** `onDownload` runs inside the download (to look at the flags, or to fail it). */
export function fakeLiveUpdate(
  check: LiveUpdateCheck,
  onDownload: () => Promise<void> = async () => {},
): FakeLiveUpdate {
  const fake: FakeLiveUpdate = {
    calls: [],
    configured: null,
    downloaded: null,
    configure: async (options) => {
      fake.calls.push('configure');
      fake.configured = options;
    },
    check: async () => {
      fake.calls.push('check');
      return check;
    },
    download: async (options, onProgress) => {
      fake.calls.push('download');
      onProgress({ percent: 50 });
      await onDownload();
      onProgress({ percent: 100 });
      fake.downloaded = options;
    },
    extract: async (onProgress) => {
      fake.calls.push('extract');
      onProgress({ percent: 100 });
    },
    reload: async () => void fake.calls.push('reload'),
  };
  return fake;
}

export interface FakeVault extends VaultPlugin {
  locked: boolean;
  values: Map<string, string>;
  config: { unlockMode: UnlockMode; lockAfterBackgroundedMs: number } | null;
  failUnlock(): void;
}

export function fakeVault(): FakeVault {
  const failedListeners: (() => void)[] = [];
  const vault: FakeVault = {
    locked: false,
    values: new Map(),
    config: null,
    configure: async (options) => void (vault.config = options),
    lock: async () => void (vault.locked = true),
    unlock: async () => void (vault.locked = false),
    isLocked: async () => vault.locked,
    isEmpty: async () => vault.values.size === 0,
    clear: async () => vault.values.clear(),
    setValue: async (key, value) => void vault.values.set(key, value),
    getValue: async (key) => vault.values.get(key) ?? null,
    onUnlockFailed: (listener) => void failedListeners.push(listener),
    failUnlock: () => failedListeners.forEach((listener) => listener()),
  };
  return vault;
}

export const fakeBiometric = (isAvailable: boolean): BiometricPlugin => ({
  isAvailable: async () => ({ isAvailable }),
});

type Listener = (event: never) => void;

export function fakeApp(): AppPlugin & { emit(event: string, payload?: unknown): void } {
  const listeners = new Map<string, Listener[]>();
  return {
    addListener: (async (event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return { remove: async () => {} };
    }) as AppPlugin['addListener'],
    emit: (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload as never)),
  };
}

export function fakeNetwork(connected: boolean): NetworkPlugin & { change(status: NetworkStatus): void } {
  let listener: ((status: NetworkStatus) => void) | null = null;
  return {
    getStatus: async () => ({ connected, connectionType: connected ? 'wifi' : 'none' }),
    addListener: async (_event, onChange) => {
      listener = onChange;
      return { remove: async () => {} };
    },
    change: (status) => listener?.(status),
  };
}

export const fakeBrowser = (): BrowserPlugin & { opened: string[] } => {
  const opened: string[] = [];
  return { opened, open: async ({ url }) => void opened.push(url) };
};
