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

/**
 * The refresh's own budgets, apart from sign-in's. A refresh token is 32 random bytes kept only as
 * a keyed hash: it cannot be guessed, so holding one is the proof, and a refresh with a token the
 * server issued is limited per sign-in (its family) only, never per client address, where everyone
 * behind one NAT or mobile carrier would share the budget and sign each other out. A token the
 * server never issued (or none) is counted per address, which keeps junk and guessing in check.
 */
export interface RefreshLimits {
  /** Refreshes of one sign-in (keyed by refresh-token family), counted before the token is spent. */
  perSignIn: Limiter;
  /** Refreshes with no token or an unknown one, per client address. */
  unknownPerAddress: Limiter;
}

/** POST /customer/token/refresh and /token/revoke: rotation, reuse detection, logout. */
export const customerTokenRoutes: FastifyPluginAsyncZod<{
  refreshTokens: RefreshTokenStore;
  accessTokens: AccessTokens;
  customers: CustomerRepository;
  limits: RefreshLimits;
}> = async (app, { refreshTokens, accessTokens, customers, limits }) => {
  serveEndpoint(app, endpoints.refreshToken, async (request, reply) => {
    const presented = presentedToken(request, request.body);
    const family = presented ? await refreshTokens.familyOf(presented) : null;
    if (!presented || !family) {
      if (presented) clearRefreshCookie(reply);
      await limits.unknownPerAddress.consume(request.ip);
      throw refreshRefused();
    }
    // Over the budget the token is not spent (429), so the same one works on the next try. A
    // spent, expired or revoked token is still refused (401) by the rotation below.
    await limits.perSignIn.consume(family.familyId);
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
