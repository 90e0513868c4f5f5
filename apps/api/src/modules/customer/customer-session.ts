import type { Customer } from '@storefront/contract';
import type { AccessTokens } from './access-tokens.ts';
import type { CustomerRepository } from './customer.repository.ts';
import type { RefreshTokenStore } from './refresh-tokens.ts';

/** What a sign-in hands the routes: the access token, a new refresh-token family and the customer. */
export interface SignedIn {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  scope: string;
  customer: Customer;
}

/** Starts a session for a customer every sign-in path (code, link, provider) has proven. */
export function customerSessions(deps: {
  customers: CustomerRepository;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
}) {
  return {
    /** `userAgent` is the signing-in browser's, kept with the sign-in so the security page can name it. */
    async start(customerId: string, scope: string, userAgent: string | null = null): Promise<SignedIn | null> {
      const customer = await deps.customers.view(customerId);
      if (!customer) return null;
      const access = await deps.accessTokens.issue({ customerId, userId: customer.userID, scope });
      const refreshToken = await deps.refreshTokens.startFamily(customerId, scope, userAgent);
      return { accessToken: access.token, expiresIn: access.expiresIn, refreshToken, scope, customer };
    },
  };
}

export type CustomerSessions = ReturnType<typeof customerSessions>;
