import { randomUUID } from 'node:crypto';
import {
  FORCE_RESET_PRODUCTION_MESSAGE,
  NO_APP_DEALS,
  NO_APP_DEALS_MESSAGE,
  VOUCHER_CODE_PATTERN,
  voucherSchema,
  type AppDeal,
} from '@storefront/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { appDeals, customers, vouchers } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidRequest } from '../../platform/errors.ts';
import type { PersonalVouchers } from '../voucher/personal-vouchers.repository.ts';

/** Won-deal codes read "AD-…" (app deal). */
const APP_DEAL_CODE_PREFIX = 'AD';

/**
 * A prize the app's game awards: its prize type, the catalogue voucher whose terms it gives (the
 * customer gets a copy with a code of their own), an award key from the game that makes the same
 * win count once, and optionally when it lapses (sooner than the template's last day).
 */
export const appDealPrizeSchema = z.strictObject({
  prizeTypeId: z.number().int().positive(),
  awardKey: z.string().trim().min(1).max(200),
  voucherCode: z.string().regex(VOUCHER_CODE_PATTERN),
  expiresAt: z.date().nullable().default(null),
});
export type AppDealPrize = z.input<typeof appDealPrizeSchema>;

export interface AppDealsQuery {
  PrizeTypeId?: number | undefined;
  ForceResponse: boolean;
  ForceReset: boolean;
}

const fieldsOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ field: ['prize', ...issue.path].join('.'), message: issue.message }));

/**
 * Deals won in the app (GET /customer/{id}/appdeals, decision 157): each prize is a personal
 * voucher, so the basket applies and redeems it like any other. `awardAppDeal` is how a game hands one
 * out; `list` is what the customer holds. `testAids` is false in production: ForceReset there is
 * refused rather than quietly ignored.
 */
export function appDealsService(deps: { db: Db; clock: Clock; personal: PersonalVouchers; testAids: boolean }) {
  const { db, clock, personal } = deps;

  async function deals(customerId: string, prizeTypeId: number | undefined) {
    return db
      .select({
        dealId: appDeals.dealId,
        prizeTypeId: appDeals.prizeTypeId,
        voucherId: appDeals.voucherId,
        wonAt: appDeals.wonAt,
        expiresAt: appDeals.expiresAt,
        data: vouchers.data,
      })
      .from(appDeals)
      .innerJoin(vouchers, eq(vouchers.voucherId, appDeals.voucherId))
      .where(
        and(
          eq(appDeals.customerId, customerId),
          isNull(appDeals.resetAt),
          ...(prizeTypeId === undefined ? [] : [eq(appDeals.prizeTypeId, prizeTypeId)]),
        ),
      )
      .orderBy(desc(appDeals.wonAt));
  }

  /** ForceReset: the deals not yet used are withdrawn (their vouchers stop working) and no longer listed. */
  async function reset(customerId: string, prizeTypeId: number | undefined) {
    const current = await deals(customerId, prizeTypeId);
    const used = await personal.redeemed(current.map((deal) => deal.voucherId));
    const unused = current.filter((deal) => !used.has(deal.voucherId));
    if (unused.length === 0) return;
    await db.transaction(async (tx) => {
      for (const deal of unused) {
        await tx.update(appDeals).set({ resetAt: clock.now() }).where(eq(appDeals.dealId, deal.dealId));
      }
      await personal.withdraw(
        tx,
        unused.map((deal) => deal.voucherId),
      );
    });
  }

  /** The customer's won deals, newest first, each marked redeemed once an order has used it. */
  async function held(customerId: string, prizeTypeId: number | undefined): Promise<AppDeal[]> {
    const rows = await deals(customerId, prizeTypeId);
    const used = await personal.redeemed(rows.map((row) => row.voucherId));
    return rows.map((row) => {
      const voucher = voucherSchema.parse(row.data);
      return {
        dealId: row.dealId,
        prizeTypeId: row.prizeTypeId,
        voucherCode: voucher.code,
        name: voucher.name,
        wonAt: row.wonAt.toISOString(),
        expiresAt: row.expiresAt?.toISOString() ?? null,
        redeemed: used.has(row.voucherId),
      };
    });
  }

  return {
    held,

    /**
     * Awards a prize to a customer: a personal copy of the prize's catalogue voucher, and the won
     * deal that lists it. The same award key again answers the deal it made the first time.
     */
    async awardAppDeal(customerId: string, prize: AppDealPrize): Promise<AppDeal> {
      const parsed = appDealPrizeSchema.safeParse(prize);
      if (!parsed.success) throw invalidRequest('This prize cannot be awarded.', fieldsOf(parsed.error));
      const { prizeTypeId, awardKey, voucherCode, expiresAt } = parsed.data;
      const [template] = await db.select({ data: vouchers.data }).from(vouchers).where(eq(vouchers.code, voucherCode));
      const terms = template && voucherSchema.parse(template.data);
      if (!terms || (await personal.ownerOf(terms.voucherId)) !== null) {
        throw invalidRequest('This prize cannot be awarded.', [
          { field: 'prize.voucherCode', message: 'Not a catalogue voucher' },
        ]);
      }
      const dealId = await db.transaction(async (tx) => {
        // One award at a time per customer, so a repeated award key finds the first deal.
        await tx
          .select({ customerId: customers.customerId })
          .from(customers)
          .where(eq(customers.customerId, customerId))
          .for('update');
        const [earlier] = await tx
          .select({ dealId: appDeals.dealId })
          .from(appDeals)
          .where(and(eq(appDeals.customerId, customerId), eq(appDeals.awardKey, awardKey)));
        if (earlier) return earlier.dealId;
        const now = clock.now();
        const lastDay = expiresAt ? expiresAt.toISOString().slice(0, 10) : terms.validTo;
        const {
          voucherId: _id,
          code: _code,
          singleUsePerCustomer: _single,
          maxRedemptions: _max,
          isActive: _active,
          ...rest
        } = terms;
        const voucher = await personal.issue(tx, {
          customerId,
          source: 'appdeal',
          codePrefix: APP_DEAL_CODE_PREFIX,
          terms: { ...rest, validTo: lastDay < terms.validTo ? lastDay : terms.validTo },
          at: now,
        });
        const id = randomUUID();
        await tx.insert(appDeals).values({
          dealId: id,
          customerId,
          prizeTypeId,
          awardKey,
          voucherId: voucher.voucherId,
          wonAt: now,
          expiresAt,
        });
        return id;
      });
      const deal = (await held(customerId, undefined)).find((d) => d.dealId === dealId);
      if (!deal) throw new AppError(409, 'Conflict', 'This deal was reset.');
      return deal;
    },

    /** GET /customer/{id}/appdeals with the spec's PrizeTypeId, ForceResponse and ForceReset. */
    async list(customerId: string, query: AppDealsQuery): Promise<AppDeal[]> {
      if (query.ForceReset) {
        if (!deps.testAids) {
          throw invalidRequest(FORCE_RESET_PRODUCTION_MESSAGE, [
            { field: 'query.ForceReset', message: 'Only outside production' },
          ]);
        }
        await reset(customerId, query.PrizeTypeId);
      }
      const deals = await held(customerId, query.PrizeTypeId);
      if (deals.length === 0 && !query.ForceResponse) throw new AppError(404, NO_APP_DEALS, NO_APP_DEALS_MESSAGE);
      return deals;
    },
  };
}

export type AppDealsService = ReturnType<typeof appDealsService>;
