import { z } from 'zod';
import { CUSTOMER_DETAILS_LIMITS } from './customer-details-limits.ts';
import { captchaPayloadSchema } from './payment-setup.ts';
import { textSchema } from './text.ts';

// The customer service (spec document 1, sections 3, 4, 6 and 7): registration, one-time codes by
// SMS and e-mail, login links, social sign-in, the token set and its rotation, and the customer.

export { NIL_USER_ID } from './nil-user-id.ts';

/** Spec section 6: the scopes every sign-in asks for; native apps add offline_access. */
export const CUSTOMER_SCOPES = ['openid', 'write:profile', 'read:card', 'write:card'] as const;
export const OFFLINE_ACCESS_SCOPE = 'offline_access';
export const WEB_SCOPE = CUSTOMER_SCOPES.join(' ');
export const NATIVE_SCOPE = `${WEB_SCOPE} ${OFFLINE_ACCESS_SCOPE}`;

/** One-time codes (DESIGN section 10; spec section 9's 60-second countdown). */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
/** Login links sent by e-mail, and address verification links. */
export const LOGIN_LINK_TTL_SECONDS = 15 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
/** The access token is a short-lived JWT; the refresh token is opaque and rotates on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long an unknown social identity may take to finish on /oauth-register. */
export const OAUTH_REGISTRATION_TTL_SECONDS = 15 * 60;

/** Authenticated calls send `Authorization: Bearer <access_token>` (spec section 6). */
export const AUTHORIZATION_HEADER = 'authorization';
/**
 * The web keeps the refresh token in this httpOnly, Secure, SameSite=Strict cookie, sent only to the
 * token endpoints; the access token lives in memory. Native apps (scope with offline_access) get the
 * refresh token in the body instead and send it back as `refresh_token`.
 */
export const REFRESH_TOKEN_COOKIE = 'rrp_refresh';
export const REFRESH_TOKEN_COOKIE_PATH = '/api/v1/customer/token';

/** App pages the server's messages link to. */
export const LOGIN_LINK_PAGE = '/verify-otp';
export const LOGIN_LINK_QUERY = 'loginToken';
export const EMAIL_VERIFICATION_PAGE = '/account/email';
export const EMAIL_VERIFICATION_QUERY = 'verifyToken';

/** Spec section 5: mobile numbers are kept and sent as +614XXXXXXXX. */
export const australianMobileSchema = z
  .string()
  .trim()
  .regex(/^\+614\d{8}$/, 'Enter an Australian mobile number as +614XXXXXXXX');
export const customerEmailSchema = z
  .email('Enter a valid e-mail address')
  .max(254)
  .transform((value) => value.toLowerCase());
/** Said when a name is over the limit: the forms show the schema's own message to the customer. */
export const NAME_TOO_LONG_MESSAGE = `Use at most ${CUSTOMER_DETAILS_LIMITS.name} characters.`;
/** A customer's first or last name: the same limit as the checkout's contact details. */
const nameSchema = textSchema.trim().min(1).max(CUSTOMER_DETAILS_LIMITS.name, NAME_TOO_LONG_MESSAGE);

/** A space-separated scope made of the spec's scopes only. */
export const customerScopeSchema = z
  .string()
  .trim()
  .max(200)
  .refine(
    (scope) =>
      scope.split(/\s+/).every((s) => (CUSTOMER_SCOPES as readonly string[]).includes(s) || s === OFFLINE_ACCESS_SCOPE),
    'Unknown scope',
  )
  .default(WEB_SCOPE);

/** Spec section 3: the token set. `refresh_token` is null on the web, where it travels in the cookie. */
export const tokenSetSchema = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive().describe('Seconds the access token is valid'),
  refresh_token: z.string().nullable().describe('Native apps only; null on the web (httpOnly cookie instead)'),
  scope: z.string(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

export const oauthProviders = ['Google', 'Apple', 'PayPal'] as const;
export const oauthProviderSchema = z.enum(oauthProviders);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

export const customerIdentitySchema = z.strictObject({
  provider: oauthProviderSchema,
  email: z.string().nullable(),
  linkedAt: z.iso.datetime({ offset: true }),
});

export const customerProfileSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  optinSms: z.boolean(),
  optinEmail: z.boolean(),
  acceptTerms: z.boolean(),
  attributes: z.array(z.strictObject({ name: z.string(), value: z.string() })),
});

export const dispositionPreferenceSchema = z.strictObject({
  address: textSchema.max(300).nullable(),
  serviceType: z.enum(['delivery', 'pickup']).nullable(),
  storeId: z.number().int().positive().nullable(),
});
export type DispositionPreference = z.infer<typeof dispositionPreferenceSchema>;

