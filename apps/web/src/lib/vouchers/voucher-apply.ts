// Applying a code, whatever the screen: the offers link (/offers/{code}), an offer card, the coupon
// modal, or a code that waited for the location session. One apply runs at a time (a second click
// or a code arriving meanwhile joins the one in flight), and every answer ends in one place: the
// basket is updated, a deal opens the meal builder, and a refusal becomes a VoucherOutcome with the
// way out the spec names (section 8), which `runVoucherAction` carries out.
import type { Basket } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { create } from 'zustand';
import { ApiError } from '../api-client.ts';
import { applyVoucherCode, readBasket, updateBasketDisposition } from '../api/basket-session-api.ts';
import { appNavigate } from '../session/app-navigation.ts';
import { currentBasketAuth, useBasketSession } from '../session/basket-session.ts';
import { storeLocalOf } from '../session/location-sync.ts';
import { useOverlayRequests, type LocalisationOptions } from '../session/overlay-requests.ts';
import { setPendingVoucher, takePendingVoucher, usePendingVoucher } from '../session/pending-voucher.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import { normaliseCode, voucherCodeError } from './voucher-code.ts';
import { autoRemovedMessage, voucherOutcome, type VoucherAction, type VoucherOutcome } from './voucher-outcome.ts';

/** Where the apply started: its result is shown there (the link and pending ones at the page top). */
export type ApplySource = 'link' | 'card' | 'modal' | 'cart' | 'pending';
export type ApplyPhase = 'idle' | 'waiting' | 'applying' | 'fixing' | 'applied' | 'failed';

export interface VoucherApplyState {
  phase: ApplyPhase;
  code: string | null;
  source: ApplySource;
  /** Why it failed (failed) or why it waits (waiting after an expired session, a change of time ...). */
  outcome: VoucherOutcome | null;
  /** Success text (applied) or what is being done (applying, fixing). */
  message: string | null;
  /** While waiting: what reopens the chooser if the customer closed it. */
  resume: VoucherAction | null;
}

const IDLE: VoucherApplyState = {
  phase: 'idle',
  code: null,
  source: 'pending',
  outcome: null,
  message: null,
  resume: null,
};

export const useVoucherApply = create<VoucherApplyState>()(() => IDLE);
const set = (state: Partial<VoucherApplyState>) => useVoucherApply.setState(state);

let inFlight: Promise<void> | null = null;

// ---- where results are shown ----

let hosts = 0;

/**
 * A screen that shows the apply status (offers, coupons) registers while mounted. With none, a
 * result that arrives (a waiting code applied after the location was saved elsewhere) is shown
 * as a snackbar instead; leaving the last one forgets a finished result.
 */
export function registerStatusHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
    const { phase } = useVoucherApply.getState();
    if (hosts === 0 && (phase === 'applied' || phase === 'failed')) useVoucherApply.setState(IDLE);
  };
}

export function dismissVoucherStatus(): void {
  if (!inFlight) useVoucherApply.setState(IDLE);
}

/** Where 'Add more items' goes after a code that needs a higher spend. */
export const MENU_PATH = '/menu/pizza';
/** Where 'Sign in' goes for a voucher that is for registered customers. */
export const SIGN_IN_PATH = '/login';

export const mealBuilderPath = (dealSlug: string, code: string): string =>
  `/pizza-meals/${encodeURIComponent(dealSlug)}?voucherCode=${encodeURIComponent(code)}`;

/** 'SAVE20 applied: 20% off. You save $7.17.' from the basket the server answered. */
export function appliedMessage(basket: Basket, code: string): string {
  const voucher = basket.vouchers.find((v) => v.voucherCode === code);
  if (voucher) {
    const saving = voucher.discount > 0 ? ` You save ${formatCents(voucher.discount)}.` : '';
    return `${code} applied: ${voucher.name}.${saving}`;
  }
  const item = basket.basketItems.find((i) => i.voucherCode === code);
  if (item) return `${code} applied: ${item.name} added to your cart${item.totalPrice === 0 ? ' free' : ''}.`;
  return `${code} applied.`;
}

const tabOf = (serviceType: Basket['serviceType'] | null | undefined) =>
  serviceType === 'Pickup' ? ('pickup' as const) : ('delivery' as const);

// ---- applying ----

/**
 * Applies a code to the current basket. Without a basket the code waits (pending voucher) and the
 * localisation modal opens; it is applied as soon as the session is saved.
 */
