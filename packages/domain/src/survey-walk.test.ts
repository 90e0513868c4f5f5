import { describe, expect, it } from 'vitest';
import {
  firstQuestionId,
  namedNextQuestionId,
  nextQuestionId,
  queryAnswerPlan,
  questionsInOrder,
  type WalkableQuestion,
  type WalkableSurvey,
} from './survey-walk.ts';

const q = (questionId: string, over: Partial<WalkableQuestion> = {}): WalkableQuestion => ({
  questionId,
  options: [],
  nextQuestion: null,
  ...over,
});

const survey: WalkableSurvey = {
  pages: [
    {
      sections: [
        { title: 'Your order', questions: [q('rating'), q('wrong')] },
        { title: 'The store', questions: [q('store')] },
      ],
    },
    { sections: [{ title: 'Anything else', questions: [q('comments')] }] },
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

describe('namedNextQuestionId (what the server answers)', () => {
  const jumping: WalkableSurvey = {
    pages: [
      {
        sections: [
          {
            title: 'Your order',
            questions: [
              q('rating', {
                options: [
                  { value: '1', nextQuestionId: 'wrong' },
                  { value: '5', nextQuestionId: null },
                ],
                nextQuestion: { nextQuestionId: 'comments' },
              }),
              q('wrong'),
            ],
          },
        ],
      },
    ],
  };

  it("names the chosen option's jump first", () => {
    expect(namedNextQuestionId(jumping, 'rating', '1')).toBe('wrong');
  });

  it("else the question's own next question", () => {
    expect(namedNextQuestionId(jumping, 'rating', '5')).toBe('comments');
    expect(namedNextQuestionId(jumping, 'rating', 'free text')).toBe('comments');
  });

  it('else none', () => {
    expect(namedNextQuestionId(jumping, 'wrong', 'anything')).toBeNull();
    expect(namedNextQuestionId(jumping, 'unknown', '1')).toBeNull();
  });

  it('walks on from what it names, in list order when it names none', () => {
    expect(nextQuestionId(jumping, 'rating', namedNextQuestionId(jumping, 'rating', '1'))).toBe('wrong');
    expect(nextQuestionId(jumping, 'wrong', namedNextQuestionId(jumping, 'wrong', 'x'))).toBeNull();
  });
});

describe('answers given in the page address', () => {
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
