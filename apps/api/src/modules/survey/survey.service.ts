import { createHash, timingSafeEqual } from 'node:crypto';
import type { Survey } from '@storefront/contract';
import { findQuestion, namedNextQuestionId } from '@storefront/domain';
import type { Clock } from '../../platform/clock.ts';
import { invalidRequest, notFound } from '../../platform/errors.ts';
import type { SurveyRepository } from './survey.repository.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function surveyService(repository: SurveyRepository, clock: Clock) {
  async function surveyOf(surveyId: string): Promise<Survey> {
    const survey = await repository.survey(surveyId);
    if (!survey) throw notFound('Survey not found.');
    return survey;
  }

  /**
   * The order, for the basket session that placed it (the order status rule): unknown and someone
   * else's answer alike, so the survey cannot be used to find out which orders exist.
   */
  async function assertOwnOrder(orderId: string, sessionId: string | undefined): Promise<void> {
    const owner = await repository.orderSession(orderId);
    if (!owner || !sessionId || !timingSafeEqual(digest(owner), digest(sessionId))) {
      throw notFound('Order not found.');
    }
  }

  return {
    async survey(surveyId: string, orderId: string | undefined): Promise<Survey> {
      return { ...(await surveyOf(surveyId)), orderId: orderId ?? null };
    },

    /** Keeps the answer for the order (replacing an earlier one) and names the next question. */
    async answer(
      surveyId: string,
      questionId: string,
      input: { orderId: string; answer: string },
      sessionId: string | undefined,
    ): Promise<{ nextQuestion: { nextQuestionId: string | null } }> {
      const survey = await surveyOf(surveyId);
      const question = findQuestion(survey, questionId);
      if (!question) throw notFound('Question not found.');
      await assertOwnOrder(input.orderId, sessionId);
      if (question.kind !== 'text' && !question.options.some((o) => o.value === input.answer)) {
        throw invalidRequest('Please choose one of the answers.', [
          { field: 'body.answer', message: `One of: ${question.options.map((o) => o.value).join(', ')}` },
        ]);
      }
      await repository.saveAnswer({
        surveyId: survey.surveyId,
        questionId: question.questionId,
        orderId: input.orderId,
        answer: input.answer,
        answeredAt: clock.now(),
      });
      return { nextQuestion: { nextQuestionId: namedNextQuestionId(survey, question.questionId, input.answer) } };
    },
  };
}

export type SurveyService = ReturnType<typeof surveyService>;
