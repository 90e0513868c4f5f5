import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { staffWithRole, type StaffAuth } from '../staff/staff-roles.service.ts';
import type { MenuPriceService } from './menu-prices.service.ts';

/** Menu prices in the marketing console (decision 200): a staff token with the marketing role. */
export const menuPriceRoutes: FastifyPluginAsyncZod<{ prices: MenuPriceService; auth: StaffAuth }> = async (
  app,
  { prices, auth },
) => {
  serveEndpoint(app, endpoints.menuPrices, async (request) => {
    await staffWithRole(auth, request, 'marketing');
    return prices.list();
  });

  serveEndpoint(app, endpoints.changeMenuPrice, async (request) => {
    const member = await staffWithRole(auth, request, 'marketing');
    const entry = await prices.change(request.params.productId, request.body, member.username);
    request.log.info({ productId: entry.productId, by: member.username, change: request.body }, 'menu price changed');
    return entry;
  });
};
