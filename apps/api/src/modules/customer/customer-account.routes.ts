import {
  EMAIL_VERIFICATION_PAGE,
  EMAIL_VERIFICATION_QUERY,
  EMAIL_VERIFICATION_TTL_SECONDS,
  endpoints,
} from '@storefront/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { checkCaptcha } from '../captcha/captcha-check.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { verifyEmailMessage } from '../notifier/message-templates.ts';
import type { Notifier } from '../notifier/notifier.ts';
import type { AccessTokens } from './access-tokens.ts';
import { bearerCustomer, callerOf, unauthorized } from './customer-auth-http.ts';
import type { CustomerRepository } from './customer.repository.ts';
import { maskDestination } from './destinations.ts';
import type { EmailLinkStore } from './email-links.ts';
import type { RefreshTokenStore } from './refresh-tokens.ts';

/** GET/PATCH/DELETE /customer/{id} and address verification: the signed-in customer only. */
export const customerAccountRoutes: FastifyPluginAsyncZod<{
  customers: CustomerRepository;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  links: EmailLinkStore;
  notifier: Notifier;
  captcha: CaptchaService;
  appOrigins: string[];
  /** Erases what the rest of the account holds (orders anonymised, places, cards) before the row is cleared. */
  eraseAccount?: ((customerId: string) => Promise<void>) | undefined;
}> = async (app, deps) => {
  const { customers, accessTokens } = deps;

  /** 401 without a valid token; 403 when the path names someone else (spec: the login modal opens). */
  async function owner(request: FastifyRequest<{ Params: { id: string } }>, scope = 'openid') {
    const claims = await bearerCustomer(request, accessTokens, scope);
    if (claims.customerId !== request.params.id) {
      throw new AppError(403, 'Forbidden', 'This account belongs to someone else.');
    }
    return claims;
  }

  const viewOrGone = async (customerId: string) => {
    const customer = await customers.view(customerId);
    // A token outliving its deleted account is no sign-in.
    if (!customer) throw unauthorized();
    return customer;
  };

  serveEndpoint(app, endpoints.customer, async (request, reply) => {
    const claims = await owner(request);
    reply.header('cache-control', 'no-store');
    return viewOrGone(claims.customerId);
  });

  serveEndpoint(app, endpoints.updateCustomer, async (request) => {
    const claims = await owner(request, 'write:profile');
    const outcome = await customers.update(claims.customerId, request.body);
    if (outcome === 'not-found') throw unauthorized();
    if (outcome === 'mobile-taken') {
      throw new AppError(409, 'Conflict', 'Another account uses this mobile number.', [
        { field: 'body.mobileNumber', message: 'Already in use' },
      ]);
    }
    return viewOrGone(claims.customerId);
  });

  serveEndpoint(app, endpoints.deleteCustomer, async (request, reply) => {
    const claims = await owner(request, 'write:profile');
    await deps.eraseAccount?.(claims.customerId);
    if (!(await customers.softDelete(claims.customerId))) throw unauthorized();
    await deps.refreshTokens.revokeAllOf(claims.customerId);
    return reply.code(204).send(null);
  });

  serveEndpoint(app, endpoints.sendEmailVerification, async (request) => {
    const claims = await bearerCustomer(request, accessTokens);
    await checkCaptcha(deps.captcha, request.body.tokenV3, 'VERIFY_EMAIL', 'body.tokenV3');
    const customer = await customers.byId(claims.customerId);
    if (!customer) throw unauthorized();
    if (!customer.email) {
      throw new AppError(400, 'InvalidRequest', 'There is no e-mail address on this account.');
    }
    const token = await deps.links.issue(
      'verify-email',
      customer.customerId,
      customer.email,
      EMAIL_VERIFICATION_TTL_SECONDS,
    );
    const { appOrigin } = callerOf(request, deps.appOrigins);
    const link = `${appOrigin}${EMAIL_VERIFICATION_PAGE}?${EMAIL_VERIFICATION_QUERY}=${token}`;
    await deps.notifier.send(verifyEmailMessage({ to: customer.email, link }));
    return { destination: maskDestination('email', customer.email) };
  });

  serveEndpoint(app, endpoints.verifyEmail, async (request) => {
    const link = await deps.links.spend('verify-email', request.body.token);
    if (!link || !(await customers.markEmailVerified(link.customerId, link.email))) {
      throw new AppError(400, 'EmailVerificationInvalid', 'This link has expired or was already used.', [
        { field: 'body.token', message: 'Expired or used' },
      ]);
    }
    return { email: link.email, emailVerified: true as const };
  });
};
