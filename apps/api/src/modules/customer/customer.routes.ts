import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { customerRecaptchaRoutes } from './customer-recaptcha.routes.ts';
import { customerAccountRoutes } from './customer-account.routes.ts';
import type { CustomerModule } from './customer.module.ts';
import { customerSignInRoutes } from './customer-sign-in.routes.ts';
import { customerTokenRoutes } from './customer-token.routes.ts';

/** Every customer-service call of the spec this module answers, under /api/v1. */
export const customerRoutes: FastifyPluginAsyncZod<{
  customer: CustomerModule;
  captcha: CaptchaService;
  appOrigins: string[];
  eraseAccount?: ((customerId: string) => Promise<void>) | undefined;
}> = async (app, { customer: m, captcha, appOrigins, eraseAccount }) => {
  // The web's refresh token travels in an httpOnly cookie, read and set only here.
  await app.register(cookie);
  await app.register(customerSignInRoutes, {
    signIn: m.signIn,
    social: m.social,
    appOrigins,
    socialLimit: m.limits.verifyPerAddress,
  });
  await app.register(customerTokenRoutes, {
    refreshTokens: m.refreshTokens,
    accessTokens: m.accessTokens,
    customers: m.customers,
    limits: { perSignIn: m.limits.refreshPerSignIn, unknownPerAddress: m.limits.refreshUnknownPerAddress },
  });
  await app.register(customerAccountRoutes, {
    customers: m.customers,
    accessTokens: m.accessTokens,
    refreshTokens: m.refreshTokens,
    links: m.links,
    notifier: m.notifier,
    captcha,
    appOrigins,
    eraseAccount,
  });
  await app.register(customerRecaptchaRoutes, { captcha });
};
