import type { OAuthProvider } from '@storefront/contract';
import { createRemoteJWKSet, customFetch as joseCustomFetch, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';

/** Where each provider's flow is configured: issuer, client and the fetch to reach it. */
export interface SocialProviderSettings {
  issuer: string;
  clientId: string;
  /** Asked for when the provider is first reached (the local stand-in's may come from Redis). */
  clientSecret(): Promise<string | null>;
  redirectUris: string[];
  fetch: typeof fetch;
}

export interface VerifiedIdentity {
  provider: OAuthProvider;
  subject: string;
  email: string | null;
  givenName: string | undefined;
  familyName: string | undefined;
}

export interface ProviderClient {
  usesCode: boolean;
  redirectUris: string[];
  authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string | null;
  }): Promise<string>;
  verifyIdToken(token: string, nonce: string): Promise<VerifiedIdentity>;
  exchangeCode(input: {
    code: string;
    state: string;
    redirectUri: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<VerifiedIdentity>;
}

/** Providers answer with an ID token signed by one of these; anything else (none, HS256) is refused. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256', 'EdDSA'];

const tokenRefused = (detail: string) =>
  new AppError(401, 'OAuthTokenInvalid', 'We could not confirm this sign-in with the provider. Please try again.', [
    { field: 'body.token', message: detail },
  ]);

function identityOf(provider: OAuthProvider, claims: Record<string, unknown>): VerifiedIdentity {
  const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email.toLowerCase() : null;
  return {
    provider,
    subject: String(claims.sub),
    email,
    givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
    familyName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
  };
}

/** OpenID clients for the configured providers: discovery once, then JWKS and token calls as needed. */
export function providerClients(settings: Partial<Record<OAuthProvider, SocialProviderSettings>>, clock: Clock) {
  const clients = new Map<OAuthProvider, ProviderClient>();
  for (const [name, s] of Object.entries(settings) as [OAuthProvider, SocialProviderSettings][]) {
    let discovered: Promise<oidc.Configuration> | null = null;
    const configuration = () =>
      (discovered ??= s
        .clientSecret()
        .then((clientSecret) =>
          oidc.discovery(
            new URL(s.issuer),
            s.clientId,
            clientSecret ? { client_secret: clientSecret } : undefined,
            undefined,
            {
              [oidc.customFetch]: s.fetch,
              ...(s.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
            },
          ),
        )
        .catch((error: unknown) => {
          discovered = null;
          throw error;
        }));
    // The provider's published keys, from its discovery document, cached and refreshed by jose.
    let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
    const keys = async () => {
      const jwksUri = (await configuration()).serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error('The provider publishes no jwks_uri');
      return (jwks ??= createRemoteJWKSet(new URL(jwksUri), { [joseCustomFetch]: s.fetch }));
    };
    const usesCode = name === 'PayPal';

    clients.set(name, {
      usesCode,
      redirectUris: s.redirectUris,
      async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
        const config = await configuration();
        const params: Record<string, string> = {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          response_type: usesCode ? 'code' : 'id_token',
          state,
          nonce,
        };
        if (codeChallenge) Object.assign(params, { code_challenge: codeChallenge, code_challenge_method: 'S256' });
        return oidc.buildAuthorizationUrl(config, params).href;
      },

      async verifyIdToken(token, nonce) {
        try {
          const { payload } = await jwtVerify(token, await keys(), {
            algorithms: ID_TOKEN_ALGORITHMS,
            issuer: s.issuer,
            audience: s.clientId,
            requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
            currentDate: clock.now(),
          });
          if (payload.nonce !== nonce) throw tokenRefused('Nonce does not match');
          return identityOf(name, payload);
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw tokenRefused((error as Error).message);
        }
      },

      async exchangeCode({ code, state, redirectUri, codeVerifier, nonce }) {
        const config = await configuration();
        const current = new URL(redirectUri);
        current.searchParams.set('code', code);
        current.searchParams.set('state', state);
        // The state is ours and names the provider, so the issuer is the one it was sent to.
        current.searchParams.set('iss', s.issuer);
        try {
          const tokens = await oidc.authorizationCodeGrant(config, current, {
            pkceCodeVerifier: codeVerifier,
            expectedState: state,
            expectedNonce: nonce,
            idTokenExpected: true,
          });
          const claims = tokens.claims();
          if (!claims) throw tokenRefused('No ID token');
          return identityOf(name, claims);
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw tokenRefused((error as Error).message);
        }
      },
    });
  }
  return clients;
}
