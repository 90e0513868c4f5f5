// The signed-in customer's saved cards (spec document 1 section 7, Customer service: card). A saved
// card is a gateway token; the app sees brand, last four, expiry, status and which is the default.
import { callApi } from '../../lib/api/call-api.ts';

export const cardKeys = { list: (customerId: string) => ['account', customerId, 'cards'] as const };

export const fetchSavedCards = (customerId: string, signal?: AbortSignal) =>
  callApi('savedCards', { params: { id: customerId }, signal });

export const removeSavedCard = (customerId: string, cardId: string) =>
  callApi('removeSavedCard', { params: { id: customerId, cardId } });

export const makeDefaultCard = (customerId: string, cardId: string) =>
  callApi('makeDefaultCard', { params: { id: customerId, cardId } });

/** Where the gateway's hosted card fields return with `?sessionId=` (or `?status=cancelled`). */
export const ADD_CARD_RETURN_PATH = '/account/payment';

/** POST /customer/{id}/card/initialise: the gateway's hosted card fields for a card to save. */
export const startAddingCard = (customerId: string) =>
  callApi('startSavedCard', { params: { id: customerId }, body: { returnUrl: ADD_CARD_RETURN_PATH } });

/** POST /customer/{id}/card: keep the card the hosted fields tokenised (the gateway verifies it first). */
export const saveEnteredCard = (customerId: string, flexToken: string) =>
  callApi('saveCard', { params: { id: customerId }, body: { flexToken, makeDefault: false } });
