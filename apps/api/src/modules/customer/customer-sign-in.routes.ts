import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { Limiter } from '../../platform/rate-limit.ts';
import { callerOf, sendSignIn } from './customer-auth-http.ts';
import type { CustomerSignInService } from './customer-sign-in.service.ts';
import { RegistrationRequired, type SocialSignInService } from './social-sign-in.service.ts';

/** Registration, one-time codes, login links and social sign-in (spec section 7, customer service). */
export const customerSignInRoutes: FastifyPluginAsyncZod<{
  signIn: CustomerSignInService;
  social: SocialSignInService;
  appOrigins: string[];
  /** Provider sign-ins tried from one client address. */
  socialLimit: Limiter;
}> = async (app, { signIn, social, appOrigins, socialLimit }) => {
  serveEndpoint(app, endpoints.registerCustomer, async (request) =>
    signIn.register(request.body, callerOf(request, appOrigins)),
  );

  serveEndpoint(app, endpoints.requestOtp, async (request) =>
    signIn.requestOtp(request.body, callerOf(request, appOrigins)),
  );

  serveEndpoint(app, endpoints.validateOtp, async (request, reply) =>
    sendSignIn(reply, await signIn.validateOtp(request.body, callerOf(request, appOrigins))),
  );

  serveEndpoint(app, endpoints.validateLoginToken, async (request, reply) =>
    sendSignIn(reply, await signIn.validateLoginToken(request.body, callerOf(request, appOrigins))),
  );

  serveEndpoint(app, endpoints.oauthAuthorize, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return social.authorize(request.body.provider, request.body.redirectUri);
  });

  serveEndpoint(app, endpoints.oauthSignIn, async (request, reply) => {
    await socialLimit.consume(request.ip);
    try {
      return sendSignIn(reply, await social.signIn(request.body, request.headers['user-agent'] ?? null));
    } catch (error) {
      if (!(error instanceof RegistrationRequired)) throw error;
      // No Location header: fetch hands a 302 without one to the app as it is.
      return reply.code(302).header('cache-control', 'no-store').send(error.body);
    }
  });

  serveEndpoint(app, endpoints.oauthRegister, async (request, reply) => {
    await socialLimit.consume(request.ip);
    return sendSignIn(reply, await social.register(request.body, request.headers['user-agent'] ?? null));
  });
};
