import type { SurveyQuestion } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { answersFromQuery, optionsFor } from './survey-navigation.ts';

const q = (questionId: string, over: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  questionId,
  text: `Question ${questionId}`,
  kind: 'text',
  required: false,
  options: [],
  nextQuestion: null,
  ...over,
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
});

describe('options', () => {
  it('gives ratings without options 1 to 5', () => {
    expect(optionsFor(q('r', { kind: 'rating' })).map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
    const choice = q('c', { kind: 'choice', options: [{ value: 'yes', label: 'Yes', nextQuestionId: null }] });
    expect(optionsFor(choice)).toEqual(choice.options);
  });
});
