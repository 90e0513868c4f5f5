// The login field takes an e-mail address or an Australian mobile number (spec section 5: mobiles
// use the prefix +614; sanitising keeps digits and the plus sign).
import { customerEmailSchema, type OtpType } from '@storefront/contract';
import { toAustralianMobile } from '@storefront/domain';

export type LoginIdentifier = { otpType: 'email'; email: string } | { otpType: 'sms'; mobileNumber: string };

export const identifierMessages = {
  empty: 'Enter your e-mail address or mobile number.',
  invalidEmail: 'Enter a valid e-mail address, like name@example.com.',
  invalidMobile: 'Enter an Australian mobile number, like 0412 345 678 or +61412345678.',
} as const;

/** An e-mail when it has an @, else a mobile; null when neither is valid. */
export function parseIdentifier(value: string): LoginIdentifier | null {
  const text = value.trim();
  if (text.includes('@')) {
    const email = customerEmailSchema.safeParse(text);
    return email.success ? { otpType: 'email', email: email.data } : null;
  }
  const mobile = toAustralianMobile(text);
  return mobile.ok ? { otpType: 'sms', mobileNumber: mobile.value } : null;
}

/** What is wrong with the field, or null. */
export function identifierError(value: string): string | null {
  const text = value.trim();
  if (!text) return identifierMessages.empty;
  if (parseIdentifier(text)) return null;
  return text.includes('@') ? identifierMessages.invalidEmail : identifierMessages.invalidMobile;
}

export const destinationOf = (
  identifier: LoginIdentifier,
): { otpType: OtpType; email?: string; mobileNumber?: string } =>
  identifier.otpType === 'email'
    ? { otpType: 'email', email: identifier.email }
    : { otpType: 'sms', mobileNumber: identifier.mobileNumber };
