import { randomUUID } from 'node:crypto';
import {
  ALREADY_SPUN,
  ALREADY_SPUN_MESSAGES,
  NO_SPIN_CAMPAIGN,
  NO_SPIN_CAMPAIGN_MESSAGE,
  SPIN_CLOSED,
  SPIN_ENDED_MESSAGE,
  SPIN_NOT_STARTED_MESSAGE,
  type SpinOutcome,
  type SpinRefusal,
  type SpinWheel,
} from '@storefront/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spins } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDealsService } from '../account/app-deals.service.ts';
import type { SpinCampaign, SpinCampaigns } from './spin-campaigns.ts';
import { chancePercent, pickSegment, periodKey, type RandomSource } from './spin-odds.ts';

type SpinRow = typeof spins.$inferSelect;
const DAY_MS = 86_400_000;

/**
 * Spin-to-win (decision 197): the server draws each spin from the campaign's published weights,
 * records it (one per customer per campaign period, held by a unique index) and awards a prize
 * as a won deal whose award key is the spin id, so it is listed in appdeals and works at checkout.
 */
export function spinService(deps: {
  db: Db;
  clock: Clock;
  campaigns: SpinCampaigns;
  appDeals: Pick<AppDealsService, 'awardAppDeal' | 'held'>;
  random: RandomSource;
}) {
  const { db, clock, campaigns, appDeals } = deps;

  async function campaignNamed(slug: string | undefined, now: Date): Promise<SpinCampaign> {
    const campaign = slug === undefined ? await campaigns.running(now) : await campaigns.bySlug(slug);
    if (!campaign) throw new AppError(404, NO_SPIN_CAMPAIGN, NO_SPIN_CAMPAIGN_MESSAGE);
    return campaign;
  }

  function closedReason(campaign: SpinCampaign, now: Date): SpinRefusal | null {
    if (now < new Date(campaign.startsAt)) return 'NotStarted';
    if (now >= new Date(campaign.endsAt)) return 'Ended';
    return null;
  }

  /** Awards the spin's prize (again, harmlessly: the award key is the spin id) and links the deal to it. */
  async function deliver(customerId: string, spin: SpinRow) {
    if (!spin.voucherCode || spin.prizeTypeId === null) return null;
    const deal = await appDeals.awardAppDeal(customerId, {
      prizeTypeId: spin.prizeTypeId,
      awardKey: spin.spinId,
      voucherCode: spin.voucherCode,
      expiresAt: spin.prizeExpiresAt,
    });
    if (spin.dealId === null) await db.update(spins).set({ dealId: deal.dealId }).where(eq(spins.spinId, spin.spinId));
    return deal;
  }

  async function outcomeOf(customerId: string, spin: SpinRow): Promise<SpinOutcome> {
    const deal =
      spin.dealId === null
        ? await deliver(customerId, spin)
        : (await appDeals.held(customerId, spin.prizeTypeId ?? undefined)).find((d) => d.dealId === spin.dealId);
    return {
      spinId: spin.spinId,
      campaign: spin.campaign,
      segmentIndex: spin.segmentIndex,
      spunAt: spin.spunAt.toISOString(),
      deal: deal ?? null,
    };
  }

  return {
    /** The wheel with its published odds; for a customer, whether they may spin now and their spin of this period. */
    async wheel(slug: string | undefined, customerId: string | null): Promise<SpinWheel> {
      const now = clock.now();
      const campaign = await campaignNamed(slug, now);
      const weights = campaign.segments.map((s) => s.weight);
      let refusal: SpinRefusal | null = closedReason(campaign, now);
      let lastSpin: SpinOutcome | null = null;
      if (customerId === null) refusal ??= 'SignInRequired';
      else {
        const [spin] = await db
          .select()
          .from(spins)
          .where(
            and(
              eq(spins.customerId, customerId),
              eq(spins.campaign, campaign.slug),
              eq(spins.periodKey, periodKey(campaign.period, now, campaign.timeZone)),
            ),
          );
        if (spin) {
          lastSpin = await outcomeOf(customerId, spin);
          refusal ??= 'AlreadySpun';
        }
      }
      return {
        campaign: campaign.slug,
        headline: campaign.headline,
        description: campaign.description,
        startsAt: new Date(campaign.startsAt).toISOString(),
        endsAt: new Date(campaign.endsAt).toISOString(),
        period: campaign.period,
        segments: campaign.segments.map((segment, index) => ({
          index,
          label: segment.label,
          prize: segment.voucherCode
            ? { voucherCode: segment.voucherCode, name: campaign.prizeNames.get(segment.voucherCode) ?? segment.label }
            : null,
          weight: segment.weight,
          chancePercent: chancePercent(segment.weight, weights),
        })),
        canSpin: refusal === null,
        refusal,
        lastSpin,
      };
    },

    /** One spin: drawn here, recorded once per period (a parallel second spin conflicts), its prize awarded. */
    async spin(slug: string, customerId: string): Promise<SpinOutcome> {
      const now = clock.now();
      const campaign = await campaignNamed(slug, now);
      const closed = closedReason(campaign, now);
      if (closed) {
        throw new AppError(409, SPIN_CLOSED, closed === 'NotStarted' ? SPIN_NOT_STARTED_MESSAGE : SPIN_ENDED_MESSAGE);
      }
      const segmentIndex = pickSegment(
        campaign.segments.map((s) => s.weight),
        deps.random,
      );
      const segment = campaign.segments[segmentIndex]!;
      const [spin] = await db
        .insert(spins)
        .values({
          spinId: randomUUID(),
          customerId,
          campaign: campaign.slug,
          periodKey: periodKey(campaign.period, now, campaign.timeZone),
          segmentIndex,
          voucherCode: segment.voucherCode,
          prizeTypeId: segment.voucherCode ? campaign.prizeTypeId : null,
          prizeExpiresAt: segment.voucherCode ? new Date(now.getTime() + campaign.prizeDays * DAY_MS) : null,
          spunAt: now,
        })
        .onConflictDoNothing({ target: [spins.customerId, spins.campaign, spins.periodKey] })
        .returning();
      if (!spin) throw new AppError(409, ALREADY_SPUN, ALREADY_SPUN_MESSAGES[campaign.period]);
      return outcomeOf(customerId, spin);
    },
  };
}

export type SpinService = ReturnType<typeof spinService>;
