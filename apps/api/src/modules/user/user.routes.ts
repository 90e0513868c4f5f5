import { endpoints, NIL_USER_ID, type OptOutChannel } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { checkCaptcha } from '../captcha/captcha-check.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { CampaignService } from './campaign.service.ts';
import type { MarketingPreferences } from './marketing-preferences.ts';
import { fromShortUserId, toShortUserId } from './short-user-id.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

const NO_STORE = 'no-store';

const entryOf = (userId: string, userStatus: 'new' | 'returning') => ({
  userId,
  shortUserId: toShortUserId(userId),
  userStatus,
});

const shortIdOutOfRange = (field: string) =>
  new AppError(400, 'InvalidRequest', `Invalid request: ${field}.`, [{ field, message: 'Not a short user id' }]);

/**
 * The User service under /api/v1/user: opt-outs and opt-ins without signing in. Every call that
 * changes a preference needs a solved captcha (UNSUBSCRIBE), except the one-click link, which is
 * signed. Known and unknown users get the same answer.
 */
export const userRoutes: FastifyPluginAsyncZod<{
  preferences: MarketingPreferences;
  captcha: CaptchaService;
  links: UnsubscribeLinks;
  campaign: CampaignService;
  /** The app's origins: the coupon's link goes to the one the form was sent from. */
  appOrigins: string[];
}> = async (app, { preferences, captcha, links, campaign, appOrigins }) => {
  // Mail clients send the one-click body as a form (RFC 8058); only this plugin reads forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const change = async (userId: string, channel: OptOutChannel, optedIn: boolean, tokenV3: string) => {
    await checkCaptcha(captcha, tokenV3, 'UNSUBSCRIBE', 'body.tokenV3');
    await preferences.set(userId, channel, optedIn);
  };

  serveEndpoint(app, endpoints.userOptinEmail, async (request, reply) => {
    await change(request.params.userId, 'email', request.body.optinEmail, request.body.tokenV3);
    return reply.header('cache-control', NO_STORE).code(204).send();
  });

  serveEndpoint(app, endpoints.userOptoutEmail, async (request, reply) => {
    await change(request.body.userId, 'email', false, request.body.tokenV3);
    return reply.header('cache-control', NO_STORE).code(204).send();
  });

  serveEndpoint(app, endpoints.userOptinSms, async (request, reply) => {
    const userId = fromShortUserId(request.params.shortUserId);
    if (!userId) throw shortIdOutOfRange('params.shortUserId');
    await change(userId, 'sms', request.body.optinSms, request.body.tokenV3);
    return reply.header('cache-control', NO_STORE).code(204).send();
  });

  serveEndpoint(app, endpoints.userOptoutSms, async (request, reply) => {
    await change(request.body.userId, 'sms', false, request.body.tokenV3);
    return reply.header('cache-control', NO_STORE).code(204).send();
  });

  serveEndpoint(app, endpoints.userByShortId, async (request) => {
    const userId = fromShortUserId(request.params.shortId);
    if (!userId) throw shortIdOutOfRange('params.shortId');
    return entryOf(userId, 'returning');
  });

  serveEndpoint(app, endpoints.userGetEntry, async (request) => {
    const userId = request.body.userId;
    return userId && userId !== NIL_USER_ID ? entryOf(userId, 'returning') : entryOf(NIL_USER_ID, 'new');
  });

  serveEndpoint(app, endpoints.userCampaign, async (request, reply) => {
    const origin = request.headers.origin;
    const appOrigin = origin && appOrigins.includes(origin) ? origin : appOrigins[0]!;
    const receipt = await campaign.claim(request.body, appOrigin);
    return reply.header('cache-control', NO_STORE).code(201).send(receipt);
  });

  serveEndpoint(app, endpoints.userOneClickUnsubscribe, async (request, reply) => {
    const { userId, signature } = request.params;
    if (!links.verify(userId, signature)) {
      throw new AppError(400, 'InvalidRequest', 'This unsubscribe link is not valid.', [
        { field: 'params.signature', message: 'Not a link we sent' },
      ]);
    }
    await preferences.set(userId, 'email', false);
    return reply.header('cache-control', NO_STORE).code(204).send();
  });
};
