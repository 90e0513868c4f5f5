import type { IncomingMessage, ServerResponse } from 'node:http';
import { oauthProviders, type OAuthProvider } from '@storefront/contract';
import type { Redis } from 'ioredis';
import { inject } from 'light-my-request';
import type Provider from 'oidc-provider';
import type { ClientMetadata, Configuration } from 'oidc-provider';
import { issuerSecrets, redisStorage, type IssuerSecrets } from './identity-provider-store.ts';
import { testUsers } from './test-users.ts';

/** The client id the storefront is registered under at each stand-in, as at the real providers. */
export const LOCAL_CLIENT_ID = 'red-roof-storefront';
export const IDP_MOUNT = '/idp';
/** The app's return pages (spec section 2): Google and Apple, and PayPal. */
export const RETURN_PAGES: Record<OAuthProvider, string> = {
  Google: '/oauth/redirect',
  Apple: '/oauth/redirect',
  PayPal: '/oauth/paypal-redirect',
};

export const mountPathOf = (provider: OAuthProvider) => `${IDP_MOUNT}/${provider.toLowerCase()}`;

export interface LocalIssuer {
  provider: OAuthProvider;
  issuer: string;
  mountPath: string;
  clientId: string;
  /** Its keys and the client's secret: made (or read from Redis) on first use, as the provider is. */
  secrets(): Promise<IssuerSecrets>;
  /** The provider itself, loaded on first use (the package warns on load, so a server that never signs in never loads it). */
  load(): Promise<Provider>;
  /** Runs one HTTP exchange through the provider's Koa app (from the browser, or in process). */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

function configuration(
  provider: OAuthProvider,
  redirectUris: string[],
  secrets: IssuerSecrets,
  redis: Redis | undefined,
): Configuration {
  const users = testUsers[provider];
  const client: ClientMetadata =
    provider === 'PayPal'
      ? {
          // PayPal signs in with the authorization code flow: code, PKCE, then the token endpoint.
          client_id: LOCAL_CLIENT_ID,
          client_secret: secrets.clientSecret!,
          redirect_uris: redirectUris,
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic' as const,
        }
      : {
          // Google and Apple hand the browser an ID token, which the app posts to /customer/oauth.
          client_id: LOCAL_CLIENT_ID,
          redirect_uris: redirectUris,
          response_types: ['id_token'],
          grant_types: ['implicit'],
          token_endpoint_auth_method: 'none' as const,
        };
  return {
    clients: [client],
    jwks: { keys: [secrets.signingJwk] },
    cookies: { keys: [secrets.cookieKey] },
    // Without Redis, the package's own store in process memory.
    ...(redis ? { adapter: redisStorage(provider, redis) } : {}),
    responseTypes: ['code', 'id_token'],
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      AuthorizationCode: 60,
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `${mountPathOf(provider)}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = users.find((u) => u.sub === sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: true,
          given_name: user.givenName,
          family_name: user.familyName,
          name: `${user.givenName} ${user.familyName}`,
        }),
      };
    },
  };
}

/**
 * Local stand-ins for Google, Apple and PayPal sign-in (DESIGN section 5): one OpenID provider
 * (the `oidc-provider` package) per provider, each with its own issuer, keys and test users, so
 * the storefront runs the real flows (ID tokens checked against a JWKS, codes with PKCE). With
 * Redis, their keys and state are shared by every instance (identity-provider-store.ts).
 */
export function localIdentityProviders(options: {
  origin: string;
  appOrigins: string[];
  redis?: Redis;
}): LocalIdentityProviders {
  const origins = [...new Set([options.origin, ...options.appOrigins])];
  const issuers = oauthProviders.map((provider): LocalIssuer => {
    const mountPath = mountPathOf(provider);
    const issuer = `${options.origin}${mountPath}`;
    const redirectUris = origins.map((origin) => `${origin}${RETURN_PAGES[provider]}`);
    // Made once, on first use; a failure (Redis unreachable) is tried again on the next request.
    let made: Promise<IssuerSecrets> | null = null;
    const secrets = () =>
      (made ??= issuerSecrets(provider, options.redis).catch((error: unknown) => {
        made = null;
        throw error;
      }));
    let loading: Promise<{ oidc: Provider; callback: ReturnType<Provider['callback']> }> | null = null;
    const start = async () => {
      const [{ default: OidcProvider }, keys] = await Promise.all([import('oidc-provider'), secrets()]);
      const oidc = new OidcProvider(issuer, configuration(provider, redirectUris, keys, options.redis));
      // The stand-in runs on http://localhost; real providers need https for ID tokens in the front channel.
      const schema = (oidc.Client as unknown as { Schema: { prototype: { invalidate(m: string, c?: string): void } } })
        .Schema.prototype;
      const invalidate = schema.invalidate;
      schema.invalidate = function (message, code) {
        if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
        invalidate.call(this, message, code);
      };
      return { oidc, callback: oidc.callback() };
    };
    const load = () =>
      (loading ??= start().catch((error: unknown) => {
        loading = null;
        throw error;
      }));
    return {
      provider,
      issuer,
      mountPath,
      clientId: LOCAL_CLIENT_ID,
      secrets,
      load: async () => (await load()).oidc,
      handle(req, res) {
        // Mounted under a path: the provider reads its mount point from originalUrl.
        const full = req.url ?? '/';
        Object.assign(req, { originalUrl: full, url: full.slice(mountPath.length) || '/' });
        load().then(
          ({ callback }) => callback(req, res),
          () => {
            res.statusCode = 503;
            res.end();
          },
        );
      },
    };
  });

  const byIssuerUrl = (url: URL) =>
    issuers.find((i) => url.href === i.issuer || url.href.startsWith(`${i.issuer}/`)) ?? null;

  /**
   * fetch for the server's own calls to the stand-in (discovery, JWKS, token endpoint): answered
   * in process, so tests and a server behind a proxy need no network path to themselves.
   */
  const fetchLocal: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const target = byIssuerUrl(url);
    if (!target) return fetch(request);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers = Object.fromEntries(request.headers.entries());
    const response = await inject((req, res) => target.handle(req, res), {
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, host: url.host },
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, v);
    }
    const status = response.statusCode;
    return new Response([101, 204, 205, 304].includes(status) ? null : response.rawPayload, {
      status,
      headers: responseHeaders,
    });
  };

  latest = {
    issuers,
    issuerOf: (provider: OAuthProvider) => issuers.find((i) => i.provider === provider)!,
    fetch: fetchLocal,
    redirectUris: (provider: OAuthProvider) => origins.map((origin) => `${origin}${RETURN_PAGES[provider]}`),
  };
  return latest;
}

let latest: LocalIdentityProviders | null = null;
/** Tests only: the stand-in the app under test built (one app per test file). */
export const latestLocalIdentityProviders = () => latest;

export interface LocalIdentityProviders {
  issuers: LocalIssuer[];
  issuerOf(provider: OAuthProvider): LocalIssuer;
  fetch: typeof fetch;
  redirectUris(provider: OAuthProvider): string[];
}
