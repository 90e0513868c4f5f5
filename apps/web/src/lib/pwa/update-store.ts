// The waiting service-worker update, shared between the registration (register-service-worker.ts,
// loaded after start-up) and the shell's prompt. Holds the function that activates the new worker.
import { create } from 'zustand';
import type { RouteName } from '../route-names.ts';
import { mayApplyUpdate, type UpdateState } from './update-rule.ts';

interface UpdateStore extends UpdateState {
  activate: (() => Promise<void>) | null;
  /** The customer accepted: the new worker is taking over and the page will reload. */
  applying: boolean;
  updateWaiting(activate: () => Promise<void>): void;
  dismiss(): void;
  /** Activates the new worker and reloads, unless the route forbids it; returns whether it did. */
  apply(route: RouteName | undefined): boolean;
}

export const useUpdateStore = create<UpdateStore>()((set, get) => ({
  waiting: false,
  dismissed: false,
  activate: null,
  applying: false,
  updateWaiting: (activate) => set({ waiting: true, dismissed: false, activate, applying: false }),
  dismiss: () => set({ dismissed: true }),
  apply: (route) => {
    const { activate, applying } = get();
    if (!activate || applying || !mayApplyUpdate(get(), route)) return false;
    set({ applying: true });
    // A failed hand-over leaves the prompt as it was, so the customer can try again.
    activate().catch(() => set({ applying: false }));
    return true;
  },
}));
