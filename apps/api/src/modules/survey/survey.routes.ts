import {
  problemSchema,
  surveyParamsSchema,
  surveyQuerySchema,
  surveyResponseBodySchema,
  surveyResponseParamsSchema,
  surveyResponseResultSchema,
  surveySchema,
  type Survey,
} from '@storefront/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contentEntries, surveyResponses } from '../../db/schema/index.ts';
import { cachedValue } from '../../platform/cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { invalidRequest, notFound } from '../../platform/errors.ts';

const tags = ['survey'];

/** The question to ask after an answer, as the server sees it: the option's jump, else the question's. */
export function serverNextQuestion(survey: Survey, questionId: string, answer: string): string | null {
  const question = survey.pages
    .flatMap((p) => p.sections.flatMap((s) => s.questions))
    .find((q) => q.questionId === questionId);
  const option = question?.options.find((o) => o.value === answer);
  return option?.nextQuestionId ?? question?.nextQuestion?.nextQuestionId ?? null;
}

export const surveyRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const all = cachedValue(60_000, async () => {
    const rows = await db
      .select({ data: contentEntries.data })
      .from(contentEntries)
      .where(eq(contentEntries.kind, 'survey'));
    return new Map(rows.map((row) => surveySchema.parse(row.data)).map((s) => [s.surveyId, s]));
  });
  const surveyOf = async (surveyId: string) => {
    const survey = (await all.get()).get(surveyId);
    if (!survey) throw notFound('Survey not found.');
    return survey;
  };

  app.get(
    '/survey/surveys/:surveyId',
    {
      schema: {
        tags,
        summary: 'A survey, optionally about an order',
        params: surveyParamsSchema,
        querystring: surveyQuerySchema,
        response: { 200: surveySchema, 404: problemSchema },
      },
    },
    async (req) => ({ ...(await surveyOf(req.params.surveyId)), orderId: req.query.orderId ?? null }),
  );

  app.post(
    '/survey/surveys/:surveyId/questions/:questionId/response',
    {
      schema: {
        tags,
        summary: 'Answer one question; answers the next question to ask (null: the server names none)',
        params: surveyResponseParamsSchema,
        body: surveyResponseBodySchema,
        response: { 200: surveyResponseResultSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (req) => {
      const survey = await surveyOf(req.params.surveyId);
      const question = survey.pages
        .flatMap((p) => p.sections.flatMap((s) => s.questions))
        .find((q) => q.questionId === req.params.questionId);
      if (!question) throw notFound('Question not found.');
      if (question.kind !== 'text' && !question.options.some((o) => o.value === req.body.answer)) {
        throw invalidRequest('Please choose one of the answers.', [
          { field: 'body.answer', message: `One of: ${question.options.map((o) => o.value).join(', ')}` },
        ]);
      }
      await db.insert(surveyResponses).values({
        surveyId: survey.surveyId,
        questionId: question.questionId,
        orderId: req.body.orderId ?? null,
        answer: req.body.answer,
        answeredAt: clock.now(),
      });
      return { nextQuestion: { nextQuestionId: serverNextQuestion(survey, question.questionId, req.body.answer) } };
    },
  );
};
