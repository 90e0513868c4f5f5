// What a sign-in carries from one page to the next, in session storage (it survives the trip to a
// provider's sign-in page and a reload, and ends with the tab): the address a code went to (spec
// section 3, Auth details), a social flow's state, nonce and PKCE verifier, and an unknown social
// identity waiting on /oauth-register. Nothing here is a credential the server would accept alone.
import type { OAuthProvider, OAuthRegistrationRequired, OtpType } from '@storefront/contract';
import { persistKey, readSession, removeSession, writeSession } from '../../lib/storage.ts';

export interface PendingCode {
  otpType: OtpType;
  email?: string;
  mobileNumber?: string;
  isRegister: boolean;
  /** Masked address the server named: j***@example.com or +614*****678. */
  destination: string;
  /** Where to go once signed in. */
  returnTo: string;
}

export interface PendingSocialFlow {
  provider: OAuthProvider;
  state: string;
  nonce: string;
  codeVerifier: string | null;
  redirectUri: string;
  returnTo: string;
}

export interface PendingRegistration extends OAuthRegistrationRequired {
  returnTo: string;
}

const KEYS = {
  code: persistKey('authDetails'),
  social: persistKey('oauthState'),
  registration: persistKey('oauthRegistration'),
} as const;

function read<T>(key: string): T | null {
  const text = readSession(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export const pendingCode = {
  read: () => read<PendingCode>(KEYS.code),
  save: (value: PendingCode) => writeSession(KEYS.code, JSON.stringify(value)),
  clear: () => removeSession(KEYS.code),
};

export const pendingSocialFlow = {
  read: () => read<PendingSocialFlow>(KEYS.social),
  save: (value: PendingSocialFlow) => writeSession(KEYS.social, JSON.stringify(value)),
  clear: () => removeSession(KEYS.social),
};

export const pendingRegistration = {
  read: () => read<PendingRegistration>(KEYS.registration),
  save: (value: PendingRegistration) => writeSession(KEYS.registration, JSON.stringify(value)),
  clear: () => removeSession(KEYS.registration),
};
