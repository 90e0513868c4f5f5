import { AppError } from '../../platform/errors.ts';

export const alreadyRedeemed = () =>
  new AppError(409, 'VoucherAlreadyRedeemed', 'Sorry, this voucher has already been redeemed.');

/** A once-per-customer voucher for a guest: only an account makes "once" countable. */
export const SIGN_IN_FOR_VOUCHER_MESSAGE = 'Sign in to use this voucher: it is for registered customers, once each.';
export const signInForVoucher = () => new AppError(403, 'VoucherRequiresSignIn', SIGN_IN_FOR_VOUCHER_MESSAGE);
