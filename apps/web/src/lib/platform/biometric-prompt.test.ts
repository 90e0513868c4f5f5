import { describe, expect, it, vi } from 'vitest';
import { BIOMETRIC_PROMPT_LIMIT, biometricPrompt, offerBiometricLogin } from './biometric-prompt.ts';
import { devicePreferences, PREFERENCE_KEYS } from './device-preferences.ts';
import { fakeBiometric, fakePreferences } from './fake-plugins.test-support.ts';

function setup(available: boolean, answer: boolean, prefs: Record<string, string> = {}) {
  const store = fakePreferences(prefs);
  const preferences = devicePreferences(store);
  const deps = {
    biometric: fakeBiometric(available),
    preferences,
    ask: vi.fn(async () => answer),
    useUnlockMode: vi.fn(async (mode: string) => void store.values.set(PREFERENCE_KEYS.unlockMode, mode)),
  };
  return { store, deps };
}

describe('the faster-login question', () => {
  it('asks in the words of spec section 4', () => {
    expect(biometricPrompt.body).toBe('Next time, would you like to login faster with Biometrics?');
    expect(biometricPrompt.confirmText).toBe('Yes, please!');
    expect(biometricPrompt.cancelText).toBe('No thanks');
    expect(BIOMETRIC_PROMPT_LIMIT).toBe(3);
  });

  it('is not asked on a device without biometrics', async () => {
    const { deps, store } = setup(false, true);
    await expect(offerBiometricLogin(deps)).resolves.toBe('unavailable');
    expect(deps.ask).not.toHaveBeenCalled();
    expect(store.values.has(PREFERENCE_KEYS.loginAttemptCount)).toBe(false);
  });

  it('is asked once at a login; yes turns biometric unlock on', async () => {
    const { deps, store } = setup(true, true);
    await expect(offerBiometricLogin(deps)).resolves.toBe('accepted');
    expect(deps.ask).toHaveBeenCalledTimes(1);
    expect(deps.ask).toHaveBeenCalledWith(biometricPrompt);
    expect(deps.useUnlockMode).toHaveBeenCalledWith('Biometrics');
    expect(store.values.get(PREFERENCE_KEYS.loginAttemptCount)).toBe('1');
    // Biometrics on: later logins do not ask.
    await expect(offerBiometricLogin(deps)).resolves.toBe('already-on');
    expect(deps.ask).toHaveBeenCalledTimes(1);
  });

  it('after "No thanks" later logins ask again, counted up to 3, then never', async () => {
    const { deps, store } = setup(true, false);
    for (let login = 1; login <= 3; login += 1) {
      await expect(offerBiometricLogin(deps)).resolves.toBe('declined');
      expect(store.values.get(PREFERENCE_KEYS.loginAttemptCount)).toBe(String(login));
    }
    await expect(offerBiometricLogin(deps)).resolves.toBe('limit-reached');
    expect(deps.ask).toHaveBeenCalledTimes(3);
    expect(deps.useUnlockMode).not.toHaveBeenCalled();
  });

  it('is not asked when biometrics with passcode is already the unlock mode', async () => {
    const { deps } = setup(true, true, { [PREFERENCE_KEYS.unlockMode]: 'BiometricsWithPasscode' });
    await expect(offerBiometricLogin(deps)).resolves.toBe('already-on');
  });
});
