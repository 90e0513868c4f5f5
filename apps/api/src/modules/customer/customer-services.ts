import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { localIdentityProviders } from '../../local/identity-provider/local-identity-provider.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { devOutboxEnabled } from '../notifier/dev-outbox.routes.ts';
import { createNotifier } from '../notifier/notifier.ts';
import { customerModule } from './customer.module.ts';
import { customerTokenIdentity } from './customer-token-identity.ts';

/** The local Google/Apple/PayPal stand-in: development and test, or production when named on. */
export const localIdentityProviderEnabled = (env: Env) => env.LOCAL_IDENTITY_PROVIDER ?? env.NODE_ENV !== 'production';

/** Sign-in, its notifier and its stand-ins, for services.ts. */
export function buildCustomerServices(deps: {
  env: Env;
  db: Db;
  clock: Clock;
  redis: Redis | undefined;
  captcha: CaptchaService;
}) {
  const { env } = deps;
  const identityProviders = localIdentityProviderEnabled(env)
    ? localIdentityProviders({
        origin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
        appOrigins: env.APP_ORIGINS,
        redis: deps.redis,
      })
    : null;
  const notifier = createNotifier({ db: deps.db, clock: deps.clock, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const customer = customerModule({
    db: deps.db,
    clock: deps.clock,
    secret: env.CUSTOMER_AUTH_SECRET,
    redis: deps.redis,
    notifier,
    captcha: deps.captcha,
    identityProviders,
  });
  const devOutbox = devOutboxEnabled(env);
  return {
    customer,
    notifier,
    identityProviders,
    devOutbox,
    appOrigins: env.APP_ORIGINS,
    identity: customerTokenIdentity(customer.accessTokens),
    standIns: [
      ...notifier.standIns,
      ...(devOutbox ? ['outbox readable at /dev/outbox'] : []),
      ...(identityProviders ? ['Google, Apple and PayPal sign-in: local identity provider (/idp)'] : []),
      ...(env.CUSTOMER_AUTH_SECRET ? [] : ['customer sign-in secret: random per process (no CUSTOMER_AUTH_SECRET)']),
    ],
  };
}

export type CustomerServices = ReturnType<typeof buildCustomerServices>;
