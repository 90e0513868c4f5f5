import { endpoints, STOREFORM_LIMITS } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { StoreformService } from './storeform.service.ts';

/** A 5 MB résumé in base64 (4 characters per 3 bytes) and the form's text around it. */
const CAREERS_BODY_LIMIT = Math.ceil(STOREFORM_LIMITS.resumeBytes / 3) * 4 + 64 * 1024;

export const storeformRoutes: FastifyPluginAsyncZod<{ storeforms: StoreformService }> = async (app, { storeforms }) => {
  serveEndpoint(app, endpoints.storeformContact, async (request, reply) => {
    reply.code(201);
    return storeforms.contact(request.body, request.ip);
  });

  serveEndpoint(app, endpoints.storeformFranchise, async (request, reply) => {
    reply.code(201);
    return storeforms.franchise(request.body, request.ip);
  });

  serveEndpoint(
    app,
    endpoints.storeformCareers,
    async (request, reply) => {
      reply.code(201);
      return storeforms.careers(request.body, request.ip);
    },
    { bodyLimit: CAREERS_BODY_LIMIT },
  );
};
