// The customer's access token, in memory only (never in storage, so a script injected into a page
// cannot read it back later). The refresh token is an httpOnly cookie the browser sends to the token
// endpoints only; `refreshAccessToken` trades it for a new access token, one call at a time.
import type { TokenSet } from '@storefront/contract';
import { ApiError, NetworkError } from '../api-client.ts';
import { callApi } from '../api/call-api.ts';
import { customerErrorMessage } from '../customer-error.ts';

interface HeldToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

let held: HeldToken | null = null;

export function holdAccessToken(set: Pick<TokenSet, 'access_token' | 'expires_in'>, now = Date.now()): void {
  held = { token: set.access_token, expiresAt: now + set.expires_in * 1000 };
}

export function forgetAccessToken(): void {
  held = null;
}

/** The held token while it is still valid; null when there is none or it has expired. */
export function validAccessToken(now = Date.now()): string | null {
  return held && now < held.expiresAt ? held.token : null;
}

/**
 * What a refresh came to. 'refused': the server turned the refresh token down (401 or 403, its
 * RefreshTokenInvalid), so the login has ended. 'unavailable': no decision came (429, a 5xx, no
 * answer); the refresh token is kept, the next call tries again, and `error` is what the call that
 * needed the token fails with, worded for the customer (lib/customer-error.ts).
 */
export type RefreshOutcome =
  { outcome: 'refreshed' } | { outcome: 'refused' } | { outcome: 'unavailable'; error: Error };

/** Only a definite answer about the token ends the login: a busy or failing server does not. */
export const isRefreshRefusal = (error: ApiError): boolean =>
  error.status === 401 || error.status === 403 || error.code === 'RefreshTokenInvalid';

/** The failure of a refresh that decided nothing, as the call that needed the token reports it. */
function temporaryFailure(error: unknown): Error {
  const message = customerErrorMessage(error);
  if (error instanceof ApiError) return new ApiError(error.status, error.data, message);
  if (error instanceof NetworkError) return new NetworkError(message, { cause: error });
  return new Error(message, { cause: error });
}

let refreshing: Promise<RefreshOutcome> | null = null;

export const isRefreshing = (): Promise<RefreshOutcome> | null => refreshing;

/**
 * POST /customer/token/refresh with the cookie; the server rotates the refresh token (a new cookie)
 * and answers a new access token. Concurrent callers share one request: a rotated token sent twice
 * would look like reuse and revoke the whole family. For the same reason the request is kept alive
 * past the page: a reload or a link followed mid-refresh would otherwise cancel it after the
 * server had rotated the token, the new cookie would never be stored, and the next page's refresh
 * would present the spent one and end the sign-in.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= callApi('refreshToken', { body: {}, auth: false, keepalive: true })
    .then((set): RefreshOutcome => {
      holdAccessToken(set);
      return { outcome: 'refreshed' };
    })
    .catch((error: unknown): RefreshOutcome => {
      if (!(error instanceof ApiError && isRefreshRefusal(error)))
        return { outcome: 'unavailable', error: temporaryFailure(error) };
      forgetAccessToken();
      return { outcome: 'refused' };
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** One refresh; true when a new access token is held. */
export const refreshAccessToken = (): Promise<boolean> =>
  refreshSession().then(({ outcome }) => outcome === 'refreshed');

/** POST /customer/token/revoke with the cookie (the server also clears it). Failures are ignored: logout goes on. */
export async function revokeRefreshToken(): Promise<void> {
  forgetAccessToken();
  await callApi('revokeToken', { body: {}, auth: false }).catch(() => undefined);
}
