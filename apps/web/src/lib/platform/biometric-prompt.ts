// The faster-login question (spec sections 4 and 9): after a login on a device with biometrics the
// customer is asked once; each later login asks again until it has been asked 3 times in all
// (the login attempt count in the device preferences), or until they say yes.
import type { DevicePreferences } from './device-preferences.ts';
import type { BiometricPlugin, UnlockMode } from './plugins.ts';

/** Spec section 9: biometric prompt counter up to 3. */
export const BIOMETRIC_PROMPT_LIMIT = 3;

export const biometricPrompt = {
  title: 'Faster login',
  body: 'Next time, would you like to login faster with Biometrics?',
  confirmText: 'Yes, please!',
  cancelText: 'No thanks',
} as const;

const BIOMETRIC_MODES: readonly UnlockMode[] = ['Biometrics', 'BiometricsWithPasscode'];

export type BiometricOfferOutcome = 'unavailable' | 'already-on' | 'limit-reached' | 'accepted' | 'declined';

export interface BiometricOfferDeps {
  biometric: BiometricPlugin;
  preferences: DevicePreferences;
  ask(prompt: typeof biometricPrompt): Promise<boolean>;
  useUnlockMode(mode: UnlockMode): Promise<void>;
}

export async function offerBiometricLogin(deps: BiometricOfferDeps): Promise<BiometricOfferOutcome> {
  const { preferences } = deps;
  if (!(await deps.biometric.isAvailable()).isAvailable) return 'unavailable';
  const mode = await preferences.unlockMode();
  if (mode && BIOMETRIC_MODES.includes(mode)) return 'already-on';
  const asked = await preferences.loginAttemptCount();
  if (asked >= BIOMETRIC_PROMPT_LIMIT) return 'limit-reached';
  await preferences.setLoginAttemptCount(asked + 1);
  if (!(await deps.ask(biometricPrompt))) return 'declined';
  await deps.useUnlockMode('Biometrics');
  return 'accepted';
}
