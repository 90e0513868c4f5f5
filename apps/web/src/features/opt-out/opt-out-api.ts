// User service calls of the opt-out screen (spec document 0, section 7). Each change solves a
// captcha for the UNSUBSCRIBE action first; none needs a sign-in.
import type { OptOutChannel, UserEntry } from '@storefront/contract';
import { callApi } from '../../lib/api/call-api.ts';
import { solveCaptcha } from '../../lib/captcha.ts';

export type { OptOutChannel, UserEntry };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHORT_ID = /^[0-9a-z]{1,25}$/;

/** Whether a link's id can name a user: a user id, or (SMS links) a short user id. */
export const isUserReference = (channel: OptOutChannel, reference: string) =>
  UUID.test(reference) || (channel === 'sms' && SHORT_ID.test(reference));

/** The user an e-mail link (user id) or SMS link (user id or short user id) names. */
export async function userFromLink(reference: string, signal?: AbortSignal): Promise<UserEntry> {
  if (UUID.test(reference)) return callApi('userGetEntry', { body: { userId: reference.toLowerCase() }, signal });
  return callApi('userByShortId', { params: { shortId: reference }, signal });
}

const optoutTimestamp = () => new Date().toISOString();

export async function optOut(channel: OptOutChannel, user: UserEntry): Promise<void> {
  const body = { userId: user.userId, optoutTimestamp: optoutTimestamp(), tokenV3: await solveCaptcha('UNSUBSCRIBE') };
  if (channel === 'email') await callApi('userOptoutEmail', { body });
  else await callApi('userOptoutSms', { body });
}

export async function optBackIn(channel: OptOutChannel, user: UserEntry): Promise<void> {
  const tokenV3 = await solveCaptcha('UNSUBSCRIBE');
  if (channel === 'email') {
    await callApi('userOptinEmail', { params: { userId: user.userId }, body: { optinEmail: true, tokenV3 } });
  } else {
    await callApi('userOptinSms', { params: { shortUserId: user.shortUserId }, body: { optinSms: true, tokenV3 } });
  }
}
