import { GUEST, type CustomerIdentitySource } from '../platform/customer-identity.ts';

/**
 * Tests only: stands in for the customer token verifier that sign-in brings. `Bearer signed-in:ID`
 * is customer ID (user id `user-ID`); no header is a guest; any other token is refused, as a real
 * verifier refuses a bad signature.
 */
export const signedInTestIdentity: CustomerIdentitySource = async (request) => {
  const authorization = request.headers.authorization;
  if (!authorization) return GUEST;
  const customerId = authorization.match(/^Bearer signed-in:([\w-]+)$/)?.[1];
  if (!customerId) throw Object.assign(new Error('bad token'), { statusCode: 401 });
  return { kind: 'customer', customerId, userId: `user-${customerId}` };
};

export const signedInAs = (customerId: string) => ({ authorization: `Bearer signed-in:${customerId}` });
