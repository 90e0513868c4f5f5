import { GUEST, type CustomerIdentitySource } from '../../platform/customer-identity.ts';
import type { AccessTokens } from './access-tokens.ts';
import { bearerCustomer } from './customer-auth-http.ts';

/**
 * The identity seam (decision 090) answered by customer sign-in: no Authorization header is a
 * guest; a bearer access token that passes every check is that customer; any other token is 401.
 */
export function customerTokenIdentity(tokens: AccessTokens): CustomerIdentitySource {
  return async (request) => {
    if (!request.headers.authorization) return GUEST;
    const claims = await bearerCustomer(request, tokens);
    return { kind: 'customer', customerId: claims.customerId, userId: claims.userId };
  };
}
