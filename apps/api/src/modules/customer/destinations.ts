import type { OtpType } from '@storefront/contract';

/** The key a code is kept under: the channel and the address it went to. */
export const destinationKey = (otpType: OtpType, address: string) => `${otpType}:${address}`;

/** Shown back to the customer so they know where to look, without spelling the address out. */
export function maskDestination(otpType: OtpType, address: string): string {
  if (otpType === 'sms') return `${address.slice(0, 4)}*****${address.slice(-3)}`;
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
