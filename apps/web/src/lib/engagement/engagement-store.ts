// What the engagement service last answered for this viewer: their content cards and in-app
// messages. The refresh (engagement-refresh.ts) fills it; sections and the message host read it.
import type { ContentCard, InAppMessage } from '@storefront/contract';
import { create } from 'zustand';
import type { EngagementAction } from './engagement-client.ts';

export interface EngagementState {
  /** idle: not started; loading: the first answer is on its way; error: the first load failed. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  cards: ContentCard[];
  messages: InAppMessage[];
  loaded(cards: ContentCard[], messages: InAppMessage[]): void;
  failed(): void;
  /** This viewer's action, shown at once: a dismissed card or message goes, a viewed one is marked. */
  cardAction(id: string, action: EngagementAction): void;
  messageAction(id: string, action: EngagementAction): void;
}

export const useEngagementStore = create<EngagementState>()((set) => ({
  status: 'idle',
  cards: [],
  messages: [],
  loaded: (cards, messages) => set({ status: 'ready', cards, messages }),
  // A failed refresh keeps what was shown; only a first load that fails is an error.
  failed: () => set((s) => (s.status === 'ready' ? s : { status: 'error' })),
  cardAction: (id, action) =>
    set((s) => ({
      cards:
        action === 'dismissed'
          ? s.cards.filter((c) => c.id !== id)
          : s.cards.map((c) => (c.id === id ? { ...c, [action]: true } : c)),
    })),
  messageAction: (id, action) =>
    set((s) => ({
      messages:
        action === 'viewed'
          ? s.messages.map((m) => (m.id === id ? { ...m, viewed: true } : m))
          : s.messages.filter((m) => m.id !== id),
    })),
}));