export function applyVoucher(input: string, source: ApplySource): Promise<void> {
  const code = normaliseCode(input);
  if (inFlight) return inFlight;
  const formatProblem = voucherCodeError(code);
  if (formatProblem) {
    set({
      phase: 'failed',
      code,
      source,
      message: null,
      resume: null,
      outcome: { kind: 'error', code: 'InvalidRequest', message: formatProblem, tone: 'danger', action: null },
    });
    return Promise.resolve();
  }
  if (!currentBasketAuth()) {
    waitForLocation(code, source, 'delivery');
    return Promise.resolve();
  }
  return track(send(code, source));
}

function track(work: Promise<void>): Promise<void> {
  const running = work.finally(() => {
    if (inFlight === running) inFlight = null;
  });
  inFlight = running;
  return running;
}

async function send(code: string, source: ApplySource): Promise<void> {
  set({ phase: 'applying', code, source, outcome: null, resume: null, message: `Applying ${code}…` });
  let basket: Basket;
  try {
    basket = await applyVoucherCode(code);
  } catch (error) {
    await settleFailure(error, code, source);
    return;
  }
  settleSuccess(basket, code, source);
}

function settleSuccess(basket: Basket, code: string, source: ApplySource): void {
  const result = basket.voucherResult;
  if (result?.action === 'OpenDeal' && result.dealSlug) {
    useVoucherApply.setState(IDLE);
    appNavigate(mealBuilderPath(result.dealSlug, result.voucherCode || code));
    return;
  }
  const message = appliedMessage(basket, code);
  set({ phase: 'applied', code, source, outcome: null, resume: null, message });
  if (hosts === 0) showSnackbar({ message, theme: 'success' });
}

async function settleFailure(error: unknown, code: string, source: ApplySource): Promise<void> {
  const basket = useBasketSession.getState().basket;
  const outcome = voucherOutcome(error, { serviceType: basket?.serviceType ?? null, voucherCode: code });
  switch (outcome.kind) {
    case 'expired':
      // Spec: clear the session and ask for a location; the code waits for the new one.
      useBasketSession.getState().clearBasket();
      waitForLocation(code, source, tabOf(basket?.serviceType), outcome);
      return;
    case 'no-session':
      waitForLocation(code, source, 'delivery');
      return;
    case 'already-redeemed':
      // Spec: refresh the basket and reload /cart; the message goes with the customer.
      set({ phase: 'failed', code, source, outcome, message: null, resume: null });
      showSnackbar({ message: outcome.message, theme: 'danger' });
      try {
        await readBasket();
      } catch {
        // the cart shows whatever the basket session holds
      }
      appNavigate('/cart');
      return;
    case 'auto-removed':
      useVoucherApply.setState(IDLE);
      void openAlert({ type: 'info', title: 'Voucher removed', body: outcome.message, confirmText: 'OK' });
      return;
    default:
      set({ phase: 'failed', code, source, outcome, message: null, resume: null });
      if (hosts === 0) {
        const action = outcome.action && !outcome.action.automatic ? outcome.action : null;
        showSnackbar({
          message: outcome.message,
          theme: 'danger',
          ...(action
            ? { autoCloseMs: 0, actions: [{ label: action.label, onClick: () => void runVoucherAction(action) }] }
            : {}),
        });
      }
  }
}

// ---- waiting for the location session ----

/** Queues the code and asks for a location (or another one); it is applied once the session is saved. */
export function waitForLocation(
  code: string,
  source: ApplySource,
  tab: 'delivery' | 'pickup',
  reason: VoucherOutcome | null = null,
  options: LocalisationOptions = {},
): void {
  setPendingVoucher(code);
  const why = reason?.kind === 'expired' ? `${reason.message} ` : '';
  set({
    phase: 'waiting',
    code,
    source,
    outcome: reason,
    message: null,
    resume: { type: 'choose-location', label: 'Choose delivery or pickup', automatic: true },
  });
  useOverlayRequests.getState().openLocalisation(tab, {
    notice: `${why}Your voucher ${code} will be added once you've chosen delivery or pickup.`,
    ...options,
    onSuccess: () => void resumePendingVoucher(),
  });
}

/** Applies the waiting code, if any, now that there is a basket. Safe to call from anywhere, twice. */
export function resumePendingVoucher(): Promise<void> {
  if (!currentBasketAuth()) return Promise.resolve();
  if (inFlight) return inFlight.then(resumePendingVoucher);
  const code = takePendingVoucher();
  if (!code) return Promise.resolve();
  const state = useVoucherApply.getState();
  const source = state.code === normaliseCode(code) ? state.source : 'pending';
  return applyVoucher(code, source);
}

