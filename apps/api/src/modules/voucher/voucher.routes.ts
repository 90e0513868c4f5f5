import { BASKET_SESSION_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { VoucherService } from './voucher.service.ts';

export const voucherRoutes: FastifyPluginAsyncZod<{ vouchers: VoucherService }> = async (app, { vouchers }) => {
  serveEndpoint(app, endpoints.applyVoucher, async (req) =>
    vouchers.apply(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.params.code, req.ip),
  );
  serveEndpoint(app, endpoints.removeMealVoucher, async (req) =>
    vouchers.removeFromMeal(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.params.groupedBasketItemId),
  );
  serveEndpoint(app, endpoints.removeCartVoucher, async (req) =>
    vouchers.removeFromCart(req.params.basketId, req.headers[BASKET_SESSION_HEADER], req.params.voucherCode),
  );
};
