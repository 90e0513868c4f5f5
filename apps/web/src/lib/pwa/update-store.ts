// The waiting service-worker update, shared between the registration (register-service-worker.ts,
// loaded after start-up) and the shell's prompt. Holds the function that activates the new worker.
import { create } from 'zustand';
import type { RouteName } from '../route-names.ts';
import { mayApplyUpdate, type UpdateState } from './update-rule.ts';

interface UpdateStore extends UpdateState {
  activate: (() => Promise<void>) | null;
  updateWaiting(activate: () => Promise<void>): void;
  dismiss(): void;
  /** Activates the new worker and reloads, unless the route forbids it; returns whether it did. */
  apply(route: RouteName | undefined): boolean;
}

export const useUpdateStore = create<UpdateStore>()((set, get) => ({
  waiting: false,
  dismissed: false,
  activate: null,
  updateWaiting: (activate) => set({ waiting: true, dismissed: false, activate }),
  dismiss: () => set({ dismissed: true }),
  apply: (route) => {
    const { activate } = get();
    if (!activate || !mayApplyUpdate(get(), route)) return false;
    void activate();
    return true;
  },
}));
