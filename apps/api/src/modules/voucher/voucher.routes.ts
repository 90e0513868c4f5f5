import {
  BASKET_SESSION_HEADER,
  basketSchema,
  groupedBasketItemIdParamsSchema,
  problemSchema,
  removeCartVoucherParamsSchema,
  voucherCodeParamsSchema,
} from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VoucherService } from './voucher.service.ts';

const tags = ['vouchers'];
const headers = z.object({ [BASKET_SESSION_HEADER]: z.string().min(1).max(100).optional() });
const responses = {
  200: basketSchema,
  400: problemSchema,
  404: problemSchema,
  409: problemSchema,
  410: problemSchema,
  429: problemSchema,
};

export const voucherRoutes: FastifyPluginAsyncZod<{ vouchers: VoucherService }> = async (app, { vouchers }) => {
  const session = (h: Record<string, unknown>) => h[BASKET_SESSION_HEADER] as string | undefined;

  app.post(
    '/baskets/:basketId/applyvoucher/:code',
    {
      schema: {
        tags,
        summary: 'Apply a voucher code',
        description:
          'Answers the basket with voucherResult: Applied, or OpenDeal with the deal to build. Rate limited per basket and per address.',
        params: voucherCodeParamsSchema,
        headers,
        response: responses,
      },
    },
    async (req) => vouchers.apply(req.params.basketId, session(req.headers), req.params.code, req.ip),
  );
  app.delete(
    '/baskets/:basketId/groupedBasketItems/:groupedBasketItemId/removeVoucher',
    {
      schema: {
        tags,
        summary: "Remove a deal voucher's meal",
        params: groupedBasketItemIdParamsSchema,
        headers,
        response: responses,
      },
    },
    async (req) => vouchers.removeFromMeal(req.params.basketId, session(req.headers), req.params.groupedBasketItemId),
  );
  app.delete(
    '/baskets/:basketId/removeCartVoucher/:voucherCode',
    {
      schema: {
        tags,
        summary: 'Remove a voucher from the cart',
        params: removeCartVoucherParamsSchema,
        headers,
        response: responses,
      },
    },
    async (req) => vouchers.removeFromCart(req.params.basketId, session(req.headers), req.params.voucherCode),
  );
};
