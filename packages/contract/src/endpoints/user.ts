// User service (spec document 0, section 7): opt-outs and opt-ins without signing in.
import { z } from 'zod';
import {
  getEntryBodySchema,
  oneClickUnsubscribeBodySchema,
  oneClickUnsubscribeParamsSchema,
  optinEmailBodySchema,
  optinSmsBodySchema,
  optoutBodySchema,
  shortIdParamsSchema,
  shortUserIdParamsSchema,
  userEntrySchema,
  userIdParamsSchema,
} from '../user-preferences.ts';
import { campaignClaimBodySchema, campaignClaimReceiptSchema } from '../campaign.ts';
import { endpoint } from './define.ts';

const tags = ['user'];
const problems = [400, 429] as const;
const sameForUnknown = 'An unknown user id is answered exactly like a known one, and nothing changes.';

export const userEndpoints = {
  userOptinEmail: endpoint({
    method: 'POST',
    path: '/api/v1/user/:userId/optin/email',
    summary: "Set a user's marketing e-mail opt-in (captcha UNSUBSCRIBE)",
    description: sameForUnknown,
    tags,
    params: userIdParamsSchema,
    body: optinEmailBodySchema,
    responses: { 204: z.null() },
    problems,
  }),
  userOptoutEmail: endpoint({
    method: 'POST',
    path: '/api/v1/user/optout/email',
    summary: 'Opt a user out of marketing e-mail (captcha UNSUBSCRIBE)',
    description: sameForUnknown,
    tags,
    body: optoutBodySchema,
    responses: { 204: z.null() },
    problems,
  }),
  userOptinSms: endpoint({
    method: 'POST',
    path: '/api/v1/user/shortuserid/:shortUserId/optin/sms',
    summary: "Set a user's marketing SMS opt-in by short user id (captcha UNSUBSCRIBE)",
    description: sameForUnknown,
    tags,
    params: shortUserIdParamsSchema,
    body: optinSmsBodySchema,
    responses: { 204: z.null() },
    problems,
  }),
  userOptoutSms: endpoint({
    method: 'POST',
    path: '/api/v1/user/optout/sms',
    summary: 'Opt a user out of marketing SMS (captcha UNSUBSCRIBE)',
    description: sameForUnknown,
    tags,
    body: optoutBodySchema,
    responses: { 204: z.null() },
    problems,
  }),
  userByShortId: endpoint({
    method: 'GET',
    path: '/api/v1/user/shortUserId/:shortId',
    summary: 'The user id a short user id (from an SMS link) stands for',
    description: 'Decoded, not looked up: the answer does not tell whether the user exists.',
    tags,
    params: shortIdParamsSchema,
    responses: { 200: userEntrySchema },
    problems: [400],
  }),
  userGetEntry: endpoint({
    method: 'POST',
    path: '/api/v1/user/getEntry',
    summary: 'The opt-out entry: returning with a user id from a link, new without one',
    tags,
    body: getEntryBodySchema,
    responses: { 200: userEntrySchema },
    problems: [400],
  }),
  userOneClickUnsubscribe: endpoint({
    method: 'POST',
    path: '/api/v1/user/unsubscribe/:userId/:signature',
    summary: 'RFC 8058 one-click unsubscribe from marketing e-mail (the List-Unsubscribe link)',
    description: `Takes the form body List-Unsubscribe=One-Click; the signed link is the proof. ${sameForUnknown}`,
    tags,
    params: oneClickUnsubscribeParamsSchema,
    body: oneClickUnsubscribeBodySchema,
    responses: { 204: z.null() },
    problems: [400],
  }),
  userCampaign: endpoint({
    method: 'POST',
    path: '/api/v1/user/campaign',
    summary: "Claim the campaign form's free pizza coupon: one per e-mail address per day (captcha CAMPAIGN_FORM)",
    description:
      'The coupon (a single-use voucher code) is e-mailed to the address given. The day is the calendar day in Sydney; the address counts trimmed, lower-cased and without a +tag. 409 DuplicateCampaignEmail when that address already had one today; 404 when the campaign or the store is unknown.',
    tags,
    body: campaignClaimBodySchema,
    responses: { 201: campaignClaimReceiptSchema },
    problems: [400, 404, 409],
  }),
};
