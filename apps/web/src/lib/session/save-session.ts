// Saving a location session, exactly as spec section 4 says:
// 1. find the store (validate geolocation, best first); none: the session is cleared;
// 2. the first store must be isPOSOnline, else the store-offline message;
// 3. a non-ASAP time must be on the store-local day and an offered slot; ASAP only when the first
//    slot is ASAP (due now + 1 minute); otherwise the date-time selector opens with a warning;
// 4. create the basket, or update it when a valid one exists; 406: online ordering off; 410/412:
//    the session response handler; anything else: the save error and an analytics event;
// 5. after success: snackbar, expired caches refresh, selector reset, locator callback, waiting
//    voucher, and a landing visitor goes to the stored redirect.
import type { AustralianState, Basket, StoreForAddress, StoreSchedule } from '@storefront/contract';
import {
  offeredTimesOfSlots,
  storeLocalDate,
  validateOrderDueAt,
  type OrderDueAtFailure,
  type ServiceType,
} from '@storefront/domain';
import { abFlag, POSTCODE_ERRORS_FLAG } from '../ab-tests.ts';
import { track } from '../analytics.ts';
import { ApiError } from '../api-client.ts';
import {
  applyVoucherCode,
  createBasket,
  expireBasket,
  updateBasketDisposition,
  type DispositionPayload,
} from '../api/basket-session-api.ts';
import { useConfigurationStore } from '../api/get-configuration.ts';
import { getAddress, searchAddresses, storeByCode, storeSchedule, validateGeolocation } from '../api/store-api.ts';
import { queryClient } from '../query-client.ts';
import { promiseFor, slotsForDay } from '../store-hours.ts';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import { appNavigate, currentRouteName } from './app-navigation.ts';
import { currentBasketAuth, useBasketSession } from './basket-session.ts';
import { takeLocaliseRedirect } from './localise-redirect.ts';
import { applyBasketToLocation, storeLocalOf } from './location-sync.ts';
import { takePendingVoucher } from './pending-voucher.ts';
import { handleSessionResponse } from './session-responses.ts';
import { sessionMessages } from './session-messages.ts';

export interface DeliveryAddressInput {
  street: string;
  locality: string;
  state: AustralianState;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
}

export interface SessionRequest {
  serviceType: ServiceType;
  isAsap: boolean;
  /** Store-local 'YYYY-MM-DDTHH:mm'; ignored for ASAP. */
  orderDueAt: string | null;
  /** Pickup: the chosen store. Delivery: a store to prefer when it delivers there. */
  storeCode?: string;
  /** Pickup: where the store is (looked up from the code when missing). */
  point?: { latitude: number; longitude: number };
  /** Delivery: the address. */
  address?: DeliveryAddressInput;
  /** Trading days already loaded for the store (saves a call when it is the store chosen). */
  schedule?: StoreSchedule;
}

export type SaveResult =
  | { status: 'saved'; basket: Basket }
  | { status: 'invalid-time'; warning: string; reason: OrderDueAtFailure | 'StoreClosed' | 'Server' }
  | { status: 'no-stores'; message: string }
  | { status: 'store-offline'; message: string; store: StoreForAddress }
  | { status: 'ordering-off'; message: string }
  | { status: 'handled' }
  | { status: 'error'; message: string };

export interface SaveHooks {
  /** Reset the date-time selector (after success). */
  resetSelector?(): void;
  /** The locator success callback. */
  onSuccess?(): void;
  now?: () => Date;
}

const invalidTime = (isAsap: boolean, reason: OrderDueAtFailure | 'StoreClosed' | 'Server'): SaveResult => ({
  status: 'invalid-time',
  warning: isAsap ? sessionMessages.asapUnavailable : sessionMessages.timeUnavailable,
  reason,
});

/** Clears the session: the basket is expired (best effort) and forgotten, and so is the location. */
export async function clearSession(): Promise<void> {
  if (currentBasketAuth()) {
    try {
      await expireBasket();
    } catch {
      // already gone or unreachable: forgetting it locally is what matters
    }
  }
  useBasketSession.getState().clearBasket();
}

/** Coordinates for a delivery address that has none, from the address lookup. */
export async function withCoordinates(address: DeliveryAddressInput): Promise<DeliveryAddressInput> {
  if (address.latitude !== null && address.longitude !== null) return address;
  const text = `${address.street}, ${address.locality} ${address.state} ${address.postcode}`;
  const [first] = await searchAddresses(text);
  if (!first) throw new Error(`No coordinates found for ${text}`);
  const found = await getAddress(first.moniker);
  return { ...address, latitude: found.latitude, longitude: found.longitude };
}

