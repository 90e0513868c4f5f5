import type { Survey, SurveyQuestion } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  answersFromQuery,
  firstQuestionId,
  nextQuestionId,
  optionsFor,
  queryAnswerPlan,
  questionsInOrder,
} from './survey-navigation.ts';

const q = (questionId: string, over: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  questionId,
  text: `Question ${questionId}`,
  kind: 'text',
  required: false,
  options: [],
  nextQuestion: null,
  ...over,
});

const survey: Survey = {
  surveyId: 'post-order-2026',
  title: 'How did we do?',
  orderId: null,
  pages: [
    {
      pageId: 'p1',
      sections: [
        { sectionId: 's1', title: 'Your order', questions: [q('rating', { kind: 'rating' }), q('wrong')] },
        { sectionId: 's2', title: 'The store', questions: [q('store')] },
      ],
    },
    { pageId: 'p2', sections: [{ sectionId: 's3', title: 'Anything else', questions: [q('comments')] }] },
  ],
};

describe('list order', () => {
  it('runs through pages, sections and questions', () => {
    expect(questionsInOrder(survey).map((x) => [x.question.questionId, x.sectionTitle, x.index])).toEqual([
      ['rating', 'Your order', 0],
      ['wrong', 'Your order', 1],
      ['store', 'The store', 2],
      ['comments', 'Anything else', 3],
    ]);
    expect(firstQuestionId(survey)).toBe('rating');
    expect(firstQuestionId({ ...survey, pages: [] })).toBeNull();
  });
});

describe('nextQuestionId', () => {
  it("moves to the server's next question", () => {
    expect(nextQuestionId(survey, 'rating', 'store')).toBe('store');
    expect(nextQuestionId(survey, 'store', 'wrong')).toBe('wrong');
  });

  it('else to the next in list order (no answer, null, unknown or the same question)', () => {
    expect(nextQuestionId(survey, 'rating', null)).toBe('wrong');
    expect(nextQuestionId(survey, 'rating', undefined)).toBe('wrong');
    expect(nextQuestionId(survey, 'wrong', 'no-such-question')).toBe('store');
    expect(nextQuestionId(survey, 'store', 'store')).toBe('comments');
  });

  it('else ends', () => {
    expect(nextQuestionId(survey, 'comments', null)).toBeNull();
    expect(nextQuestionId(survey, 'unknown', null)).toBeNull();
  });
});

describe('answers given in the query', () => {
  it('reads question[{id}] params and ignores blank or other ones', () => {
    const params = new URLSearchParams(
      'question[rating]=5&question[store]=%20&utm_source=sms&question[comments]=Great',
    );
    expect([...answersFromQuery(params)]).toEqual([
      ['rating', '5'],
      ['comments', 'Great'],
    ]);
  });

  it('plans the current and later questions, in list order', () => {
    const answers = new Map([
      ['comments', 'Great'],
      ['rating', '5'],
      ['nope', 'x'],
    ]);
    expect(queryAnswerPlan(survey, 'rating', answers)).toEqual([
      { questionId: 'rating', answer: '5' },
      { questionId: 'comments', answer: 'Great' },
    ]);
    expect(queryAnswerPlan(survey, 'store', answers)).toEqual([{ questionId: 'comments', answer: 'Great' }]);
    expect(queryAnswerPlan(survey, 'rating', new Map())).toEqual([]);
  });
});

describe('options', () => {
  it('gives ratings without options 1 to 5', () => {
    expect(optionsFor(q('r', { kind: 'rating' })).map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
    const choice = q('c', { kind: 'choice', options: [{ value: 'yes', label: 'Yes', nextQuestionId: null }] });
    expect(optionsFor(choice)).toEqual(choice.options);
  });
});
