import {
  LOGIN_LINK_PAGE,
  LOGIN_LINK_QUERY,
  LOGIN_LINK_TTL_SECONDS,
  NIL_USER_ID,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type OtpSent,
  type OtpType,
} from '@storefront/contract';
import type { z } from 'zod';
import type {
  registerBodySchema,
  requestOtpBodySchema,
  validateLoginTokenBodySchema,
  validateOtpBodySchema,
} from '@storefront/contract';
import { AppError } from '../../platform/errors.ts';
import { checkCaptcha } from '../captcha/captcha-check.ts';
import type { Limiter } from '../../platform/rate-limit.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { codeMessage, noAccountMessage } from '../notifier/message-templates.ts';
import type { Notifier } from '../notifier/notifier.ts';
import type { CustomerRepository, NewCustomer } from './customer.repository.ts';
import type { CustomerSessions, SignedIn } from './customer-session.ts';
import { destinationKey, maskDestination } from './destinations.ts';
import type { EmailLinkStore } from './email-links.ts';
import { otpExpired, type OneTimeCodeStore } from './one-time-codes.ts';

export interface SignInLimits {
  /** Codes sent to one e-mail or mobile. */
  sendPerDestination: Limiter;
  /** Codes asked for from one client address. */
  sendPerAddress: Limiter;
  /** Codes, links and tokens tried from one client address. */
  verifyPerAddress: Limiter;
}

/**
 * Where the request came from: the client address for rate limits, the app origin for links, the
 * User-Agent to name the device a sign-in is on.
 */
export interface Caller {
  ip: string;
  appOrigin: string;
  userAgent?: string | null;
}

type Address = { otpType: OtpType; address: string };
const addressOf = (otpType: OtpType, body: { email?: string | undefined; mobileNumber?: string | undefined }) =>
  ({ otpType, address: otpType === 'email' ? body.email! : body.mobileNumber! }) satisfies Address;

/**
 * Password-less sign-in: registration, one-time codes by SMS or e-mail, and login links. Every
 * path answers the same whether or not the address has an account, and does the same work
 * (a code row and a message either way), so neither the answer nor its timing tells.
 */
