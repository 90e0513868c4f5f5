// What a failed customer call tells the customer (spec section 8): the message mapped from the
// error code, then a plain string (a text body, or the message the service wrote), then the first
// item of `errors`, else the generic sentence. A 5xx says only the generic sentence.
import type { ErrorCode } from '@storefront/contract';
import { ApiError, NetworkError } from './api-client.ts';
import { GENERIC_CUSTOMER_ERROR } from './server-errors.ts';

export { GENERIC_CUSTOMER_ERROR };

export const NETWORK_ERROR_MESSAGE = "We couldn't reach our servers. Check your connection and try again.";

/** Wrong tries left on a one-time code (the OtpInvalid problem's `attemptsRemaining`). */
export const otpTriesLeftMessage = (left: number): string =>
  left === 0
    ? 'That code is not right, and it can no longer be used. Ask for a new code.'
    : `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`;

/** Our wording for the customer service's codes (the spec leaves the mapping to us). */
export const CUSTOMER_ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  OtpExpired: 'That code has expired. Ask for a new code.',
  OtpResendTooSoon: 'Please wait for the countdown to finish before asking for a new code.',
  LoginTokenInvalid: 'That login link has expired or was already used. Log in with a code instead.',
  OAuthTokenInvalid: "We couldn't confirm your sign-in with that provider. Please try again.",
  OAuthStateInvalid: 'That sign-in took too long or was started elsewhere. Please try again.',
  RegistrationStateInvalid: 'That sign-up took too long. Please start again from the login page.',
  ExistingAccount: 'An account already uses that e-mail address. Log in with a one-time code to that address instead.',
  CaptchaInvalid: 'We could not confirm you are not a robot. Please try again.',
  TooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
};

function codeMessage(error: ApiError): string | undefined {
  const problem = error.problem;
  if (!problem) return undefined;
  if (problem.code === 'OtpInvalid' && typeof problem.attemptsRemaining === 'number')
    return otpTriesLeftMessage(problem.attemptsRemaining);
  return CUSTOMER_ERROR_MESSAGES[problem.code];
}

/** The first item of a body's `errors` as text: a string, or a field error's message. */
function firstError(data: unknown): string | undefined {
  const errors = (data as { errors?: unknown } | null)?.errors;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  if (typeof first === 'string') return first || undefined;
  const message = (first as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export function customerErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return NETWORK_ERROR_MESSAGE;
  if (!(error instanceof ApiError) || error.status >= 500) return GENERIC_CUSTOMER_ERROR;
  const plain = typeof error.data === 'string' ? error.data.trim() : error.problem?.message;
  return codeMessage(error) || plain || firstError(error.data) || GENERIC_CUSTOMER_ERROR;
}
