import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { NoBasketError } from '../../lib/api/basket-request.ts';
import { CaptchaUnsolvedError } from './captcha.ts';
import {
  checkoutMessages,
  endsAttempt,
  orderErrorReport,
  orderOutcome,
  providerStatusCheck,
  redirectMessages,
  redirectReturnOutcome,
  walletRefusal,
  zipMessages,
} from './outcomes.ts';

const problem = (status: number, code: string, message: string, extra: object = {}, errors: object[] = []) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code, message, errors, ...extra }, message);

describe('order outcome mapping (spec section 8)', () => {
  it('410 BasketOrdered goes to the order page with its id', () => {
    expect(orderOutcome(problem(410, 'BasketOrdered', 'Ordered', { orderId: 'o-1' }))).toEqual({
      kind: 'ordered',
      orderId: 'o-1',
    });
  });

  it('other 410s and 412s go to the shared session handler (min spend modal, reset)', () => {
    expect(orderOutcome(problem(410, 'BasketHasExpired', 'Expired')).kind).toBe('session');
    expect(orderOutcome(problem(412, 'BasketNotValid', 'You have not reached our delivery minimum')).kind).toBe(
      'session',
    );
  });

  it('CustomerDetailsRequired asks for details', () => {
    expect(
      orderOutcome(problem(400, 'CustomerDetailsRequired', 'We need a few details before you can proceed.')),
    ).toEqual({
      kind: 'details',
      message: 'We need a few details before you can proceed.',
      fields: {},
    });
  });

  it("a refused mobile number says so next to the field, with the spec's message", () => {
    const error = problem(400, 'InvalidRequest', checkoutMessages.detailsInvalid, {}, [
      { field: 'body.mobileNumber', message: 'Enter an Australian mobile number, e.g. 0412 345 678' },
    ]);
    expect(orderOutcome(error)).toEqual({
      kind: 'details',
      message: 'Sorry, there was an issue validating your details. Please try again or call the support number.',
      fields: { mobileNumber: 'Enter an Australian mobile number, e.g. 0412 345 678' },
    });
  });

  it('a field error outside the form is not a details problem', () => {
    const error = problem(400, 'InvalidRequest', 'Enter your card details.', {}, [
      { field: 'body.cardSessionId', message: 'Required' },
    ]);
    expect(orderOutcome(error)).toEqual({ kind: 'failed', message: 'Enter your card details.', report: false });
  });

  it("402 is a decline, with the server's words or a default", () => {
    expect(orderOutcome(problem(402, 'PaymentDeclined', zipMessages.declined))).toEqual({
      kind: 'declined',
      message: 'The Zip payment was declined. Please try another payment method.',
    });
    expect(orderOutcome(problem(402, 'PaymentDeclined', ''))).toEqual({
      kind: 'declined',
      message: checkoutMessages.declined,
    });
  });

  it('maps the cart problems to the cart', () => {
    expect(orderOutcome(problem(404, 'BasketItemNotFound', 'Garlic Bread is sold out')).kind).toBe('item-missing');
    expect(orderOutcome(problem(409, 'VoucherAlreadyRedeemed', 'Used')).kind).toBe('voucher-redeemed');
    expect(orderOutcome(problem(400, 'PaymentMethodUnavailable', 'Not here')).kind).toBe('unavailable');
  });

  it('tells the idempotency answers apart', () => {
    expect(orderOutcome(problem(409, 'IdempotencyKeyInFlight', 'Running'))).toEqual({ kind: 'in-flight' });
    expect(orderOutcome(problem(422, 'IdempotencyKeyReused', 'Other request')).kind).toBe('retry');
    expect(orderOutcome(problem(409, 'Conflict', 'The payment has not been completed yet.'))).toEqual({
      kind: 'retry',
      message: 'The payment has not been completed yet.',
    });
  });

  it('an error without a message is reported (notifyOrderError) and says to try again or call', () => {
    expect(orderOutcome(new ApiError(500, null, 'Request failed with status 500'), '13 11 66')).toEqual({
      kind: 'failed',
      message: 'Sorry, something went wrong with your order. Please try again or call us on 13 11 66.',
      report: true,
    });
    expect(orderErrorReport('orders/cash', problem(500, 'InternalError', 'Boom'))).toEqual({
      action: 'orders/cash',
      statusCode: 500,
      errorCode: 'InternalError',
      message: 'Boom',
    });
    // No answer at all: status 0; the texts are cut to the contract's limits.
    expect(orderErrorReport('x'.repeat(80), new Error('y'.repeat(600)))).toEqual({
      action: 'x'.repeat(60),
      statusCode: 0,
      errorCode: null,
      message: 'y'.repeat(500),
    });
  });

  it('no answer, or no basket', () => {
    expect(orderOutcome(new NetworkError('Failed to fetch')).kind).toBe('network');
    expect(orderOutcome(new NoBasketError()).kind).toBe('no-basket');
  });

  it('keeps the key only while the outcome is unknown', () => {
    expect(endsAttempt({ kind: 'network', message: '' })).toBe(false);
    expect(endsAttempt({ kind: 'in-flight' })).toBe(false);
    expect(endsAttempt({ kind: 'declined', message: '' })).toBe(true);
    expect(endsAttempt({ kind: 'failed', message: '', report: false })).toBe(true);
  });
});

