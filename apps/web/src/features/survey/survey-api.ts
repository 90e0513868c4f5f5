// Survey service calls (document 1 section 7): load a survey, answer one question at a time.
import type { Survey } from '@storefront/contract';
import { apiFetch } from '../../lib/api-client.ts';

const SURVEY_API = '/api/v1/survey/surveys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only an order id the service can accept is sent (the base route may hold anything). */
export const validOrderId = (orderId: string | undefined): string | undefined =>
  orderId && UUID.test(orderId) ? orderId.toLowerCase() : undefined;

export function fetchSurvey(surveyId: string, orderId?: string, signal?: AbortSignal): Promise<Survey> {
  return apiFetch<Survey>(`${SURVEY_API}/${encodeURIComponent(surveyId)}`, {
    query: { orderId: validOrderId(orderId) },
    signal,
  });
}

export interface SurveyResponseResult {
  nextQuestion: { nextQuestionId: string | null };
}

export function submitSurveyAnswer(
  surveyId: string,
  questionId: string,
  answer: string,
  orderId?: string,
): Promise<SurveyResponseResult> {
  const id = validOrderId(orderId);
  return apiFetch<SurveyResponseResult>(
    `${SURVEY_API}/${encodeURIComponent(surveyId)}/questions/${encodeURIComponent(questionId)}/response`,
    { method: 'POST', body: id ? { orderId: id, answer } : { answer } },
  );
}
