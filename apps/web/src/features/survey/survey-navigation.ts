// Survey helpers of the page (document 1 section 4): answers given in the page address and the
// options a question shows. The question walk itself is shared with the server (packages/domain).
import type { SurveyQuestion } from '@storefront/contract';

const QUESTION_PARAM = /^question\[(.+)\]$/;

/** Answers given as query params `question[{id}]=answer` (blank ones ignored). */
export function answersFromQuery(params: URLSearchParams): Map<string, string> {
  const answers = new Map<string, string>();
  for (const [key, value] of params) {
    const match = QUESTION_PARAM.exec(key);
    if (match && value.trim()) answers.set(match[1]!, value.trim());
  }
  return answers;
}

/** Rating questions without options get the usual 1 to 5. */
export function optionsFor(question: SurveyQuestion): { value: string; label: string }[] {
  if (question.options.length > 0) return question.options;
  if (question.kind === 'rating') return ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }));
  return [];
}
