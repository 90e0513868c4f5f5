import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CustomerModule } from '../customer/customer.module.ts';
import type { PaymentGateway } from '../payment/payment-gateway.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import { personalVouchers } from '../voucher/personal-vouchers.repository.ts';
import { accountErasure } from './account-erasure.ts';
import { appDealsService } from './app-deals.service.ts';
import { accountOwner, signedInCustomer } from './account-owner.ts';
import { changeEmailService } from './change-email.ts';
import { customerCardsService } from './customer-cards.ts';
import { orderHistory } from './order-history.ts';
import { rewardRedemption } from './reward-redemption.ts';
import { rewardsService } from './rewards.ts';
import { savedPlaces } from './saved-places.ts';
import { signedInDevices } from './signed-in-devices.ts';
import { userNotificationsService } from './user-notifications.ts';

/** What a signed-in customer keeps beyond sign-in: history, saved places and the rest of the account. */
export function accountModule(deps: {
  db: Db;
  clock: Clock;
  stores: StoreDirectory;
  customer: CustomerModule;
  gateway: PaymentGateway;
  /** Testing aids (the app deals' ForceReset) are honoured only outside production. */
  testAids: boolean;
}) {
  const { db, clock } = deps;
  const personal = personalVouchers(db);
  const notifications = userNotificationsService(db, clock);
  const cards = customerCardsService({ db, clock, gateway: deps.gateway, notifications });
  const signedIn = signedInCustomer(deps.customer.accessTokens, deps.customer.customers);
  return {
    owner: accountOwner(deps.customer.accessTokens, deps.customer.customers),
    history: orderHistory(db),
    places: savedPlaces(db, deps.stores, clock),
    devices: signedInDevices(db, clock, deps.customer.refreshTokens),
    accessTokens: deps.customer.accessTokens,
    notifications,
    rewards: rewardsService(db),
    redemption: rewardRedemption({ db, clock, personal }),
    /** Won deals; a game awards them through `appDeals.awardAppDeal`. */
    appDeals: appDealsService({ db, clock, personal, testAids: deps.testAids }),
    changeEmail: changeEmailService({ db, clock, notifier: deps.customer.notifier, notifications }),
    cards,
    /** The saved card a checkout pays with: the bearer token needs read:card, the card must be the caller's. */
    async cardToCharge(request: FastifyRequest, cardId: string) {
      const { customerId } = await signedIn(request, 'read:card');
      return { customerId, card: await cards.chargeable(customerId, cardId) };
    },
    erasure: accountErasure(db, { eraseCards: cards.removeAll }),
  };
}

export type AccountModule = ReturnType<typeof accountModule>;
