// Wording of the location session (spec section 8). {phone} is the support number from the
// configuration (13 11 66 by default).
import { supportPhone, useConfigurationStore } from '../api/get-configuration.ts';

export const phone = (): string => supportPhone(useConfigurationStore.getState().configuration ?? undefined);

export const sessionMessages = {
  preparing: 'Please wait while we prepare your session!',
  saved: { delivery: 'Delivery details saved', pickup: 'Pickup details saved' },
  noStores: 'Sorry, no stores found that deliver to this address. You may be able to pick up from a nearby store.',
  /** The A/B variant of noStores (flag localisation-modal-postcode-errors = 1). */
  postcodeError: (postcode: string) =>
    `Sorry, we don't deliver to postcode ${postcode} yet. Please check the postcode, or pick up from a nearby store.`,
  noPickupStores: 'Sorry, no stores found near there. Try another suburb or postcode.',
  storeOffline: () =>
    `This store is not taking online orders right now. Please select another store or call us on ${phone()}.`,
  onlineOrderingOff: 'Online ordering is off at this store right now. Please try again later.',
  saveError: () => `We couldn't save your details. Please try again or call us on ${phone()}.`,
  asapUnavailable: "ASAP isn't available right now. Please choose a time.",
  timeUnavailable: 'That time is no longer available. Please choose another time.',
  orderFailedTitle: 'Your basket is locked',
  orderFailed: () =>
    `Something went wrong with your order. For your security your session has been reset. Please call us on ${phone()}.`,
  sessionExpired: 'Your session has expired. Reset it to carry on with your order.',
  resetSuccess: 'Your session has been reset.',
  resetError: () => `We couldn't reset your session. Please choose delivery or pickup again, or call us on ${phone()}.`,
} as const;
