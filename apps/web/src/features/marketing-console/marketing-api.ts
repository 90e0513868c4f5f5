// The marketing console's calls (decision 165). Every call but the sign-in carries the staff token
// as a bearer token; auth: false keeps a 401 from touching a signed-in customer's session.
import type {
  ContentCardChange,
  InAppMessageChange,
  MenuPriceChange,
  NewContentCard,
  NewInAppMessage,
  PushBroadcast,
} from '@storefront/contract';
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

/** 409 when someone else changed it since `change.version` was loaded, or it is no longer served. */
export const changeCard = (token: string, id: string, change: ContentCardChange) =>
  callApi('engagementConsoleChangeCard', { params: { id }, body: change, headers: bearer(token), auth: false });

export const changeMessage = (token: string, id: string, change: InAppMessageChange) =>
  callApi('engagementConsoleChangeMessage', { params: { id }, body: change, headers: bearer(token), auth: false });

/** Ends it now; one already ended comes back as it is. */
export const withdrawCard = (token: string, id: string) =>
  callApi('engagementConsoleWithdrawCard', { params: { id }, headers: bearer(token), auth: false });

export const withdrawMessage = (token: string, id: string) =>
  callApi('engagementConsoleWithdrawMessage', { params: { id }, headers: bearer(token), auth: false });

export type ConsoleCards = CallResult<'engagementConsoleCards'>;
export type ConsoleMessages = CallResult<'engagementConsoleMessages'>;

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
