import { errorCodes } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-client.ts';
import { NoBasketError } from '../api/basket-request.ts';
import {
  autoRemovedMessage,
  DEFAULT_VOUCHER_MESSAGE,
  NETWORK_VOUCHER_MESSAGE,
  voucherOutcome,
  type VoucherOutcomeKind,
} from './voucher-outcome.ts';

const problem = (status: number, code: string, message: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code, message, errors: [] }, message);

describe('voucherOutcome', () => {
  it('turns a minimum-spend refusal into how much more to add (SAVE20 over $30)', () => {
    const refusal = new ApiError(
      412,
      {
        type: 'about:blank',
        title: 'Precondition Failed',
        status: 412,
        code: 'BasketNotValid',
        message: 'Spend $30.00 or more to use this voucher.',
        errors: [],
        minimumSpendCents: 3000,
        shortfallCents: 415,
      },
      'Spend $30.00 or more to use this voucher.',
    );
    expect(voucherOutcome(refusal, { voucherCode: 'SAVE20' })).toEqual({
      kind: 'below-minimum-spend',
      code: 'BasketNotValid',
      message: 'Add $4.15 more to use SAVE20 (it needs a spend of $30.00).',
      tone: 'warning',
      action: { type: 'browse-menu', label: 'Add more items', automatic: false },
    });
    // Without the amounts (another BasketNotValid) the server's words stand.
    const other = problem(412, 'BasketNotValid', 'Only one discount voucher can be used per order.');
    expect(voucherOutcome(other, { voucherCode: 'SAVE20' })).toMatchObject({
      kind: 'error',
      message: 'Only one discount voucher can be used per order.',
    });
  });

  it('offers Change to Pickup for a pickup-only voucher on a delivery basket', () => {
    const outcome = voucherOutcome(
      problem(400, 'VoucherUnavailableForFulfillmentType', 'This voucher is only available for pickup orders.'),
      { serviceType: 'Delivery' },
    );
    expect(outcome).toEqual({
      kind: 'unavailable-fulfilment-type',
      code: 'VoucherUnavailableForFulfillmentType',
      message: 'This voucher is only available for pickup orders.',
      tone: 'danger',
      action: { type: 'change-service-type', serviceType: 'Pickup', label: 'Change to Pickup', automatic: false },
    });
  });

  it('offers Change to Delivery for a delivery-only voucher on a pickup basket', () => {
    const outcome = voucherOutcome(
      problem(400, 'VoucherUnavailableForFulfillmentType', 'This voucher is only available for delivery orders.'),
      { serviceType: 'Pickup' },
    );
    expect(outcome.action).toEqual({
      type: 'change-service-type',
      serviceType: 'Delivery',
      label: 'Change to Delivery',
      automatic: false,
    });
  });

  it('falls back to the other service type when the message names neither', () => {
    const error = problem(400, 'VoucherUnavailableForFulfillmentType', 'Not for this order type.');
    expect(voucherOutcome(error, { serviceType: 'Pickup' }).action).toMatchObject({ serviceType: 'Delivery' });
    expect(voucherOutcome(error, { serviceType: 'Delivery' }).action).toMatchObject({ serviceType: 'Pickup' });
    expect(voucherOutcome(error).action).toMatchObject({ label: 'Change to Pickup' });
  });

  it('offers Change Location for a voucher another store runs', () => {
    const outcome = voucherOutcome(
      problem(400, 'VoucherUnavailableForStore', 'This voucher is not available at your selected store.'),
    );
    expect(outcome).toMatchObject({
      kind: 'unavailable-store',
      message: 'This voucher is not available at your selected store.',
      action: { type: 'change-location', label: 'Change Location', automatic: false },
    });
  });

  it('offers Change Time for a voucher of another day or time', () => {
    const outcome = voucherOutcome(
      problem(
        400,
        'VoucherUnavailableForFulfillmentDate',
        'This voucher can only be used for orders between 11am and 3pm.',
      ),
    );
    expect(outcome).toMatchObject({
      kind: 'unavailable-date',
      tone: 'danger',
      action: { type: 'change-time', label: 'Change Time', automatic: false },
    });
    expect(
      voucherOutcome(
        problem(400, 'VoucherUnavailableForFulfillmentDate', 'This voucher can be used from 18 December 2026.'),
      ).action,
    ).toMatchObject({ type: 'change-time' });
  });

  it('offers no Change Time for a voucher that has ended', () => {
    const outcome = voucherOutcome(
      problem(400, 'VoucherUnavailableForFulfillmentDate', 'This voucher expired on 28 February 2025.'),
    );
    expect(outcome).toMatchObject({
      kind: 'unavailable-date',
      message: 'This voucher expired on 28 February 2025.',
      action: null,
    });
  });

  it('clears the session and asks for a location when the basket has expired (and on any 410)', () => {
    const expired = voucherOutcome(
      problem(410, 'BasketHasExpired', 'Your session has expired. Please choose your location again.'),
    );
    expect(expired).toMatchObject({
      kind: 'expired',
      message: 'Your session has expired. Please choose your location again.',
      action: { type: 'choose-location', automatic: true },
    });
    expect(voucherOutcome(problem(410, 'BasketOrdered', 'This basket has already been ordered.')).kind).toBe('expired');
  });

  it('refreshes the basket and reloads /cart for a voucher already redeemed', () => {
    const outcome = voucherOutcome(
      problem(409, 'VoucherAlreadyRedeemed', 'Sorry, this voucher has already been redeemed.'),
    );
    expect(outcome).toMatchObject({
      kind: 'already-redeemed',
      message: 'Sorry, this voucher has already been redeemed.',
      action: { type: 'refresh-cart', automatic: true },
    });
  });

  it("asks a guest to sign in for a once-per-customer voucher, in the server's words", () => {
    const message = 'Sign in to use this voucher: it is for registered customers, once each.';
    expect(voucherOutcome(problem(403, 'VoucherRequiresSignIn', message))).toEqual({
      kind: 'sign-in-required',
      code: 'VoucherRequiresSignIn',
      message,
      tone: 'warning',
      action: { type: 'sign-in', label: 'Sign in', automatic: false },
    });
  });

  it('shows VoucherAutoRemove as an alert', () => {
    const outcome = voucherOutcome(problem(400, 'VoucherAutoRemove', 'SAVE20 was removed: spend $30.00 or more.'));
    expect(outcome).toMatchObject({ kind: 'auto-removed', tone: 'warning', action: { type: 'alert' } });
  });

  it.each([
    [404, 'NotFound', 'Sorry, we could not find the voucher NOPE.'],
    [400, 'InvalidRequest', 'Sorry, that is not a valid voucher code.'],
    [412, 'BasketNotValid', 'Spend $30.00 or more to use this voucher.'],
    [412, 'BasketNotValid', 'Only one discount voucher can be used per order. Remove SAVE20 first.'],
    [429, 'TooManyRequests', 'Too many attempts. Please try again in 42 seconds.'],
    [500, 'InternalError', 'Something went wrong! We apologise for the inconvenience.'],
    [503, 'ServiceUnavailable', 'Service unavailable.'],
  ])('shows the server text of a %i %s as a danger message, with nothing to offer', (status, code, message) => {
    expect(voucherOutcome(problem(status, code, message))).toEqual({
      kind: 'error',
      code,
      message,
      tone: 'danger',
      action: null,
    });
  });

  it('has an answer for every server code', () => {
    const expected: Partial<Record<string, VoucherOutcomeKind>> = {
      BasketHasExpired: 'expired',
      BasketOrdered: 'expired',
      VoucherAlreadyRedeemed: 'already-redeemed',
      VoucherRequiresSignIn: 'sign-in-required',
      VoucherAutoRemove: 'auto-removed',
      VoucherUnavailableForFulfillmentType: 'unavailable-fulfilment-type',
      VoucherUnavailableForStore: 'unavailable-store',
      VoucherUnavailableForFulfillmentDate: 'unavailable-date',
    };
    for (const code of errorCodes) {
      const status = code === 'BasketHasExpired' || code === 'BasketOrdered' ? 410 : 400;
      const outcome = voucherOutcome(problem(status, code, `Message for ${code}`));
      expect(outcome.kind, code).toBe(expected[code] ?? 'error');
      expect(outcome.message, code).toBe(`Message for ${code}`);
    }
  });

  it('explains a network failure, a missing basket and an unreadable answer', () => {
    expect(voucherOutcome(new NetworkError('offline'))).toMatchObject({
      kind: 'error',
      message: NETWORK_VOUCHER_MESSAGE,
    });
    expect(voucherOutcome(new NoBasketError())).toMatchObject({
      kind: 'no-session',
      action: { type: 'choose-location', automatic: true },
    });
    expect(voucherOutcome(new ApiError(502, '<html>Bad gateway</html>', 'Request failed with status 502'))).toEqual({
      kind: 'error',
      code: null,
      message: DEFAULT_VOUCHER_MESSAGE,
      tone: 'danger',
      action: null,
    });
    expect(voucherOutcome(new Error('boom')).message).toBe(DEFAULT_VOUCHER_MESSAGE);
  });
});

describe('autoRemovedMessage', () => {
  it('reads the VoucherAutoRemove notices of a basket answer', () => {
    expect(autoRemovedMessage({ messages: [] })).toBeNull();
    expect(autoRemovedMessage(null)).toBeNull();
    expect(
      autoRemovedMessage({
        messages: [
          { code: 'Other', message: 'ignored' },
          { code: 'VoucherAutoRemove', message: 'SAVE20 was removed from your cart.' },
        ],
      }),
    ).toBe('SAVE20 was removed from your cart.');
  });
});
