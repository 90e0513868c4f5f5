// Vouchers on a basket (spec document 2, section 7): apply a code, take a cart voucher or a deal
// voucher's meal off again.
import { basketSchema } from '../basket.ts';
import { groupedBasketItemIdParamsSchema } from '../basket-items.ts';
import { removeCartVoucherParamsSchema, voucherCodeParamsSchema } from '../voucher.ts';
import { basketSessionHeadersSchema as headers } from './basket-session-headers.ts';
import { endpoint } from './define.ts';

const tags = ['vouchers'];
const problems = [400, 403, 404, 409, 410, 412, 429] as const;

export const voucherEndpoints = {
  applyVoucher: endpoint({
    method: 'POST',
    path: '/api/v1/baskets/:basketId/applyvoucher/:code',
    summary: 'Apply a voucher code',
    description:
      'Answers the basket with voucherResult: Applied, or OpenDeal with the deal to build. Rate limited per basket and per address.',
    tags,
    params: voucherCodeParamsSchema,
    headers,
    responses: { 200: basketSchema },
    problems,
  }),
  removeMealVoucher: endpoint({
    method: 'DELETE',
    path: '/api/v1/baskets/:basketId/groupedBasketItems/:groupedBasketItemId/removeVoucher',
    summary: "Remove a deal voucher's meal",
    tags,
    params: groupedBasketItemIdParamsSchema,
    headers,
    responses: { 200: basketSchema },
    problems,
  }),
  removeCartVoucher: endpoint({
    method: 'DELETE',
    path: '/api/v1/baskets/:basketId/removeCartVoucher/:voucherCode',
    summary: 'Remove a voucher from the cart',
    tags,
    params: removeCartVoucherParamsSchema,
    headers,
    responses: { 200: basketSchema },
    problems,
  }),
};
