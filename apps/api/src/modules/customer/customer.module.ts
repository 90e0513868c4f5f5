import type { OAuthProvider } from '@storefront/contract';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { createLimiter } from '../../platform/rate-limit.ts';
import type { LocalIdentityProviders } from '../../local/identity-provider/local-identity-provider.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { accessTokens } from './access-tokens.ts';
import { customerRepository } from './customer.repository.ts';
import { customerSecrets } from './customer-secrets.ts';
import { customerSessions } from './customer-session.ts';
import { customerSignInService } from './customer-sign-in.service.ts';
import { emailLinkStore } from './email-links.ts';
import { oneTimeCodeStore } from './one-time-codes.ts';
import { refreshTokenStore } from './refresh-tokens.ts';
import { signedStates } from './signed-state.ts';
import type { SocialProviderSettings } from './provider-clients.ts';
import { socialSignInService } from './social-sign-in.service.ts';
import { userModule } from '../user/user.module.ts';

/** Rate limits of sign-in: per e-mail or mobile, and per client address (DESIGN section 10). */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  sendPerDestination: 5,
  sendPerAddress: 20,
  verifyPerAddress: 60,
  /**
   * Token refreshes per sign-in (one refresh-token family), not per address: a page load may
   * refresh, and everyone behind one NAT or mobile carrier shares an address.
   */
  refreshPerSignIn: 120,
  /** Refreshes with no token or one the server never issued (guesses, junk), per client address. */
  refreshUnknownPerAddress: 60,
} as const;

/** Customer sign-in and accounts, built once from the database, the secret and the stand-ins. */
export function customerModule(deps: {
  db: Db;
  clock: Clock;
  secret: string | undefined;
  redis: Redis | undefined;
  notifier: Notifier;
  captcha: CaptchaService;
  identityProviders: LocalIdentityProviders | null;
}) {
  const { db, clock } = deps;
  const secrets = customerSecrets(deps.secret);
  const customers = customerRepository(db, clock);
  const tokens = accessTokens(secrets, clock);
  const refreshTokens = refreshTokenStore(db, secrets, clock);
  const links = emailLinkStore(db, secrets, clock);
  const sessions = customerSessions({ customers, accessTokens: tokens, refreshTokens });
  const user = userModule({ db, notifier: deps.notifier, secrets });
  const limiter = (name: string, points: number) =>
    createLimiter({ name, points, durationSeconds: SIGN_IN_LIMITS.windowSeconds, redis: deps.redis });
  const limits = {
    sendPerDestination: limiter('otp-send-destination', SIGN_IN_LIMITS.sendPerDestination),
    sendPerAddress: limiter('otp-send-address', SIGN_IN_LIMITS.sendPerAddress),
    verifyPerAddress: limiter('sign-in-verify-address', SIGN_IN_LIMITS.verifyPerAddress),
    refreshPerSignIn: limiter('token-refresh-sign-in', SIGN_IN_LIMITS.refreshPerSignIn),
    refreshUnknownPerAddress: limiter('token-refresh-unknown-address', SIGN_IN_LIMITS.refreshUnknownPerAddress),
  };
  const settings: Partial<Record<OAuthProvider, SocialProviderSettings>> = {};
  for (const issuer of deps.identityProviders?.issuers ?? []) {
    settings[issuer.provider] = {
      issuer: issuer.issuer,
      clientId: issuer.clientId,
      clientSecret: async () => (await issuer.secrets()).clientSecret,
      redirectUris: deps.identityProviders!.redirectUris(issuer.provider),
      fetch: deps.identityProviders!.fetch,
    };
  }
  return {
    customers,
    accessTokens: tokens,
    refreshTokens,
    links,
    limits,
    notifier: deps.notifier,
    user,
    signIn: customerSignInService({
      customers,
      codes: oneTimeCodeStore(db, secrets, clock),
      links,
      sessions,
      notifier: deps.notifier,
      captcha: deps.captcha,
      limits,
      welcome: user.welcome,
    }),
    social: socialSignInService({ db, settings, customers, sessions, states: signedStates(secrets, clock), clock }),
    /** The social providers this server has a client for (the app offers only these). */
    socialProviders: Object.keys(settings) as OAuthProvider[],
  };
}

export type CustomerModule = ReturnType<typeof customerModule>;
