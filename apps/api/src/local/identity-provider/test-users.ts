import type { OAuthProvider } from '@storefront/contract';

/** A person the local identity provider can sign in as: what the real provider would assert. */
export interface TestUser {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/**
 * Test users of the local Google, Apple and PayPal stand-ins. None of them has a storefront
 * account at first: signing in with one goes to /oauth-register; registering its e-mail by code
 * first makes that provider answer ExistingAccount.
 */
export const testUsers: Record<OAuthProvider, TestUser[]> = {
  Google: [
    { sub: 'google-1001', email: 'olivia.nguyen@example.com', givenName: 'Olivia', familyName: 'Nguyen' },
    { sub: 'google-1002', email: 'liam.smith@example.com', givenName: 'Liam', familyName: 'Smith' },
  ],
  Apple: [
    { sub: 'apple-2001', email: 'ava.jones@example.com', givenName: 'Ava', familyName: 'Jones' },
    { sub: 'apple-2002', email: 'x7kq2@privaterelay.appleid.example', givenName: 'Jack', familyName: 'Wilson' },
  ],
  PayPal: [
    { sub: 'paypal-3001', email: 'mia.brown@example.com', givenName: 'Mia', familyName: 'Brown' },
    { sub: 'paypal-3002', email: 'noah.taylor@example.com', givenName: 'Noah', familyName: 'Taylor' },
  ],
};
