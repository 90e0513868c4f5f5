import { describe, expect, it, vi } from 'vitest';
import { devicePreferences, PREFERENCE_KEYS } from './device-preferences.ts';
import { fakePreferences, fakeVault } from './fake-plugins.test-support.ts';
import {
  deviceVault,
  MAX_FAILED_UNLOCK_ATTEMPTS,
  UNLOCK_MODES,
  VAULT_BACKGROUND_LOCK_MS,
  VAULT_SESSION_KEY,
} from './vault.ts';

function setup(prefs: Record<string, string> = {}) {
  const plugin = fakeVault();
  const store = fakePreferences(prefs);
  const log = vi.fn();
  return { plugin, store, log, vault: deviceVault(plugin, devicePreferences(store), log) };
}

describe('the device vault', () => {
  it('has the four unlock modes of spec section 4', () => {
    expect(UNLOCK_MODES).toEqual(['SecureStorage', 'Biometrics', 'BiometricsWithPasscode', 'SystemPasscode']);
  });

  it('locks 5000 ms after going to the background, with secure storage until a mode is chosen', async () => {
    expect(VAULT_BACKGROUND_LOCK_MS).toBe(5000);
    const { plugin, vault } = setup();
    await vault.start();
    expect(plugin.config).toEqual({ unlockMode: 'SecureStorage', lockAfterBackgroundedMs: 5000 });
  });

  it('starts with the saved unlock mode', async () => {
    const { plugin, vault } = setup({ [PREFERENCE_KEYS.unlockMode]: 'SystemPasscode' });
    await vault.start();
    expect(plugin.config?.unlockMode).toBe('SystemPasscode');
  });

  it('saves a new unlock mode and configures the vault with it', async () => {
    const { plugin, store, vault } = setup();
    await vault.useUnlockMode('BiometricsWithPasscode');
    expect(store.values.get(PREFERENCE_KEYS.unlockMode)).toBe('BiometricsWithPasscode');
    expect(plugin.config).toEqual({ unlockMode: 'BiometricsWithPasscode', lockAfterBackgroundedMs: 5000 });
  });

  it(`is cleared after ${MAX_FAILED_UNLOCK_ATTEMPTS} failed unlocks in a row, not before`, async () => {
    expect(MAX_FAILED_UNLOCK_ATTEMPTS).toBe(5);
    const { plugin, vault, log } = setup();
    await vault.start();
    await vault.afterLogin('customer-1');
    for (let i = 1; i < MAX_FAILED_UNLOCK_ATTEMPTS; i += 1) plugin.failUnlock();
    expect(vault.failedAttempts()).toBe(4);
    expect(plugin.values.get(VAULT_SESSION_KEY)).toBe('customer-1');
    plugin.failUnlock();
    await Promise.resolve();
    expect(plugin.values.size).toBe(0);
    expect(vault.failedAttempts()).toBe(0);
    expect(log).toHaveBeenCalledWith('Vault cleared after 5 failed unlock attempts');
  });

  it('a login starts the count again', async () => {
    const { plugin, vault } = setup();
    await vault.start();
    plugin.failUnlock();
    await vault.afterLogin('customer-1');
    expect(vault.failedAttempts()).toBe(0);
  });

  it('login puts the session in the vault and locks it: it then holds locked data', async () => {
    const { plugin, vault } = setup();
    await expect(vault.holdsLockedData()).resolves.toBe(false);
    await vault.afterLogin('customer-1');
    expect(plugin.locked).toBe(true);
    await expect(vault.holdsLockedData()).resolves.toBe(true);
    await plugin.unlock();
    await expect(vault.holdsLockedData()).resolves.toBe(false);
  });

  it('logout empties the vault and locks it', async () => {
    const { plugin, vault } = setup();
    await vault.afterLogin('customer-1');
    await plugin.unlock();
    await vault.afterLogout();
    expect(plugin.values.size).toBe(0);
    expect(plugin.locked).toBe(true);
    await expect(vault.holdsLockedData()).resolves.toBe(false);
  });
});
