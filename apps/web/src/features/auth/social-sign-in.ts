// Google, Apple and PayPal sign-in through the provider's own sign-in page (the local identity
// provider in development). The server signs a state binding provider, nonce, return page and the
// PKCE challenge; the app keeps state, nonce and verifier in session storage for the return page,
// which checks the state and sends what the provider returned to POST /customer/oauth.
import {
  oauthRegistrationRequiredSchema,
  WEB_SCOPE,
  type CustomerSignIn,
  type OAuthBody,
  type OAuthProvider,
} from '@storefront/contract';
import { ApiError } from '../../lib/api-client.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { oauthAuthorize, oauthSignIn } from './auth-api.ts';
import { pendingRegistration, pendingSocialFlow } from './pending-auth.ts';
import {
  GOOGLE_SCRIPT_TIMEOUT_MS,
  ID_TOKEN_WAIT_MS,
  socialMessages,
  SocialTimeoutError,
  withTimeout,
} from './social-timeouts.ts';

/** The app's two social return pages (spec section 2). */
export const RETURN_PAGES: Record<OAuthProvider, string> = {
  Google: '/oauth/redirect',
  Apple: '/oauth/redirect',
  PayPal: '/oauth/paypal-redirect',
};

/** Asks the server for the provider's sign-in page, remembers the flow and goes there. */
export async function startSocialSignIn(
  provider: OAuthProvider,
  returnTo: string,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const redirectUri = new URL(RETURN_PAGES[provider], window.location.origin).toString();
  const start = await withTimeout(GOOGLE_SCRIPT_TIMEOUT_MS, socialMessages.startTimeout(provider), (signal) =>
    oauthAuthorize({ provider, redirectUri }, signal),
  );
  pendingSocialFlow.save({
    provider,
    state: start.state,
    nonce: start.nonce,
    codeVerifier: start.codeVerifier,
    redirectUri,
    returnTo,
  });
  go(start.authorizationUrl);
}

export type SocialOutcome =
  | { kind: 'signed-in'; result: CustomerSignIn; returnTo: string }
  | { kind: 'register' }
  | { kind: 'failed'; message: string; existingAccount: boolean };

/** The answer of the provider, from the fragment (ID token) or the query (code), whichever it used. */
function providerAnswer(location: Pick<Location, 'search' | 'hash'>): URLSearchParams {
  const answer = new URLSearchParams(location.search);
  for (const [key, value] of new URLSearchParams(location.hash.replace(/^#/, ''))) answer.set(key, value);
  return answer;
}

/** The return page's work: check the state, sign in, or hand an unknown identity to /oauth-register. */
export async function finishSocialSignIn(location: Pick<Location, 'search' | 'hash'>): Promise<SocialOutcome> {
  const flow = pendingSocialFlow.read();
  const answer = providerAnswer(location);
  if (!flow || answer.get('state') !== flow.state)
    return { kind: 'failed', message: socialMessages.lost, existingAccount: false };
  const { provider } = flow;
  if (answer.get('error')) {
    pendingSocialFlow.clear();
    return { kind: 'failed', message: socialMessages.cancelled(provider), existingAccount: false };
  }
  const token = flow.codeVerifier ? answer.get('code') : answer.get('id_token');
  if (!token) return { kind: 'failed', message: socialMessages.lost, existingAccount: false };
  const body: OAuthBody = {
    provider,
    token,
    nonce: flow.nonce,
    state: flow.state,
    scope: WEB_SCOPE,
    ...(flow.codeVerifier ? { codeVerifier: flow.codeVerifier, redirectUri: flow.redirectUri } : {}),
  };
  try {
    const result = await withTimeout(ID_TOKEN_WAIT_MS, socialMessages.tokenTimeout(provider), (signal) =>
      oauthSignIn(body, signal),
    );
    pendingSocialFlow.clear();
    return { kind: 'signed-in', result, returnTo: flow.returnTo };
  } catch (error) {
    return socialFailure(error, provider, flow.returnTo);
  }
}

function socialFailure(error: unknown, provider: OAuthProvider, returnTo: string): SocialOutcome {
  pendingSocialFlow.clear();
  // Spec section 4: a 302 on social login goes to /oauth-register.
  if (error instanceof ApiError && error.status === 302) {
    const registration = oauthRegistrationRequiredSchema.safeParse(error.data);
    if (registration.success) {
      pendingRegistration.save({ ...registration.data, returnTo });
      return { kind: 'register' };
    }
  }
  if (error instanceof ApiError && error.code === 'ExistingAccount')
    return { kind: 'failed', message: socialMessages.existingAccount(provider), existingAccount: true };
  if (error instanceof SocialTimeoutError) return { kind: 'failed', message: error.message, existingAccount: false };
  return { kind: 'failed', message: customerErrorMessage(error), existingAccount: false };
}