/** The session a basket was saved with (re-saving it, resetting it). */
export function requestFromBasket(basket: Basket): SessionRequest {
  const address = basket.deliveryAddress;
  return {
    serviceType: basket.serviceType === 'Delivery' ? 'delivery' : 'pickup',
    isAsap: basket.isAsap,
    orderDueAt: basket.isAsap ? null : storeLocalOf(basket.orderDueAt),
    storeCode: basket.storeInfo.code,
    ...(address
      ? {
          address: {
            street: address.address,
            locality: address.city,
            state: address.state,
            postcode: address.postalCode,
            latitude: Number.isFinite(address.latitude) ? address.latitude : null,
            longitude: Number.isFinite(address.longitude) ? address.longitude : null,
          },
        }
      : {}),
  };
}

export function dispositionFor(
  request: SessionRequest,
  store: { storeId: number },
  address?: DeliveryAddressInput,
): DispositionPayload {
  const base = {
    serviceType: request.serviceType === 'delivery' ? ('Delivery' as const) : ('Pickup' as const),
    isAsap: request.isAsap,
    orderDueAt: request.isAsap ? null : request.orderDueAt,
    storeId: store.storeId,
  };
  if (request.serviceType !== 'delivery' || !address) return base;
  return {
    ...base,
    address: address.street,
    city: address.locality,
    state: address.state,
    postalCode: address.postcode,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/**
 * Create, or update when a valid basket exists; an update on a basket that is gone creates one.
 * A basket already ordered (410 BasketOrdered) is not gone: its order page is where to go.
 */
async function createOrUpdate(disposition: DispositionPayload): Promise<Basket> {
  if (!currentBasketAuth()) return createBasket(disposition);
  try {
    return await updateBasketDisposition(disposition);
  } catch (error) {
    const kept = new Set(['OrderFailed', 'BasketOrdered']);
    const gone =
      error instanceof ApiError && (error.status === 404 || (error.status === 410 && !kept.has(error.code ?? '')));
    if (!gone) throw error;
    useBasketSession.getState().clearBasket();
    return createBasket(disposition);
  }
}

function slotLengthFor(serviceType: ServiceType): number {
  const settings = useConfigurationStore.getState().configuration?.settings;
  const minutes =
    serviceType === 'delivery' ? settings?.DELIVERY_SLOT_LENGTH_MINUTES : settings?.PICKUP_SLOT_LENGTH_MINUTES;
  return typeof minutes === 'number' ? minutes : 0;
}

function saveFailed(request: SessionRequest, error: unknown, step: string): SaveResult {
  track('localisation-error', {
    step,
    serviceType: request.serviceType,
    status: error instanceof ApiError ? error.status : null,
    code: error instanceof ApiError ? (error.code ?? null) : null,
  });
  return { status: 'error', message: sessionMessages.saveError() };
}

/**
 * Spec section 8: no store delivers to the address: 'no stores found' (pickup may be possible), or
 * a postcode error when the localisation-modal postcode-errors A/B flag is on.
 */
export function noStoresMessage(isPickup: boolean, address: DeliveryAddressInput | undefined): string {
  if (isPickup) return sessionMessages.noPickupStores;
  if (address && abFlag(POSTCODE_ERRORS_FLAG) === 1) return sessionMessages.postcodeError(address.postcode);
  return sessionMessages.noStores;
}

/** Runs the save; the caller shows the outcome (messages, selector) where it is. */
export async function saveSession(request: SessionRequest, hooks: SaveHooks = {}): Promise<SaveResult> {
  const now = hooks.now?.() ?? new Date();
  const isPickup = request.serviceType === 'pickup';

  // 1. The store, best first.
  let address = request.address;
  let point = isPickup ? request.point : undefined;
  let stores: StoreForAddress[];
  try {
    if (!isPickup) {
      if (!address) return { status: 'error', message: sessionMessages.saveError() };
      address = await withCoordinates(address);
      point = { latitude: address.latitude!, longitude: address.longitude! };
    } else if (!point) {
      if (!request.storeCode) return { status: 'error', message: sessionMessages.saveError() };
      const store = await storeByCode(request.storeCode);
      point = { latitude: store.latitude, longitude: store.longitude };
    }
    const query = {
      ...point!,
      isPickup,
      ...(address ? { suburb: address.locality, postcode: address.postcode } : {}),
    };
    const find = (orderDueAt?: string | null) => validateGeolocation(request.storeCode ?? '', { ...query, orderDueAt });
    try {
      stores = await find(request.isAsap ? null : request.orderDueAt);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 406) || request.isAsap || !request.orderDueAt) throw error;
      // Stores serve the place, just not at that time: the time is what needs changing.
      await find(null);
      return invalidTime(false, 'StoreClosed');
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 406) {
      await clearSession();
      return { status: 'no-stores', message: noStoresMessage(isPickup, address) };
    }
    return saveFailed(request, error, 'store');
  }

  const first = stores[0]!;
  // The chosen pickup store did not qualify at that time (others did).
  if (isPickup && request.storeCode && first.code !== request.storeCode) {
    return invalidTime(request.isAsap, 'StoreClosed');
  }
  // 2. Spec section 5: the first store must be online.
  if (!first.isPOSOnline) return { status: 'store-offline', message: sessionMessages.storeOffline(), store: first };

  // 3. The time against the slots this store offers (the server checks with the same function).
  let schedule = request.schedule?.code === first.code ? request.schedule : null;
  try {
    schedule ??= await storeSchedule(first);
  } catch (error) {
    return saveFailed(request, error, 'schedule');
  }
  if (!schedule) return saveFailed(request, new Error('No schedule for the store'), 'schedule');
  const storeDay =
    request.isAsap || !request.orderDueAt ? storeLocalDate(now, first.timeZone) : request.orderDueAt.slice(0, 10);
  const day = schedule.tradingDays.find((candidate) => candidate.date === storeDay);
  const slots = day
    ? slotsForDay({
        day,
        serviceType: request.serviceType,
        promiseMinutes: promiseFor(first, request.serviceType, first.suburbSurcharge?.adjustmentTimeMinutes ?? 0),
        slotLengthMinutes: slotLengthFor(request.serviceType),
        now,
      })
    : [];
  const check = validateOrderDueAt({
    isAsap: request.isAsap,
    orderDueAt: request.orderDueAt,
    offered: offeredTimesOfSlots(slots),
    storeLocalDay: storeDay,
    timeZone: first.timeZone,
    now,
  });
  if (!check.ok) return invalidTime(request.isAsap, check.reason);

  // 4. The basket.
  let basket: Basket;
  try {
    basket = await createOrUpdate(dispositionFor(request, first, address));
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 406) return { status: 'ordering-off', message: sessionMessages.onlineOrderingOff };
      if (error.status === 412 && error.code === 'InvalidOrderDateTime') return invalidTime(request.isAsap, 'Server');
      if (error.status === 410 || error.status === 412) {
        await handleSessionResponse(error, { action: 'save' });
        return { status: 'handled' };
      }
    }
    return saveFailed(request, error, 'basket');
  }

  // 5. After a successful save.
  applyBasketToLocation(basket, currentRouteName() === 'checkout');
  track('localised', { serviceType: request.serviceType, storeCode: basket.storeInfo.code });
  await afterSave(request.serviceType, hooks);
  return { status: 'saved', basket };
}

