// The post-order survey starts on the order page right after an order is placed (spec document 2,
// section 4). The placement says so twice: in the order page's navigation state, and in a mark
// kept for the order in this tab, because a return page may replace that navigation with its own
// (`<Navigate>` once it sees the attempt finished). The mark is read once: reaching the page later
// (or again after 'Not now') shows the survey's link instead.
export const START_SURVEY_STATE = { startSurvey: true } as const;

const justPlaced = new Set<string>();

/** Called by the placement before it goes to the order page. */
export const markSurveyStart = (orderId: string): void => void justPlaced.add(orderId);

/**
 * Whether the order page starts the survey. The mark is dropped after this turn, so both calls of a
 * React strict-mode initialiser agree, and the next visit does not start it again.
 */
export function startsSurvey(state: unknown, orderId?: string): boolean {
  const fromState =
    typeof state === 'object' && state !== null && (state as { startSurvey?: unknown }).startSurvey === true;
  if (!orderId || !justPlaced.has(orderId)) return fromState;
  queueMicrotask(() => justPlaced.delete(orderId));
  return true;
}