export function customerSignInService(deps: {
  customers: CustomerRepository;
  codes: OneTimeCodeStore;
  links: EmailLinkStore;
  sessions: CustomerSessions;
  notifier: Notifier;
  captcha: CaptchaService;
  limits: SignInLimits;
  /** After a registration: the welcome offer (sent only when the customer opted in to e-mail). */
  welcome?: (customerId: string, appOrigin: string) => Promise<unknown>;
}) {
  const { customers, codes, notifier } = deps;

  const sent = ({ otpType, address }: Address): OtpSent => ({
    otpType,
    destination: maskDestination(otpType, address),
    expiresInSeconds: OTP_TTL_SECONDS,
    resendAfterSeconds: OTP_RESEND_SECONDS,
  });

  const accountFor = ({ otpType, address }: Address) =>
    otpType === 'email' ? customers.byEmail(address) : customers.byMobile(address);

  async function limitSending(target: Address, caller: Caller) {
    await deps.limits.sendPerAddress.consume(caller.ip);
    await deps.limits.sendPerDestination.consume(destinationKey(target.otpType, target.address));
  }

  /** A sign-in code (and, by e-mail, a login link) to an account; a no-account notice otherwise. */
  async function sendLoginCode(target: Address, caller: Caller) {
    const account = await accountFor(target);
    const destination = destinationKey(target.otpType, target.address);
    const { code } = await codes.issue({
      destination,
      purpose: 'login',
      customerId: account?.customerId ?? null,
      deliverable: account !== null,
    });
    // Without an account the link is made too, for the nil customer (it can sign nobody in), so
    // both cases write the same rows and take the same time.
    const linkToken =
      target.otpType === 'email'
        ? await deps.links.issue('login', account?.customerId ?? NIL_USER_ID, target.address, LOGIN_LINK_TTL_SECONDS)
        : null;
    if (!account) {
      await notifier.send(
        noAccountMessage({ channel: target.otpType, to: target.address, registerLink: `${caller.appOrigin}/register` }),
      );
      return;
    }
    const loginLink = linkToken ? `${caller.appOrigin}${LOGIN_LINK_PAGE}?${LOGIN_LINK_QUERY}=${linkToken}` : undefined;
    await notifier.send(
      codeMessage({ channel: target.otpType, to: target.address, code, purpose: 'login', loginLink }),
    );
  }

  /**
   * The account a confirmed registration creates. Registered meanwhile by another path (a
   * provider, a second code): that account. The other contact detail already on another account:
   * the account is made without it (only the confirmed one is proven to be theirs).
   */
  async function createRegistered(registration: NewCustomer, target: Address): Promise<string | null> {
    const created = await customers.create(registration);
    if (created) return created.customerId;
    const existing = await accountFor(target);
    if (existing) return existing.customerId;
    const withoutOther =
      target.otpType === 'email'
        ? { ...registration, mobileNumber: null }
        : { ...registration, email: null, emailVerified: false, hasEmailAccount: false };
    return (await customers.create(withoutOther))?.customerId ?? null;
  }

  async function signIn(customerId: string, scope: string, field: string, caller: Caller): Promise<SignedIn> {
    const session = await deps.sessions.start(customerId, scope, caller.userAgent ?? null);
    if (!session) throw otpExpired(field);
    return session;
  }

  return {
    async register(body: z.output<typeof registerBodySchema>, caller: Caller): Promise<OtpSent> {
      const otpType: OtpType = body.registerType === 'email' ? 'email' : 'sms';
      const target = addressOf(otpType, body);
      await limitSending(target, caller);
      await checkCaptcha(deps.captcha, body.tokenV3, 'REGISTER_USER', 'body.tokenV3');
      if (await accountFor(target)) {
        // The address already has an account: its owner gets a sign-in code, the caller the same answer.
        await sendLoginCode(target, caller);
        return sent(target);
      }
      const registration: NewCustomer = {
        email: body.email ?? null,
        emailVerified: otpType === 'email',
        mobileNumber: body.mobileNumber ?? null,
        firstName: body.profile.firstName,
        lastName: body.profile.lastName,
        optinEmail: body.profile.optinEmail,
        optinSms: body.profile.optinSms,
        acceptTerms: body.profile.acceptTerms ?? true,
        hasEmailAccount: otpType === 'email',
      };
      const { code } = await codes.issue({
        destination: destinationKey(otpType, target.address),
        purpose: 'register',
        customerId: null,
        registration: { ...registration },
        deliverable: true,
      });
      await notifier.send(codeMessage({ channel: otpType, to: target.address, code, purpose: 'register' }));
      return sent(target);
    },

    async requestOtp(body: z.output<typeof requestOtpBodySchema>, caller: Caller): Promise<OtpSent> {
      const target = addressOf(body.otpType, body);
      await limitSending(target, caller);
      await checkCaptcha(deps.captcha, body.tokenV3, 'REQUEST_OTP', 'body.tokenV3');
      await sendLoginCode(target, caller);
      return sent(target);
    },

    async validateOtp(body: z.output<typeof validateOtpBodySchema>, caller: Caller): Promise<SignedIn> {
      await deps.limits.verifyPerAddress.consume(caller.ip);
      await checkCaptcha(deps.captcha, body.tokenV3, 'VALIDATE_OTP', 'body.tokenV3');
      const target = addressOf(body.otpType, body);
      const row = await codes.consume(destinationKey(target.otpType, target.address), body.code, 'body.code');
      if (row.purpose === 'login' && row.customerId) return signIn(row.customerId, body.scope, 'body.code', caller);
      if (row.purpose === 'register' && row.registration) {
        const customerId = await createRegistered(row.registration as unknown as NewCustomer, target);
        if (customerId) {
          await deps.welcome?.(customerId, caller.appOrigin);
          return signIn(customerId, body.scope, 'body.code', caller);
        }
      }
      throw otpExpired('body.code');
    },

    async validateLoginToken(body: z.output<typeof validateLoginTokenBodySchema>, caller: Caller): Promise<SignedIn> {
      await deps.limits.verifyPerAddress.consume(caller.ip);
      await checkCaptcha(deps.captcha, body.tokenV3, 'VALIDATE_LOGIN_TOKEN', 'body.tokenV3');
      const link = await deps.links.spend('login', body.token);
      const session = link && (await deps.sessions.start(link.customerId, body.scope, caller.userAgent ?? null));
      if (!session) {
        throw new AppError(400, 'LoginTokenInvalid', 'This sign-in link has expired or was already used.', [
          { field: 'body.token', message: 'Expired or used' },
        ]);
      }
      return session;
    },
  };
}

export type CustomerSignInService = ReturnType<typeof customerSignInService>;
