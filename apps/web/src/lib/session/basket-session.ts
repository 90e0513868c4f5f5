// The basket this visitor is building, and the session id that proves it is theirs (every basket
// call but create sends it as x-session-id). Spec section 3 "Basket session": basketId maps to a
// session id and its created time; entries are dropped after 24 hours.
import type { Basket } from '@storefront/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionPersist } from '../storage.ts';

export const BASKET_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface BasketSessionEntry {
  sid: string;
  created: number;
}

interface BasketSessionState {
  basketId: string | null;
  /** Every basket this tab has made, by id, for the 24-hour rule. */
  sessions: Record<string, BasketSessionEntry>;
  /** The last basket the API answered; screens read it through `useBasket` and update it from answers. */
  basket: Basket | null;
  /** Remember a basket answer (create, read or any change). */
  setBasket(basket: Basket, now?: number): void;
  /** Forget the current basket (session reset, expired, ordered). */
  clearBasket(): void;
  /** Drop sessions older than 24 hours; clears the current basket when it is one of them. */
  dropExpired(now?: number): void;
}

export const useBasketSession = create<BasketSessionState>()(
  persist(
    (set, get) => ({
      basketId: null,
      sessions: {},
      basket: null,
      setBasket: (basket, now = Date.now()) => {
        const known = get().sessions[basket.basketId];
        set({
          basketId: basket.basketId,
          basket,
          sessions: { ...get().sessions, [basket.basketId]: known ?? { sid: basket.sessionId, created: now } },
        });
      },
      clearBasket: () => set({ basketId: null, basket: null }),
      dropExpired: (now = Date.now()) => {
        const sessions = Object.fromEntries(
          Object.entries(get().sessions).filter(([, entry]) => now - entry.created < BASKET_SESSION_TTL_MS),
        );
        // Nothing expired: no write. Every set is persisted, and a needless write at start-up
        // would put this tab's in-memory state over a basket stored after the page loaded.
        if (Object.keys(sessions).length === Object.keys(get().sessions).length) return;
        const current = get().basketId;
        set(current && !sessions[current] ? { sessions, basketId: null, basket: null } : { sessions });
      },
    }),
    sessionPersist('basketSession', ({ basketId, sessions, basket }) => ({ basketId, sessions, basket })),
  ),
);

/** The session id to send for the current basket, if any. */
export function currentBasketAuth(): { basketId: string; sessionId: string } | null {
  const { basketId, sessions } = useBasketSession.getState();
  const entry = basketId ? sessions[basketId] : undefined;
  return basketId && entry ? { basketId, sessionId: entry.sid } : null;
}
