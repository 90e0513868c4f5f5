import {
  OFFLINE_ACCESS_SCOPE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE_PATH,
  REFRESH_TOKEN_TTL_SECONDS,
  type CustomerSignIn,
} from '@storefront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { AccessTokenClaims, AccessTokens } from './access-tokens.ts';
import { AccessTokenRefused } from './access-tokens.ts';
import type { SignedIn } from './customer-session.ts';
import type { Caller } from './customer-sign-in.service.ts';

/** Native apps ask for offline_access and keep the refresh token themselves; the web gets a cookie. */
export const isNativeScope = (scope: string) => scope.split(' ').includes(OFFLINE_ACCESS_SCOPE);

const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict' as const,
  path: REFRESH_TOKEN_COOKIE_PATH,
};

type CookieReply = FastifyReply & {
  setCookie(name: string, value: string, options: Record<string, unknown>): FastifyReply;
  clearCookie(name: string, options: Record<string, unknown>): FastifyReply;
};

/** The token set (and customer) in the body; on the web the refresh token goes to the httpOnly cookie instead. */
export function sendSignIn(reply: FastifyReply, session: SignedIn): CustomerSignIn {
  const native = isNativeScope(session.scope);
  if (!native) setRefreshCookie(reply, session.refreshToken);
  reply.header('cache-control', 'no-store');
  return {
    access_token: session.accessToken,
    token_type: 'Bearer',
    expires_in: session.expiresIn,
    refresh_token: native ? session.refreshToken : null,
    scope: session.scope,
    customer: session.customer,
  };
}

export function setRefreshCookie(reply: FastifyReply, token: string) {
  (reply as CookieReply).setCookie(REFRESH_TOKEN_COOKIE, token, {
    ...cookieOptions,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearRefreshCookie(reply: FastifyReply) {
  (reply as CookieReply).clearCookie(REFRESH_TOKEN_COOKIE, cookieOptions);
}

/** Client address for rate limits, the app origin the customer's links should open, and the User-Agent. */
export function callerOf(request: FastifyRequest, appOrigins: string[]): Caller {
  const origin = request.headers.origin;
  return {
    ip: request.ip,
    appOrigin: origin && appOrigins.includes(origin) ? origin : appOrigins[0]!,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

export const unauthorized = (message = 'Please sign in again.') => new AppError(401, 'Unauthorized', message);

/** The bearer token's customer: 401 without a token or with one that fails any check. */
export async function bearerCustomer(
  request: FastifyRequest,
  tokens: AccessTokens,
  scope = 'openid',
): Promise<AccessTokenClaims> {
  const header = request.headers.authorization;
  const token = header?.match(/^Bearer ([\w.-]+)$/)?.[1];
  if (!token) throw unauthorized('Please sign in to continue.');
  try {
    return await tokens.verify(token, scope);
  } catch (error) {
    if (error instanceof AccessTokenRefused) throw unauthorized();
    throw error;
  }
}
