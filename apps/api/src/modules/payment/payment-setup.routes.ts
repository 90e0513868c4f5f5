import { BASKET_SESSION_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { PaymentSetupService } from './payment-setup.service.ts';

const sid = (headers: { [BASKET_SESSION_HEADER]?: string | undefined }) => headers[BASKET_SESSION_HEADER];

/** The basket's payment calls of spec section 7 that come before the order endpoint. */
export const paymentSetupRoutes: FastifyPluginAsyncZod<{ setup: PaymentSetupService }> = async (app, { setup }) => {
  serveEndpoint(app, endpoints.choosePaymentMethod, async (req) =>
    setup.choose(req.params.basketId, sid(req.headers), req.body.paymentMethod),
  );

  serveEndpoint(app, endpoints.clickToPayOptions, async (req) =>
    setup.clickToPayOptions(req.params.basketId, sid(req.headers)),
  );

  serveEndpoint(app, endpoints.startCardFields, async (req) =>
    setup.startFlexApi(req.params.basketId, sid(req.headers)),
  );

  serveEndpoint(app, endpoints.verifyCard, async (req) =>
    setup.verifyFlex(req.params.basketId, sid(req.headers), req.body.flexToken),
  );

  serveEndpoint(app, endpoints.createCardToken, async (req) =>
    setup.createToken(req.params.basketId, sid(req.headers), req.body.flexToken, req.ip),
  );

  serveEndpoint(app, endpoints.createCardTokenWithCaptcha, async (req) =>
    setup.customerToken(req.params.basketId, sid(req.headers), req.body.flexToken, req.body.captcha, req.ip),
  );

  serveEndpoint(app, endpoints.discardCard, async (req, reply) => {
    await setup.discardCard(req.params.basketId, sid(req.headers), req.params.flexToken);
    return reply.code(204).send(null);
  });

  serveEndpoint(app, endpoints.completeApplePay, async (req) =>
    setup.completeWallet(req.params.basketId, sid(req.headers), 'applepay', req.body.paymentId),
  );

  serveEndpoint(app, endpoints.completeClickToPay, async (req) =>
    setup.completeWallet(req.params.basketId, sid(req.headers), 'clicktopay', req.body.paymentId),
  );

  serveEndpoint(app, endpoints.afterpayOptions, async (req) =>
    setup.afterpayOptions(req.params.basketId, sid(req.headers)),
  );

  serveEndpoint(app, endpoints.notifyAfterpay, async (req) =>
    setup.notifyPayLater(req.params.basketId, sid(req.headers), 'afterpay', req.body.orderToken, req.body.status),
  );

  serveEndpoint(app, endpoints.notifyZip, async (req) =>
    setup.notifyPayLater(req.params.basketId, sid(req.headers), 'zip', req.body.checkoutId, req.body.result),
  );
};
