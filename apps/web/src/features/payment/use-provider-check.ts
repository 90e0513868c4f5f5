// Before a return page places an order, it asks the server what the provider says (zipNotify,
// apNotify, completeApplePay, completeClickToPay): the basket keeps the gateway's outcome, whatever
// the return URL claimed. Approved goes on to the order; a decline, cancel or unfinished payment is
// explained; any other error is an order error (a basket already ordered goes to its order page).
import type { Basket } from '@storefront/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import type { OrderOutcome, ProviderCheck, RedirectMessages } from './outcomes.ts';
import { providerStatusCheck, walletRefusal } from './outcomes.ts';
import { outcomeMessage, settleOrderError } from './order-errors.ts';

export interface ProviderCheckJob {
  /** Changes when the check should run again (Try again). */
  id: string;
  /** For error reports ('zipNotify', 'completeClickToPay' ...). */
  action: string;
  basketId: string | null;
  scope: string;
  messages: RedirectMessages;
  run(): Promise<Basket>;
}

export type ProviderCheckView =
  { kind: 'checking' } | ProviderCheck | { kind: 'failed'; outcome: OrderOutcome['kind']; message: string };

const CHECKING: ProviderCheckView = { kind: 'checking' };

export function useProviderCheck(job: ProviderCheckJob | null): ProviderCheckView {
  const navigate = useNavigate();
  const phone = useSupportPhone();
  const [result, setResult] = useState<{ id: string; view: ProviderCheckView } | null>(null);
  const latest = useRef({ job, navigate, phone });
  useEffect(() => {
    latest.current = { job, navigate, phone };
  });

  const jobId = job?.id ?? null;
  useEffect(() => {
    const current = latest.current.job;
    if (!jobId || !current) return;
    let live = true;
    const show = (view: ProviderCheckView) => {
      if (live) setResult({ id: jobId, view });
    };
    void (async () => {
      try {
        const basket = await current.run();
        show(providerStatusCheck(basket.paymentInfo?.status, current.messages));
      } catch (error) {
        const refused = walletRefusal(error, current.messages);
        if (refused) return show(refused);
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
        show({ kind: 'failed', outcome: outcome.kind, message: outcomeMessage(outcome, support) });
      }
    })();
    return () => {
      live = false;
    };
  }, [jobId]);

  return result && result.id === jobId ? result.view : CHECKING;
}
