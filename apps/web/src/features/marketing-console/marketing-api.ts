// The marketing console's calls (decision 165). Every call but the sign-in carries the staff token
// as a bearer token; auth: false keeps a 401 from touching a signed-in customer's session.
import type { MenuPriceChange, NewContentCard, NewInAppMessage, PushBroadcast } from '@storefront/contract';
import { callApi, type CallResult } from '../../lib/api/call-api.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const signInStaff = (username: string, password: string) =>
  callApi('staffLogin', { body: { username, password }, auth: false });

/** 403 when the account has no marketing role. */
export const fetchMarketer = (token: string) => callApi('engagementConsoleMe', { headers: bearer(token), auth: false });

export const fetchConsoleCards = (token: string, signal?: AbortSignal) =>
  callApi('engagementConsoleCards', { headers: bearer(token), signal, auth: false });

export const fetchConsoleMessages = (token: string, signal?: AbortSignal) =>
  callApi('engagementConsoleMessages', { headers: bearer(token), signal, auth: false });

export const createCard = (token: string, card: NewContentCard) =>
  callApi('engagementConsoleCreateCard', { body: card, headers: bearer(token), auth: false });

export const createMessage = (token: string, message: NewInAppMessage) =>
  callApi('engagementConsoleCreateMessage', { body: message, headers: bearer(token), auth: false });

/** Stores to target, by name (includes none that is coming soon). */
export const fetchStores = (signal?: AbortSignal) =>
  callApi('storeList', { query: { includeComingSoon: false }, signal, auth: false });

export type ConsoleStores = CallResult<'storeList'>;

export const marketingKeys = {
  cards: ['marketing-console', 'cards'] as const,
  messages: ['marketing-console', 'messages'] as const,
  stores: ['marketing-console', 'stores'] as const,
};

/** Signed-in customers' devices with notifications on (decision 188). */
export const fetchPushRecipients = (token: string, signal?: AbortSignal) =>
  callApi('pushConsoleRecipients', { headers: bearer(token), signal, auth: false });

export const sendPushMessage = (token: string, message: PushBroadcast) =>
  callApi('pushConsoleSend', { body: message, headers: bearer(token), auth: false });

export const pushRecipientsKey = ['marketing-console', 'push-recipients'] as const;

/** Every product's price (decision 200). */
export const fetchMenuPrices = (token: string, signal?: AbortSignal) =>
  callApi('menuPrices', { headers: bearer(token), signal, auth: false });

export const changeMenuPrice = (token: string, productId: number, change: MenuPriceChange) =>
  callApi('changeMenuPrice', { params: { productId }, body: change, headers: bearer(token), auth: false });

export const menuPricesKey = ['marketing-console', 'menu-prices'] as const;
