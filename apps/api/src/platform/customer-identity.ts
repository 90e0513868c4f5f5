import { NIL_USER_ID } from '@storefront/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Spec: "Nil user id is all zeros"; the user id of everyone not signed in (one constant, in the contract). */
export { NIL_USER_ID };

/**
 * Who is calling, as far as the server can prove it. A customer id comes only from a verified
 * token, never from a body or a path the client chose.
 */
export type CustomerIdentity =
  | { kind: 'guest'; customerId: null; userId: typeof NIL_USER_ID }
  | { kind: 'customer'; customerId: string; userId: string };

export const GUEST: CustomerIdentity = { kind: 'guest', customerId: null, userId: NIL_USER_ID };

/**
 * Reads the caller's identity from the request (a bearer token once customer sign-in exists).
 * It answers the guest identity when there is no token; a token it cannot verify is refused.
 */
export type CustomerIdentitySource = (request: FastifyRequest) => Promise<CustomerIdentity>;

/**
 * Until customer sign-in exists nothing can verify a customer token, so everyone is a guest
 * (decision 090). Sign-in replaces this one function; no route changes.
 */
export const guestsOnly: CustomerIdentitySource = async () => GUEST;

/** The signed-in customer, else 401: for calls that only make sense for an account. */
export async function requireCustomer(
  identity: CustomerIdentitySource,
  request: FastifyRequest,
): Promise<Extract<CustomerIdentity, { kind: 'customer' }>> {
  const who = await identity(request);
  if (who.kind !== 'customer') throw new AppError(401, 'Unauthorized', 'Please sign in to see your orders.');
  return who;
}
