// Call-centre mode: an agent ordering on a caller's behalf. Set from /callcentermode/{agentName}
// (spec section 6: no check is shown); the basket is cleared after each order in this mode.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionPersist } from '../storage.ts';

interface CallCentreState {
  isCallCentre: boolean;
  agentName: string | null;
  enableCallCentre(agentName: string): void;
  disableCallCentre(): void;
}

export const useCallCentreStore = create<CallCentreState>()(
  persist(
    (set) => ({
      isCallCentre: false,
      agentName: null,
      enableCallCentre: (agentName) => set({ isCallCentre: true, agentName }),
      disableCallCentre: () => set({ isCallCentre: false, agentName: null }),
    }),
    sessionPersist('callCentre', ({ isCallCentre, agentName }) => ({ isCallCentre, agentName })),
  ),
);
