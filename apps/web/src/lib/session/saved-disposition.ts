// After login (spec section 4): when the customer's saved delivery address or pickup store differs
// from the current session, ask 'Yes, please change' / 'No thanks'. Yes opens the localisation modal
// on the saved order type with the saved store preset (or the saved address named), so the customer
// picks a time for it.
import type { DispositionPreference } from '@storefront/contract';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { allStores } from '../api/store-api.ts';
import { useLocationStore, type LocationSession } from './location-store.ts';
import { useOverlayRequests } from './overlay-requests.ts';

export const savedDispositionPrompt = {
  title: 'Use your saved details?',
  delivery: (address: string) => `You usually order delivery to ${address}. Would you like to change to it?`,
  pickup: 'You have a saved pickup store. Would you like to change to it?',
  confirmText: 'Yes, please change',
  cancelText: 'No thanks',
} as const;

/** True when the saved preference names a session other than the current one. */
export function dispositionDiffers(
  saved: DispositionPreference | null,
  current: Pick<LocationSession, 'orderType' | 'storeId' | 'address'>,
): saved is DispositionPreference & { serviceType: 'delivery' | 'pickup' } {
  if (!saved?.serviceType) return false;
  if (saved.serviceType === 'delivery' && !saved.address) return false;
  if (saved.serviceType === 'pickup' && !saved.storeId) return false;
  if (saved.serviceType !== current.orderType) return true;
  return saved.serviceType === 'delivery'
    ? saved.address!.trim().toLowerCase() !== (current.address ?? '').trim().toLowerCase()
    : saved.storeId !== current.storeId;
}

export async function offerSavedDisposition(saved: DispositionPreference | null): Promise<void> {
  if (!dispositionDiffers(saved, useLocationStore.getState())) return;
  const change = await openAlert({
    type: 'confirm',
    title: savedDispositionPrompt.title,
    body:
      saved.serviceType === 'delivery'
        ? savedDispositionPrompt.delivery(saved.address!)
        : savedDispositionPrompt.pickup,
    confirmText: savedDispositionPrompt.confirmText,
    cancelText: savedDispositionPrompt.cancelText,
  });
  if (!change) return;
  if (saved.serviceType === 'delivery') {
    useOverlayRequests.getState().openLocalisation('delivery', { notice: `Your saved address: ${saved.address}` });
    return;
  }
  // The preference names the store by id; the localisation modal presets a store by its code.
  const store = await allStores()
    .then((stores) => stores.find((s) => s.storeId === saved.storeId))
    .catch(() => undefined);
  useOverlayRequests.getState().openLocalisation('pickup', store ? { storeCode: store.code } : {});
}
