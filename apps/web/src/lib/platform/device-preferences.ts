// Device preferences (spec section 3), kept in the preferences plugin: the app start URL (path
// plus query), background hiding, unlock mode, login attempt count, reload prevention and the
// download-in-progress flag. Values are strings in the plugin; absent is null.
import type { PreferencesPlugin, UnlockMode } from './plugins.ts';

export const PREFERENCE_KEYS = {
  appStartUrl: 'appStartUrl',
  hideInBackground: 'hideInBackground',
  unlockMode: 'unlockMode',
  loginAttemptCount: 'loginAttemptCount',
  preventReload: 'preventReload',
  downloadInProgress: 'downloadInProgress',
} as const;

const UNLOCK_MODES: readonly UnlockMode[] = ['SecureStorage', 'Biometrics', 'BiometricsWithPasscode', 'SystemPasscode'];

export interface DevicePreferences {
  appStartUrl(): Promise<string | null>;
  setAppStartUrl(url: string): Promise<void>;
  hideInBackground(): Promise<boolean>;
  setHideInBackground(hide: boolean): Promise<void>;
  unlockMode(): Promise<UnlockMode | null>;
  setUnlockMode(mode: UnlockMode): Promise<void>;
  loginAttemptCount(): Promise<number>;
  setLoginAttemptCount(count: number): Promise<void>;
  /** Null when never set: the over-the-air skip rule tests for "not null" (spec section 4). */
  preventReload(): Promise<string | null>;
  setPreventReload(value: string | null): Promise<void>;
  downloadInProgress(): Promise<boolean>;
  setDownloadInProgress(flag: boolean): Promise<void>;
}

export function devicePreferences(preferences: PreferencesPlugin): DevicePreferences {
  const read = async (key: string) => (await preferences.get({ key })).value;
  const write = (key: string, value: string | null) =>
    value === null ? preferences.remove({ key }) : preferences.set({ key, value });
  return {
    appStartUrl: () => read(PREFERENCE_KEYS.appStartUrl),
    setAppStartUrl: (url) => write(PREFERENCE_KEYS.appStartUrl, url),
    hideInBackground: async () => (await read(PREFERENCE_KEYS.hideInBackground)) === 'true',
    setHideInBackground: (hide) => write(PREFERENCE_KEYS.hideInBackground, String(hide)),
    unlockMode: async () => {
      const value = await read(PREFERENCE_KEYS.unlockMode);
      return UNLOCK_MODES.find((mode) => mode === value) ?? null;
    },
    setUnlockMode: (mode) => write(PREFERENCE_KEYS.unlockMode, mode),
    loginAttemptCount: async () => {
      const count = Number(await read(PREFERENCE_KEYS.loginAttemptCount));
      return Number.isInteger(count) && count > 0 ? count : 0;
    },
    setLoginAttemptCount: (count) => write(PREFERENCE_KEYS.loginAttemptCount, String(count)),
    preventReload: () => read(PREFERENCE_KEYS.preventReload),
    setPreventReload: (value) => write(PREFERENCE_KEYS.preventReload, value),
    downloadInProgress: async () => (await read(PREFERENCE_KEYS.downloadInProgress)) === 'true',
    setDownloadInProgress: (flag) => write(PREFERENCE_KEYS.downloadInProgress, String(flag)),
  };
}
