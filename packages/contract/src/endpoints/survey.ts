// Survey service (spec document 1, section 7): a survey, and one answer at a time about an order.
import { BASKET_SESSION_HEADER } from '../headers.ts';
import {
  surveyParamsSchema,
  surveyQuerySchema,
  surveyResponseBodySchema,
  surveyResponseParamsSchema,
  surveyResponseResultSchema,
  surveySchema,
} from '../survey.ts';
import { basketSessionHeadersSchema } from './basket-session-headers.ts';
import { endpoint } from './define.ts';

const tags = ['survey'];
const problems = [400, 404] as const;

export const surveyEndpoints = {
  survey: endpoint({
    method: 'GET',
    path: '/api/v1/survey/surveys/:surveyId',
    summary: 'A survey, optionally about an order',
    tags,
    params: surveyParamsSchema,
    query: surveyQuerySchema,
    responses: { 200: surveySchema },
    problems,
  }),
  surveyAnswer: endpoint({
    method: 'POST',
    path: '/api/v1/survey/surveys/:surveyId/questions/:questionId/response',
    summary: 'Answer one question about an order; answers the next question to ask (null: the server names none)',
    description: `Needs the ${BASKET_SESSION_HEADER} header of the basket the order was placed from (404 otherwise, as for an unknown order). One answer per question per order: answering again replaces the answer.`,
    tags,
    params: surveyResponseParamsSchema,
    headers: basketSessionHeadersSchema,
    body: surveyResponseBodySchema,
    responses: { 200: surveyResponseResultSchema },
    problems,
  }),
};
