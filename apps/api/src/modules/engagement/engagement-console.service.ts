import {
  engagementRunState,
  type ConsoleContentCard,
  type ConsoleInAppMessage,
  type ContentCardChange,
  type EngagementRunState,
  type FieldError,
  type InAppMessageChange,
  type NewContentCard,
  type NewInAppMessage,
} from '@storefront/contract';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidRequest, notFound } from '../../platform/errors.ts';
import type { EngagementConsoleRepository } from './engagement-console.repository.ts';

/** Why the console refuses a card or message that passes the contract: in words for the marketer. */
export const CONSOLE_REFUSALS = {
  expired: 'This expiry has already passed: customers would never see the card.',
  expiresBeforeStart: 'The card would expire before it starts.',
  ended: 'This end has already passed: customers would never see it.',
  noSuchProduct: 'No product has that number.',
} as const;

type Noun = 'card' | 'message';

export const CONSOLE_CONFLICTS = {
  notFound: { card: 'There is no such content card.', message: 'There is no such in-app message.' },
  stale: (noun: Noun) =>
    `Someone else changed this ${noun} after you opened it. Reload the latest version and make your change again.`,
  over: (noun: Noun, state: Exclude<EngagementRunState, 'live'>) =>
    `This ${noun} has ${state === 'withdrawn' ? 'been withdrawn' : state}, so it can no longer be changed. Schedule a new one instead.`,
} as const;

/** A schedule whose end has passed would be accepted and shown as scheduled, yet never served. */
function scheduleProblems(schedule: NewContentCard['schedule'], now: Date): FieldError[] {
  return schedule.endsAt && Date.parse(schedule.endsAt) <= now.getTime()
    ? [{ field: 'body.schedule.endsAt', message: CONSOLE_REFUSALS.ended }]
    : [];
}

const refuse = (problems: FieldError[]) => {
  if (problems.length > 0) throw invalidRequest('Some fields need another look.', problems);
};

/**
 * Only the version the editor loaded may be changed, and only while customers can still be shown
 * it: a withdrawn, ended or expired one keeps describing what they saw.
 */
function mustBeChangeable(
  current: Parameters<typeof engagementRunState>[0] & { version: number },
  version: number,
  noun: Noun,
  now: Date,
) {
  if (current.version !== version) throw new AppError(409, 'Conflict', CONSOLE_CONFLICTS.stale(noun));
  const state = engagementRunState(current, now.getTime());
  if (state !== 'live') throw new AppError(409, 'Conflict', CONSOLE_CONFLICTS.over(noun, state));
}

/** What a withdrawal answers, and whether it changed anything (a second one does not). */
export interface Withdrawal<T> {
  item: T;
  changed: boolean;
}

/** The marketing console's rules (decision 165; changes and withdrawals, decision 242). */
export function engagementConsoleService(deps: { repository: EngagementConsoleRepository; clock: Clock }) {
  const { repository, clock } = deps;

  /**
   * A card customers could never see (expired, or expiring before its start; null is always
   * expired, 0 never expires) or about a product the catalogue lacks is refused, not scheduled.
   */
  async function cardProblems(card: NewContentCard, now: Date): Promise<FieldError[]> {
    const problems = scheduleProblems(card.schedule, now);
    const { expiresAt } = card;
    const startsAt = card.schedule.startsAt ? Date.parse(card.schedule.startsAt) : null;
    if (expiresAt === null || (expiresAt !== 0 && expiresAt <= now.getTime())) {
      problems.push({ field: 'body.expiresAt', message: CONSOLE_REFUSALS.expired });
    } else if (expiresAt !== 0 && startsAt !== null && expiresAt <= startsAt) {
      problems.push({ field: 'body.expiresAt', message: CONSOLE_REFUSALS.expiresBeforeStart });
    }
    const productId = card.extras.product_id;
    if (productId !== null && !(await repository.productExists(productId))) {
      problems.push({ field: 'body.extras.product_id', message: CONSOLE_REFUSALS.noSuchProduct });
    }
    return problems;
  }

  return {
    cards: () => repository.consoleCards(),
    messages: () => repository.consoleMessages(),

    async createCard(card: NewContentCard, by: string) {
      const now = clock.now();
      refuse(await cardProblems(card, now));
      return repository.createCard(card, by, now);
    },

    async createMessage(message: NewInAppMessage, by: string) {
      const now = clock.now();
      refuse(scheduleProblems(message.schedule, now));
      return repository.createMessage(message, by, now);
    },

    /** Checked as a new card is; 404 unknown, 409 when stale or no longer served. */
    async changeCard(id: string, change: ContentCardChange, by: string) {
      const now = clock.now();
      const current = await repository.consoleCard(id);
      if (!current) throw notFound(CONSOLE_CONFLICTS.notFound.card);
      mustBeChangeable(current, change.version, 'card', now);
      const { version, ...card } = change;
      refuse(await cardProblems(card, now));
      const changed = await repository.changeCard(id, card, version, by, now);
      // Changed or withdrawn by someone else between the read above and this write.
      if (!changed) throw new AppError(409, 'Conflict', CONSOLE_CONFLICTS.stale('card'));
      return changed;
    },

    async changeMessage(id: string, change: InAppMessageChange, by: string) {
      const now = clock.now();
      const current = await repository.consoleMessage(id);
      if (!current) throw notFound(CONSOLE_CONFLICTS.notFound.message);
      mustBeChangeable(current, change.version, 'message', now);
      const { version, ...message } = change;
      refuse(scheduleProblems(message.schedule, now));
      const changed = await repository.changeMessage(id, message, version, by, now);
      if (!changed) throw new AppError(409, 'Conflict', CONSOLE_CONFLICTS.stale('message'));
      return changed;
    },

    /**
     * Ends it now, whatever version the marketer loaded: taking a mistake down must not wait on a
     * reload. One no longer served is answered unchanged, so a repeated withdrawal is harmless.
     */
    async withdrawCard(id: string, by: string): Promise<Withdrawal<ConsoleContentCard>> {
      const now = clock.now();
      const current = await repository.consoleCard(id);
      if (!current) throw notFound(CONSOLE_CONFLICTS.notFound.card);
      if (engagementRunState(current, now.getTime()) !== 'live') return { item: current, changed: false };
      const withdrawn = await repository.withdrawCard(id, by, now);
      return withdrawn
        ? { item: withdrawn, changed: true }
        : { item: (await repository.consoleCard(id)) ?? current, changed: false };
    },

    async withdrawMessage(id: string, by: string): Promise<Withdrawal<ConsoleInAppMessage>> {
      const now = clock.now();
      const current = await repository.consoleMessage(id);
      if (!current) throw notFound(CONSOLE_CONFLICTS.notFound.message);
      if (engagementRunState(current, now.getTime()) !== 'live') return { item: current, changed: false };
      const withdrawn = await repository.withdrawMessage(id, by, now);
      return withdrawn
        ? { item: withdrawn, changed: true }
        : { item: (await repository.consoleMessage(id)) ?? current, changed: false };
    },
  };
}

export type EngagementConsoleService = ReturnType<typeof engagementConsoleService>;
