import { captchaChallengeSchema, captchaQuerySchema } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './captcha.service.ts';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A proof-of-work challenge for one captcha action (ALTCHA)',
        description: 'Solve it in the browser and send base64 JSON {challenge, solution} as the captcha token.',
        querystring: captchaQuerySchema,
        response: { 200: captchaChallengeSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await captcha.challenge(req.query.action);
      return { ...challenge, parameters: { ...challenge.parameters } };
    },
  );
};
