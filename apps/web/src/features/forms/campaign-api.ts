// The campaign form's call (User service `campaign`, spec document 0 section 7): a solved captcha
// for CAMPAIGN_FORM, then the claim. The coupon code itself only travels by e-mail.
import type { CampaignClaimBody, CampaignClaimReceipt } from '@storefront/contract';
import { callApi } from '../../lib/api/call-api.ts';
import { solveCaptcha } from '../../lib/captcha.ts';

export type CampaignClaimFields = Omit<CampaignClaimBody, 'tokenV3'>;

export async function claimCampaignCoupon(fields: CampaignClaimFields): Promise<CampaignClaimReceipt> {
  const tokenV3 = await solveCaptcha('CAMPAIGN_FORM');
  return callApi('userCampaign', { body: { ...fields, tokenV3 } });
}
