// Survey service calls (document 1 section 7): load a survey, answer one question at a time. An
// answer is about an order and proves it with the basket session that placed it, as order status
// calls do (x-session-id).
import type { Survey } from '@storefront/contract';
import { BASKET_SESSION_HEADER } from '@storefront/contract/http';
import { callApi, type CallResult } from '../../lib/api/call-api.ts';
import { findRecentOrder } from '../../lib/session/recent-orders.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only an order id the service can accept is sent (the base route may hold anything). */
export const validOrderId = (orderId: string | undefined): string | undefined =>
  orderId && UUID.test(orderId) ? orderId.toLowerCase() : undefined;

export function fetchSurvey(surveyId: string, orderId?: string, signal?: AbortSignal): Promise<Survey> {
  return callApi('survey', { params: { surveyId }, query: { orderId: validOrderId(orderId) }, signal });
}

/** The order a survey is about, with the session that placed it. */
export interface SurveyOrder {
  orderId: string;
  sessionId: string;
}

/** The order, when it was placed in this tab (its session is remembered with it); else null. */
export function surveyOrderFor(orderId: string | undefined): SurveyOrder | null {
  const id = validOrderId(orderId);
  const sessionId = id ? findRecentOrder(id)?.sessionId : undefined;
  return id && sessionId ? { orderId: id, sessionId } : null;
}

export function submitSurveyAnswer(
  surveyId: string,
  questionId: string,
  answer: string,
  order: SurveyOrder,
): Promise<CallResult<'surveyAnswer'>> {
  return callApi('surveyAnswer', {
    params: { surveyId, questionId },
    headers: { [BASKET_SESSION_HEADER]: order.sessionId },
    body: { orderId: order.orderId, answer },
  });
}
