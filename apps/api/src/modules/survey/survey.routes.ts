import { BASKET_SESSION_HEADER, endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import type { SurveyService } from './survey.service.ts';

export const surveyRoutes: FastifyPluginAsyncZod<{ surveys: SurveyService }> = async (app, { surveys }) => {
  serveEndpoint(app, endpoints.survey, async (request) =>
    surveys.survey(request.params.surveyId, request.query.orderId),
  );

  serveEndpoint(app, endpoints.surveyAnswer, async (request) =>
    surveys.answer(
      request.params.surveyId,
      request.params.questionId,
      request.body,
      request.headers[BASKET_SESSION_HEADER],
    ),
  );
};
