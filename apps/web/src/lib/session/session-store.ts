// Visit-level state: debug mode and marketing attribution. The UTM values are kept under the
// spec's names (last_source ...) because checkout sends them with the customer's details.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionPersist } from '../storage.ts';

export interface Attribution {
  last_source: string | null;
  last_medium: string | null;
  last_campaign: string | null;
  last_term: string | null;
  last_content: string | null;
}

export const EMPTY_ATTRIBUTION: Attribution = {
  last_source: null,
  last_medium: null,
  last_campaign: null,
  last_term: null,
  last_content: null,
};

interface SessionState extends Attribution {
  debugMode: boolean;
  setDebugMode(on: boolean): void;
  setAttribution(attribution: Attribution): void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...EMPTY_ATTRIBUTION,
      debugMode: false,
      setDebugMode: (debugMode) => set({ debugMode }),
      setAttribution: (attribution) => set(attribution),
    }),
    sessionPersist('session', ({ debugMode, last_source, last_medium, last_campaign, last_term, last_content }) => ({
      debugMode,
      last_source,
      last_medium,
      last_campaign,
      last_term,
      last_content,
    })),
  ),
);