describe('Zip and other provider returns', () => {
  it('reads the outcome from the return parameters', () => {
    expect(redirectReturnOutcome(new URLSearchParams('checkoutId=z&result=approved&status=approved'))).toBe(
      'processing',
    );
    expect(redirectReturnOutcome(new URLSearchParams('checkoutId=z&result=declined'))).toBe('declined');
    expect(redirectReturnOutcome(new URLSearchParams('paymentId=p&status=cancelled'))).toBe('cancelled');
    expect(redirectReturnOutcome(new URLSearchParams('checkoutId=z'))).toBe('default');
  });

  it('every Zip outcome has a message, and the failures suggest another payment method', () => {
    for (const outcome of ['redirecting', 'declined', 'cancelled', 'default'] as const) {
      expect(zipMessages[outcome], outcome).toMatch(/another payment method/);
    }
    expect(zipMessages.processing).toMatch(/Zip/);
    expect(redirectMessages('zip', 'Zip')).toBe(zipMessages);
  });

  it('names the provider in the other methods’ messages', () => {
    const paypal = redirectMessages('paypal', 'PayPal');
    expect(paypal.declined).toBe('The PayPal payment was declined. Please try another payment method.');
    expect(paypal.cancelled).toBe('You cancelled the PayPal payment. Try again or choose another payment method.');
    expect(redirectMessages('afterpay', 'Afterpay').processing).toMatch(/verifying your Afterpay payment/);
  });
});

describe('what the customer reads', () => {
  it('says the outcome’s own message, and a general one where the app moved on', async () => {
    const { outcomeMessage } = await import('./order-errors.ts');
    expect(outcomeMessage({ kind: 'declined', message: 'Declined.' }, '13 11 66')).toBe('Declined.');
    expect(outcomeMessage({ kind: 'session' }, '13 11 66')).toBe(checkoutMessages.reviewCart);
    expect(outcomeMessage({ kind: 'in-flight' }, '1300 000 000')).toBe(
      'Sorry, something went wrong with your order. Please try again or call us on 1300 000 000.',
    );
    expect(outcomeMessage({ kind: 'network', message: checkoutMessages.network }, '13 11 66')).toMatch(
      /you won't be charged twice/,
    );
  });
});

describe('what the payment kept on the basket says (provider returns)', () => {
  const messages = redirectMessages('zip', 'Zip');

  it('ready places the order; declined, cancelled and pending keep the spec messages', () => {
    expect(providerStatusCheck('ready', messages)).toEqual({ kind: 'approved' });
    expect(providerStatusCheck('declined', messages)).toEqual({ kind: 'declined', message: zipMessages.declined });
    expect(providerStatusCheck('cancelled', messages)).toEqual({ kind: 'cancelled', message: zipMessages.cancelled });
    expect(providerStatusCheck('pending', messages)).toEqual({ kind: 'pending', message: checkoutMessages.pending });
    expect(providerStatusCheck(undefined, messages)).toEqual({ kind: 'refused', message: zipMessages.default });
  });

  it("reads a wallet completion's 402 and 409 answers", () => {
    const wallet = redirectMessages('click-to-pay', 'Click to Pay');
    expect(walletRefusal(problem(402, 'PaymentDeclined', 'Declined by the wallet.'), wallet)).toEqual({
      kind: 'declined',
      message: 'Declined by the wallet.',
    });
    expect(walletRefusal(problem(402, 'PaymentCancelled', ''), wallet)).toEqual({
      kind: 'cancelled',
      message: wallet.cancelled,
    });
    expect(walletRefusal(problem(409, 'PaymentPending', 'Not yet.'), wallet)).toEqual({
      kind: 'pending',
      message: checkoutMessages.pending,
    });
    expect(
      walletRefusal(problem(409, 'Conflict', 'Your cart changed after payment. Please pay again.'), wallet),
    ).toEqual({ kind: 'refused', message: 'Your cart changed after payment. Please pay again.' });
    expect(walletRefusal(problem(409, 'IdempotencyKeyInFlight', ''), wallet)).toBeNull();
    expect(walletRefusal(problem(410, 'BasketOrdered', 'Ordered'), wallet)).toBeNull();
    expect(walletRefusal(new NetworkError('offline'), wallet)).toBeNull();
  });

  it("a 410 about the card (expired, discarded) is the card's problem, not the session's", () => {
    expect(orderOutcome(problem(410, 'CardDiscarded', 'This card was removed.'))).toEqual({
      kind: 'failed',
      message: 'This card was removed.',
      report: false,
    });
    expect(orderOutcome(problem(410, 'CardSessionExpired', '')).kind).toBe('failed');
  });

  it('an unsolved captcha says so and is not reported', () => {
    const unsolved = new CaptchaUnsolvedError();
    expect(orderOutcome(unsolved)).toEqual({ kind: 'failed', message: unsolved.message, report: false });
  });
});
