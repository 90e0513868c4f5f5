// A signed-in customer and token sets for the sign-in tests.
import type { Customer, CustomerSignIn, TokenSet } from '@storefront/contract';

export const CUSTOMER: Customer = {
  customerId: '11111111-1111-4111-8111-111111111111',
  userID: '22222222-2222-4222-8222-222222222222',
  email: 'sam@example.com',
  emailVerified: true,
  mobileNumber: '+61412345678',
  profile: {
    firstName: 'Sam',
    lastName: 'Lee',
    name: 'Sam Lee',
    optinSms: false,
    optinEmail: false,
    acceptTerms: true,
    attributes: [],
  },
  cards: [],
  dispositionPreference: null,
  hasEmailAccount: true,
  identities: [],
  savedCardId: null,
  expressPayMobileNumber: null,
};

export const tokens = (access: string, expiresIn = 900): TokenSet => ({
  access_token: access,
  token_type: 'Bearer' as const,
  expires_in: expiresIn,
  refresh_token: null,
  scope: 'openid write:profile read:card write:card',
});

export const signInFor = (customer: Customer = CUSTOMER, access = 'a1'): CustomerSignIn => ({
  ...tokens(access),
  customer,
});
