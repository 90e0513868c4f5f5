import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { checkCaptcha } from '../captcha/captcha-check.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';

/**
 * POST /customer/recaptcha: checks (and spends) a solved captcha for an action with no call of
 * its own (LOGIN before a provider's page, UNSUBSCRIBE). The other actions are checked by their
 * own calls, so each solution is accepted once, where it belongs.
 */
export const customerRecaptchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  serveEndpoint(app, endpoints.captchaVerify, async (request) => {
    await checkCaptcha(captcha, request.body.token, request.body.action, 'body.token');
    return { success: true as const, action: request.body.action };
  });
};
