// The customer's access token, in memory only (never in storage, so a script injected into a page
// cannot read it back later). The refresh token is an httpOnly cookie the browser sends to the token
// endpoints only; `refreshAccessToken` trades it for a new access token, one call at a time.
import type { TokenSet } from '@storefront/contract';
import { ApiError } from '../api-client.ts';
import { callApi } from '../api/call-api.ts';

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

export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

let refreshing: Promise<RefreshOutcome> | null = null;

export const isRefreshing = (): Promise<RefreshOutcome> | null => refreshing;

/**
 * POST /customer/token/refresh with the cookie; the server rotates the refresh token (a new cookie)
 * and answers a new access token. Concurrent callers share one request: a rotated token sent twice
 * would look like reuse and revoke the whole family. For the same reason the request is kept alive
 * past the page: a reload or a link followed mid-refresh would otherwise cancel it after the
 * server had rotated the token, the new cookie would never be stored, and the next page's refresh
 * would present the spent one and end the sign-in. 'refused' means the login has ended;
 * 'unreachable' means no answer came (offline), so nothing is decided.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= callApi('refreshToken', { body: {}, auth: false, keepalive: true })
    .then((set): RefreshOutcome => {
      holdAccessToken(set);
      return 'refreshed';
    })
    .catch((error: unknown): RefreshOutcome => {
      if (!(error instanceof ApiError)) return 'unreachable';
      forgetAccessToken();
      return 'refused';
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** One refresh; true when a new access token is held. */
export const refreshAccessToken = (): Promise<boolean> => refreshSession().then((outcome) => outcome === 'refreshed');

/** POST /customer/token/revoke with the cookie (the server also clears it). Failures are ignored: logout goes on. */
export async function revokeRefreshToken(): Promise<void> {
  forgetAccessToken();
  await callApi('revokeToken', { body: {}, auth: false }).catch(() => undefined);
}
