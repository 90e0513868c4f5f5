import { endpoints, IDEMPOTENCY_HEADER } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { AccountOwner } from './account-owner.ts';
import type { RewardRedemption } from './reward-redemption.ts';
import type { RewardsService } from './rewards.ts';

/** GET /customer/{id}/rewards: balance, the ledger newest first, and what points buy; POST .../redeem spends. */
export const rewardsRoutes: FastifyPluginAsyncZod<{
  owner: AccountOwner;
  rewards: RewardsService;
  redemption: RewardRedemption;
}> = async (app, { owner, rewards, redemption }) => {
  serveEndpoint(app, endpoints.rewards, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return rewards.ledger(claims.customerId);
  });

  serveEndpoint(app, endpoints.redeemReward, async (request, reply) => {
    const claims = await owner(request, request.params.id);
    const redeemed = await redemption.redeem(
      claims.customerId,
      request.body.rewardId,
      request.headers[IDEMPOTENCY_HEADER],
    );
    return reply.code(201).header('cache-control', 'no-store').send(redeemed);
  });
};
