import type { FastifyRequest } from 'fastify';

/**
 * The staff token a console call carries as `Authorization: Bearer <token>`; undefined when there is
 * none, which the staff sign-in check answers with 401.
 */
export const bearerToken = (request: Pick<FastifyRequest, 'headers'>): string | undefined =>
  request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
