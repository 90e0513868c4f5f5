import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../../platform/clock.ts';
import type { CustomerSecrets } from './customer-secrets.ts';

const ISSUER = 'urn:redroofpizza:customer-service';

/**
 * Short-lived values the server hands the app and must get back unchanged: the OAuth `state`
 * (provider, nonce, PKCE challenge, return page) and the registration state of an unknown social
 * identity. Signed (HS256), typed per use and expiring, so one cannot stand in for another.
 */
export function signedStates(secrets: CustomerSecrets, clock: Clock) {
  const key = new Uint8Array(Buffer.from(secrets.hash('signed-state-key', 'v1'), 'hex'));
  return {
    async sign(kind: string, claims: JWTPayload, ttlSeconds: number): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: `${kind}+jwt` })
        .setIssuer(ISSUER)
        .setAudience(kind)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    /** The claims, or null when the value is not one we signed for `kind`, or has expired. */
    async read(kind: string, value: string): Promise<JWTPayload | null> {
      try {
        const { payload } = await jwtVerify(value, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: kind,
          typ: `${kind}+jwt`,
          currentDate: clock.now(),
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}

export type SignedStates = ReturnType<typeof signedStates>;
