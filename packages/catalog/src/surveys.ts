import { POST_ORDER_SURVEY_ID, type Survey } from '@storefront/contract';

const scale = (next: (value: number) => string | null) =>
  [1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: `${value} out of 5`, nextQuestionId: next(value) }));

/** The post-order survey: a low score asks what went wrong, a high one skips ahead. */
export const postOrderSurvey: Survey = {
  surveyId: POST_ORDER_SURVEY_ID,
  title: 'How was your order?',
  orderId: null,
  pages: [
    {
      pageId: 'experience',
      sections: [
        {
          sectionId: 'overall',
          title: 'Your order',
          questions: [
            {
              questionId: 'overall',
              text: 'How would you rate your order overall?',
              kind: 'rating',
              required: true,
              options: scale((v) => (v <= 2 ? 'what-went-wrong' : 'recommend')),
              nextQuestion: null,
            },
            {
              questionId: 'what-went-wrong',
              text: 'Sorry to hear that. What went wrong?',
              kind: 'choice',
              required: true,
              options: [
                { value: 'late', label: 'It arrived late', nextQuestionId: null },
                { value: 'cold', label: 'The food was cold', nextQuestionId: null },
                { value: 'wrong', label: 'Something was missing or wrong', nextQuestionId: null },
                { value: 'other', label: 'Something else', nextQuestionId: null },
              ],
              nextQuestion: { nextQuestionId: 'comments' },
            },
            {
              questionId: 'recommend',
              text: 'How likely are you to recommend us to a friend?',
              kind: 'rating',
              required: true,
              options: scale(() => null),
              nextQuestion: null,
            },
          ],
        },
      ],
    },
    {
      pageId: 'comments',
      sections: [
        {
          sectionId: 'comments',
          title: 'Anything else?',
          questions: [
            {
              questionId: 'comments',
              text: 'Anything else you would like to tell us?',
              kind: 'text',
              required: false,
              options: [],
              nextQuestion: { nextQuestionId: null },
            },
          ],
        },
      ],
    },
  ],
};

export const surveys: Survey[] = [postOrderSurvey];
