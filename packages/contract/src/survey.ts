import { z } from 'zod';
import { textSchema } from './text.ts';

// The post-order survey (spec document 1, sections 3, 4 and 7): pages of sections of questions;
// the server may name the next question (nextQuestion.nextQuestionId), else the list order goes on.

/** The survey the storefront starts after an order (spec: "a fixed constant"). */
export const POST_ORDER_SURVEY_ID = 'post-order-2026';

export const surveyAnswerOptionSchema = z.strictObject({
  value: z.string(),
  label: z.string(),
  /** Answering with this option jumps to that question. */
  nextQuestionId: z.string().nullable(),
});

export const surveyQuestionSchema = z.strictObject({
  questionId: z.string(),
  text: z.string(),
  kind: z.enum(['rating', 'choice', 'text']),
  required: z.boolean(),
  options: z.array(surveyAnswerOptionSchema),
  nextQuestion: z.strictObject({ nextQuestionId: z.string().nullable() }).nullable(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z.strictObject({
  surveyId: z.string(),
  title: z.string(),
  orderId: z.string().nullable(),
  pages: z.array(
    z.strictObject({
      pageId: z.string(),
      sections: z.array(
        z.strictObject({ sectionId: z.string(), title: z.string(), questions: z.array(surveyQuestionSchema) }),
      ),
    }),
  ),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyParamsSchema = z.strictObject({ surveyId: textSchema.min(1).max(60) });
export const surveyQuerySchema = z.strictObject({ orderId: z.uuid().optional() });
export const surveyResponseParamsSchema = z.strictObject({
  surveyId: textSchema.min(1).max(60),
  questionId: textSchema.min(1).max(60),
});
/** An answer is about an order, sent with the basket session that placed it (decision 093). */
export const surveyResponseBodySchema = z.strictObject({
  orderId: z.uuid(),
  answer: textSchema.trim().min(1).max(1000),
});
/** After an answer: the question to ask next, or null when the survey is over. */
export const surveyResponseResultSchema = z.strictObject({
  nextQuestion: z.strictObject({ nextQuestionId: z.string().nullable() }),
});
