// Runs one placement job when a return page (or the card return on checkout) opens: on an order,
// remember it, go to the order page with the survey started and fetch a fresh basket; on 3-D Secure, open the bank's page or
// say it is unfinished; on an error, do what the spec says and leave the rest to explain. The job
// carries its attempt's Idempotency-Key, so a reload or a second mount asks the same question.
import { platform } from '../../lib/platform/index.ts';
import type { OrderOutcome } from './outcomes.ts';
import { afterOrderPlaced } from './after-order.ts';
import type { PlacementAnswer } from './placement.ts';
import { usePageJob, type PageJob } from './use-page-job.ts';

export interface FinishJob extends PageJob {
  run(): Promise<PlacementAnswer>;
  /** Card orders: a 3-D Secure answer opens the bank's page; payerAuth: it means unfinished. */
  challenge: 'open' | 'show';
  /** A new card's card session, when the page knows it: the card 'Save this card' saves. */
  cardSession?: string;
}

export type FinishView =
  | { state: 'working' }
  | { state: 'challenge'; origin: string }
  | { state: 'failed'; kind: OrderOutcome['kind']; message: string };

const WORKING: FinishView = { state: 'working' };

export function useFinishOrder(job: FinishJob | null): FinishView {
  return usePageJob<FinishJob, FinishView>(
    job,
    WORKING,
    async (current, page) => {
      const answer = await current.run();
      if (answer.kind === 'placed') {
        void afterOrderPlaced(answer.order, current.scope, page.navigate, current.cardSession);
      } else if (current.challenge === 'open') {
        if (page.live()) platform.assign(answer.origin);
      } else page.show({ state: 'challenge', origin: answer.origin });
    },
    (kind, message) => ({ state: 'failed', kind, message }),
  );
}
