import { createHash, randomBytes } from 'node:crypto';
import {
  OAUTH_REGISTRATION_TTL_SECONDS,
  type OAuthAuthorizeResult,
  type OAuthProvider,
  type OAuthRegistrationRequired,
  type oauthBodySchema,
  type oauthRegisterBodySchema,
} from '@storefront/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { CustomerRepository } from './customer.repository.ts';
import type { CustomerSessions, SignedIn } from './customer-session.ts';
import type { SignedStates } from './signed-state.ts';
import {
  providerClients,
  type ProviderClient,
  type SocialProviderSettings,
  type VerifiedIdentity,
} from './provider-clients.ts';

const OAUTH_STATE = 'oauth-state';
const REGISTRATION_STATE = 'oauth-registration';
const STATE_TTL_SECONDS = 10 * 60;

const stateRefused = (field: string) =>
  new AppError(400, 'OAuthStateInvalid', 'This sign-in has expired or did not start here. Please try again.', [
    { field, message: 'Does not match the sign-in that was started' },
  ]);
const existingAccount = () =>
  new AppError(
    409,
    'ExistingAccount',
    'An account already uses this e-mail address. Sign in with a code sent to it, then link this provider from your account.',
  );

export class RegistrationRequired {
  constructor(readonly body: OAuthRegistrationRequired) {}
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Google, Apple and PayPal sign-in. The server starts every flow (a signed state binding provider,
 * nonce, return page and PKCE challenge), checks what the app brings back (ID token signature by
 * the provider's JWKS, issuer, audience, expiry, nonce; for PayPal the code, PKCE verifier and
 * state), then signs in a linked identity, refuses an e-mail another account owns, or hands back
 * a registration state for /oauth-register.
 */
export function socialSignInService(deps: {
  db: Db;
  settings: Partial<Record<OAuthProvider, SocialProviderSettings>>;
  customers: CustomerRepository;
  sessions: CustomerSessions;
  states: SignedStates;
  clock: Clock;
}) {
  const clients = providerClients(deps.settings, deps.clock);
  const clientOf = (provider: OAuthProvider): ProviderClient => {
    const client = clients.get(provider);
    if (!client) throw new AppError(503, 'ServiceUnavailable', `${provider} sign-in is not available right now.`);
    return client;
  };

  async function signInOrRegister(
    identity: VerifiedIdentity,
    scope: string,
    names: { firstName?: string | undefined; lastName?: string | undefined },
    userAgent: string | null,
  ): Promise<SignedIn> {
    const linked = await deps.customers.identity(identity.provider, identity.subject);
    if (linked) {
      const session = await deps.sessions.start(linked.customerId, scope, userAgent);
      if (session) return session;
    }
    if (identity.email && (await deps.customers.byEmail(identity.email))) throw existingAccount();
    const firstName = names.firstName || identity.givenName;
    const lastName = names.lastName || identity.familyName;
    const registrationState = await deps.states.sign(
      REGISTRATION_STATE,
      { provider: identity.provider, sub: identity.subject, email: identity.email, firstName, lastName },
      OAUTH_REGISTRATION_TTL_SECONDS,
    );
    throw new RegistrationRequired({
      status: 302,
      code: 'RegistrationRequired',
      message: 'Finish creating your account.',
      registrationState,
      provider: identity.provider,
      email: identity.email,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
    });
  }

  return {
    async authorize(provider: OAuthProvider, redirectUri: string): Promise<OAuthAuthorizeResult> {
      const client = clientOf(provider);
      if (!client.redirectUris.includes(redirectUri)) {
        throw new AppError(400, 'InvalidRequest', 'This return page is not registered with the provider.', [
          { field: 'body.redirectUri', message: 'Not a registered return page' },
        ]);
      }
      const nonce = randomBytes(16).toString('base64url');
      const codeVerifier = client.usesCode ? randomBytes(32).toString('base64url') : null;
      const state = await deps.states.sign(
        OAUTH_STATE,
        { provider, nonce, redirectUri, ...(codeVerifier ? { cc: s256(codeVerifier) } : {}) },
        STATE_TTL_SECONDS,
      );
      const authorizationUrl = await client.authorizationUrl({
        redirectUri,
        state,
        nonce,
        codeChallenge: codeVerifier ? s256(codeVerifier) : null,
      });
      return {
        provider,
        authorizationUrl,
        responseType: client.usesCode ? 'code' : 'id_token',
        state,
        nonce,
        codeVerifier,
      };
    },

    /** `userAgent` names the device the sign-in is on (the security page). */
    async signIn(body: z.output<typeof oauthBodySchema>, userAgent: string | null = null): Promise<SignedIn> {
      const client = clientOf(body.provider);
      const state = body.state ? await deps.states.read(OAUTH_STATE, body.state) : null;
      if (body.state && (!state || state.provider !== body.provider)) throw stateRefused('body.state');
      let identity: VerifiedIdentity;
      if (client.usesCode) {
        if (!state) throw stateRefused('body.state');
        if (!body.codeVerifier || s256(body.codeVerifier) !== state.cc) throw stateRefused('body.codeVerifier');
        if (body.redirectUri !== state.redirectUri) throw stateRefused('body.redirectUri');
        identity = await client.exchangeCode({
          code: body.token,
          state: body.state!,
          redirectUri: String(state.redirectUri),
          codeVerifier: body.codeVerifier,
          nonce: String(state.nonce),
        });
      } else {
        if (!body.nonce) {
          throw new AppError(400, 'InvalidRequest', 'Invalid request: body.nonce.', [
            { field: 'body.nonce', message: 'Required' },
          ]);
        }
        if (state && state.nonce !== body.nonce) throw stateRefused('body.nonce');
        identity = await client.verifyIdToken(body.token, body.nonce);
      }
      return signInOrRegister(identity, body.scope, body, userAgent);
    },

    /** /oauth-register: the unknown identity becomes an account (its provider e-mail, the names given). */
    async register(body: z.output<typeof oauthRegisterBodySchema>, userAgent: string | null = null): Promise<SignedIn> {
      const claims = await deps.states.read(REGISTRATION_STATE, body.registrationState);
      if (!claims || typeof claims.sub !== 'string') {
        throw new AppError(
          400,
          'RegistrationStateInvalid',
          'This sign-up has expired. Please sign in with the provider again.',
          [{ field: 'body.registrationState', message: 'Expired or invalid' }],
        );
      }
      const provider = claims.provider as OAuthProvider;
      const email = typeof claims.email === 'string' ? claims.email : null;
      const linked = await deps.customers.identity(provider, claims.sub);
      const customerId =
        linked?.customerId ??
        (await deps.db.transaction(async (tx) => {
          const created = await deps.customers.create(
            {
              email,
              emailVerified: email !== null,
              mobileNumber: body.mobileNumber ?? null,
              firstName: body.firstName,
              lastName: body.lastName,
              optinEmail: body.optinEmail,
              optinSms: body.optinSms,
              acceptTerms: body.acceptTerms,
              hasEmailAccount: false,
            },
            tx as unknown as Db,
          );
          if (!created) throw existingAccount();
          await deps.customers.linkIdentity(tx as unknown as Db, {
            provider,
            subject: claims.sub as string,
            customerId: created.customerId,
            email,
          });
          return created.customerId;
        }));
      const session = await deps.sessions.start(customerId, body.scope, userAgent);
      if (!session) throw existingAccount();
      return session;
    },
  };
}

export type SocialSignInService = ReturnType<typeof socialSignInService>;
