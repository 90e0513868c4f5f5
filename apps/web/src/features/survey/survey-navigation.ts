// Survey navigation, pure (document 1 section 4): the survey moves to the question the server
// names, else the next one in list order, else it ends.
import type { Survey, SurveyQuestion } from '@storefront/contract';

export interface LocatedQuestion {
  question: SurveyQuestion;
  sectionTitle: string;
  /** Position in list order, from 0. */
  index: number;
}

/** Every question in list order: pages, then sections, then questions. */
export function questionsInOrder(survey: Survey): LocatedQuestion[] {
  const out: LocatedQuestion[] = [];
  for (const page of survey.pages) {
    for (const section of page.sections) {
      for (const question of section.questions) {
        out.push({ question, sectionTitle: section.title, index: out.length });
      }
    }
  }
  return out;
}

/**
 * The question after `currentId`: the server's `serverNext` when the survey has it, else the next
 * in list order, else null (the survey ends).
 */
export function nextQuestionId(
  survey: Survey,
  currentId: string,
  serverNext: string | null | undefined,
): string | null {
  const questions = questionsInOrder(survey);
  if (serverNext && serverNext !== currentId && questions.some((q) => q.question.questionId === serverNext)) {
    return serverNext;
  }
  const at = questions.findIndex((q) => q.question.questionId === currentId);
  if (at === -1) return null;
  return questions[at + 1]?.question.questionId ?? null;
}

/** The first question of the survey, or null for an empty one. */
export const firstQuestionId = (survey: Survey): string | null =>
  questionsInOrder(survey)[0]?.question.questionId ?? null;

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

/**
 * Which query answers to submit, in list order: those for the current question and the ones after
 * it. Answers for earlier or unknown questions are left out.
 */
export function queryAnswerPlan(
  survey: Survey,
  currentId: string | null,
  answers: ReadonlyMap<string, string>,
): { questionId: string; answer: string }[] {
  if (!currentId || answers.size === 0) return [];
  const questions = questionsInOrder(survey);
  const from = questions.findIndex((q) => q.question.questionId === currentId);
  if (from === -1) return [];
  return questions
    .slice(from)
    .filter((q) => answers.has(q.question.questionId))
    .map((q) => ({ questionId: q.question.questionId, answer: answers.get(q.question.questionId)! }));
}

/** Rating questions without options get the usual 1 to 5. */
export function optionsFor(question: SurveyQuestion): { value: string; label: string }[] {
  if (question.options.length > 0) return question.options;
  if (question.kind === 'rating') return ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }));
  return [];
}
