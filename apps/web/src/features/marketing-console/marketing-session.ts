// The signed-in marketer, kept for the tab in session storage (closing the tab signs out).
import { createStaffSessionStore, liveStaffSession } from '../../lib/session/staff-session-store.ts';

export interface MarketingSession {
  token: string;
  name: string;
  expiresAt: string;
}

export const useMarketingSession = createStaffSessionStore<MarketingSession>('marketing-console');

export const liveMarketingSession = (session: MarketingSession | null, now = Date.now()): MarketingSession | null =>
  liveStaffSession(session, now);

/** A 401 (session over) or 403 (role taken away) ends the session: the sign-in shows again. */
export const MARKETING_REFUSAL = 'This account cannot run the marketing console.';
