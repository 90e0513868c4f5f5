import { ACCESS_TOKEN_TTL_SECONDS } from '@storefront/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock.ts';
import type { CustomerSecrets } from './customer-secrets.ts';

export const ACCESS_TOKEN_ISSUER = 'urn:redroofpizza:customer-service';
export const ACCESS_TOKEN_AUDIENCE = 'urn:redroofpizza:storefront-api';
/** The only algorithm accepted: a token naming `none`, RS256 or anything else is refused. */
const ALGORITHMS = ['HS256'];

export interface AccessTokenClaims {
  customerId: string;
  userId: string;
  scope: string;
}

export class AccessTokenRefused extends Error {}

/** Short-lived JWT access tokens: issuer, audience, expiry and scope are checked on every call. */
export function accessTokens(secrets: CustomerSecrets, clock: Clock) {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async issue(claims: AccessTokenClaims): Promise<{ token: string; expiresIn: number }> {
      const now = nowSeconds();
      const token = await new SignJWT({ scope: claims.scope, uid: claims.userId })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(claims.customerId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secrets.signingKey);
      return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },

    /** The token's customer, or AccessTokenRefused for a bad signature, issuer, audience, expiry or scope. */
    async verify(token: string, requiredScope = 'openid'): Promise<AccessTokenClaims> {
      try {
        const { payload } = await jwtVerify(token, secrets.signingKey, {
          algorithms: ALGORITHMS,
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: 'at+jwt',
          currentDate: clock.now(),
          clockTolerance: 0,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const scope = typeof payload.scope === 'string' ? payload.scope : '';
        if (!scope.split(' ').includes(requiredScope)) throw new AccessTokenRefused('scope');
        if (typeof payload.uid !== 'string' || !payload.sub) throw new AccessTokenRefused('claims');
        return { customerId: payload.sub, userId: payload.uid, scope };
      } catch (error) {
        if (error instanceof AccessTokenRefused || error instanceof joseErrors.JOSEError) {
          throw new AccessTokenRefused(error.message);
        }
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
