import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { callerOf } from '../customer/customer-auth-http.ts';
import type { AccountOwner } from './account-owner.ts';
import type { ChangeEmailService } from './change-email.ts';

/**
 * PATCH /customer/{id}/changeemail (GET reads the open change, DELETE withdraws it), and the two
 * links' calls: /changeemail/confirm and /cancel.
 */
export const changeEmailRoutes: FastifyPluginAsyncZod<{
  owner: AccountOwner;
  changeEmail: ChangeEmailService;
  appOrigins: string[];
}> = async (app, { owner, changeEmail, appOrigins }) => {
  serveEndpoint(app, endpoints.requestEmailChange, async (request) => {
    const claims = await owner(request, request.params.id, 'write:profile');
    const { appOrigin } = callerOf(request, appOrigins);
    return changeEmail.request(claims.customerId, request.body.proposedEmail, appOrigin);
  });

  serveEndpoint(app, endpoints.pendingEmailChange, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return changeEmail.pending(claims.customerId);
  });

  serveEndpoint(app, endpoints.withdrawEmailChange, async (request, reply) => {
    const claims = await owner(request, request.params.id, 'write:profile');
    await changeEmail.withdraw(claims.customerId);
    return reply.code(204).header('cache-control', 'no-store').send(null);
  });

  const links = [
    ['confirm', endpoints.confirmEmailChange],
    ['cancel', endpoints.cancelEmailChange],
  ] as const;
  for (const [action, definition] of links) {
    serveEndpoint(app, definition, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return changeEmail.use(request.params.id, request.body.token, action);
    });
  }
};
