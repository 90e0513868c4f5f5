// The survey's question walk (spec document 1, sections 4 and 7): after an answer the survey moves
// to the question the server names, else the next one in list order, else it ends. The server
// names a question from the answer's option jump, else the question's own; both sides use this file.

/** The parts of a survey the walk reads (the contract's Survey has them). */
export interface WalkableQuestion {
  questionId: string;
  options: readonly { value: string; nextQuestionId: string | null }[];
  nextQuestion: { nextQuestionId: string | null } | null;
}

export interface WalkableSurvey<Q extends WalkableQuestion = WalkableQuestion> {
  pages: readonly { sections: readonly { title: string; questions: readonly Q[] }[] }[];
}

export interface LocatedQuestion<Q extends WalkableQuestion = WalkableQuestion> {
  question: Q;
  sectionTitle: string;
  /** Position in list order, from 0. */
  index: number;
}

/** Every question in list order: pages, then sections, then questions. */
export function questionsInOrder<Q extends WalkableQuestion>(survey: WalkableSurvey<Q>): LocatedQuestion<Q>[] {
  const out: LocatedQuestion<Q>[] = [];
  for (const page of survey.pages) {
    for (const section of page.sections) {
      for (const question of section.questions) {
        out.push({ question, sectionTitle: section.title, index: out.length });
      }
    }
  }
  return out;
}

/** The first question of the survey, or null for an empty one. */
export const firstQuestionId = (survey: WalkableSurvey): string | null =>
  questionsInOrder(survey)[0]?.question.questionId ?? null;

export function findQuestion<Q extends WalkableQuestion>(survey: WalkableSurvey<Q>, questionId: string): Q | undefined {
  return questionsInOrder(survey).find((q) => q.question.questionId === questionId)?.question;
}

/**
 * The question the server names after `answer` to `questionId`: the chosen option's jump, else the
 * question's own next question, else null (the server names none and the list order goes on).
 */
export function namedNextQuestionId(survey: WalkableSurvey, questionId: string, answer: string): string | null {
  const question = findQuestion(survey, questionId);
  const option = question?.options.find((o) => o.value === answer);
  return option?.nextQuestionId ?? question?.nextQuestion?.nextQuestionId ?? null;
}

/**
 * The question after `currentId`: the server's `serverNext` when the survey has it (and it is not
 * the same question), else the next in list order, else null (the survey ends).
 */
export function nextQuestionId(
  survey: WalkableSurvey,
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

/**
 * Which answers given in the page address to submit, in list order: those for the current question and the
 * ones after it. Answers for earlier or unknown questions are left out.
 */
export function queryAnswerPlan(
  survey: WalkableSurvey,
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
