// The native plugins the Capacitor implementation talks to, as the small part of each plugin's
// TypeScript interface we use. Shaped like @capacitor/app, @capacitor/network,
// @capacitor/preferences, @capacitor/browser, @capawesome/capacitor-app-update, a live-update
// plugin (configure, check, download, extract, reload: spec section 7), a biometric plugin and a
// secure-storage vault. The native shells pass the real plugins (native-plugins.ts adapts those whose
// API differs); tests pass fakes of these types.

export interface PluginListenerHandle {
  remove(): Promise<void>;
}

/** @capacitor/app */
export interface AppPlugin {
  addListener(event: 'appUrlOpen', listener: (event: { url: string }) => void): Promise<PluginListenerHandle>;
  addListener(event: 'pause' | 'resume', listener: () => void): Promise<PluginListenerHandle>;
}

/** @capacitor/network */
export interface NetworkStatus {
  connected: boolean;
  connectionType: 'wifi' | 'cellular' | 'none' | 'unknown';
}
export interface NetworkPlugin {
  getStatus(): Promise<NetworkStatus>;
  addListener(event: 'networkStatusChange', listener: (status: NetworkStatus) => void): Promise<PluginListenerHandle>;
}

/** @capacitor/preferences */
export interface PreferencesPlugin {
  get(options: { key: string }): Promise<{ value: string | null }>;
  set(options: { key: string; value: string }): Promise<void>;
  remove(options: { key: string }): Promise<void>;
}

/** @capacitor/browser (the in-app browser) */
export interface BrowserPlugin {
  open(options: { url: string }): Promise<void>;
}

/** Spec section 3: app update status (the numbering of @capawesome/capacitor-app-update). */
export const AppUpdateAvailability = {
  UNKNOWN: 0,
  UPDATE_NOT_AVAILABLE: 1,
  UPDATE_AVAILABLE: 2,
  UPDATE_IN_PROGRESS: 3,
} as const;
export type AppUpdateAvailability = (typeof AppUpdateAvailability)[keyof typeof AppUpdateAvailability];

/** Spec section 3: update install status. */
export const FlexibleUpdateInstallStatus = {
  UNKNOWN: 0,
  PENDING: 1,
  DOWNLOADING: 2,
  INSTALLING: 3,
  INSTALLED: 4,
  FAILED: 5,
  CANCELED: 6,
  DOWNLOADED: 11,
} as const;
export type FlexibleUpdateInstallStatus =
  (typeof FlexibleUpdateInstallStatus)[keyof typeof FlexibleUpdateInstallStatus];

/** Spec section 3: update result code. */
export const AppUpdateResultCode = {
  OK: 0,
  CANCELED: 1,
  FAILED: 2,
  NOT_AVAILABLE: 3,
  NOT_ALLOWED: 4,
  INFO_MISSING: 5,
} as const;
export type AppUpdateResultCode = (typeof AppUpdateResultCode)[keyof typeof AppUpdateResultCode];

export interface AppUpdateInfo {
  currentVersionName: string;
  availableVersionName?: string;
  updateAvailability: AppUpdateAvailability;
  /** Android only. */
  immediateUpdateAllowed?: boolean;
  installStatus?: FlexibleUpdateInstallStatus;
}

/** @capawesome/capacitor-app-update */
export interface AppUpdatePlugin {
  getAppUpdateInfo(): Promise<AppUpdateInfo>;
  performImmediateUpdate(): Promise<{ code: AppUpdateResultCode }>;
  openAppStore(): Promise<void>;
}

/** What the update server's check answers (apps/api/src/local/update-server). */
export type LiveUpdateCheck =
  | { available: false }
  | { available: true; channel: string; version: string; url: string; checksum: string; signature: string };

export interface LiveUpdateProgress {
  /** 0 to 100 */
  percent: number;
}

/** The live-update (over-the-air) plugin: configure, check, download, extract, reload (spec section 7). */
export interface LiveUpdatePlugin {
  configure(options: { channel: string; updateMethod: 'none' | 'background' | 'auto' }): Promise<void>;
  check(): Promise<LiveUpdateCheck>;
  /** Downloads the bundle and refuses it when its SHA-256 is not `checksum`. */
  download(
    options: { url: string; version: string; checksum: string },
    onProgress: (progress: LiveUpdateProgress) => void,
  ): Promise<void>;
  extract(onProgress: (progress: LiveUpdateProgress) => void): Promise<void>;
  reload(): Promise<void>;
}

/** A biometric plugin (availability only; the vault prompts itself). */
export interface BiometricPlugin {
  isAvailable(): Promise<{ isAvailable: boolean }>;
}

/** How the vault is unlocked (spec section 4). */
export type UnlockMode = 'SecureStorage' | 'Biometrics' | 'BiometricsWithPasscode' | 'SystemPasscode';

/** A secure-storage vault (shaped like Ionic Identity Vault). */
export interface VaultPlugin {
  configure(options: { unlockMode: UnlockMode; lockAfterBackgroundedMs: number }): Promise<void>;
  lock(): Promise<void>;
  unlock(): Promise<void>;
  isLocked(): Promise<boolean>;
  isEmpty(): Promise<boolean>;
  clear(): Promise<void>;
  setValue(key: string, value: string): Promise<void>;
  getValue(key: string): Promise<string | null>;
  /** Each unlock the person failed (wrong biometric or passcode). */
  onUnlockFailed(listener: () => void): void;
}

export interface NativePlugins {
  platform: 'ios' | 'android';
  app: AppPlugin;
  network: NetworkPlugin;
  preferences: PreferencesPlugin;
  browser: BrowserPlugin;
  appUpdate: AppUpdatePlugin;
  liveUpdate: LiveUpdatePlugin;
  biometric: BiometricPlugin;
  vault: VaultPlugin;
}