async function afterSave(serviceType: ServiceType, hooks: SaveHooks): Promise<void> {
  showSnackbar({ message: sessionMessages.saved[serviceType], theme: 'success' });
  void queryClient.invalidateQueries({ predicate: (query) => query.isStale() });
  hooks.resetSelector?.();
  hooks.onSuccess?.();
  const moved = await applyWaitingVoucher();
  if (!moved && currentRouteName() === 'landing') {
    const redirect = takeLocaliseRedirect();
    if (redirect) appNavigate(redirect);
  }
}

/** Applies a voucher queued before the session existed. True when it took the visitor elsewhere. */
export async function applyWaitingVoucher(): Promise<boolean> {
  const code = takePendingVoucher();
  if (!code) return false;
  try {
    const basket = await applyVoucherCode(code);
    const result = basket.voucherResult;
    if (result?.action === 'OpenDeal' && result.dealSlug) {
      appNavigate(`/pizza-meals/${result.dealSlug}?voucherCode=${encodeURIComponent(code)}`);
      return true;
    }
    showSnackbar({ message: `Voucher ${code.toUpperCase()} applied`, theme: 'success' });
  } catch (error) {
    // A voucher's own refusal (412 BasketNotValid: a minimum spend, a second discount) is told
    // below like any other; only the session's answers (410, the order time's 412) move on.
    const voucherRefusal = error instanceof ApiError && error.code === 'BasketNotValid';
    if (
      error instanceof ApiError &&
      !voucherRefusal &&
      (error.status === 410 || error.status === 412) &&
      (await handleSessionResponse(error))
    ) {
      return true;
    }
    showSnackbar({
      message: error instanceof ApiError ? error.message : `We couldn't apply voucher ${code.toUpperCase()}.`,
      theme: 'danger',
    });
  }
  return false;
}
