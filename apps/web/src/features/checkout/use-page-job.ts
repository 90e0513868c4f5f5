// What the payment return pages share: run one job when the page opens (again only when the job's
// id changes: another payment, or Try again), show its view while the page is still there, and
// settle an error as the spec says (order errors may move the app on; otherwise the page explains).
import { useEffect, useRef, useState } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import type { OrderOutcome } from './outcomes.ts';
import { outcomeMessage, settleOrderError } from './order-errors.ts';

export interface PageJob {
  /** Changes when the job should run again. */
  id: string;
  /** The attempt scope (attempts.ts). */
  scope: string;
  /** For error reports ('placeOrder', 'zipNotify' ...). */
  action: string;
  basketId: string | null;
}

export interface PageJobTools<V> {
  /** Shows a view, unless the page was left or the job replaced. */
  show(view: V): void;
  /** Navigates, unless the page was left or the job replaced. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Whether the page is still on this job. */
  live(): boolean;
}

export function usePageJob<J extends PageJob, V>(
  job: J | null,
  working: V,
  run: (job: J, tools: PageJobTools<V>) => Promise<void>,
  failed: (outcome: OrderOutcome['kind'], message: string) => V,
): V {
  const navigate = useNavigate();
  const phone = useSupportPhone();
  const [result, setResult] = useState<{ id: string; view: V } | null>(null);
  const latest = useRef({ job, navigate, phone, run, failed });
  useEffect(() => {
    latest.current = { job, navigate, phone, run, failed };
  });

  const jobId = job?.id ?? null;
  useEffect(() => {
    const current = latest.current.job;
    if (!jobId || !current) return;
    let live = true;
    const tools: PageJobTools<V> = {
      show: (view) => {
        if (live) setResult({ id: jobId, view });
      },
      navigate: (to, options) => {
        if (live) latest.current.navigate(to, options);
      },
      live: () => live,
    };
    void (async () => {
      try {
        await latest.current.run(current, tools);
      } catch (error) {
        const support = latest.current.phone;
        const { outcome } = await settleOrderError(error, {
          action: current.action,
          basketId: current.basketId,
          scope: current.scope,
          navigate: tools.navigate,
          phone: support,
        });
        // When the app moved on (order page, cart) this page is gone and shows nothing; otherwise it
        // explains (a session answer may only have opened a dialog over it).
        tools.show(latest.current.failed(outcome.kind, outcomeMessage(outcome, support)));
      }
    })();
    return () => {
      live = false;
    };
  }, [jobId]);

  return result && result.id === jobId ? result.view : working;
}
