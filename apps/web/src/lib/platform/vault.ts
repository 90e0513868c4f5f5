// The device vault (spec sections 4 and 9): it holds the signed-in customer's session on the device,
// unlocked by the chosen unlock mode. It locks 5000 ms after the app goes to the background, and is
// cleared after MAX_FAILED_UNLOCK_ATTEMPTS failed unlocks in a row (decision 195). Login locks it;
// logout revokes the refresh token only when the vault holds no locked data, then locks it.
import type { DevicePreferences } from './device-preferences.ts';
import type { UnlockMode, VaultPlugin } from './plugins.ts';

export const UNLOCK_MODES: readonly UnlockMode[] = [
  'SecureStorage',
  'Biometrics',
  'BiometricsWithPasscode',
  'SystemPasscode',
];
export const DEFAULT_UNLOCK_MODE: UnlockMode = 'SecureStorage';
/** Spec section 9: vault background lock. */
export const VAULT_BACKGROUND_LOCK_MS = 5000;
/** Failed unlocks in a row after which the vault is cleared (the spec says "too many"; decision 195). */
export const MAX_FAILED_UNLOCK_ATTEMPTS = 5;
/** The vault key of the signed-in customer's id. */
export const VAULT_SESSION_KEY = 'session';

export interface DeviceVault {
  /** Configures the plugin with the saved unlock mode and starts counting failed unlocks. */
  start(): Promise<void>;
  useUnlockMode(mode: UnlockMode): Promise<void>;
  /** After login: the session goes into the vault, which is then locked. */
  afterLogin(customerId: string): Promise<void>;
  holdsLockedData(): Promise<boolean>;
  /** After logout: the session leaves the vault, which is locked. */
  afterLogout(): Promise<void>;
  failedAttempts(): number;
}

export function deviceVault(
  vault: VaultPlugin,
  preferences: DevicePreferences,
  log: (message: string) => void,
): DeviceVault {
  let failed = 0;
  const configure = (unlockMode: UnlockMode) =>
    vault.configure({ unlockMode, lockAfterBackgroundedMs: VAULT_BACKGROUND_LOCK_MS });

  return {
    async start() {
      await configure((await preferences.unlockMode()) ?? DEFAULT_UNLOCK_MODE);
      vault.onUnlockFailed(() => {
        failed += 1;
        if (failed < MAX_FAILED_UNLOCK_ATTEMPTS) return;
        failed = 0;
        log(`Vault cleared after ${MAX_FAILED_UNLOCK_ATTEMPTS} failed unlock attempts`);
        void vault.clear();
      });
    },
    async useUnlockMode(mode) {
      await preferences.setUnlockMode(mode);
      await configure(mode);
    },
    async afterLogin(customerId) {
      failed = 0;
      await vault.setValue(VAULT_SESSION_KEY, customerId);
      await vault.lock();
    },
    async holdsLockedData() {
      return !(await vault.isEmpty()) && (await vault.isLocked());
    },
    async afterLogout() {
      await vault.clear();
      await vault.lock();
    },
    failedAttempts: () => failed,
  };
}
