// The customer service's sign-in calls (spec section 7), by name through the typed client. The
// captcha token (ALTCHA) for each action is solved just before the call, since each is good once.
import type {
  CaptchaAction,
  CustomerSignIn,
  OAuthBody,
  OAuthRegisterBody,
  RegisterBody,
  RegisterResult,
  RequestOtpBody,
  ValidateLoginTokenBody,
  ValidateOtpBody,
} from '@storefront/contract';
import { callApi } from '../../lib/api/call-api.ts';
import { solveCaptcha } from '../../lib/captcha.ts';

type WithoutCaptcha<T> = Omit<T, 'tokenV3'>;

async function withCaptcha<T>(action: CaptchaAction, body: T, signal?: AbortSignal): Promise<T & { tokenV3: string }> {
  return { ...body, tokenV3: await solveCaptcha(action, signal) };
}

export const isSignIn = (result: RegisterResult): result is CustomerSignIn => 'access_token' in result;

export const register = async (body: WithoutCaptcha<RegisterBody>) =>
  callApi('registerCustomer', { body: await withCaptcha('REGISTER_USER', body) });

export const requestOtp = async (body: WithoutCaptcha<RequestOtpBody>) =>
  callApi('requestOtp', { body: await withCaptcha('REQUEST_OTP', body) });

export const validateOtp = async (body: WithoutCaptcha<ValidateOtpBody>) =>
  callApi('validateOtp', { body: await withCaptcha('VALIDATE_OTP', body) });

export const validateLoginToken = async (body: WithoutCaptcha<ValidateLoginTokenBody>) =>
  callApi('validateLoginToken', { body: await withCaptcha('VALIDATE_LOGIN_TOKEN', body) });

export const oauthAuthorize = (body: { provider: OAuthBody['provider']; redirectUri: string }, signal?: AbortSignal) =>
  callApi('oauthAuthorize', { body, signal });

/** A 302 answer (an identity with no account yet) arrives as an ApiError with status 302. */
export const oauthSignIn = (body: OAuthBody, signal?: AbortSignal) => callApi('oauthSignIn', { body, signal });

export const oauthRegister = (body: OAuthRegisterBody) => callApi('oauthRegister', { body });
