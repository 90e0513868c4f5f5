// Requests to open app-wide overlays that belong to a feature (localisation modal, cart). Any
// screen or the shell may ask; the app's overlay host loads and shows the feature's component.
import type { ServiceType } from '@storefront/domain';
import { create } from 'zustand';

interface OverlayRequests {
  /** Open localisation modal and its tab, or null when closed. */
  localisation: { tab: ServiceType } | null;
  cartOpen: boolean;
  openLocalisation(tab?: ServiceType): void;
  closeLocalisation(): void;
  openCart(): void;
  closeCart(): void;
}

export const useOverlayRequests = create<OverlayRequests>()((set) => ({
  localisation: null,
  cartOpen: false,
  openLocalisation: (tab = 'delivery') => set({ localisation: { tab }, cartOpen: false }),
  closeLocalisation: () => set({ localisation: null }),
  openCart: () => set({ cartOpen: true, localisation: null }),
  closeCart: () => set({ cartOpen: false }),
}));
