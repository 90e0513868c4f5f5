// Customer service (spec document 1, section 7): registering and signing in (one-time codes, login
// links, Google, Apple and PayPal), the access and refresh tokens, and the signed-in customer's own
// record with its e-mail verification.
import { z } from 'zod';
import {
  customerPatchSchema,
  customerSchema,
  customerSignInSchema,
  oauthAuthorizeBodySchema,
  oauthAuthorizeResultSchema,
  oauthBodySchema,
  oauthRegisterBodySchema,
  oauthRegistrationRequiredSchema,
  otpSentSchema,
  refreshTokenBodySchema,
  registerBodySchema,
  registerResultSchema,
  requestOtpBodySchema,
  tokenSetSchema,
  validateLoginTokenBodySchema,
  validateOtpBodySchema,
  verifyEmailSendBodySchema,
  verifyEmailSentSchema,
  verifyEmailUpdateBodySchema,
  verifyEmailUpdatedSchema,
} from '../customer.ts';
import { customerIdParamsSchema } from '../customer-account.ts';
import { endpoint } from './define.ts';

const tags = ['customer'];
const signInProblems = [400, 429] as const;
/** 401 without a valid token; 403 when the path names someone else. */
const ownerProblems = [400, 401, 403] as const;
// The web leaves the body out or empty: its refresh token travels in the httpOnly cookie.
const refreshTokenRequestSchema = refreshTokenBodySchema.nullish();

export const customerEndpoints = {
  registerCustomer: endpoint({
    method: 'POST',
    path: '/api/v1/customer/register',
    summary: 'Register by e-mail or mobile (captcha REGISTER_USER in tokenV3)',
    description:
      'Sends a code to the address; confirm it with validateOTP (isRegister true). The answer is the same whether or not the address already has an account.',
    tags,
    body: registerBodySchema,
    responses: { 200: registerResultSchema },
    problems: signInProblems,
  }),
  requestOtp: endpoint({
    method: 'POST',
    path: '/api/v1/customer/requestOTP',
    summary: 'Send a sign-in code by SMS or e-mail (captcha REQUEST_OTP)',
    description: 'The same answer whether or not an account exists. A new code no sooner than 60 s after the last.',
    tags,
    body: requestOtpBodySchema,
    responses: { 200: otpSentSchema },
    problems: signInProblems,
  }),
  validateOtp: endpoint({
    method: 'POST',
    path: '/api/v1/customer/validateOTP',
    summary: 'Sign in (or finish registering) with a one-time code (captcha VALIDATE_OTP)',
    description: 'A wrong code answers OtpInvalid with attemptsRemaining; after 5 wrong tries the code is dead.',
    tags,
    body: validateOtpBodySchema,
    responses: { 200: customerSignInSchema },
    problems: signInProblems,
  }),
  validateLoginToken: endpoint({
    method: 'POST',
    path: '/api/v1/customer/validateLoginToken',
    summary: 'Sign in with the token of an e-mailed login link (captcha VALIDATE_LOGIN_TOKEN)',
    tags,
    body: validateLoginTokenBodySchema,
    responses: { 200: customerSignInSchema },
    problems: signInProblems,
  }),
  oauthAuthorize: endpoint({
    method: 'POST',
    path: '/api/v1/customer/oauth/authorize',
    summary: "Start Google, Apple or PayPal sign-in: the provider's page, a signed state, nonce and PKCE verifier",
    tags,
    body: oauthAuthorizeBodySchema,
    responses: { 200: oauthAuthorizeResultSchema },
    problems: [400, 503],
  }),
  oauthSignIn: endpoint({
    method: 'POST',
    path: '/api/v1/customer/oauth',
    summary: 'Sign in with Google, Apple (ID token) or PayPal (authorization code, PKCE, state)',
    description:
      '302 with a registration state when the identity has no account (finish on /oauth-register); 409 ExistingAccount when its e-mail belongs to another account.',
    tags,
    body: oauthBodySchema,
    responses: { 200: customerSignInSchema, 302: oauthRegistrationRequiredSchema },
    problems: [400, 401, 409, 429, 503],
  }),
  oauthRegister: endpoint({
    method: 'POST',
    path: '/api/v1/customer/oauth/register',
    summary: 'Finish registering a social identity (/oauth-register: names, terms)',
    tags,
    body: oauthRegisterBodySchema,
    responses: { 200: customerSignInSchema },
    problems: [400, 409, 429],
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/api/v1/customer/token/refresh',
    summary: 'A new access token; the refresh token rotates (body for native apps, cookie on the web)',
    description:
      'A refresh token already used is a stolen copy or a replay: the whole sign-in (its family) is revoked and 401 answered.',
    tags,
    body: refreshTokenRequestSchema,
    responses: { 200: tokenSetSchema },
    problems: [400, 401, 429],
  }),
  revokeToken: endpoint({
    method: 'POST',
    path: '/api/v1/customer/token/revoke',
    summary: 'Logout: the refresh token and its whole family stop working',
    tags,
    body: refreshTokenRequestSchema,
    responses: { 204: z.null() },
    problems: [400],
  }),
  customer: endpoint({
    method: 'GET',
    path: '/api/v1/customer/:id',
    summary: 'The signed-in customer (responses carry userID)',
    tags,
    params: customerIdParamsSchema,
    responses: { 200: customerSchema },
    problems: ownerProblems,
  }),
  updateCustomer: endpoint({
    method: 'PATCH',
    path: '/api/v1/customer/:id',
    summary: "Change the customer's names, mobile, opt-ins or saved disposition",
    tags,
    params: customerIdParamsSchema,
    body: customerPatchSchema,
    responses: { 200: customerSchema },
    problems: [...ownerProblems, 409],
  }),
  deleteCustomer: endpoint({
    method: 'DELETE',
    path: '/api/v1/customer/:id',
    summary: 'Delete the account: its details are erased and every sign-in ends',
    tags,
    params: customerIdParamsSchema,
    responses: { 204: z.null() },
    problems: [...ownerProblems, 409],
  }),
  sendEmailVerification: endpoint({
    method: 'POST',
    path: '/api/v1/customer/verifyemail/send',
    summary: "E-mail a link that confirms the signed-in customer's address (captcha VERIFY_EMAIL)",
    tags,
    body: verifyEmailSendBodySchema,
    responses: { 200: verifyEmailSentSchema },
    problems: [400, 401],
  }),
  verifyEmail: endpoint({
    method: 'PATCH',
    path: '/api/v1/customer/verifyemail/update',
    summary: 'Mark the address verified with the token of the e-mailed link (once)',
    tags,
    body: verifyEmailUpdateBodySchema,
    responses: { 200: verifyEmailUpdatedSchema },
    problems: [400],
  }),
};