// ---- the ways out ----

/** Carries out what the outcome offered: switch to pickup or delivery, change location or time. */
export function runVoucherAction(action: VoucherAction): Promise<void> {
  const { code, source, outcome } = useVoucherApply.getState();
  if (!code || inFlight) return inFlight ?? Promise.resolve();
  const basket = useBasketSession.getState().basket;
  switch (action.type) {
    case 'change-service-type':
      if (action.serviceType === 'Pickup' && basket && currentBasketAuth()) {
        return track(switchToPickup(code, source, basket));
      }
      // Delivery needs an address: the localisation modal asks for it.
      waitForLocation(code, source, action.serviceType === 'Pickup' ? 'pickup' : 'delivery', null, {
        notice: `Choose where to deliver and we'll apply ${code}.`,
      });
      return Promise.resolve();
    case 'change-location':
    case 'choose-location':
      waitForLocation(code, source, tabOf(basket?.serviceType), outcome?.kind === 'expired' ? outcome : null, {
        ...(action.type === 'change-location' ? { notice: `Choose another store and we'll apply ${code}.` } : {}),
      });
      return Promise.resolve();
    case 'change-time':
      setPendingVoucher(code);
      set({ phase: 'waiting', outcome, message: null, resume: action });
      useOverlayRequests.getState().openDialog({ type: 'date-time', warning: outcome?.message ?? null });
      return Promise.resolve();
    case 'refresh-cart':
      appNavigate('/cart');
      return Promise.resolve();
    case 'alert':
      return Promise.resolve();
    case 'browse-menu':
      // The code needs a higher spend: the menu is where more goes in; the code can be typed again after.
      appNavigate(MENU_PATH);
      return Promise.resolve();
    case 'sign-in':
      appNavigate(SIGN_IN_PATH);
      return Promise.resolve();
  }
}

/** Same store, same time (ASAP stays ASAP), as pickup; then the code again. */
async function switchToPickup(code: string, source: ApplySource, basket: Basket): Promise<void> {
  set({ phase: 'fixing', code, source, outcome: null, resume: null, message: 'Switching your order to pickup…' });
  try {
    await updateBasketDisposition({
      serviceType: 'Pickup',
      storeId: basket.storeInfo.storeId,
      isAsap: basket.isAsap,
      orderDueAt: basket.isAsap ? null : storeLocalOf(basket.orderDueAt),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'InvalidOrderDateTime') {
      // That time is not a pickup time: the pickup tab at this store goes straight to its times.
      waitForLocation(code, source, 'pickup', null, {
        storeCode: basket.storeInfo.code,
        warning: error.message,
        notice: `Choose a pickup time and we'll apply ${code}.`,
      });
      return;
    }
    await settleFailure(error, code, source);
    return;
  }
  await send(code, source);
}

// ---- following the basket ----

const dispositionKey = (basket: Basket | null) =>
  basket
    ? [
        basket.basketId,
        basket.serviceType,
        basket.storeInfo.storeId,
        basket.isAsap ? 'asap' : basket.orderDueAt,
        basket.deliveryAddress?.address ?? '',
      ].join('|')
    : '';

let watching = false;

/**
 * From the first use of this feature on, every basket answer is checked: a voucher the change took
 * off shows an alert (VoucherAutoRemove), a code waiting for the session is applied when a basket
 * appears or its location changes, and a waiting code someone else applied ends the wait.
 */
export function watchBasketForVouchers(): void {
  if (watching) return;
  watching = true;
  useBasketSession.subscribe((state, previous) => {
    const basket = state.basket;
    if (!basket || basket === previous.basket) return;
    const removed = autoRemovedMessage(basket);
    if (removed) void openAlert({ type: 'info', title: 'Voucher removed', body: removed, confirmText: 'OK' });
    const apply = useVoucherApply.getState();
    if (
      apply.phase === 'waiting' &&
      !inFlight &&
      apply.code &&
      basket.voucherResult?.voucherCode === apply.code &&
      usePendingVoucher.getState().pendingVoucher === null
    ) {
      settleSuccess(basket, apply.code, apply.source);
      return;
    }
    if (usePendingVoucher.getState().pendingVoucher && dispositionKey(basket) !== dispositionKey(previous.basket)) {
      void resumePendingVoucher();
    }
  });
}
