import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppNavigation } from '../session/app-navigation.ts';
import { useBasketSession } from '../session/basket-session.ts';
import { useSnackbarStore } from '../../ui/snackbar/snackbar-store.ts';
import { problemResponse, testBasket } from '../../test/voucher-test-basket.ts';
import {
  applyVoucher,
  dismissVoucherStatus,
  runVoucherAction,
  SIGN_IN_PATH,
  useVoucherApply,
} from './voucher-apply.ts';

// A once-per-customer voucher (WELCOME) for a guest: the server's own message, and Sign in.
const MESSAGE = 'Sign in to use this voucher: it is for registered customers, once each.';
const navigate = vi.fn();

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => problemResponse(403, 'VoucherRequiresSignIn', MESSAGE)),
  );
  setAppNavigation({ navigate, routeName: () => undefined, pathname: () => '/cart' });
  useBasketSession.getState().setBasket(testBasket());
});
afterEach(() => {
  dismissVoucherStatus();
  useBasketSession.setState({ basketId: null, basket: null, sessions: {} });
  useSnackbarStore.setState({ current: null });
  setAppNavigation(null);
  navigate.mockClear();
  vi.unstubAllGlobals();
});

describe('a voucher for registered customers, applied by a guest', () => {
  it('shows the server message with a Sign in action that opens the sign-in page', async () => {
    await applyVoucher('welcome', 'modal');
    const state = useVoucherApply.getState();
    expect(state).toMatchObject({
      phase: 'failed',
      code: 'WELCOME',
      outcome: { kind: 'sign-in-required', message: MESSAGE, action: { type: 'sign-in', label: 'Sign in' } },
    });
    // No screen hosts the status here: the snackbar carries the message and the way out.
    const snackbar = useSnackbarStore.getState().current!;
    expect(snackbar.message).toBe(MESSAGE);
    expect(snackbar.actions.map((a) => a.label)).toEqual(['Sign in']);

    await runVoucherAction(state.outcome!.action!);
    expect(navigate).toHaveBeenCalledWith(SIGN_IN_PATH, undefined);
    expect(SIGN_IN_PATH).toBe('/login');
  });
});
