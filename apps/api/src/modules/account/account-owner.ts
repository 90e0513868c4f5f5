import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { AccessTokenClaims, AccessTokens } from '../customer/access-tokens.ts';
import { bearerCustomer, unauthorized } from '../customer/customer-auth-http.ts';
import type { CustomerRepository } from '../customer/customer.repository.ts';

export type AccountOwner = (
  request: FastifyRequest,
  pathCustomerId: string,
  scope?: string,
) => Promise<AccessTokenClaims>;

/**
 * Every account call names a customer in its path. 401 without a valid token (or when the
 * account is gone), 403 when the path names anyone else: the answer says nothing about them.
 */
export function accountOwner(tokens: AccessTokens, customers: CustomerRepository): AccountOwner {
  return async (request, pathCustomerId, scope = 'openid') => {
    const claims = await bearerCustomer(request, tokens, scope);
    if (claims.customerId !== pathCustomerId && claims.userId !== pathCustomerId) {
      throw new AppError(403, 'Forbidden', 'This account belongs to someone else.');
    }
    // A token outliving its deleted account is no sign-in.
    if (!(await customers.byId(claims.customerId))) throw unauthorized();
    return claims;
  };
}

/** The signed-in customer of a call that names no customer in its path (paying with a saved card). */
export function signedInCustomer(tokens: AccessTokens, customers: CustomerRepository) {
  return async (request: FastifyRequest, scope: string): Promise<AccessTokenClaims> => {
    const claims = await bearerCustomer(request, tokens, scope);
    if (!(await customers.byId(claims.customerId))) throw unauthorized();
    return claims;
  };
}