/** Spec section 3: the customer, with `userID` as the service spells it (the app maps it to userId). */
export const customerSchema = z.strictObject({
  customerId: z.uuid(),
  userID: z.uuid(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  mobileNumber: z.string().nullable(),
  profile: customerProfileSchema,
  cards: z.array(z.strictObject({ cardId: z.string(), default: z.boolean() })),
  dispositionPreference: dispositionPreferenceSchema.nullable(),
  hasEmailAccount: z.boolean().describe('Signs in with e-mail codes (else only by mobile or a provider)'),
  identities: z.array(customerIdentitySchema),
  savedCardId: z.string().nullable(),
  expressPayMobileNumber: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A successful sign-in: the token set and the customer it belongs to. */
export const customerSignInSchema = tokenSetSchema.extend({ customer: customerSchema });
export type CustomerSignIn = z.infer<typeof customerSignInSchema>;

export const otpTypes = ['email', 'sms'] as const;
export const otpTypeSchema = z.enum(otpTypes);
export type OtpType = z.infer<typeof otpTypeSchema>;

/** A code is on its way; the same answer whether or not an account exists. */
export const otpSentSchema = z.strictObject({
  otpType: otpTypeSchema,
  destination: z.string().describe('Masked: j***@example.com or +614*****678'),
  expiresInSeconds: z.literal(OTP_TTL_SECONDS),
  resendAfterSeconds: z.literal(OTP_RESEND_SECONDS),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

const profileInputSchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  optinEmail: z.boolean().default(false),
  optinSms: z.boolean().default(false),
  acceptTerms: z.boolean().optional().describe('Registering accepts the terms the page states; defaults to true'),
});

/** The e-mail or mobile a request names must be there for its type; the issue names the field. */
function requireDestination(
  value: { email?: string | undefined; mobileNumber?: string | undefined },
  kind: 'email' | 'sms' | 'mobile',
  ctx: z.RefinementCtx,
) {
  if (kind === 'email' && !value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Required' });
  if (kind !== 'email' && !value.mobileNumber)
    ctx.addIssue({ code: 'custom', path: ['mobileNumber'], message: 'Required' });
}

/** POST /customer/register. Captcha action REGISTER_USER in tokenV3. */
export const registerBodySchema = z
  .strictObject({
    scope: customerScopeSchema,
    tokenV3: captchaPayloadSchema,
    registerType: z.enum(['email', 'mobile']),
    email: customerEmailSchema.optional(),
    mobileNumber: australianMobileSchema.optional(),
    profile: profileInputSchema,
  })
  .superRefine((value, ctx) => requireDestination(value, value.registerType, ctx));
export type RegisterBody = z.input<typeof registerBodySchema>;
/**
 * Tokens sign the customer in; otherwise a code was sent and the app goes to /verify-otp (with
 * isRegister true) and resets the countdown. This service always answers with the code, so the
 * answer is the same whether or not the address already has an account.
 */
export const registerResultSchema = z.union([customerSignInSchema, otpSentSchema]);
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** POST /customer/requestOTP. Captcha action REQUEST_OTP in tokenV3. */
export const requestOtpBodySchema = z
  .strictObject({
    otpType: otpTypeSchema,
    email: customerEmailSchema.optional(),
    mobileNumber: australianMobileSchema.optional(),
    tokenV3: captchaPayloadSchema,
  })
  .superRefine((value, ctx) => requireDestination(value, value.otpType, ctx));
export type RequestOtpBody = z.input<typeof requestOtpBodySchema>;

/** POST /customer/validateOTP: spec section 3's Auth details. Captcha action VALIDATE_OTP. */
export const validateOtpBodySchema = z
  .strictObject({
    code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
    customerId: z.uuid().optional(),
    email: customerEmailSchema.optional(),
    isRegister: z.boolean().optional(),
    mobileNumber: australianMobileSchema.optional(),
    otpType: otpTypeSchema,
    scope: customerScopeSchema,
    tokenV3: captchaPayloadSchema,
  })
  .superRefine((value, ctx) => requireDestination(value, value.otpType, ctx));
export type ValidateOtpBody = z.input<typeof validateOtpBodySchema>;

/** POST /customer/validateLoginToken: the token of an e-mailed login link. Captcha VALIDATE_LOGIN_TOKEN. */
export const validateLoginTokenBodySchema = z.strictObject({
  token: textSchema.trim().min(20).max(200),
  scope: customerScopeSchema,
  tokenV3: captchaPayloadSchema,
});
export type ValidateLoginTokenBody = z.input<typeof validateLoginTokenBodySchema>;

/**
 * POST /customer/oauth/authorize: where to send the browser for a provider's sign-in page. The
 * state is signed by the server and binds provider, nonce, redirect uri and the PKCE challenge;
 * keep state, nonce and codeVerifier in session storage until the return page.
 */
export const oauthAuthorizeBodySchema = z.strictObject({
  provider: oauthProviderSchema,
  redirectUri: z
    .url()
    .max(500)
    .describe('The app page the provider returns to: /oauth/redirect or /oauth/paypal-redirect'),
});
export const oauthAuthorizeResultSchema = z.strictObject({
  provider: oauthProviderSchema,
  authorizationUrl: z.url(),
  responseType: z.enum(['id_token', 'code']).describe('Google, Apple: id_token in the fragment; PayPal: code'),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string().nullable().describe('PayPal only: send it back with the code'),
});
export type OAuthAuthorizeResult = z.infer<typeof oauthAuthorizeResultSchema>;

/**
 * POST /customer/oauth: spec section 7's body. Google and Apple: `token` is the ID token. PayPal:
 * `token` is the authorization code, with codeVerifier, redirectUri and state.
 */
export const oauthBodySchema = z.strictObject({
  provider: oauthProviderSchema,
  token: textSchema.trim().min(1).max(5000),
  firstName: textSchema.trim().max(CUSTOMER_DETAILS_LIMITS.name).optional(),
  lastName: textSchema.trim().max(CUSTOMER_DETAILS_LIMITS.name).optional(),
  nonce: textSchema.trim().min(8).max(200).optional(),
  scope: customerScopeSchema,
  state: textSchema.trim().max(2000).optional(),
  codeVerifier: textSchema.trim().min(43).max(128).optional(),
  redirectUri: z.url().max(500).optional(),
});
export type OAuthBody = z.input<typeof oauthBodySchema>;

/** 302 from /customer/oauth: an identity with no account. Finish on /oauth-register. */
export const oauthRegistrationRequiredSchema = z.strictObject({
  status: z.literal(302),
  code: z.literal('RegistrationRequired'),
  message: z.string(),
  registrationState: z.string().describe('Signed, short-lived; send it to /customer/oauth/register'),
  provider: oauthProviderSchema,
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type OAuthRegistrationRequired = z.infer<typeof oauthRegistrationRequiredSchema>;

/** POST /customer/oauth/register: /oauth-register finishes an unknown identity (names, terms). */
export const oauthRegisterBodySchema = z.strictObject({
  registrationState: textSchema.trim().min(20).max(4000),
  firstName: nameSchema,
  lastName: nameSchema,
  mobileNumber: australianMobileSchema.optional(),
  optinEmail: z.boolean().default(false),
  optinSms: z.boolean().default(false),
  acceptTerms: z.literal(true, 'Accept the terms to continue'),
  scope: customerScopeSchema,
});
export type OAuthRegisterBody = z.input<typeof oauthRegisterBodySchema>;

/** POST /customer/token/refresh and /token/revoke. The web leaves refresh_token out (cookie). */
export const refreshTokenBodySchema = z.strictObject({
  refresh_token: textSchema.trim().min(20).max(200).optional(),
});
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>;

/** POST /customer/recaptcha: verify (and spend) one solved captcha for an action that has no call of its own. */
export const recaptchaBodySchema = z.strictObject({
  token: captchaPayloadSchema,
  action: z.enum(['LOGIN', 'UNSUBSCRIBE']),
});
export const recaptchaResultSchema = z.strictObject({ success: z.literal(true), action: z.string() });

/** POST /customer/verifyemail/send (signed in; captcha VERIFY_EMAIL): e-mails a verification link. */
export const verifyEmailSendBodySchema = z.strictObject({ tokenV3: captchaPayloadSchema });
export const verifyEmailSentSchema = z.strictObject({ destination: z.string() });
/** PATCH /customer/verifyemail/update: the token of the link marks the address verified. */
export const verifyEmailUpdateBodySchema = z.strictObject({ token: textSchema.trim().min(20).max(200) });
export const verifyEmailUpdatedSchema = z.strictObject({ email: z.string(), emailVerified: z.literal(true) });

/** PATCH /customer/{id}: the fields a customer may change here (e-mail changes through changeemail). */
export const customerPatchSchema = z.strictObject({
  mobileNumber: australianMobileSchema.nullable().optional(),
  profile: z
    .strictObject({
      firstName: nameSchema.optional(),
      lastName: nameSchema.optional(),
      optinEmail: z.boolean().optional(),
      optinSms: z.boolean().optional(),
    })
    .optional(),
  dispositionPreference: dispositionPreferenceSchema.nullable().optional(),
});
export type CustomerPatch = z.infer<typeof customerPatchSchema>;

/** Problem extension of OtpInvalid: wrong tries left before the code dies. */
export const otpInvalidExtensionSchema = z.strictObject({ attemptsRemaining: z.number().int().min(0) });
