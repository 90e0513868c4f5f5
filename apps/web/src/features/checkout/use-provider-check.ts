// Before a return page places an order, it asks the server what the provider says (zipNotify,
// apNotify, completeApplePay, completeClickToPay): the basket keeps the gateway's outcome, whatever
// the return URL claimed. Approved goes on to the order; a decline, cancel or unfinished payment is
// explained; any other error is an order error (a basket already ordered goes to its order page).
import type { Basket } from '@storefront/contract';
import type { OrderOutcome, ProviderCheck, RedirectMessages } from './outcomes.ts';
import { providerStatusCheck, walletRefusal } from './outcomes.ts';
import { usePageJob, type PageJob } from './use-page-job.ts';

export interface ProviderCheckJob extends PageJob {
  messages: RedirectMessages;
  run(): Promise<Basket>;
}

export type ProviderCheckView =
  { kind: 'checking' } | ProviderCheck | { kind: 'failed'; outcome: OrderOutcome['kind']; message: string };

const CHECKING: ProviderCheckView = { kind: 'checking' };

export function useProviderCheck(job: ProviderCheckJob | null): ProviderCheckView {
  return usePageJob<ProviderCheckJob, ProviderCheckView>(
    job,
    CHECKING,
    async (current, page) => {
      let basket: Basket;
      try {
        basket = await current.run();
      } catch (error) {
        const refused = walletRefusal(error, current.messages);
        if (!refused) throw error;
        return page.show(refused);
      }
      page.show(providerStatusCheck(basket.paymentInfo?.status, current.messages));
    },
    (outcome, message) => ({ kind: 'failed', outcome, message }),
  );
}
