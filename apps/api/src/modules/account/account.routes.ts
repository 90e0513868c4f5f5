import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountModule } from './account.module.ts';
import { appDealsRoutes } from './app-deals.routes.ts';
import { changeEmailRoutes } from './change-email.routes.ts';
import { customerCardsRoutes } from './customer-cards.routes.ts';
import type { CustomerVouchers } from './customer-vouchers.ts';
import { customerVouchersRoutes } from './customer-vouchers.routes.ts';
import type { ReorderService } from './reorder.ts';
import { reorderRoutes } from './reorder.routes.ts';
import { orderHistoryRoutes } from './order-history.routes.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { savedPlacesRoutes } from './saved-places.routes.ts';
import { signedInDevicesRoutes } from './signed-in-devices.routes.ts';
import { userNotificationsRoutes } from './user-notifications.routes.ts';

/** The account calls of the customer and order services, under /api/v1. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountModule;
  reorder: ReorderService;
  vouchers: CustomerVouchers;
  appOrigins: string[];
}> = async (app, { account, reorder, vouchers, appOrigins }) => {
  await app.register(orderHistoryRoutes, { owner: account.owner, history: account.history });
  await app.register(savedPlacesRoutes, { owner: account.owner, places: account.places });
  await app.register(reorderRoutes, { owner: account.owner, reorder });
  await app.register(customerCardsRoutes, { owner: account.owner, cards: account.cards });
  await app.register(userNotificationsRoutes, { owner: account.owner, notifications: account.notifications });
  await app.register(rewardsRoutes, { owner: account.owner, rewards: account.rewards, redemption: account.redemption });
  await app.register(appDealsRoutes, { owner: account.owner, appDeals: account.appDeals });
  await app.register(customerVouchersRoutes, { owner: account.owner, vouchers });
  await app.register(signedInDevicesRoutes, {
    owner: account.owner,
    devices: account.devices,
    accessTokens: account.accessTokens,
  });
  await app.register(changeEmailRoutes, { owner: account.owner, changeEmail: account.changeEmail, appOrigins });
};
