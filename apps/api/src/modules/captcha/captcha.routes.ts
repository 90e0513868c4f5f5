import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { CaptchaService } from './captcha.service.ts';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  serveEndpoint(app, endpoints.captchaChallenge, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    // The cost may depend on the caller: declined cards from this address make it dearer.
    const challenge = await captcha.challenge(req.query.action, req.ip);
    return { ...challenge, parameters: { ...challenge.parameters } };
  });
};
