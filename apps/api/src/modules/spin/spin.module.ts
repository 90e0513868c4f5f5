import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AppDealsService } from '../account/app-deals.service.ts';
import { spinCampaigns } from './spin-campaigns.ts';
import { cryptoRandom, type RandomSource } from './spin-odds.ts';
import { spinService } from './spin.service.ts';

/** Spin-to-win: campaigns from the content service, prizes through the account's won deals. */
export function spinModule(deps: { db: Db; clock: Clock; appDeals: AppDealsService; random?: RandomSource }) {
  return spinService({
    db: deps.db,
    clock: deps.clock,
    campaigns: spinCampaigns(deps.db),
    appDeals: deps.appDeals,
    random: deps.random ?? cryptoRandom,
  });
}
