// Runs one placement job when a return page (or the card return on checkout) opens: on an order,
// remember it, forget the basket and go to the order page; on 3-D Secure, open the bank's page or
// say it is unfinished; on an error, do what the spec says and leave the rest to explain. The job
// carries its attempt's Idempotency-Key, so a reload or a second mount asks the same question.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { platform } from '../../lib/platform.ts';
import type { OrderOutcome } from './outcomes.ts';
import { outcomeMessage, settleOrderError } from './order-errors.ts';
import { completeOrder, type PlacementAnswer } from './placement.ts';

export interface FinishJob {
  /** Changes when the job should run again (another payment, or Try again). */
  id: string;
  /** The attempt scope (attempts.ts). */
  scope: string;
  /** For error reports. */
  action: string;
  basketId: string | null;
  run(): Promise<PlacementAnswer>;
  /** Card orders: a 3-D Secure answer opens the bank's page; payerAuth: it means unfinished. */
  challenge: 'open' | 'show';
}

export type FinishView =
  | { state: 'working' }
  | { state: 'challenge'; origin: string }
  | { state: 'failed'; kind: OrderOutcome['kind']; message: string };

const WORKING: FinishView = { state: 'working' };

export function useFinishOrder(job: FinishJob | null): FinishView {
  const navigate = useNavigate();
  const phone = useSupportPhone();
  const [result, setResult] = useState<{ id: string; view: FinishView } | null>(null);
  const latest = useRef({ job, navigate, phone });
  useEffect(() => {
    latest.current = { job, navigate, phone };
  });

  const jobId = job?.id ?? null;
  useEffect(() => {
    const current = latest.current.job;
    if (!jobId || !current) return;
    let live = true;
    const show = (view: FinishView) => {
      if (live) setResult({ id: jobId, view });
    };
    void (async () => {
      try {
        const answer = await current.run();
        if (answer.kind === 'placed') {
          const path = completeOrder(answer.order, current.scope);
          if (live) latest.current.navigate(path, { replace: true });
          return;
        }
        if (current.challenge === 'open') {
          if (live) platform.assign(answer.origin);
          return;
        }
        show({ state: 'challenge', origin: answer.origin });
      } catch (error) {
        const { navigate: go, phone: support } = latest.current;
        const { outcome } = await settleOrderError(error, {
          action: current.action,
          basketId: current.basketId,
          scope: current.scope,
          navigate: (to, options) => {
            if (live) go(to, options);
          },
          phone: support,
        });
        // When the app moved on (order page, cart) this page is gone and shows nothing; otherwise it
        // explains (a session answer may only have opened a dialog over it).
        show({ state: 'failed', kind: outcome.kind, message: outcomeMessage(outcome, support) });
      }
    })();
    return () => {
      live = false;
    };
  }, [jobId]);

  return result && result.id === jobId ? result.view : WORKING;
}
