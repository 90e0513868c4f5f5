// Requests to open app-wide overlays that belong to a feature (localisation modal, date-time
// selector, minimum-spend modal, cart). Any screen, the shell or shared code (the session response
// handler) may ask; the app's overlay host loads and shows the feature's component.
import type { ServiceType } from '@storefront/domain';
import { create } from 'zustand';

export interface LocalisationOptions {
  /** Preset a store: pickup goes straight to its times; delivery prefers it when it delivers there. */
  storeCode?: string;
  /** A line shown at the top of the modal (why it opened). */
  notice?: string;
  /** A warning for the date-time selector (the chosen time was not accepted). */
  warning?: string;
  /** The locator success callback: runs once after the session is saved. */
  onSuccess?: () => void;
}

export interface LocalisationRequest extends LocalisationOptions {
  tab: ServiceType;
}

/** Props of the minimum-spend modal features/basket exports as `MinimumSpendModal`. */
export interface MinimumSpendModalProps {
  /** The server's 'below ... minimum delivery' message. */
  message: string;
  onClose(): void;
}

/** Dialogs shared code asks for (spec section 4, session responses). */
export type DialogRequest = { type: 'date-time'; warning: string | null } | { type: 'minimum-spend'; message: string };

/** An upsell popup after an add to cart (spec section 5); features/upsell exports `UpsellPopup`. */
export interface UpsellRequest {
  productId: number;
  trigger: 'addtocart' | 'adddealtocart';
  /** The line just added (ingredient upsells change it; a product upsell may replace it). */
  basketItemId?: string;
  /** The meal just added. */
  groupedBasketItemId?: string;
}

interface OverlayRequests {
  /** Open localisation modal and its tab, or null when closed. */
  localisation: LocalisationRequest | null;
  dialog: DialogRequest | null;
  cartOpen: boolean;
  openLocalisation(tab?: ServiceType, options?: LocalisationOptions): void;
  closeLocalisation(): void;
  openDialog(dialog: DialogRequest): void;
  closeDialog(): void;
  openCart(): void;
  closeCart(): void;
  /** Open upsell popup, or null. */
  upsell: UpsellRequest | null;
  openUpsell(request: UpsellRequest): void;
  closeUpsell(): void;
  /** The login modal (spec section 4: a 403 on a customer call opens it); features/auth exports `LoginModal`. */
  loginOpen: boolean;
  openLogin(): void;
  closeLogin(): void;
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export const useOverlayRequests = create<OverlayRequests>()((set) => ({
  localisation: null,
  dialog: null,
  cartOpen: false,
  openLocalisation: (tab = 'delivery', options = {}) =>
    set({ localisation: { tab, ...defined(options) }, cartOpen: false, dialog: null }),
  closeLocalisation: () => set({ localisation: null }),
  openDialog: (dialog) => set({ dialog, cartOpen: false, localisation: null }),
  closeDialog: () => set({ dialog: null }),
  openCart: () => set({ cartOpen: true, localisation: null }),
  closeCart: () => set({ cartOpen: false }),
  upsell: null,
  openUpsell: (upsell) => set({ upsell }),
  closeUpsell: () => set({ upsell: null }),
  loginOpen: false,
  openLogin: () => set({ loginOpen: true, cartOpen: false, localisation: null }),
  closeLogin: () => set({ loginOpen: false }),
}));
