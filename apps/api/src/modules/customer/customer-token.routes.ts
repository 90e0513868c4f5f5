import { REFRESH_TOKEN_COOKIE, endpoints } from '@storefront/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { Limiter } from '../../platform/rate-limit.ts';
import type { AccessTokens } from './access-tokens.ts';
import { clearRefreshCookie, isNativeScope, setRefreshCookie } from './customer-auth-http.ts';
import type { CustomerRepository } from './customer.repository.ts';
import type { RefreshTokenStore } from './refresh-tokens.ts';

const refreshRefused = () =>
  new AppError(401, 'RefreshTokenInvalid', 'Your session has expired. Please sign in again.');

/** The refresh token from the body (native) or the httpOnly cookie (web). */
function presentedToken(request: FastifyRequest, body: { refresh_token?: string | undefined } | null | undefined) {
  return body?.refresh_token ?? request.cookies[REFRESH_TOKEN_COOKIE];
}

/** POST /customer/token/refresh and /token/revoke: rotation, reuse detection, logout. */
export const customerTokenRoutes: FastifyPluginAsyncZod<{
  refreshTokens: RefreshTokenStore;
  accessTokens: AccessTokens;
  customers: CustomerRepository;
  limit: Limiter;
}> = async (app, { refreshTokens, accessTokens, customers, limit }) => {
  serveEndpoint(app, endpoints.refreshToken, async (request, reply) => {
    await limit.consume(request.ip);
    const presented = presentedToken(request, request.body);
    if (!presented) throw refreshRefused();
    const rotated = await refreshTokens.rotate(presented);
    if (!rotated.ok) {
      clearRefreshCookie(reply);
      throw refreshRefused();
    }
    const customer = await customers.byId(rotated.customerId);
    if (!customer) throw refreshRefused();
    const access = await accessTokens.issue({
      customerId: customer.customerId,
      userId: customer.userId,
      scope: rotated.scope,
    });
    const native = isNativeScope(rotated.scope);
    reply.header('cache-control', 'no-store');
    if (!native) setRefreshCookie(reply, rotated.token);
    return {
      access_token: access.token,
      token_type: 'Bearer' as const,
      expires_in: access.expiresIn,
      refresh_token: native ? rotated.token : null,
      scope: rotated.scope,
    };
  });

  serveEndpoint(app, endpoints.revokeToken, async (request, reply) => {
    const presented = presentedToken(request, request.body);
    if (presented) await refreshTokens.revoke(presented);
    clearRefreshCookie(reply);
    return reply.code(204).send(null);
  });
};
