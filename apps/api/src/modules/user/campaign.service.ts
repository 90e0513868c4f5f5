import { randomInt } from 'node:crypto';
import {
  CAMPAIGN_COUPON_DAYS,
  CAMPAIGN_DUPLICATE_MESSAGE,
  CAMPAIGN_TIME_ZONE,
  campaignEmailKey,
  type CampaignClaimBody,
  type CampaignClaimReceipt,
  type StoreSeed,
  type Voucher,
} from '@storefront/contract';
import { addDaysToDate, storeLocalDate } from '@storefront/domain';
import type { Clock } from '../../platform/clock.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { checkCaptcha } from '../captcha/captcha-check.ts';
import { campaignCouponMessage } from './campaign-mail.ts';
import type { CampaignCouponRepository } from './campaign-coupon.repository.ts';

/** The coupon product: any large Classics Range pizza, free (catalogue product 8004). */
export const CAMPAIGN_COUPON_PRODUCT = { productId: 8004, dealSlug: 'free-large-classic-pizza' } as const;

/** Letters and digits nobody mistakes for another (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
/** A new code is drawn when one is already taken (1 in 31^8 per coupon): a few tries are plenty. */
const CODE_TRIES = 3;

export const randomCouponCode = () =>
  `PIZZA-${Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

export const duplicateCampaignEmail = () =>
  new AppError(409, 'DuplicateCampaignEmail', CAMPAIGN_DUPLICATE_MESSAGE, [
    { field: 'body.email', message: CAMPAIGN_DUPLICATE_MESSAGE },
  ]);

export interface CampaignDeps {
  repository: CampaignCouponRepository;
  captcha: CaptchaService;
  notifier: Notifier;
  clock: Clock;
  /** Whether the content service has a campaign story at campaigns/{slug}. */
  campaignExists: (slug: string) => Promise<boolean>;
  stores: { requireStore(code: string): Promise<StoreSeed> };
  /** Drops the cached voucher definitions so the new code can be used at once. */
  forgetVouchers: () => void;
  randomCode?: () => string;
}

/**
 * The campaign form's claim (User service `campaign`): a solved CAMPAIGN_FORM captcha, a known
 * campaign and store, then one free pizza coupon per e-mail address per Sydney day, made as a
 * single-use voucher of the ordinary kind (a Deal for the free pizza) and e-mailed.
 */
export function campaignService(deps: CampaignDeps) {
  const randomCode = deps.randomCode ?? randomCouponCode;

  const couponVoucher = (voucherId: number, code: string, day: string, store: StoreSeed | null): Voucher => ({
    voucherId,
    code,
    name: 'Free large Classic pizza',
    description: 'Campaign coupon: any large Classics Range pizza, free. One order, once.',
    kind: 'Deal',
    percentOff: null,
    amountOffCents: null,
    productId: CAMPAIGN_COUPON_PRODUCT.productId,
    dealSlug: CAMPAIGN_COUPON_PRODUCT.dealSlug,
    fulfilmentTypes: null,
    storeCodes: store ? [store.code] : null,
    validFrom: day,
    validTo: addDaysToDate(day, CAMPAIGN_COUPON_DAYS - 1),
    daysOfWeek: null,
    fromTime: null,
    toTime: null,
    minimumSpendCents: null,
    // A guest may use it: the code is the proof, and it is counted once for the whole chain.
    singleUsePerCustomer: false,
    maxRedemptions: 1,
    isActive: true,
  });

  async function claimOnce(body: CampaignClaimBody, day: string, store: StoreSeed | null): Promise<Voucher> {
    for (let attempt = 1; ; attempt += 1) {
      const code = randomCode();
      try {
        const voucher = await deps.repository.claim(
          {
            campaign: body.campaign,
            emailKey: campaignEmailKey(body.email),
            email: body.email,
            claimDay: day,
            storeCode: store?.code ?? null,
            claimedAt: deps.clock.now(),
          },
          (voucherId) => couponVoucher(voucherId, code, day, store),
        );
        if (!voucher) throw duplicateCampaignEmail();
        return voucher;
      } catch (error) {
        // Only a code already taken is tried again; the claim's own index never throws (it is skipped).
        if (attempt >= CODE_TRIES || uniqueViolation(error) === null) throw error;
      }
    }
  }

  return {
    async claim(body: CampaignClaimBody, appOrigin: string): Promise<CampaignClaimReceipt> {
      await checkCaptcha(deps.captcha, body.tokenV3, 'CAMPAIGN_FORM', 'body.tokenV3');
      if (!(await deps.campaignExists(body.campaign))) {
        throw new AppError(404, 'NotFound', 'This campaign has ended or does not exist.', [
          { field: 'body.campaign', message: 'No such campaign' },
        ]);
      }
      const store = body.storeCode ? await deps.stores.requireStore(body.storeCode).catch(unknownStore) : null;
      const day = storeLocalDate(deps.clock.now(), CAMPAIGN_TIME_ZONE);
      const voucher = await claimOnce(body, day, store);
      deps.forgetVouchers();
      try {
        await deps.notifier.send(
          campaignCouponMessage({
            to: body.email,
            firstName: body.firstName,
            code: voucher.code,
            productName: 'free large Classics Range pizza',
            validTo: voucher.validTo,
            storeName: store?.name ?? null,
            appOrigin,
          }),
        );
      } catch (error) {
        // Not sent, not claimed: the address may try again today rather than wait for tomorrow.
        await deps.repository.withdraw(voucher.voucherId);
        deps.forgetVouchers();
        throw error;
      }
      return {
        sentTo: body.email,
        validFrom: voucher.validFrom,
        validTo: voucher.validTo,
        storeName: store?.name ?? null,
      };
    },
  };
}

function unknownStore(error: unknown): never {
  if (error instanceof AppError && error.status === 404) {
    throw new AppError(404, 'NotFound', 'Store not found.', [{ field: 'body.storeCode', message: 'No such store' }]);
  }
  throw error;
}

export type CampaignService = ReturnType<typeof campaignService>;
