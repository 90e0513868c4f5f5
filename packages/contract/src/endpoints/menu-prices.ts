// Menu prices (decision 200): the marketing console lists and changes what products cost. Every
// call needs a staff token with the marketing role (401 without, 403 with another role's).
import { z } from 'zod';
import { menuPriceChangeSchema, menuPriceEntrySchema } from '../menu-prices.ts';
import { productIdParamsSchema } from '../product-service.ts';
import { endpoint } from './define.ts';
import { staffBearerHeadersSchema } from './staff-bearer-headers.ts';

const tags = ['marketing console'];

export const menuPriceEndpoints = {
  menuPrices: endpoint({
    method: 'GET',
    path: '/api/v1/menu-prices',
    summary: 'Every product with its price, or its price per size, in menu order, and its last change',
    tags,
    headers: staffBearerHeadersSchema,
    responses: { 200: z.array(menuPriceEntrySchema) },
    problems: [401, 403],
  }),
  changeMenuPrice: endpoint({
    method: 'PUT',
    path: '/api/v1/menu-prices/:productId',
    summary: 'Change a product’s price, or some of its sizes’ prices',
    description:
      'The menu, baskets and orders use the new price at once on this server and within a minute on others. ' +
      'A size the product does not have, or priceCents for a sized product, is 400; an unknown product is 404. ' +
      'A price of $0.00, or more than 3 times or under a third of the current one, is 409 PriceJumpNotConfirmed ' +
      '(naming each such item, size, current and new price; nothing saved) unless confirmPriceJump is true.',
    tags,
    params: productIdParamsSchema,
    body: menuPriceChangeSchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: menuPriceEntrySchema },
    problems: [400, 401, 403, 404, 409],
  }),
};
