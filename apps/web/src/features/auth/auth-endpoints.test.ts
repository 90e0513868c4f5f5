// The API client decides from the path whether a 401 ends the login at once (sign-in and token
// calls) or is worth one refresh and retry (everything else). The paths now come from the endpoint
// table, so this holds the table's sign-in calls and the client's list together.
import { endpointRoutes, fillPath, type EndpointName } from '@storefront/contract/http';
import { describe, expect, it } from 'vitest';
import { isAuthEndpoint } from '../../lib/api-client.ts';

const CUSTOMER_ID = '3f2c1a7e-8b4d-4e6f-9a1b-2c3d4e5f6a7b';
const params = { id: CUSTOMER_ID, customerId: CUSTOMER_ID, cardId: CUSTOMER_ID, notificationId: CUSTOMER_ID };
const filledPath = (name: EndpointName) => fillPath(endpointRoutes[name].path, params);

const signInCalls: EndpointName[] = [
  'registerCustomer',
  'requestOtp',
  'validateOtp',
  'validateLoginToken',
  'oauthAuthorize',
  'oauthSignIn',
  'oauthRegister',
  'refreshToken',
  'revokeToken',
];

const accountCalls: EndpointName[] = [
  'customer',
  'updateCustomer',
  'deleteCustomer',
  'verifyEmail',
  'savedCards',
  'makeDefaultCard',
  'notifications',
  'rewards',
  'requestEmailChange',
  'confirmEmailChange',
];

describe('sign-in calls in the endpoint table', () => {
  it.each(signInCalls)('%s is a sign-in call: a 401 from it logs out with no refresh', (name) => {
    expect(isAuthEndpoint(filledPath(name))).toBe(true);
  });

  it.each(accountCalls)('%s is not: a 401 from it is refreshed once and retried', (name) => {
    expect(isAuthEndpoint(filledPath(name))).toBe(false);
  });
});
